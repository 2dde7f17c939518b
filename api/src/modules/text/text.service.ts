import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { Role } from '../../auth/role.enum.js';
import { type TextGateway, TextRefusedError, textReply, TextSignatureError } from '../../integrations/twilio/client.js';
import type { Enqueuer } from '../../jobs/queue.js';
import { badInput, notFound } from '../../shared/errors.js';
import { isDatabaseId } from '../../shared/ids.js';
import { displayPhone, normalizePhone } from '../../shared/phone.js';
import type { Viewer } from '../../shared/policy.js';
import { type Client } from '../client/client.entity.js';
import { clientPolicy } from '../client/client.policy.js';
import type { MessageService } from '../message/message.service.js';
import { plainText } from '../message/message.service.js';
import { OutboxEmail } from '../notification/notification-delivery.entity.js';
import { CATEGORY_LABELS, DeliveryStatus, type NotificationCategory } from '../notification/notification.enums.js';
import type { NotificationService } from '../notification/notification.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { User } from '../user/user.entity.js';
import {
  businessDayStart,
  isQuietHour,
  isUrgentText,
  keywordOf,
  nextHourStart,
  TEXT_BODY_MAX,
  TEXT_CATEGORIES,
  textBody,
} from './text-rules.js';
import { TextLead, TextOptOut, TextPreference } from './text.entities.js';
import { TextDirection } from './text.types.js';
import { MessageChannel } from '../message/message.entity.js';

export const SMS_WEBHOOK_PATH = '/api/webhooks/sms';
export const SMS_STATUS_PATH = '/api/webhooks/sms/status';

export interface TextPreferencesView {
  phone: string | null;
  categories: NotificationCategory[];
  consentAt: Date | null;
  consentMethod: string | null;
  /** The number texted STOP: nothing is sent to it until it texts START. */
  optedOut: boolean;
  /** The text channel is on (Twilio is set up). */
  available: boolean;
}

export interface TextPreferencesChange {
  phone?: string | null;
  categories: NotificationCategory[];
  consent: boolean;
  /** How the client gave consent, when the owner records it for them ("Asked by phone on a call"). */
  consentMethod?: string | null;
}

export type TextOutcome = 'sent' | 'held' | 'refused' | 'gave-up';

/**
 * Text messages (issue 29): each person's texting choices and consent, the SMS channel of the outbox (quiet hours, the
 * daily cap, STOP), and the texts Twilio posts to the app (verified, recorded once by MessageSid).
 */
export class TextService {
  constructor(
    private readonly gateway: TextGateway | null,
    private readonly deps: {
      settings: SettingsService;
      messages: MessageService;
      notifications: NotificationService;
      queue: Enqueuer;
      publicUrl: string;
      now?: () => Date;
    },
  ) {}

  get enabled(): boolean {
    return this.gateway !== null;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  status() {
    return {
      enabled: this.enabled,
      message: this.enabled
        ? 'Text messages are on: reminders and alerts go by text to people who chose it and consented.'
        : 'Text messages are off: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM to send and receive texts.',
      incomingUrl: `${this.deps.publicUrl}${SMS_WEBHOOK_PATH}`,
      statusUrl: `${this.deps.publicUrl}${SMS_STATUS_PATH}`,
    };
  }

  // ----- Preferences and consent -----

  async myPreferences(em: EntityManager, viewer: Viewer): Promise<TextPreferencesView> {
    const row = await em.findOne(TextPreference, { user: viewer.id });
    const user = row ? null : await em.findOne(User, viewer.id, { fields: ['phone'] });
    return this.view(em, row, user?.phone ?? null);
  }

  async updateMyPreferences(em: EntityManager, viewer: Viewer, change: TextPreferencesChange) {
    return this.save(em, { user: viewer.id }, change, 'Account Settings');
  }

  async clientPreferences(em: EntityManager, viewer: Viewer, clientId: string): Promise<TextPreferencesView> {
    const client = await this.loadClient(em, viewer, clientId);
    const row = await em.findOne(TextPreference, client.user ? { user: client.user.id } : { client: client.id });
    return this.view(em, row, client.phone);
  }

  /** The owner records a client's choice (asked by phone, on paper): the consent's "how" is required. */
  async updateClientPreferences(em: EntityManager, viewer: Viewer, clientId: string, change: TextPreferencesChange) {
    const client = await this.loadClient(em, viewer, clientId);
    const method = plainText(change.consentMethod ?? '').replace(/\s+/g, ' ');
    if (change.consent && change.categories.length > 0 && !method) {
      throw badInput('consentMethod', 'Say how the client agreed to texts, e.g. "Asked by phone"');
    }
    if (method.length > 150) throw badInput('consentMethod', 'consentMethod must be at most 150 characters');
    const author = await em.findOneOrFail(User, viewer.id);
    return this.save(
      em,
      client.user ? { user: client.user.id } : { client: client.id },
      { ...change, phone: change.phone === undefined ? client.phone : change.phone },
      `${method} (recorded by ${author.name})`,
    );
  }

  private async loadClient(em: EntityManager, viewer: Viewer, clientId: string): Promise<Client> {
    if (!isDatabaseId(clientId)) throw notFound('Client');
    const client = await clientPolicy.findOne(em, viewer, clientId);
    if (!client) throw notFound('Client');
    return clientPolicy.authorize(viewer, 'update', client);
  }

  private async save(
    em: EntityManager,
    owner: { user: string } | { client: string },
    change: TextPreferencesChange,
    method: string,
  ): Promise<TextPreferencesView> {
    const categories = [...new Set(change.categories)];
    for (const category of categories) {
      if (!TEXT_CATEGORIES.includes(category)) {
        throw badInput('categories', `${CATEGORY_LABELS[category]} never go by text`);
      }
    }
    const existing = await em.findOne(TextPreference, owner);
    const phoneInput = change.phone === undefined ? existing?.phone : change.phone;
    const phone = phoneInput?.trim() ? normalizePhone(phoneInput, 'phone') : null;
    if (phone && !/^\+[1-9]\d{6,14}$/.test(phone)) throw badInput('phone', 'Enter a valid phone number, e.g. (239) 555-0123');
    if (categories.length > 0 && !phone) throw badInput('phone', 'A mobile number is needed to get texts');
    if (categories.length > 0 && !change.consent) {
      throw badInput('consent', 'Texts need consent: tick "I agree to get text messages"');
    }
    const row = existing ?? em.create(TextPreference, { ...owner, phone: phone ?? '' } as never);
    const numberChanged = row.phone !== phone;
    if (phone) row.phone = phone;
    row.categories = categories;
    if (!change.consent) {
      // Consent withdrawn: nothing goes by text until it is given again.
      row.consentAt = null;
      row.consentMethod = null;
      row.categories = [];
    } else if (!row.consentAt || numberChanged) {
      row.consentAt = this.now();
      row.consentMethod = method;
    }
    if (!row.phone) {
      // Nothing to keep: no number, no consent.
      if (existing) em.remove(row);
      else em.getUnitOfWork().unsetIdentity(row);
      await em.flush();
      return this.view(em, null, null);
    }
    await em.flush();
    return this.view(em, row, row.phone);
  }

  private async view(em: EntityManager, row: TextPreference | null, phone: string | null): Promise<TextPreferencesView> {
    const number = row?.phone ?? phone;
    const optedOut = number ? (await em.count(TextOptOut, { phone: number })) > 0 : false;
    return {
      phone: number,
      categories: row?.consentAt ? row.categories : [],
      consentAt: row?.consentAt ?? null,
      consentMethod: row?.consentMethod ?? null,
      optedOut,
      available: this.enabled,
    };
  }

  // ----- The SMS channel of the outbox -----

  /**
   * Sends one claimed SMS row (the Deliverer claimed it). Quiet hours hold a non-urgent text until they end; a
   * number that reached the daily cap, or texted STOP, is not texted; Twilio's refusal fails the row at once.
   */
  async deliver(em: EntityManager, delivery: OutboxEmail, finalAttempt: boolean): Promise<TextOutcome> {
    const fail = async (message: string, outcome: TextOutcome) => {
      await em.nativeUpdate(OutboxEmail, { id: delivery.id }, { status: DeliveryStatus.FAILED, lastError: message });
      return outcome;
    };
    if (!this.gateway) return fail('Text messages are off: Twilio is not set up', 'gave-up');
    const to = delivery.toAddress;
    if ((await em.count(TextOptOut, { phone: to })) > 0) return fail('Not sent: this number texted STOP', 'refused');
    const settings = await this.deps.settings.get(em);
    const now = this.now();
    const { notification } = delivery;
    if (
      !isUrgentText(notification.event, notification.data) &&
      isQuietHour(now, settings.textQuietStartHour, settings.textQuietEndHour)
    ) {
      const sendAfter = nextHourStart(now, settings.textQuietEndHour);
      await em.transactional(async (tx) => {
        await tx.nativeUpdate(
          OutboxEmail,
          { id: delivery.id },
          { status: DeliveryStatus.PENDING, claimedAt: null, sendAfter, attempts: Math.max(0, delivery.attempts - 1) },
        );
        await this.deps.queue.enqueueDelivery(tx, [delivery.id], sendAfter);
      });
      return 'held';
    }
    // The cap counts the texts sent today to this number and those being sent now; the lock makes two workers count one after the other.
    const overCap = await em.transactional(async (tx) => {
      await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`sms:${to}`]);
      const [{ count }] = await tx.execute<{ count: string }[]>(
        `select count(*) from notification_deliveries
          where channel = 'sms' and to_address = ? and id <> ?
            and ((status = 'sent' and sent_at >= ?) or (status = 'sending' and claimed_at > now() - interval '15 minutes'))`,
        [to, delivery.id, businessDayStart(now)],
      );
      return Number(count) >= settings.textDailyLimit;
    });
    if (overCap) {
      return fail(`Not sent: ${settings.textDailyLimit} texts a day to one number is the limit (Settings)`, 'refused');
    }
    const body = textBody(notification, settings.businessName, this.deps.publicUrl, !notification.recipientClient);
    try {
      const sent = await this.gateway.send({ to, body, statusCallback: `${this.deps.publicUrl}${SMS_STATUS_PATH}` });
      await em.nativeUpdate(
        OutboxEmail,
        { id: delivery.id },
        {
          status: DeliveryStatus.SENT,
          sentAt: now,
          lastError: null,
          providerId: sent.sid,
          providerStatus: sent.status,
          text: body,
          subject: null,
        },
      );
      return 'sent';
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      if (error instanceof TextRefusedError) {
        // 21610: the number unsubscribed at Twilio's end; keep that here too.
        if (message.includes('(21610)')) await this.optOut(em, to);
        return fail(message, 'refused');
      }
      await em.nativeUpdate(
        OutboxEmail,
        { id: delivery.id },
        { status: finalAttempt ? DeliveryStatus.FAILED : DeliveryStatus.RETRYING, lastError: message },
      );
      if (finalAttempt) return 'gave-up';
      throw error;
    }
  }

  /** Twilio's delivery report on a text the app sent: the Outbox shows it; failed or undelivered fails the row. */
  async statusReport(em: EntityManager, url: string, params: Record<string, string>, signature: string | undefined) {
    this.verify(url, params, signature);
    const sid = params.MessageSid ?? params.SmsSid ?? '';
    const status = (params.MessageStatus ?? params.SmsStatus ?? '').slice(0, 32);
    if (!sid || !status) throw badInput('MessageStatus', 'MessageSid and MessageStatus are required');
    const failed = status === 'failed' || status === 'undelivered';
    const code = params.ErrorCode ? ` (error ${params.ErrorCode.slice(0, 10)})` : '';
    const updated = await em.nativeUpdate(
      OutboxEmail,
      { providerId: sid, channel: 'sms' as never },
      failed
        ? { providerStatus: status, status: DeliveryStatus.FAILED, lastError: `Twilio reports the text ${status}${code}` }
        : { providerStatus: status },
    );
    return { updated: updated > 0 };
  }

  private verify(url: string, params: Record<string, string>, signature: string | undefined): void {
    if (!this.gateway) throw notFound('Text messages are off: Twilio is not set up;');
    if (!this.gateway.verify(url, params, signature)) throw new TextSignatureError('bad signature');
  }

  private async optOut(em: EntityManager, phone: string): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `insert into text_opt_outs (id, created_at, updated_at, phone) values (?, now(), now(), ?)
       on conflict (phone) do nothing returning id`,
      [randomUUID(), phone],
    );
    return rows.length > 0;
  }

  // ----- Received texts -----

  /**
   * A text Twilio posts to the app. Verified first (a bad signature changes nothing), then recorded once by its
   * MessageSid in the same transaction as its effect, so a replay changes nothing. Returns the TwiML to answer with.
   */
  async receive(em: EntityManager, url: string, params: Record<string, string>, signature: string | undefined) {
    this.verify(url, params, signature);
    const sid = params.MessageSid ?? params.SmsSid ?? '';
    if (!/^[A-Z]{2}[0-9a-fA-F]{32}$/.test(sid)) throw badInput('MessageSid', 'MessageSid is missing or malformed');
    const parsed = parsePhoneNumberFromString(params.From ?? '', 'US');
    if (!parsed || !parsed.isPossible()) throw badInput('From', 'From is not a possible phone number');
    const from = parsed.number;
    const body = plainText(params.Body ?? '');
    if (body.length > TEXT_BODY_MAX) throw badInput('Body', `Body must be at most ${TEXT_BODY_MAX} characters`);
    const settings = await this.deps.settings.get(em);
    const business = settings.businessName;
    return em.transactional(async (tx) => {
      const keyword = keywordOf(body);
      const recorded = await tx.execute<{ id: string }[]>(
        `insert into inbound_texts (id, created_at, updated_at, message_sid, from_phone, body, kind)
         values (?, now(), now(), ?, ?, ?, ?) on conflict (message_sid) do nothing returning id`,
        [randomUUID(), sid, from, body, keyword ?? 'message'],
      );
      if (recorded.length === 0) return { duplicate: true, twiml: textReply(null) };
      const inboundId = recorded[0].id;
      if (keyword === 'stop') {
        // Confirmed once: a second STOP from a number already out gets no answer.
        const first = await this.optOut(tx, from);
        return {
          duplicate: false,
          twiml: textReply(
            first ? `${business}: you are unsubscribed and will get no more texts from us. Reply START to resubscribe.` : null,
          ),
        };
      }
      if (keyword === 'start') {
        const removed = await tx.execute<{ id: string }[]>(`delete from text_opt_outs where phone = ? returning id`, [from]);
        return {
          duplicate: false,
          twiml: textReply(
            removed.length > 0 ? `${business}: you are subscribed to texts again. Reply HELP for help, STOP to stop.` : null,
          ),
        };
      }
      if (keyword === 'help') {
        const phone = settings.phone ? ` Call or text ${displayPhone(settings.phone)}.` : '';
        return { duplicate: false, twiml: textReply(`${business}: cleaning service texts.${phone} Reply STOP to stop.`) };
      }
      const senderId = await this.personOf(tx, from);
      if (senderId) {
        const message = await this.deps.messages.receiveText(tx, senderId, body);
        await tx.execute(`update inbound_texts set sender_id = ?, message_id = ? where id = ?`, [
          senderId,
          message.id,
          inboundId,
        ]);
      } else {
        // A number the app does not know: the owners hear of it (by the name they gave it, when kept as a lead).
        await tx.execute(`update inbound_texts set kind = 'unknown' where id = ?`, [inboundId]);
        const lead = await tx.findOne(TextLead, { phone: from, client: null });
        const owners = await tx.find(User, { role: Role.ADMIN }, { fields: ['id'] });
        await this.deps.notifications.raiseForEach(
          tx,
          owners.map((owner) => owner.id),
          {
            event: 'message.received',
            dedupeKey: `text:${sid}`,
            data: {
              messageId: inboundId,
              senderName: lead ? `${lead.name ?? displayPhone(from)} (lead)` : `${displayPhone(from)} (not a client yet)`,
              subject: 'Text message',
              body: body || '(empty text)',
              replyPath: '/messages',
            },
          },
        );
      }
      return { duplicate: false, twiml: textReply(null) };
    });
  }

  /** Numbers not on any record that texted (texts not yet linked), newest first. */
  async unknownNumbers(em: EntityManager) {
    const rows = await em.execute<{ phone: string; last_body: string; last_at: Date; count: string }[]>(
      `select from_phone as phone, (array_agg(body order by created_at desc))[1] as last_body,
              max(created_at) as last_at, count(*) as count
         from inbound_texts
        where kind = 'unknown' and from_phone not in (select phone from text_leads where client_id is null)
        group by from_phone order by max(created_at) desc limit 100`,
    );
    return rows.map((row) => ({
      phone: row.phone,
      lastBody: row.last_body,
      lastAt: new Date(row.last_at),
      count: Number(row.count),
    }));
  }

  /**
   * The owner links a number that texted to a client: the number goes on the record when it has none, and with an
   * account, the number's texts join the client's conversation (as texts, in order) so a reply goes back by text.
   */
  async linkNumber(em: EntityManager, viewer: Viewer, rawPhone: string, clientId: string) {
    const client = await this.loadClient(em, viewer, clientId);
    const phone = normalizePhone(rawPhone, 'phone');
    return em.transactional(async (tx) => {
      const texts = await tx.execute<{ id: string; body: string; created_at: Date }[]>(
        `select id, body, created_at from inbound_texts where from_phone = ? and kind = 'unknown' order by created_at, id for update`,
        [phone],
      );
      if (texts.length === 0) throw badInput('phone', 'No text from this number is waiting to be linked');
      if (!client.phone) {
        await tx.execute(`update clients set phone = ?, updated_at = now() where id = ?`, [phone, client.id]);
        client.phone = phone;
      }
      let movedTexts = 0;
      if (client.user && client.phone !== phone) {
        // The record keeps its own number; the account remembers this one (no consent: nothing is texted to it).
        await tx.execute(
          `insert into text_preferences (id, created_at, updated_at, user_id, phone) values (?, now(), now(), ?, ?)
           on conflict (user_id) do nothing`,
          [randomUUID(), client.user.id, phone],
        );
      }
      if (client.user) {
        // The number's texts and the owner's text replies to it, in the order they came and went.
        const replies = await tx.execute<{ id: string; body: string; author_id: string | null; created_at: Date }[]>(
          `select id, body, author_id, created_at from text_replies where phone = ? order by created_at, id`,
          [phone],
        );
        const entries = [
          ...texts.map((text) => ({ at: new Date(text.created_at), text, reply: null })),
          ...replies.map((reply) => ({ at: new Date(reply.created_at), text: null, reply })),
        ].sort((a, b) => a.at.getTime() - b.at.getTime());
        for (const { at, text, reply } of entries) {
          if (reply) {
            await this.deps.messages.recordTextReply(tx, reply.author_id, client.user.id, reply.body, at);
            continue;
          }
          const message = await this.deps.messages.receiveText(tx, client.user.id, text!.body, { notify: false, at });
          await tx.execute(`update inbound_texts set kind = 'message', sender_id = ?, message_id = ? where id = ?`, [
            client.user.id,
            message.id,
            text!.id,
          ]);
          movedTexts += 1;
        }
        // Moved into the conversation: the thread of the bare number is empty now.
        await tx.execute(`delete from text_replies where phone = ?`, [phone]);
      } else {
        // No account, so no conversation: the texts stay on record, linked to nobody, and the number is the client's.
        await tx.execute(`update inbound_texts set kind = 'linked' where from_phone = ? and kind = 'unknown'`, [phone]);
      }
      // A kept lead became this client: it leaves the leads, remembering which client it became.
      await tx.execute(`update text_leads set client_id = ?, linked_at = now(), updated_at = now() where phone = ?`, [
        client.id,
        phone,
      ]);
      return { client, movedTexts };
    });
  }

  /** The client or helper account a number belongs to: its texting number first, then the profile's phones. */
  private async personOf(em: EntityManager, phone: string): Promise<string | null> {
    const rows = await em.execute<{ id: string }[]>(
      `select candidates.id from (
         select p.user_id as id, 1 as rank from text_preferences p where p.phone = ? and p.user_id is not null
         union all select u.id, 2 from users u where u.phone = ? and u.role in ('client', 'helper')
         union all select c.user_id, 3 from clients c where c.phone = ? and c.user_id is not null and c.active
         union all select h.user_id, 4 from helpers h where h.phone = ? and h.user_id is not null and h.active
       ) candidates join users a on a.id = candidates.id and a.role <> 'admin' order by candidates.rank limit 1`,
      [phone, phone, phone, phone],
    );
    return rows[0]?.id ?? null;
  }

  // ----- Numbers on no record: their thread, the owner's replies, keeping one as a lead -----

  /** A number given by the owner, which must have texted and be on no record (else a plain BAD_USER_INPUT on phone). */
  private async strangerNumber(em: EntityManager, raw: string): Promise<string> {
    const phone = normalizePhone(plainText(raw), 'phone');
    const [{ waiting }] = await em.execute<{ waiting: boolean }[]>(
      `select exists (select 1 from inbound_texts where from_phone = ? and kind = 'unknown')
           or exists (select 1 from text_leads where phone = ? and client_id is null) as waiting`,
      [phone, phone],
    );
    if (!waiting) throw badInput('phone', 'No texts from this number are waiting: it never texted, or is on a record');
    return phone;
  }

  /** Every text from and to a number on no record, oldest first. */
  async thread(em: EntityManager, rawPhone: string) {
    const phone = await this.strangerNumber(em, rawPhone);
    // Its keyword texts (STOP, HELP) too: the owner should see why a reply cannot go.
    const rows = await em.execute<
      {
        id: string;
        direction: string;
        body: string;
        at: Date;
        author_name: string | null;
        status: string | null;
        error: string | null;
      }[]
    >(
      `select * from (
         select t.id, 'in' as direction, t.body, t.created_at as at, null as author_name, null as status, null as error
           from inbound_texts t where t.from_phone = ? and t.sender_id is null and t.kind in ('unknown', 'stop', 'start', 'help')
         union all
         select r.id, 'out', r.body, r.created_at,
                coalesce(nullif(trim(u.display_name), ''), trim(concat_ws(' ', u.first_name, u.last_name))), d.status, d.last_error
           from text_replies r left join users u on u.id = r.author_id
           left join notification_deliveries d on d.notification_id = r.notification_id and d.channel = 'sms'
          where r.phone = ?
       ) entries order by at, id`,
      [phone, phone],
    );
    const optedOut = (await em.count(TextOptOut, { phone })) > 0;
    return {
      phone,
      optedOut,
      canReply: this.enabled && !optedOut,
      lead: await this.leadView(em, phone),
      entries: rows.map((row) => ({
        id: row.id,
        direction: row.direction === 'in' ? TextDirection.IN : TextDirection.OUT,
        channel: MessageChannel.TEXT,
        body: row.body,
        at: new Date(row.at),
        authorName: row.author_name,
        status: row.direction === 'in' ? null : replyStatus(row.status, row.error),
      })),
    };
  }

  /**
   * The owner answers a number on no record: the reply is kept for the thread and goes out through the outbox's text
   * channel (never from the request) as a notification to the bare number, so quiet hours, the daily cap and STOP
   * apply as to any reply to someone who texted.
   */
  async replyToNumber(em: EntityManager, viewer: Viewer, rawPhone: string, rawBody: string) {
    if (!this.enabled) throw badInput('phone', 'Text messages are off: set up Twilio to reply by text');
    const phone = await this.strangerNumber(em, rawPhone);
    const body = plainText(rawBody);
    if (!body) throw badInput('body', 'Message text is required');
    const business = (await this.deps.settings.get(em)).businessName;
    // The text carries "Business: " before the reply; the whole must fit one text message's limit.
    const room = TEXT_BODY_MAX - business.length - 2;
    if (body.length > room) throw badInput('body', `body must be at most ${room} characters`);
    if ((await em.count(TextOptOut, { phone })) > 0) {
      throw badInput('phone', 'This number texted STOP: no text can go to it until it texts START');
    }
    const author = await em.findOneOrFail(User, viewer.id);
    return em.transactional(async (tx) => {
      const id = randomUUID();
      await tx.execute(
        `insert into text_replies (id, created_at, updated_at, phone, body, author_id) values (?, now(), now(), ?, ?, ?)`,
        [id, phone, body, author.id],
      );
      const dedupeKey = `text-reply:${id}`;
      await this.deps.notifications.raise(tx, {
        event: 'message.received',
        recipientPhone: phone,
        dedupeKey,
        data: { messageId: id, senderName: author.name, subject: 'Text message', body, replyPath: '/messages', textTo: phone },
      });
      await tx.execute(
        `update text_replies set notification_id = (select id from notifications where recipient_phone = ? and dedupe_key = ?)
          where id = ?`,
        [phone, dedupeKey, id],
      );
      const [row] = await tx.execute<{ created_at: Date }[]>(`select created_at from text_replies where id = ?`, [id]);
      return {
        id,
        direction: TextDirection.OUT,
        channel: MessageChannel.TEXT,
        body,
        at: new Date(row.created_at),
        authorName: author.name,
        status: replyStatus('pending', null),
      };
    });
  }

  /**
   * Keeps a number on no record as a lead; keeping it again changes nothing (the first name and note stay). A number
   * linked earlier to a client without an account is unknown again when it texts (no conversation to join): it may
   * be kept anew.
   */
  async keepAsLead(em: EntityManager, rawPhone: string, input: { name?: string | null; note?: string | null }) {
    const phone = await this.strangerNumber(em, rawPhone);
    const name = plainText(input.name ?? '').replace(/\s+/g, ' ');
    const note = plainText(input.note ?? '');
    if (name.length > 100) throw badInput('name', 'name must be at most 100 characters');
    if (note.length > 500) throw badInput('note', 'note must be at most 500 characters');
    await em.execute(
      `insert into text_leads (id, created_at, updated_at, phone, name, note) values (?, now(), now(), ?, ?, ?)
       on conflict (phone) do update
         set client_id = null, linked_at = null, updated_at = now(),
             name = coalesce(excluded.name, text_leads.name), note = coalesce(excluded.note, text_leads.note)
         where text_leads.client_id is not null`,
      [randomUUID(), phone, name || null, note || null],
    );
    return (await this.leadView(em, phone))!;
  }

  /** The numbers kept as leads and not yet linked to a client, newest activity first. */
  async leads(em: EntityManager) {
    return this.leadRows(em, null);
  }

  private async leadView(em: EntityManager, phone: string) {
    return (await this.leadRows(em, phone))[0] ?? null;
  }

  private async leadRows(em: EntityManager, phone: string | null) {
    const rows = await em.execute<
      {
        id: string;
        phone: string;
        name: string | null;
        note: string | null;
        created_at: Date;
        last_body: string | null;
        last_at: Date | null;
        count: string;
      }[]
    >(
      `select l.id, l.phone, l.name, l.note, l.created_at, t.last_body, t.last_at, coalesce(t.count, 0) as count
         from text_leads l
         left join lateral (
           select (array_agg(body order by created_at desc))[1] as last_body, max(created_at) as last_at, count(*) as count
             from inbound_texts where from_phone = l.phone and kind = 'unknown'
         ) t on true
        where l.client_id is null and (?::text is null or l.phone = ?)
        order by coalesce(t.last_at, l.created_at) desc limit 200`,
      [phone, phone],
    );
    return rows.map((row) => ({
      id: row.id,
      phone: row.phone,
      name: row.name,
      note: row.note,
      createdAt: new Date(row.created_at),
      lastBody: row.last_body,
      lastAt: row.last_at ? new Date(row.last_at) : null,
      count: Number(row.count),
    }));
  }
}

/** A reply's outbox state in words. */
function replyStatus(status: string | null, error: string | null): string {
  if (status === 'sent') return 'Sent';
  if (status === 'failed') return error ?? 'Not sent';
  if (status === null) return 'Not sent';
  return 'Sending';
}
