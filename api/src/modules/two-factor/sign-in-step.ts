import { registerEnumType } from 'type-graphql';

/** Where a sign-in stands after a right password. */
export enum SignInStep {
  /** Signed in: no second step is owed. */
  SIGNED_IN = 'SIGNED_IN',
  /** Half signed in: send a code from the authenticator app (or a recovery code) to verifyTwoFactorSignIn. */
  TWO_FACTOR_CODE = 'TWO_FACTOR_CODE',
  /** Half signed in: the owner requires two-factor for admin accounts and this one has none yet; set it up first. */
  TWO_FACTOR_SETUP = 'TWO_FACTOR_SETUP',
}

registerEnumType(SignInStep, {
  name: 'SignInStep',
  description: 'SIGNED_IN, or the second step a sign-in still owes (TWO_FACTOR_CODE or TWO_FACTOR_SETUP).',
});
