import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { ConnectionArgs, toConnection } from '../../graphql/relay/connection.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { loaded } from '../../shared/load.js';
import { User } from '../user/user.entity.js';
import { userPolicy } from '../user/user.policy.js';
import { Message } from './message.entity.js';
import {
  MarkMessageReadInput,
  MarkMessageReadPayload,
  MyMessagesArgs,
  SendMessageInput,
  SendMessagePayload,
} from './message.inputs.js';
import { MessageConnection } from './message.types.js';

@Resolver(() => Message)
export class MessageResolver {
  @Auth()
  @Query(() => MessageConnection, { description: "The signed-in user's own messages, newest first." })
  myMessages(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Args(() => MyMessagesArgs) filter: MyMessagesArgs,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.messages.listFor(em, viewer!, args, filter.unreadOnly).then(toConnection);
  }

  @Auth()
  @Query(() => Int, {
    description:
      "How many of the signed-in user's messages are unread; for the owner, also the inbox's unread messages to the business.",
  })
  unreadMessageCount(@Ctx() { em, services, viewer }: AppContext): Promise<number> {
    return services.messages.unreadCount(em, viewer!);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => SendMessagePayload, { description: 'The admin sends a plain-text message to a user.' })
  async sendMessage(@Arg('input', () => SendMessageInput) input: SendMessageInput, @Ctx() { em, services, viewer }: AppContext) {
    const toUserId = databaseIdOf(input.toUserId, 'User', 'Recipient');
    return { message: await services.messages.send(em, viewer!, { ...input, toUserId }) };
  }

  @Auth()
  @Mutation(() => MarkMessageReadPayload, { description: 'Marks one of your own messages read.' })
  async markMessageRead(
    @Arg('input', () => MarkMessageReadInput) input: MarkMessageReadInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const message = await services.messages.markRead(em, viewer!, databaseIdOf(input.id, 'Message'));
    return { message, unreadMessageCount: await services.messages.unreadCount(em, viewer!) };
  }

  @FieldResolver(() => Boolean, { description: 'True once the recipient has opened it.' })
  read(@Root() message: Message): boolean {
    return message.readAt !== null;
  }

  @FieldResolver(() => String, {
    description: 'Database id of the recipient account; empty for a message to the business (the owner reads those).',
  })
  recipientId(@Root() message: Message): string {
    return message.recipient?.id ?? '';
  }

  @FieldResolver(() => User, {
    nullable: true,
    description: 'Who it was written to; empty for a message to the business, or an account you may not see.',
  })
  recipient(@Root() message: Message, @Ctx() { loaders }: AppContext): Promise<User | null> {
    return message.recipient ? loaders.read(userPolicy, message.recipient.id) : Promise.resolve(null);
  }

  @FieldResolver(() => Boolean, { description: 'True when written by the owner (the business).' })
  async fromBusiness(@Root() message: Message): Promise<boolean> {
    return message.sender ? (await loaded(message.sender)).role === Role.ADMIN : true;
  }

  @FieldResolver(() => String, { description: "Who sent it: the sender's name, or the business when unknown." })
  // Part of the message, as an email's From line is: shown whatever the reader may see of the sender's account.
  async senderName(@Root() message: Message): Promise<string> {
    if (!message.sender) return 'Sunshine Clean';
    return (await loaded(message.sender)).name;
  }
}
