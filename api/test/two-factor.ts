import { generate } from 'otplib';
import type { User } from '../src/modules/user/user.entity.js';
import type { TestApp } from './harness.js';

/** A six-digit code from an authenticator app holding `secret`, at `at` (as a phone would show it then). */
export const authenticatorCode = (secret: string, at: Date = new Date()) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/**
 * Turns two-factor sign-in on for a user as the service does for a person (set up, then confirmed with a code).
 * The confirming code is the one of 30 seconds before `now` (the app's clock), so the codes of `now` and of the
 * next 30 seconds are still unused.
 */
export async function enableTwoFactor(t: TestApp, user: User, now: Date = new Date()) {
  const em = t.em();
  const setup = await t.services.twoFactor.beginSetup(em, user);
  const recoveryCodes = await t.services.twoFactor.confirmSetup(
    em,
    user,
    await authenticatorCode(setup.secret, new Date(now.getTime() - 30_000)),
  );
  return { ...setup, recoveryCodes };
}
