import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { ConnectionArgs, toConnection } from '../../graphql/relay/connection.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { loaded } from '../../shared/load.js';
import { clientPolicy } from '../client/client.policy.js';
import { nameOf, User } from '../user/user.entity.js';
import { userPolicy } from '../user/user.policy.js';
import { displayPhone } from '../../shared/phone.js';
import { OutboxEmail } from './notification-delivery.entity.js';
import { NotificationCategory } from './notification.enums.js';
import {
  OutboxEmailConnection,
  OutboxFilterArgs,
  OutboxStatus,
  RetryOutboxEmailInput,
  RetryOutboxEmailPayload,
} from './notification.types.js';

/** Settings → Outbox: every email the app sent, kept, is trying to send or gave up on, with Retry. Owner only. */
@Resolver(() => OutboxEmail)
export class OutboxResolver {
  @Auth(Role.ADMIN)
  @Query(() => OutboxEmailConnection, { description: 'Every email, newest first (optionally in one state).' })
  outbox(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Args(() => OutboxFilterArgs) filter: OutboxFilterArgs,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.outbox.list(em, viewer!, args, filter.status).then(toConnection);
  }

  @Auth(Role.ADMIN)
  @Query(() => OutboxStatus, { description: 'Where mail goes, and how many emails are in each state.' })
  async outboxStatus(@Ctx() { em, services, viewer }: AppContext) {
    return { mode: services.mailMode, counts: await services.outbox.counts(em, viewer!) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => RetryOutboxEmailPayload, { description: 'Sends a failed email again.' })
  async retryOutboxEmail(
    @Arg('input', () => RetryOutboxEmailInput) input: RetryOutboxEmailInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { email: await services.outbox.retry(em, viewer!, databaseIdOf(input.id, 'OutboxEmail', 'Email')) };
  }

  @FieldResolver(() => String, { description: "The event's name, e.g. 'invoice.sent'." })
  async event(@Root() delivery: OutboxEmail): Promise<string> {
    // Loaded here, not assumed: node(id:) fetches the email alone, without the list's populate.
    return (await loaded(delivery.notification)).event;
  }

  @FieldResolver(() => User, {
    nullable: true,
    description: 'The account it is for; null when written to a client without an account (see recipientName).',
  })
  async recipient(@Root() delivery: OutboxEmail, @Ctx() { loaders }: AppContext): Promise<User | null> {
    const notification = await loaded(delivery.notification);
    return notification.recipient ? loaders.readRequired(userPolicy, notification.recipient.id) : null;
  }

  @FieldResolver(() => String, { description: "Who it is for: the account's name, or the client's when it has none." })
  async recipientName(@Root() delivery: OutboxEmail, @Ctx() { loaders }: AppContext): Promise<string> {
    const notification = await loaded(delivery.notification);
    if (notification.recipient) return nameOf(await loaders.readRequired(userPolicy, notification.recipient.id));
    if (notification.recipientPhone) return `${displayPhone(notification.recipientPhone)} (not a client yet)`;
    if (!notification.recipientClient) return 'A visitor who started booking online';
    return (await loaders.readRequired(clientPolicy, notification.recipientClient.id)).displayName;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The rendered HTML. Account-security links (reset, verification) show only to the owner's own session while mail is kept offline.",
  })
  async html(@Root() delivery: OutboxEmail, @Ctx() context: AppContext): Promise<string | null> {
    await context.em.populate(delivery, ['html']);
    return shownText(delivery, delivery.html, context);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The plain-text part (account-security links as for html).' })
  async text(@Root() delivery: OutboxEmail, @Ctx() context: AppContext): Promise<string | null> {
    await context.em.populate(delivery, ['text']);
    return shownText(delivery, delivery.text, context);
  }
}

/** A link's secret token, as the account emails carry it (`?token=…`). */
const SECRET_TOKEN = /([?&](?:amp;)?token=)[A-Za-z0-9_.~%-]{8,}/g;

/**
 * An account-security email's text as this reader may see it. Offline (mail kept in the database, development only)
 * the Outbox is the inbox, so the owner's signed-in session reads the links; anywhere else, and to an API token
 * (which the outbox policy already keeps from these emails), the links' tokens are blanked.
 */
async function shownText(delivery: OutboxEmail, value: string | null, { authVia, services }: AppContext) {
  if (value === null) return null;
  const { category } = await loaded(delivery.notification);
  if (category !== NotificationCategory.ACCOUNT) return value;
  if (authVia === 'session' && services.mailMode === 'kept') return value;
  return value.replace(SECRET_TOKEN, '$1(hidden)');
}
