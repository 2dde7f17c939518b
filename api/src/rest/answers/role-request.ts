import { z } from 'zod';
import { RoleRequestStatus } from '../../modules/role-request/role-request.entity.js';
import { answer, dateTime, fixed, from, storedEnum, uuid } from '../answer.js';

/** What POST /api/role-request returns: the stored request and a line to show the client. */
export const RoleRequest = answer('RoleRequest', 'RoleRequest', "A client's request for helper access.", {
  id: from('databaseId', uuid),
  phone: z.string(),
  reason: z.string().nullable(),
  experience: z.string().nullable(),
  createdAt: dateTime,
  status: storedEnum(RoleRequestStatus),
  message: fixed('An admin will review it soon.', 'A line to show the client.'),
});
