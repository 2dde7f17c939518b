import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** Epoch ms when this session's row (and its expiry) was last written. */
    expiryWrittenAt?: number;
  }
}

/** How often a rolling session's new expiry is written at most; the idle lifetime is hours, so a minute is noise. */
export const EXPIRY_WRITE_INTERVAL_MS = 60_000;

const PgStore = connectPgSimple(session);
type Callback = (error?: unknown) => void;

/**
 * The PostgreSQL session store, with rolling sessions' expiry written at most once a minute per session instead of
 * on every request. The cookie still rolls with each answer; the row's expiry may lag it by up to a minute, which
 * shortens an idle lifetime of hours by at most that. The time of the last write travels in the session's own data,
 * so every app instance sees it.
 */
export class ThrottledPgStore extends PgStore {
  override set(sid: string, data: SessionData, callback?: Callback): void {
    data.expiryWrittenAt = Date.now();
    super.set(sid, data, callback);
  }

  override touch(sid: string, data: SessionData, callback?: Callback): void {
    const writtenAt = data.expiryWrittenAt;
    if (typeof writtenAt === 'number' && Date.now() - writtenAt < EXPIRY_WRITE_INTERVAL_MS && Date.now() >= writtenAt) {
      callback?.();
      return;
    }
    // A full write rather than connect-pg-simple's expiry-only update, so the new time of writing is stored too.
    this.set(sid, data, callback);
  }
}
