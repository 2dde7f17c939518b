import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../auth/role.enum.js';
import { badInput, forbidden, notFound } from '../../shared/errors.js';
import { isDatabaseId } from '../../shared/ids.js';
import { CREATED_AT_CURSOR, findPage, type Page, type PageArgs } from '../../shared/paging.js';
import type { Viewer } from '../../shared/policy.js';
import type { Notification } from '../notification/notification.entity.js';
import type { NotificationService } from '../notification/notification.service.js';
import { User } from '../user/user.entity.js';
import { userPolicy } from '../user/user.policy.js';
import { Conversation } from './conversation.entity.js';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, Message, MessageChannel } from './message.entity.js';
import { DEFAULT_SUBJECT, type SendMessageInput } from './message.inputs.js';
import { conversationPolicy, messagePolicy } from './message.policy.js';

// Control characters other than tab and newline (PostgreSQL refuses NUL in text; the rest only confuse readers).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Plain text as stored: Windows line ends unified, control characters dropped, outer blank space trimmed. */
export function plainText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
}

export const DEFAULT_SUBJECT_TO_BUSINESS = 'Message';
export const INBOX_PATH = '/messages';

function cleanBody(raw: string | null | undefined): string {
  const body = plainText(raw ?? '');
  if (!body) throw badInput('body', 'Message text is required');
  if (body.length > MESSAGE_BODY_MAX) throw badInput('body', `body must be at most ${MESSAGE_BODY_MAX} characters`);
  return body;
}

function cleanSubject(raw: string | null | undefined, fallback: string): string {
  const subject = plainText(raw ?? '').replace(/\s+/g, ' ') || fallback;
  if (subject.length > MESSAGE_SUBJECT_MAX)
    throw badInput('subject', `subject must be at most ${MESSAGE_SUBJECT_MAX} characters`);
  return subject;
}

/**
 * Two-way messages: each client or helper has one conversation with the business. The owner writes into it (or to
 * anyone, as before) and reads every conversation in the inbox; clients and helpers start theirs and reply. Each
 * message raises a 'message.received' notification in the same transaction.
 */
export class MessageService {
  /** `texting`: the text channel is on (Twilio is set up), so a reply to someone who wrote by text goes back by text. */
  constructor(
    private readonly notifications: NotificationService,
    private readonly texting = false,
  ) {}

  /** Sends a message to the account `input.toUserId` (a database id). */
  async send(em: EntityManager, sender: Viewer, input: SendMessageInput): Promise<Message> {
    const body = cleanBody(input.body);
    const subject = cleanSubject(input.subject, DEFAULT_SUBJECT);
    const recipient = isDatabaseId(input.toUserId) ? await em.findOne(User, input.toUserId) : null;
    if (!recipient) throw notFound('Recipient');
    userPolicy.authorize(sender, 'message', recipient);
    const author = await em.findOneOrFail(User, sender.id);
    return em.transactional(async (tx) => {
      const conversation = recipient.role === Role.ADMIN ? null : await this.conversationOf(tx, recipient.id);
      // The person last wrote by text: the answer goes back to the number they wrote from.
      const textTo = conversation && this.texting ? await this.lastTextedFrom(tx, conversation, recipient.id) : null;
      const channel = textTo ? MessageChannel.TEXT : MessageChannel.APP;
      const message = tx.create(Message, { sender: author.id, recipient: recipient.id, subject, body, conversation, channel });
      await tx.flush();
      await this.notifications.raise(tx, {
        event: 'message.received',
        recipientUserId: recipient.id,
        dedupeKey: message.id,
        data: {
          messageId: message.id,
          senderName: author.name,
          subject,
          body,
          replyPath: INBOX_PATH,
          ...(textTo ? { textTo } : {}),
        },
      });
      return message;
    });
  }

  /** The owner replies in a conversation of the inbox (a database id). */
  async reply(em: EntityManager, sender: Viewer, conversationId: string, rawBody: string): Promise<Message> {
    const conversation = await conversationPolicy.load(em, sender, 'reply', conversationId);
    return this.send(em, sender, { toUserId: conversation.participant.id, body: rawBody, subject: null });
  }

  /** A client or helper writes to the business: their conversation is started on the first message. */
  async sendToBusiness(em: EntityManager, sender: Viewer, input: { subject?: string | null; body: string }): Promise<Message> {
    if (sender.role === Role.ADMIN) throw forbidden('The owner writes to a person, not to the business');
    const body = cleanBody(input.body);
    const subject = cleanSubject(input.subject, DEFAULT_SUBJECT_TO_BUSINESS);
    const author = await em.findOneOrFail(User, sender.id);
    return em.transactional(async (tx) => {
      const conversation = await this.conversationOf(tx, author.id);
      conversationPolicy.authorize(sender, 'markRead', conversation);
      const message = tx.create(Message, { sender: author.id, recipient: null, subject, body, conversation });
      await tx.flush();
      const owners = await tx.find(User, { role: Role.ADMIN }, { fields: ['id'] });
      await this.notifications.raiseForEach(
        tx,
        owners.map((owner) => owner.id),
        {
          event: 'message.received',
          dedupeKey: message.id,
          data: {
            messageId: message.id,
            senderName: author.name,
            subject,
            body,
            replyPath: `${INBOX_PATH}?conversation=${conversation.id}`,
          },
        },
      );
      return message;
    });
  }

  /** The number the person's newest message in the conversation came from, when it came by text. */
  private async lastTextedFrom(em: EntityManager, conversation: Conversation, personId: string): Promise<string | null> {
    const rows = await em.execute<{ channel: string; from_phone: string | null }[]>(
      `select m.channel, t.from_phone from messages m left join inbound_texts t on t.message_id = m.id
        where m.conversation_id = ? and m.sender_id = ? order by m.created_at desc, m.id desc limit 1`,
      [conversation.id, personId],
    );
    return rows[0]?.channel === MessageChannel.TEXT ? rows[0].from_phone : null;
  }

  /**
   * A text from a client's or helper's number: it joins their conversation, marked as a text, and the owners get the
   * usual notification. Inside the caller's transaction (the webhook's, which records the text once).
   */
  async receiveText(
    tx: EntityManager,
    senderId: string,
    rawBody: string,
    /** `at`: when it came (a text linked later keeps its own time, so the conversation reads in order). */
    options: { notify: boolean; at?: Date } = { notify: true },
  ): Promise<Message> {
    const author = await tx.findOneOrFail(User, senderId);
    const body = plainText(rawBody).slice(0, MESSAGE_BODY_MAX) || '(empty text)';
    const conversation = await this.conversationOf(tx, author.id);
    const message = tx.create(Message, {
      sender: author.id,
      recipient: null,
      subject: 'Text message',
      body,
      conversation,
      channel: MessageChannel.TEXT,
      ...(options.at ? { createdAt: options.at } : {}),
    });
    await tx.flush();
    // Texts linked later (the owner linked the number) were already announced when they came.
    if (!options.notify) return message;
    const owners = await tx.find(User, { role: Role.ADMIN }, { fields: ['id'] });
    await this.notifications.raiseForEach(
      tx,
      owners.map((owner) => owner.id),
      {
        event: 'message.received',
        dedupeKey: message.id,
        data: {
          messageId: message.id,
          senderName: author.name,
          subject: 'Text message',
          body,
          replyPath: `${INBOX_PATH}?conversation=${conversation.id}`,
        },
      },
    );
    return message;
  }

  /**
   * The owner's earlier text reply to a number that is now this person's (the owner linked it): it joins their
   * conversation at its own time, as a text, announced to nobody (it was sent long ago).
   */
  async recordTextReply(tx: EntityManager, authorId: string | null, personId: string, body: string, at: Date) {
    const conversation = await this.conversationOf(tx, personId);
    const sender = authorId ?? (await tx.findOneOrFail(User, { role: Role.ADMIN }, { orderBy: { createdAt: 'asc' } })).id;
    tx.create(Message, {
      sender,
      recipient: personId,
      subject: 'Text message',
      body: body.slice(0, MESSAGE_BODY_MAX),
      conversation,
      channel: MessageChannel.TEXT,
      createdAt: at,
    });
    await tx.flush();
  }

  /** The person's conversation, created if missing, and its newest activity bumped. */
  private async conversationOf(em: EntityManager, participantId: string): Promise<Conversation> {
    await em.execute(
      `insert into conversations (id, created_at, updated_at, participant_id, last_message_at)
       values (gen_random_uuid(), now(), now(), ?, now())
       on conflict (participant_id) do update set last_message_at = now(), updated_at = now()`,
      [participantId],
    );
    return em.findOneOrFail(Conversation, { participant: participantId }, { refresh: true });
  }

  /** The messages the viewer received, newest first. */
  listFor(em: EntityManager, viewer: Viewer, args: PageArgs, unreadOnly = false): Promise<Page<Message>> {
    const received = { recipient: viewer.id, ...(unreadOnly ? { readAt: null } : {}) };
    return findPage(em, Message, messagePolicy.where(viewer, received), args, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      shape: CREATED_AT_CURSOR,
      populate: ['sender'],
    });
  }

  /** Unread messages to the viewer; for the owner also what clients and helpers wrote to the business (the inbox). */
  unreadCount(em: EntityManager, viewer: Viewer): Promise<number> {
    const unread =
      viewer.role === Role.ADMIN
        ? { readAt: null, $or: [{ recipient: viewer.id }, { recipient: null, conversation: { $ne: null } }] }
        : { recipient: viewer.id, readAt: null };
    return em.count(Message, messagePolicy.where(viewer, unread));
  }

  /** Only the recipient may mark a message read; reading it again keeps the first time. */
  async markRead(em: EntityManager, viewer: Viewer, id: string, now = new Date()): Promise<Message> {
    const message = await messagePolicy.load(em, viewer, 'markRead', id, { populate: ['sender'] });
    if (!message.readAt) {
      message.readAt = now;
      await em.flush();
    }
    return message;
  }

  /** The conversations the viewer may read (the owner: every one), newest activity first, each with its unread count. */
  async inbox(em: EntityManager, viewer: Viewer, args: PageArgs): Promise<Page<Conversation>> {
    const page = await findPage(em, Conversation, conversationPolicy.where(viewer), args, {
      orderBy: { lastMessageAt: 'desc', id: 'desc' },
      shape: CREATED_AT_CURSOR,
      populate: ['participant'] as never,
    });
    const ids = page.items.map(({ item }) => item.id);
    if (ids.length > 0) {
      // One query for the page's counts; the messages it counts are those the conversations' own scope holds.
      const counts = await em
        .createQueryBuilder(Message, 'm')
        .select(raw('m.conversation_id, count(*) as unread'))
        .where(messagePolicy.where(viewer, { conversation: { $in: ids }, recipient: null, readAt: null }))
        .groupBy('m.conversation')
        .execute<{ conversation_id: string; unread: string }[]>('all', false);
      for (const { item } of page.items) {
        item.unreadCountHint = Number(counts.find((row) => row.conversation_id === item.id)?.unread ?? 0);
      }
    }
    return page;
  }

  /** Unread in one conversation, as the viewer sees it: for the owner, what the person wrote; for the person, replies. */
  unreadIn(em: EntityManager, viewer: Viewer, conversation: Conversation): Promise<number> {
    return em.count(
      Message,
      messagePolicy.where(viewer, {
        conversation: conversation.id,
        readAt: null,
        recipient: viewer.role === Role.ADMIN ? null : viewer.id,
      }),
    );
  }

  myConversation(em: EntityManager, viewer: Viewer): Promise<Conversation | null> {
    return em.findOne(Conversation, conversationPolicy.where(viewer, { participant: viewer.id }), {
      populate: ['participant'],
    });
  }

  /** The conversation with one person (a database id), if they have one and the viewer may read it. */
  conversationWith(em: EntityManager, viewer: Viewer, userId: string): Promise<Conversation | null> {
    if (!isDatabaseId(userId)) return Promise.resolve(null);
    return em.findOne(Conversation, conversationPolicy.where(viewer, { participant: userId }), {
      populate: ['participant'],
    });
  }

  /** A conversation's messages the viewer may read, newest first. */
  messagesIn(em: EntityManager, viewer: Viewer, conversation: Conversation, args: PageArgs): Promise<Page<Message>> {
    const where = conversationPolicy.can(viewer, 'markRead', conversation)
      ? messagePolicy.where(viewer, { conversation: conversation.id })
      : withNone;
    return findPage(em, Message, where, args, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      shape: CREATED_AT_CURSOR,
      populate: ['sender'],
    });
  }

  /** The business's sent history: what the owners wrote, newest first. */
  sent(em: EntityManager, viewer: Viewer, args: PageArgs): Promise<Page<Message>> {
    return findPage(em, Message, messagePolicy.where(viewer, { sender: { role: Role.ADMIN } }), args, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      shape: CREATED_AT_CURSOR,
      populate: ['sender', 'recipient'],
    });
  }

  /**
   * Marks what the viewer has to read in a conversation (a database id) as read, and the viewer's 'new message'
   * notifications about its messages too, so the bell agrees with the thread just opened.
   */
  async markConversationRead(em: EntityManager, viewer: Viewer, id: string, now = new Date()): Promise<Conversation> {
    const conversation = await conversationPolicy.load(em, viewer, 'markRead', id, { populate: ['participant'] });
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(
        Message,
        { conversation: conversation.id, readAt: null, recipient: viewer.role === Role.ADMIN ? null : viewer.id },
        { readAt: now },
      );
      // Few rows: only the viewer's unread 'new message' notifications, then which of their messages are in this thread.
      const unread = await this.notifications.unreadOf(tx, viewer, 'message.received');
      const messageOf = (notification: Pick<Notification, 'data'>) => String(notification.data.messageId ?? '');
      const messageIds = unread.map(messageOf).filter(isDatabaseId);
      if (messageIds.length === 0) return;
      const here = await tx.find(Message, { id: { $in: messageIds }, conversation: conversation.id }, { fields: ['id'] });
      const inThread = new Set(here.map((message) => message.id));
      const read = unread.filter((notification) => inThread.has(messageOf(notification)));
      await this.notifications.markManyRead(
        tx,
        viewer,
        read.map((notification) => notification.id),
        now,
      );
    });
    conversation.unreadCountHint = 0;
    return conversation;
  }
}

const withNone = { id: { $in: [] } };
