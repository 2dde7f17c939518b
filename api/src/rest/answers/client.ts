import { z } from 'zod';
import { answer, dateTime, from, uuid } from '../answer.js';

/** Spec §3 Client: id is the database id; userId the linked account or null; phone in E.164. */
export const Client = answer('Client', 'Client', 'A customer of the business, with or without a sign-in.', {
  id: from('databaseId', uuid),
  userId: uuid.nullable().describe("The client's own account, or null."),
  displayName: z.string(),
  phone: z.string().nullable().describe('E.164.'),
  email: z.string().nullable().describe("Lower-cased; where emails go without an account, the account's when linked."),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  active: z.boolean().describe('False once deactivated.'),
  createdAt: dateTime,
});
