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
import { isTextable } from '../text/text-rules.js';

interface RaiseFields<E extends NotificationEvent> {
  event: E;
  data: EventData<E>;
  /**
   * What makes this occurrence one of a kind (e.g. `${visitId}:${date}` for a reminder). Raising the same event for
   * the same person with the same key again does nothing: one notification, one email. Omit for events that are
   * new every time (a message).
   */
  dedupeKey?: string;
}

/**
 * Who it is for: an account, or a client record. A client's notification goes to its account when it has one (in
 * the app and by email); without one, by email to the record's email; with neither, nowhere.
 */
export type Recipient =
  | { recipientUserId: string; recipientClientId?: never; recipientLeadId?: never; recipientPhone?: never }
  | { recipientClientId: string; recipientUserId?: never; recipientLeadId?: never; recipientPhone?: never }
  /** A booking lead: a visitor known only by their email (mail only). */
  | { recipientLeadId: string; recipientUserId?: never; recipientClientId?: never; recipientPhone?: never }
  /** A number on no record (E.164), known only by its texts (text only). */
  | { recipientPhone: string; recipientUserId?: never; recipientClientId?: never; recipientLeadId?: never };

export type RaiseInput<E extends NotificationEvent> = RaiseFields<E> & Recipient;

export interface PreferenceView {
  category: NotificationCategory;
  label: string;
  emailEnabled: boolean;
  essential: boolean;
}

/** A `RaiseInput` of any event, for a batch mixing events. */
export type AnyRaiseInput = { [E in NotificationEvent]: RaiseInput<E> }[NotificationEvent];

/** A client record's own recipient: its account, else its email (null: it cannot be reached). */
interface ClientRecipient {
  id: string;
  user_id: string | null;
  email: string | null;
  /** The owner recorded the client's consent to texts (a client without an account, reached by text only). */
  texts: boolean;
}

interface NotificationRow {
  id: string;
  recipient_id: string | null;
  recipient_client_id: string | null;
  recipient_lead_id: string | null;
  recipient_phone: string | null;
  event: NotificationEvent;
  dedupe_key: string;
  category: NotificationCategory;
  title: string;
  body: string;
  link: string | null;
  data: unknown;
  in_app: boolean;
}

/** Rows per multi-row insert: one statement's JSON parameter stays a few hundred KB. */
const CHUNK = 1000;

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * The notification API for every module: `raise` writes the in-app notification and its email outbox row in the
 * caller's transaction and enqueues the delivery job in that same transaction. Nothing here talks to SMTP.
 */
export class NotificationService {
  /** `texting`: Twilio is set up, so the SMS channel gets rows for those who chose it and consented. */
  constructor(
    private readonly queue: Enqueuer,
    private readonly texting = false,
  ) {}

  /**
   * Raises one event for one person, inside the caller's transaction (when the caller has none, in one of its own).
   * Returns whether it was new (false: already raised with this key, or no such user).
   */
  async raise<E extends NotificationEvent>(em: EntityManager, input: RaiseInput<E>): Promise<boolean> {
    return (await this.raiseMany(em, [input as AnyRaiseInput])) > 0;
  }

  /** The same event for several people (every admin, every helper of a visit). */
  async raiseForEach<E extends NotificationEvent>(
    em: EntityManager,
    recipientUserIds: string[],
    input: RaiseFields<E>,
  ): Promise<void> {
    await this.raiseMany(
      em,
      recipientUserIds.map((recipientUserId) => ({ ...input, recipientUserId }) as AnyRaiseInput),
    );
  }

  /**
   * Many events at once, each as `raise` would (summary, preference, dedupe, outbox row, delivery job), in a fixed
   * number of statements whatever their count: a closure raises thousands. Returns how many were new.
   */
  async raiseMany(em: EntityManager, inputs: readonly AnyRaiseInput[]): Promise<number> {
    if (inputs.length === 0) return 0;
    const run = (tx: EntityManager) => this.writeMany(tx, inputs);
    return em.isInTransaction() ? run(em) : em.transactional(run);
  }

  private async writeMany(tx: EntityManager, inputs: readonly AnyRaiseInput[]): Promise<number> {
    const clients = await this.clientRecipients(tx, inputs);
    const leads = await this.leadRecipients(tx, inputs);
    const rows = new Map<string, NotificationRow>();
    for (const input of inputs) {
      const definition = eventDefinition(input.event);
      if (!definition) throw new Error(`Unknown notification event ${input.event}`);
      // A client's account wins over its record's email; a record with neither is not written to.
      const client = input.recipientClientId ? clients.get(input.recipientClientId) : undefined;
      const recipientUserId = input.recipientUserId ?? client?.user_id ?? null;
      const recipientClientId = recipientUserId ? null : client?.email || (this.texting && client?.texts) ? client!.id : null;
      const recipientLeadId = input.recipientLeadId && leads.has(input.recipientLeadId) ? input.recipientLeadId : null;
      const recipientPhone = !recipientUserId && !recipientClientId && !recipientLeadId ? (input.recipientPhone ?? null) : null;
      if (!recipientUserId && !recipientClientId && !recipientLeadId && !recipientPhone) continue;
      const summary = definition.summary(input.data as unknown as Record<string, unknown>);
      const dedupeKey = clip(input.dedupeKey ?? randomUUID(), 200);
      // The same occurrence twice in one batch is one notification, as two raises would make it.
      const identity = JSON.stringify([
        input.event,
        dedupeKey,
        recipientUserId,
        recipientClientId,
        recipientLeadId,
        recipientPhone,
      ]);
      if (rows.has(identity)) continue;
      rows.set(identity, {
        id: randomUUID(),
        recipient_id: recipientUserId,
        recipient_client_id: recipientClientId,
        recipient_lead_id: recipientLeadId,
        recipient_phone: recipientPhone,
        event: input.event,
        dedupe_key: dedupeKey,
        category: definition.category,
        title: clip(summary.title, 200),
        body: summary.body,
        link: summary.link ?? null,
        data: input.data,
        // Nobody signs in to read it in the app: it is mail only.
        in_app: recipientUserId ? definition.inApp : false,
      });
    }
    const userIds = [...new Set([...rows.values()].flatMap((row) => (row.recipient_id ? [row.recipient_id] : [])))];
    const recipients = await tx.execute<{ id: string; email: string; emails_off: NotificationCategory[] }[]>(
      `select u.id, u.email,
              coalesce(array_agg(p.category) filter (where p.email_enabled = false), '{}') as emails_off
         from users u left join notification_preferences p on p.user_id = u.id
        where u.id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
        group by u.id`,
      [JSON.stringify(userIds)],
    );
    const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]));
    const known = [...rows.values()].filter((row) => (row.recipient_id ? byId.has(row.recipient_id) : true));
    const created: NotificationRow[] = [];
    const deliveries: { id: string; notification_id: string; to_address: string; channel?: string }[] = [];
    for (let at = 0; at < known.length; at += CHUNK) {
      const chunk = known.slice(at, at + CHUNK);
      const inserted = await tx.execute<{ id: string }[]>(
        `insert into notifications (id, created_at, updated_at, recipient_id, recipient_client_id, recipient_lead_id,
                                    recipient_phone, event, dedupe_key, category, title, body, link, data, in_app)
         select r.id, now(), now(), r.recipient_id, r.recipient_client_id, r.recipient_lead_id, r.recipient_phone,
                r.event, r.dedupe_key, r.category, r.title, r.body, r.link, r.data, r.in_app
           from jsonb_to_recordset(?::jsonb) as r(id uuid, recipient_id uuid, recipient_client_id uuid,
                                                  recipient_lead_id uuid, recipient_phone text, event text,
                                                  dedupe_key text, category text, title text, body text, link text,
                                                  data jsonb, in_app boolean)
         on conflict do nothing returning id`,
        [JSON.stringify(chunk)],
      );
      const ids = new Set(inserted.map((row) => row.id));
      created.push(...chunk.filter((row) => ids.has(row.id)));
    }
    for (const row of created) {
      // A bare number has no email: its only channel is the text below.
      if (row.recipient_phone) continue;
      if (row.recipient_lead_id) {
        deliveries.push({ id: randomUUID(), notification_id: row.id, to_address: leads.get(row.recipient_lead_id)! });
        continue;
      }
      if (!row.recipient_id) {
        // A client without an account has no preferences to turn emails off: its record's email gets them all.
        const email = clients.get(row.recipient_client_id!)!.email;
        if (email) deliveries.push({ id: randomUUID(), notification_id: row.id, to_address: email });
        continue;
      }
      const recipient = byId.get(row.recipient_id)!;
      const emailOn = ESSENTIAL_CATEGORIES.includes(row.category) || !recipient.emails_off.includes(row.category);
      if (emailOn) deliveries.push({ id: randomUUID(), notification_id: row.id, to_address: recipient.email });
    }
    if (this.texting) deliveries.push(...(await this.textDeliveries(tx, created)));
    for (let at = 0; at < deliveries.length; at += CHUNK) {
      await tx.execute(
        `insert into notification_deliveries (id, created_at, updated_at, notification_id, channel, to_address, status, attempts)
         select d.id, now(), now(), d.notification_id, coalesce(d.channel, 'email'), d.to_address, 'pending', 0
           from jsonb_to_recordset(?::jsonb) as d(id uuid, notification_id uuid, to_address text, channel text)`,
        [JSON.stringify(deliveries.slice(at, at + CHUNK))],
      );
    }
    await this.queue.enqueueDelivery(
      tx,
      deliveries.map((delivery) => delivery.id),
    );
    return created.length;
  }

  /**
   * The SMS rows of new notifications: for an event that may go by text, to the person's number when they chose its
   * category by text and consented, or (a reply to someone who wrote by text) to the number they wrote from. A number
   * that texted STOP gets nothing, whatever its preferences say.
   */
  private async textDeliveries(tx: EntityManager, created: NotificationRow[]) {
    const textable = created.filter((row) => isTextable(row.event) && !row.recipient_lead_id);
    if (textable.length === 0) return [];
    const userIds = textable.flatMap((row) => (row.recipient_id ? [row.recipient_id] : []));
    const clientIds = textable.flatMap((row) => (row.recipient_client_id ? [row.recipient_client_id] : []));
    const preferences = await tx.execute<
      { user_id: string | null; client_id: string | null; phone: string; categories: NotificationCategory[] }[]
    >(
      `select p.user_id, p.client_id, p.phone, p.categories from text_preferences p
        where p.consent_at is not null
          and (p.user_id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
               or p.client_id in (select value::uuid from jsonb_array_elements_text(?::jsonb)))`,
      [JSON.stringify(userIds), JSON.stringify(clientIds)],
    );
    const wanted: { notification_id: string; to_address: string }[] = [];
    for (const row of textable) {
      const textTo = row.event === 'message.received' ? (row.data as { textTo?: unknown }).textTo : undefined;
      const preference = preferences.find((p) =>
        row.recipient_id ? p.user_id === row.recipient_id : p.client_id === row.recipient_client_id,
      );
      const to =
        typeof textTo === 'string'
          ? textTo
          : row.recipient_phone
            ? row.recipient_phone
            : preference && preference.categories.includes(row.category)
              ? preference.phone
              : null;
      if (to) wanted.push({ notification_id: row.id, to_address: to });
    }
    if (wanted.length === 0) return [];
    const optedOut = await tx.execute<{ phone: string }[]>(
      `select phone from text_opt_outs where phone in (select value from jsonb_array_elements_text(?::jsonb))`,
      [JSON.stringify([...new Set(wanted.map((row) => row.to_address))])],
    );
    const stopped = new Set(optedOut.map((row) => row.phone));
    return wanted.filter((row) => !stopped.has(row.to_address)).map((row) => ({ id: randomUUID(), ...row, channel: 'sms' }));
  }

  /** The leads the inputs name, with their email, read in one statement. */
  private async leadRecipients(tx: EntityManager, inputs: readonly AnyRaiseInput[]): Promise<Map<string, string>> {
    const ids = [...new Set(inputs.flatMap((input) => (input.recipientLeadId ? [input.recipientLeadId] : [])))];
    if (ids.length === 0) return new Map();
    const rows = await tx.execute<{ id: string; email: string }[]>(
      `select id, email from booking_leads where id in (select value::uuid from jsonb_array_elements_text(?::jsonb))`,
      [JSON.stringify(ids)],
    );
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  /** The client records the inputs name, with their account and email, read in one statement. */
  private async clientRecipients(tx: EntityManager, inputs: readonly AnyRaiseInput[]): Promise<Map<string, ClientRecipient>> {
    const ids = [...new Set(inputs.flatMap((input) => (input.recipientClientId ? [input.recipientClientId] : [])))];
    if (ids.length === 0) return new Map();
    const rows = await tx.execute<ClientRecipient[]>(
      `select c.id, c.user_id, c.email,
              exists (select 1 from text_preferences p where p.client_id = c.id and p.consent_at is not null) as texts
         from clients c
        where c.id in (select value::uuid from jsonb_array_elements_text(?::jsonb))`,
      [JSON.stringify(ids)],
    );
    return new Map(rows.map((row) => [row.id, row]));
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
