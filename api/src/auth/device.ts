import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * A random id a browser keeps once it has signed in (OWASP's "device cookie"): the sign-in throttle lets a device
 * an account has signed in from before past the account-wide delay that guessing from elsewhere brings on. It is
 * no credential and carries no data; the server keeps only a hash of (account, id).
 */
export const DEVICE_COOKIE = 'sc_device';
const DEVICE_COOKIE_MAX_AGE_MS = 365 * 86_400_000;
const DEVICE_ID = /(?:^|;\s*)sc_device=([A-Za-z0-9_-]{22,64})(?:;|$)/;

export const deviceIdOf = (req: Request): string | undefined => DEVICE_ID.exec(req.headers.cookie ?? '')?.[1];

export const newDeviceId = () => randomBytes(16).toString('base64url');

/** Sets (or renews) the device cookie, as private as the session cookie. */
export function rememberDevice(req: Request, res: Response, deviceId: string): void {
  res.cookie(DEVICE_COOKIE, deviceId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.session?.cookie.secure === true,
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    path: '/',
  });
}
