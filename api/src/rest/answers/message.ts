import { z } from 'zod';
import { answer, dateTime, from, uuid } from '../answer.js';

/** id and toUserId are database ids; body is plain text; readAt null until the recipient opens it. */
export const Message = answer('Message', 'Message', 'A message to one user.', {
  id: from('databaseId', uuid),
  toUserId: from('recipientId', uuid),
  subject: z.string(),
  body: z.string().describe('Plain text.'),
  senderName: z.string().describe("The sender's name, or the business when unknown."),
  readAt: dateTime.nullable().describe('Null until the recipient opens it.'),
  createdAt: dateTime,
});
