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

/**
 * The answer of a right password for an account with two-factor sign-in: the session is half signed in (it grants
 * nothing) until POST /api/login/two-factor sends a code; `setup` means an admin account must first set it up, in
 * the web app, because the owner requires it.
 */
export const TwoFactorChallenge = answer(
  'TwoFactorChallenge',
  null,
  'The password was right and a second step is owed: a code (POST /api/login/two-factor), or setup.',
  {
    twoFactorRequired: z.literal(true),
    step: z.enum(['code', 'setup']),
  },
);

/** A sign-up's answer: the same for a new address and a taken one. */
export const SignUpAnswer = answer('SignUpAnswer', null, 'Sign-up accepted: check your email, then sign in.', {
  message: z.string(),
});
