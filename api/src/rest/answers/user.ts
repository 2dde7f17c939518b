import { z } from 'zod';
import { Role } from '../../auth/role.enum.js';
import { answer, from, storedEnum, uuid } from '../answer.js';

/** The user fields of spec §3, as every account route answers them. */
export const User = answer('User', 'User', 'A person who signs in.', {
  id: from('databaseId', uuid),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: storedEnum(Role),
  profileImageUrl: z.string().nullable(),
  needsProfileSetup: z.boolean().describe('True until a client or helper completes their profile.'),
  displayName: z.string().nullable(),
  phone: z.string().nullable(),
});
