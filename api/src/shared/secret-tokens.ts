import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens that travel in links (password reset, email verification, calendar feeds, unsubscribe). Each is an HMAC of
 * a random row id (or a user and category) under the server's secret, so the database holds only the row id and a
 * SHA-256 of the token: a copy of the database alone cannot forge or read a link, and the server can rebuild a link
 * to show it again (a feed URL) without ever storing it.
 */
export class SecretTokens {
  constructor(private readonly secret: string) {
    if (secret.length < 32) throw new Error('The token secret must be at least 32 characters');
  }

  /** The token for a purpose and a subject (a random id), URL-safe. */
  sign(purpose: string, subject: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}:${subject}`).digest('base64url');
  }

  /** Whether `token` is the one for this purpose and subject, compared in constant time. */
  verify(purpose: string, subject: string, token: string): boolean {
    const expected = Buffer.from(this.sign(purpose, subject));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/** What the database keeps of a token: its SHA-256, hex. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
