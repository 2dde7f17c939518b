import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../shared/errors.js';
import { isDatabaseId } from '../../shared/ids.js';
import { CREATED_AT_CURSOR, findPage, type Page, type PageArgs } from '../../shared/paging.js';
import type { Viewer } from '../../shared/policy.js';
import { User } from '../user/user.entity.js';
import { userPolicy } from '../user/user.policy.js';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, Message } from './message.entity.js';
import { DEFAULT_SUBJECT, type SendMessageInput } from './message.inputs.js';
import { messagePolicy } from './message.policy.js';

// Control characters other than tab and newline (PostgreSQL refuses NUL in text; the rest only confuse readers).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Plain text as stored: Windows line ends unified, control characters dropped, outer blank space trimmed. */
export function plainText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
}

/** Messages from the admin to clients and helpers; each user reads only their own. */
export class MessageService {
  /** Sends a message to the account `input.toUserId` (a database id). */
  async send(em: EntityManager, sender: Viewer, input: SendMessageInput): Promise<Message> {
    const body = plainText(input.body ?? '');
    if (!body) throw badInput('body', 'Message text is required');
    if (body.length > MESSAGE_BODY_MAX) throw badInput('body', `body must be at most ${MESSAGE_BODY_MAX} characters`);
    const subject = plainText(input.subject ?? '').replace(/\s+/g, ' ') || DEFAULT_SUBJECT;
    if (subject.length > MESSAGE_SUBJECT_MAX)
      throw badInput('subject', `subject must be at most ${MESSAGE_SUBJECT_MAX} characters`);
    const recipient = isDatabaseId(input.toUserId) ? await em.findOne(User, input.toUserId) : null;
    if (!recipient) throw notFound('Recipient');
    userPolicy.authorize(sender, 'message', recipient);
    const message = em.create(Message, { sender: em.getReference(User, sender.id), recipient, subject, body });
    await em.flush();
    return message;
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

  unreadCount(em: EntityManager, viewer: Viewer): Promise<number> {
    return em.count(Message, messagePolicy.where(viewer, { recipient: viewer.id, readAt: null }));
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
}
