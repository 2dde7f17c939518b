import type { EntityManager } from '@mikro-orm/postgresql';
import { type ConnectionArgs, cursorOptions, toConnection } from '../../graphql/relay/connection.js';
import { CREATED_AT_CURSOR } from '../../graphql/relay/cursor.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { badInput, notFound } from '../../shared/errors.js';
import { authorize } from '../../shared/policy.js';
import { User } from '../user/user.entity.js';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, Message } from './message.entity.js';
import { DEFAULT_SUBJECT, type SendMessageInput } from './message.inputs.js';

// Control characters other than tab and newline (PostgreSQL refuses NUL in text; the rest only confuse readers).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Plain text as stored: Windows line ends unified, control characters dropped, outer blank space trimmed. */
export function plainText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
}

/** Messages from the admin to clients and helpers; each user reads only their own. */
export class MessageService {
  async send(em: EntityManager, sender: User, input: SendMessageInput): Promise<Message> {
    const body = plainText(input.body ?? '');
    if (!body) throw badInput('body', 'Message text is required');
    if (body.length > MESSAGE_BODY_MAX) throw badInput('body', `body must be at most ${MESSAGE_BODY_MAX} characters`);
    const subject = plainText(input.subject ?? '').replace(/\s+/g, ' ') || DEFAULT_SUBJECT;
    if (subject.length > MESSAGE_SUBJECT_MAX)
      throw badInput('subject', `subject must be at most ${MESSAGE_SUBJECT_MAX} characters`);
    const recipient = await em.findOne(User, databaseIdOf(input.toUserId, 'User', 'Recipient'));
    if (!recipient) throw notFound('Recipient');
    const message = em.create(Message, { sender, recipient, subject, body });
    await em.flush();
    return message;
  }

  /** The viewer's own messages, newest first. */
  listFor(em: EntityManager, viewer: User, args: ConnectionArgs, unreadOnly = false) {
    return em
      .findByCursor(
        Message,
        { recipient: viewer.id, ...(unreadOnly ? { readAt: null } : {}) },
        {
          ...cursorOptions(args, CREATED_AT_CURSOR),
          orderBy: { createdAt: 'desc', id: 'desc' },
          populate: ['sender'],
        },
      )
      .then(toConnection);
  }

  unreadCount(em: EntityManager, viewer: User): Promise<number> {
    return em.count(Message, { recipient: viewer.id, readAt: null });
  }

  /** Only the recipient may mark a message read; reading it again keeps the first time. */
  async markRead(em: EntityManager, viewer: User, id: string, now = new Date()): Promise<Message> {
    const message = await em.findOne(Message, databaseIdOf(id, 'Message'), { populate: ['sender'] });
    if (!message) throw notFound('Message');
    authorize(viewer, 'update', message);
    if (!message.readAt) {
      message.readAt = now;
      await em.flush();
    }
    return message;
  }
}
