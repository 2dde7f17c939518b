import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { ConnectionArgs, toConnection } from '../../graphql/relay/connection.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { Notification } from './notification.entity.js';
import {
  MarkAllNotificationsReadPayload,
  MarkNotificationReadInput,
  MarkNotificationReadPayload,
  NotificationConnection,
  NotificationFilterArgs,
  NotificationPreference,
  UpdateNotificationPreferenceInput,
  UpdateNotificationPreferencePayload,
} from './notification.types.js';

/** The notification center (the header's bell) and email preferences, for every signed-in person. */
@Resolver(() => Notification)
export class NotificationResolver {
  @Auth()
  @Query(() => NotificationConnection, { description: 'Your notifications, newest first.' })
  notifications(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Args(() => NotificationFilterArgs) filter: NotificationFilterArgs,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.notifications.list(em, viewer!, args, filter.unreadOnly).then(toConnection);
  }

  @Auth()
  @Query(() => Int, { description: 'How many of your notifications are unread (the bell’s count).' })
  unreadNotificationCount(@Ctx() { em, services, viewer }: AppContext) {
    return services.notifications.unreadCount(em, viewer!);
  }

  @Auth()
  @Mutation(() => MarkNotificationReadPayload)
  async markNotificationRead(
    @Arg('input', () => MarkNotificationReadInput) input: MarkNotificationReadInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const notification = await services.notifications.markRead(em, viewer!, databaseIdOf(input.id, 'Notification'));
    return { notification, unreadNotificationCount: await services.notifications.unreadCount(em, viewer!) };
  }

  @Auth()
  @Mutation(() => MarkAllNotificationsReadPayload)
  async markAllNotificationsRead(@Ctx() { em, services, viewer }: AppContext) {
    const marked = await services.notifications.markAllRead(em, viewer!);
    return { marked, unreadNotificationCount: await services.notifications.unreadCount(em, viewer!) };
  }

  @Auth()
  @Query(() => [NotificationPreference], { description: 'Your email choices per category.' })
  notificationPreferences(@Ctx() { em, services, viewer }: AppContext) {
    return services.notifications.preferences(em, viewer!.id);
  }

  @Auth()
  @Mutation(() => UpdateNotificationPreferencePayload, {
    description: 'Turns email on or off for one category; account security cannot be turned off.',
  })
  async updateNotificationPreference(
    @Arg('input', () => UpdateNotificationPreferenceInput) input: UpdateNotificationPreferenceInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { preferences: await services.notifications.setPreference(em, viewer!.id, input.category, input.emailEnabled) };
  }

  @FieldResolver(() => Boolean)
  read(@Root() notification: Notification): boolean {
    return notification.readAt !== null;
  }
}
