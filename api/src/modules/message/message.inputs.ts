import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { composeDecorators } from '../../shared/input-fields.js';
import { Conversation } from './conversation.entity.js';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, Message } from './message.entity.js';

export const DEFAULT_SUBJECT = 'Message from Admin';

/** An optional subject of at most MESSAGE_SUBJECT_MAX characters (null: the default, or none). */
const MessageSubject = (options: { description?: string } = {}) =>
  composeDecorators(
    Field(() => String, { nullable: true, ...options }),
    IsOptional(),
    IsString(),
    MaxLength(MESSAGE_SUBJECT_MAX, { message: `subject must be at most ${MESSAGE_SUBJECT_MAX} characters` }),
  );

/** A message's plain-text body, at most MESSAGE_BODY_MAX characters (the service refuses a blank one). */
const MessageBody = () =>
  composeDecorators(
    Field(() => String),
    IsString(),
    MaxLength(MESSAGE_BODY_MAX, { message: `body must be at most ${MESSAGE_BODY_MAX} characters` }),
  );

@InputType({ description: `A message to one user. The body is plain text, 1 to ${MESSAGE_BODY_MAX} characters.` })
export class SendMessageInput {
  @Field(() => ID, { description: "The recipient account's global or database id." })
  toUserId!: string;

  @MessageSubject({ description: `Defaults to '${DEFAULT_SUBJECT}'.` })
  subject?: string | null;

  @MessageBody()
  body!: string;
}

@InputType()
export class MarkMessageReadInput {
  @Field(() => ID, { description: 'Global id or database id of one of your messages.' })
  id!: string;
}

@ArgsType()
export class MyMessagesArgs {
  @Field(() => Boolean, { defaultValue: false, description: 'Only messages not read yet.' })
  @IsBoolean()
  unreadOnly: boolean = false;
}

@ObjectType()
export class SendMessagePayload {
  @Field(() => Message)
  message!: Message;
}

@ObjectType()
export class MarkMessageReadPayload {
  @Field(() => Message)
  message!: Message;

  @Field(() => Int, { description: "The reader's unread messages after this one was read." })
  unreadMessageCount!: number;
}

@InputType({ description: `A client's or helper's message to the business. Plain text, 1 to ${MESSAGE_BODY_MAX} characters.` })
export class SendMessageToBusinessInput {
  @MessageSubject()
  subject?: string | null;

  @MessageBody()
  body!: string;
}

@InputType({ description: 'The owner answers in a conversation of the inbox.' })
export class ReplyToConversationInput {
  @Field(() => ID)
  conversationId!: string;

  @MessageBody()
  body!: string;
}

@InputType()
export class MarkConversationReadInput {
  @Field(() => ID)
  conversationId!: string;
}

@ObjectType()
export class MarkConversationReadPayload {
  @Field(() => Conversation)
  conversation!: Conversation;

  @Field(() => Int, { description: "The bell's count after the conversation's 'new message' notifications were read too." })
  unreadNotificationCount!: number;
}
