import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Enqueuer } from '../../jobs/queue.js';
import { badInput } from '../../shared/errors.js';
import { CREATED_AT_CURSOR, findPage, type Page, type PageArgs } from '../../shared/paging.js';
import type { Viewer } from '../../shared/policy.js';
import { Notification } from './notification.entity.js';
import { CATEGORY_LABELS, ESSENTIAL_CATEGORIES, NotificationCategory } from './notification.enums.js';
import { type EventData, eventDefinition, type NotificationEvent } from './notification.events.js';
import { NotificationPreference } from './notification-preference.entity.js';
import { notificationPolicy } from './notification.policy.js';

export interface RaiseInput<E extends NotificationEvent> {
  event: E;
  recipientUserId: string;
  data: EventData<E>;
  /**
   * What makes this occurrence one of a kind (e.g. `${visitId}:${date}` for a reminder). Raising the same event for
   * the same person with the same key again does nothing: one notification, one email. Omit for events that are
   * new every time (a message).
   */
  dedupeKey?: string;
}

export interface PreferenceView {
  category: NotificationCategory;
  label: string;
  emailEnabled: boolean;
  essential: boolean;
}

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * The notification API for every module: `raise` writes the in-app notification and its email outbox row in the
 * caller's transaction and enqueues the delivery job in that same transaction. Nothing here talks to SMTP.
 */
export class NotificationService {
  constructor(private readonly queue: Enqueuer) {}

  /**
   * Raises one event for one person, inside the caller's transaction (when the caller has none, in one of its own).
   * Returns whether it was new (false: already raised with this key, or no such user).
   */
  async raise<E extends NotificationEvent>(em: EntityManager, input: RaiseInput<E>): Promise<boolean> {
    const run = (tx: EntityManager) => this.write(tx, input);
    return em.isInTransaction() ? run(em) : em.transactional(run);
  }

  /** The same event for several people (every admin, every helper of a visit). */
  async raiseForEach<E extends NotificationEvent>(
    em: EntityManager,
    recipientUserIds: string[],
    input: Omit<RaiseInput<E>, 'recipientUserId'>,
  ): Promise<void> {
    const run = async (tx: EntityManager) => {
      for (const recipientUserId of new Set(recipientUserIds))
        await this.write(tx, { ...input, recipientUserId } as RaiseInput<E>);
    };
    await (em.isInTransaction() ? run(em) : em.transactional(run));
  }

  private async write<E extends NotificationEvent>(tx: EntityManager, input: RaiseInput<E>): Promise<boolean> {
    const definition = eventDefinition(input.event);
    if (!definition) throw new Error(`Unknown notification event ${input.event}`);
    const summary = definition.summary(input.data as unknown as Record<string, unknown>);
    const [recipient] = await tx.execute<{ email: string; email_enabled: boolean }[]>(
      `select u.email, coalesce(p.email_enabled, true) as email_enabled
         from users u left join notification_preferences p on p.user_id = u.id and p.category = ?
        where u.id = ?`,
      [definition.category, input.recipientUserId],
    );
    if (!recipient) return false;
    const notificationId = randomUUID();
    const inserted = await tx.execute<{ id: string }[]>(
      `insert into notifications (id, created_at, updated_at, recipient_id, event, dedupe_key, category, title, body, link, data, in_app)
       values (?, now(), now(), ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (event, dedupe_key, recipient_id) do nothing returning id`,
      [
        notificationId,
        input.recipientUserId,
        input.event,
        clip(input.dedupeKey ?? randomUUID(), 200),
        definition.category,
        clip(summary.title, 200),
        summary.body,
        summary.link,
        JSON.stringify(input.data),
        definition.inApp,
      ],
    );
    if (inserted.length === 0) return false;
    if (!ESSENTIAL_CATEGORIES.includes(definition.category) && !recipient.email_enabled) return true;
    const deliveryId = randomUUID();
    await tx.execute(
      `insert into notification_deliveries (id, created_at, updated_at, notification_id, channel, to_address, status, attempts)
       values (?, now(), now(), ?, 'email', ?, 'pending', 0)`,
      [deliveryId, notificationId, recipient.email],
    );
    await this.queue.enqueueDelivery(tx, [deliveryId]);
    return true;
  }

  /** The viewer's notification center, newest first. */
  list(em: EntityManager, viewer: Viewer, args: PageArgs, unreadOnly = false): Promise<Page<Notification>> {
    return findPage(em, Notification, notificationPolicy.where(viewer, unreadOnly ? { readAt: null } : {}), args, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      shape: CREATED_AT_CURSOR,
    });
  }

  unreadCount(em: EntityManager, viewer: Viewer): Promise<number> {
    return em.count(Notification, notificationPolicy.where(viewer, { readAt: null }));
  }

  /** Only the recipient marks a notification (a database id) read; reading it again keeps the first time. */
  async markRead(em: EntityManager, viewer: Viewer, id: string, now = new Date()): Promise<Notification> {
    const notification = await notificationPolicy.load(em, viewer, 'markRead', id);
    if (!notification.readAt) {
      notification.readAt = now;
      await em.flush();
    }
    return notification;
  }

  /** Marks every unread notification of the viewer read; returns how many changed. */
  markAllRead(em: EntityManager, viewer: Viewer, now = new Date()): Promise<number> {
    return em.nativeUpdate(Notification, notificationPolicy.where(viewer, { readAt: null }), { readAt: now });
  }

  /** The viewer's unread notifications of one event, with their data, for a caller that knows which are now read. */
  unreadOf(em: EntityManager, viewer: Viewer, event: NotificationEvent): Promise<Pick<Notification, 'id' | 'data'>[]> {
    return em.find(Notification, notificationPolicy.where(viewer, { event, readAt: null }), { fields: ['id', 'data'] });
  }

  /** Marks some of the viewer's notifications (database ids) read; returns how many changed. */
  markManyRead(em: EntityManager, viewer: Viewer, ids: string[], now = new Date()): Promise<number> {
    if (ids.length === 0) return Promise.resolve(0);
    return em.nativeUpdate(Notification, notificationPolicy.where(viewer, { id: { $in: ids }, readAt: null }), { readAt: now });
  }

  async preferences(em: EntityManager, userId: string): Promise<PreferenceView[]> {
    const rows = await em.find(NotificationPreference, { user: userId });
    return Object.values(NotificationCategory).map((category) => {
      const essential = ESSENTIAL_CATEGORIES.includes(category);
      return {
        category,
        label: CATEGORY_LABELS[category],
        essential,
        emailEnabled: essential || (rows.find((row) => row.category === category)?.emailEnabled ?? true),
      };
    });
  }

  /** Email on or off for one category; account security cannot be turned off. */
  async setPreference(em: EntityManager, userId: string, category: NotificationCategory, emailEnabled: boolean) {
    if (ESSENTIAL_CATEGORIES.includes(category) && !emailEnabled) {
      throw badInput('category', `${CATEGORY_LABELS[category]} emails are essential and cannot be turned off`);
    }
    await em.execute(
      `insert into notification_preferences (id, created_at, updated_at, user_id, category, email_enabled)
       values (?, now(), now(), ?, ?, ?)
       on conflict (user_id, category) do update set email_enabled = excluded.email_enabled, updated_at = now()`,
      [randomUUID(), userId, category, emailEnabled],
    );
    return this.preferences(em, userId);
  }
}
