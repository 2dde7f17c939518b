import { Entity, Enum, Index, ManyToOne, type Opt, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../user/user.entity.js';
import { Conversation } from './conversation.entity.js';

export const MESSAGE_BODY_MAX = 5000;
export const MESSAGE_SUBJECT_MAX = 200;

/** How a message travelled: written in the app, or a text message (to or from the person's phone). */
export enum MessageChannel {
  APP = 'app',
  TEXT = 'text',
}
registerEnumType(MessageChannel, { name: 'MessageChannel' });

@ObjectType({ implements: BaseEntity, description: 'A message to a user. The body is plain text.' })
@Entity({ tableName: 'messages' })
@Index({ properties: ['recipient', 'createdAt', 'id'] })
@Index({ properties: ['conversation', 'createdAt'] })
@Index({ properties: ['sender', 'createdAt'] })
export class Message extends BaseEntity {
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  sender: User | null = null;

  /** A person, or null for a message to the business (read by the owner in the inbox). */
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'cascade' })
  recipient: User | null = null;

  /** The client's or helper's thread with the business this message belongs to. */
  @ManyToOne({ entity: () => Conversation, nullable: true, deleteRule: 'cascade' })
  conversation: Conversation | null = null;

  @Field(() => String)
  @Property({ type: 'string', length: MESSAGE_SUBJECT_MAX })
  subject!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  body!: string;

  @Field(() => MessageChannel, { description: 'TEXT when it came in, or went out, as a text message.' })
  @Enum({ items: () => MessageChannel, default: MessageChannel.APP })
  channel: Opt<MessageChannel> = MessageChannel.APP;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  readAt: Date | null = null;
}
