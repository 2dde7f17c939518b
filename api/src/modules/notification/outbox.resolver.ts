import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { ConnectionArgs } from '../../graphql/relay/connection.js';
import { loaded } from '../../shared/load.js';
import { User } from '../user/user.entity.js';
import { NotificationDelivery } from './notification-delivery.entity.js';
import {
  OutboxEmailConnection,
  OutboxFilterArgs,
  OutboxStatus,
  RetryOutboxEmailInput,
  RetryOutboxEmailPayload,
} from './notification.types.js';

/** Settings → Outbox: every email the app sent, kept, is trying to send or gave up on, with Retry. Owner only. */
@Resolver(() => NotificationDelivery)
export class OutboxResolver {
  @Auth(Role.ADMIN)
  @Query(() => OutboxEmailConnection, { description: 'Every email, newest first (optionally in one state).' })
  outbox(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Args(() => OutboxFilterArgs) filter: OutboxFilterArgs,
    @Ctx() { em, services }: AppContext,
  ) {
    return services.outbox.list(em, args, filter.status);
  }

  @Auth(Role.ADMIN)
  @Query(() => OutboxStatus, { description: 'Where mail goes, and how many emails are in each state.' })
  async outboxStatus(@Ctx() { em, services }: AppContext) {
    return { mode: services.mailMode, counts: await services.outbox.counts(em) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => RetryOutboxEmailPayload, { description: 'Sends a failed email again.' })
  async retryOutboxEmail(
    @Arg('input', () => RetryOutboxEmailInput) input: RetryOutboxEmailInput,
    @Ctx() { em, services }: AppContext,
  ) {
    return { email: await services.outbox.retry(em, input.id) };
  }

  @FieldResolver(() => String, { description: "The event's name, e.g. 'invoice.sent'." })
  event(@Root() delivery: NotificationDelivery): string {
    return delivery.notification.event;
  }

  @FieldResolver(() => User, { description: 'Who it is for.' })
  recipient(@Root() delivery: NotificationDelivery): Promise<User> {
    return loaded(delivery.notification.recipient);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The rendered HTML (secret links blanked once sent over SMTP).' })
  async html(@Root() delivery: NotificationDelivery, @Ctx() { em }: AppContext): Promise<string | null> {
    await em.populate(delivery, ['html']);
    return delivery.html;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The plain-text part.' })
  async text(@Root() delivery: NotificationDelivery, @Ctx() { em }: AppContext): Promise<string | null> {
    await em.populate(delivery, ['text']);
    return delivery.text;
  }
}
