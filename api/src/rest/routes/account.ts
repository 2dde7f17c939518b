import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../auth/passwords.js';
import { ALL_ROLES, Role } from '../../auth/role.enum.js';
import { unauthenticated } from '../../shared/errors.js';
import { MAX_CENTS } from '../../shared/money.js';
import { text } from '../answer.js';
import { SignUpAnswer, TwoFactorChallenge, User } from '../answers/user.js';
import { graphql } from '../gql/index.js';
import { jsonBody, optionalDollarsToCents, pick } from '../request-body.js';
import { restRoute } from '../shim.js';

const completeProfileBody = z.object({
  displayName: text(100).nullable().optional().describe('Clients: required.'),
  phone: text(32).nullable().optional().describe('Helpers: required. Stored in E.164.'),
  hourlyRate: z
    .union([
      z
        .number()
        .min(0)
        .max(MAX_CENTS / 100),
      z.string().regex(/^(\s*\d{1,9}(\.\d*)?\s*)?$/),
      z.null(),
    ])
    .optional()
    .describe(
      'Helpers: the hourly rate in US dollars (25.5 is $25.50), stored as cents. The one dollar amount of the ' +
        'REST contract: it is what a helper types. Blank or null means not given.',
    ),
});

const signInBody = z.object({ email: text(254), password: text(PASSWORD_MAX_LENGTH) });

const twoFactorCodeBody = z.object({
  code: text(32).describe('Six digits from the authenticator app, or a recovery code such as abcde-fghjk.'),
});

const signUpBody = z.object({
  firstName: text(100, 1),
  lastName: text(100, 1),
  email: z.email().max(254),
  password: text(PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH),
});

const RestAuthUser = graphql(`
  query RestAuthUser {
    viewer {
      ...RestUser
    }
  }
`);

const RestCompleteProfile = graphql(`
  mutation RestCompleteProfile($input: CompleteProfileInput!) {
    completeProfile(input: $input) {
      user {
        ...RestUser
      }
    }
  }
`);

const RestSignIn = graphql(`
  mutation RestSignIn($input: SignInInput!) {
    signIn(input: $input) {
      nextStep
      user {
        ...RestUser
      }
    }
  }
`);

const RestVerifyTwoFactorSignIn = graphql(`
  mutation RestVerifyTwoFactorSignIn($input: TwoFactorCodeInput!) {
    verifyTwoFactorSignIn(input: $input) {
      user {
        ...RestUser
      }
    }
  }
`);

const RestSignUp = graphql(`
  mutation RestSignUp($input: SignUpInput!) {
    signUp(input: $input) {
      message
    }
  }
`);

/** Spec §7 account rows: who is signed in, completing a profile, signing in and up. */
export const accountRoutes = [
  restRoute({
    method: 'get',
    path: '/auth/user',
    summary: 'The signed-in user; 401 when signed out.',
    access: ALL_ROLES,
    operation: RestAuthUser,
    answer: User,
    select: (data) => {
      if (!data.viewer) throw unauthenticated();
      return data.viewer;
    },
  }),
  restRoute({
    method: 'post',
    path: '/auth/profile',
    summary: 'Completes the profile. Client: displayName, phone. Helper: phone, hourlyRate in dollars (stored in cents).',
    access: [Role.CLIENT, Role.HELPER],
    operation: RestCompleteProfile,
    // The helper's own entry is in dollars (documented so); GraphQL, like every other wire, takes cents.
    variables: (req) => {
      const body = jsonBody(req);
      const hourlyRateCents = optionalDollarsToCents(body.hourlyRate, 'hourlyRate');
      return { input: { ...pick(body, ['displayName', 'phone']), ...(hourlyRateCents !== undefined && { hourlyRateCents }) } };
    },
    body: completeProfileBody,
    answer: User,
    select: (data) => data.completeProfile.user,
  }),
  restRoute({
    method: 'post',
    path: '/login',
    summary:
      'Signs in with email and password and starts a session (cookie). An account with two-factor sign-in answers ' +
      '`{ "twoFactorRequired": true, "step": "code" }` instead of the user: the session is then half signed in (it ' +
      'grants nothing) until POST /api/login/two-factor sends a code within 10 minutes. `"step": "setup"` means an ' +
      'admin account must first set up two-factor, which is done in the web app.',
    access: 'public',
    operation: RestSignIn,
    variables: (req) => ({ input: pick(jsonBody(req), ['email', 'password']) }),
    body: signInBody,
    answer: z.union([User, TwoFactorChallenge]),
    select: (data) =>
      data.signIn.user ?? {
        twoFactorRequired: true as const,
        step: data.signIn.nextStep === 'TWO_FACTOR_SETUP' ? ('setup' as const) : ('code' as const),
      },
  }),
  restRoute({
    method: 'post',
    path: '/login/two-factor',
    summary:
      'The second step of a sign-in: `code` is the six-digit code from the authenticator app, or one of the ' +
      'recovery codes (each works once). Answers the user and completes the session; 401 when no sign-in is waiting ' +
      'for a code, 400 for a wrong code, 429 after too many wrong codes.',
    access: 'public',
    operation: RestVerifyTwoFactorSignIn,
    variables: (req) => ({ input: pick(jsonBody(req), ['code']) }),
    body: twoFactorCodeBody,
    answer: User,
    select: (data) => data.verifyTwoFactorSignIn.user,
  }),
  restRoute({
    method: 'post',
    path: '/signup',
    summary:
      'Creates a client account (profile still to complete) and emails a link to confirm the address; sign in ' +
      'afterwards (POST /api/login). A taken address gets the same 202 and message (its owner is emailed instead).',
    access: 'public',
    operation: RestSignUp,
    variables: (req) => ({ input: pick(jsonBody(req), ['firstName', 'lastName', 'email', 'password']) }),
    body: signUpBody,
    answer: SignUpAnswer,
    select: (data) => data.signUp,
    successStatus: 202,
  }),
];
