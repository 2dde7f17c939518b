import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { ConnectionArgs, toConnection } from '../../graphql/relay/connection.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { User } from '../user/user.entity.js';
import { userPolicy } from '../user/user.policy.js';
import { Conversation } from './conversation.entity.js';
import {
  MarkConversationReadInput,
  MarkConversationReadPayload,
  ReplyToConversationInput,
  SendMessagePayload,
  SendMessageToBusinessInput,
} from './message.inputs.js';
import { ConversationConnection, MessageConnection } from './message.types.js';

/** Two-way messages: the owner's inbox of conversations, and each client's or helper's own thread. */
@Resolver(() => Conversation)
export class ConversationResolver {
  @Auth(Role.ADMIN)
  @Query(() => ConversationConnection, { description: "The owner's inbox: every conversation, newest activity first." })
  conversations(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() { em, services, viewer }: AppContext) {
    return services.messages.inbox(em, viewer!, args).then(toConnection);
  }

  @Auth(Role.ADMIN)
  @Query(() => Conversation, { nullable: true, description: 'The conversation with one client or helper, if they have one.' })
  conversationWithUser(@Arg('userId', () => ID) userId: string, @Ctx() { em, services, viewer }: AppContext) {
    return services.messages.conversationWith(em, viewer!, databaseIdOf(userId, 'User'));
  }

  @Auth(Role.CLIENT, Role.HELPER)
  @Query(() => Conversation, { nullable: true, description: 'Your conversation with the business, once started.' })
  myConversation(@Ctx() { em, services, viewer }: AppContext) {
    return services.messages.myConversation(em, viewer!);
  }

  @Auth(Role.ADMIN)
  @Query(() => MessageConnection, { description: "The business's sent history: the owner's messages, newest first." })
  sentMessages(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() { em, services, viewer }: AppContext) {
    return services.messages.sent(em, viewer!, args).then(toConnection);
  }

  @Auth(Role.CLIENT, Role.HELPER)
  @Mutation(() => SendMessagePayload, {
    description: 'A client or helper writes to the business (starting or continuing their conversation).',
  })
  async sendMessageToBusiness(
    @Arg('input', () => SendMessageToBusinessInput) input: SendMessageToBusinessInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { message: await services.messages.sendToBusiness(em, viewer!, input) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => SendMessagePayload, { description: 'The owner answers in a conversation.' })
  async replyToConversation(
    @Arg('input', () => ReplyToConversationInput) input: ReplyToConversationInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return {
      message: await services.messages.reply(em, viewer!, databaseIdOf(input.conversationId, 'Conversation'), input.body),
    };
  }

  @Auth()
  @Mutation(() => MarkConversationReadPayload, { description: 'Marks what you have to read in a conversation as read.' })
  async markConversationRead(
    @Arg('input', () => MarkConversationReadInput) input: MarkConversationReadInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const conversation = await services.messages.markConversationRead(
      em,
      viewer!,
      databaseIdOf(input.conversationId, 'Conversation'),
    );
    return { conversation, unreadNotificationCount: await services.notifications.unreadCount(em, viewer!) };
  }

  @FieldResolver(() => User, { description: 'The client or helper.' })
  participant(@Root() conversation: Conversation, @Ctx() { loaders }: AppContext): Promise<User> {
    return loaders.readRequired(userPolicy, conversation.participant.id);
  }

  @FieldResolver(() => Int, { description: 'Messages you have not read yet in this conversation.' })
  unreadCount(@Root() conversation: Conversation, @Ctx() { em, services, viewer }: AppContext): number | Promise<number> {
    if (conversation.unreadCountHint !== undefined && viewer?.role === Role.ADMIN) return conversation.unreadCountHint;
    return services.messages.unreadIn(em, viewer!, conversation);
  }

  @FieldResolver(() => MessageConnection, { description: 'Its messages, newest first.' })
  messages(
    @Root() conversation: Conversation,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.messages.messagesIn(em, viewer!, conversation, args).then(toConnection);
  }
}
