import type { Request } from 'express';
import type { User } from '../modules/user/user.entity.js';

/** What is still owed after a right password: a code from the authenticator, or setting one up (admin, required). */
export type PendingStep = 'code' | 'setup';

declare module 'express-session' {
  interface SessionData {
    /**
     * Half signed in: the password was right, the second step is still owed. It holds no `userId`, so every
     * operation sees a signed-out visitor; only the second step's own operations read it.
     */
    pendingSignIn?: { userId: string; sessionVersion: number; step: PendingStep; startedAt: number };
  }
}

/** How long the second step may take before the password must be entered again. */
export const PENDING_SIGN_IN_MS = 10 * 60_000;

const promisify = (fn: (callback: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => fn((error) => (error ? reject(error) : resolve())));

/** A fresh session id (as at any sign-in) that remembers only who is halfway in and what they still owe. */
export async function beginPendingSignIn(req: Request, user: User, step: PendingStep): Promise<void> {
  await promisify((done) => req.session.regenerate(done));
  req.session.pendingSignIn = { userId: user.id, sessionVersion: user.sessionVersion, step, startedAt: Date.now() };
  await promisify((done) => req.session.save(done));
}

/** The pending sign-in of this session when it owes `step` and has not expired; null otherwise. */
export function pendingSignIn(
  req: Request,
  step: PendingStep,
  now = Date.now(),
): { userId: string; sessionVersion: number } | null {
  const pending = req.session?.pendingSignIn;
  if (!pending || pending.step !== step || now - pending.startedAt > PENDING_SIGN_IN_MS) return null;
  return pending;
}
