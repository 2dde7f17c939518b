import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type pg from 'pg';
import type { Config } from '../config.js';
import { User } from '../modules/user/user.entity.js';
import { ThrottledPgStore } from './session-store.js';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** The user's sessionVersion at sign-in; a password change bumps it and ends this session. */
    sessionVersion?: number;
    /** Epoch ms of sign-in, for the absolute lifetime. */
    signedInAt?: number;
  }
}

export const SESSION_COOKIE = 'sid';

/**
 * Sessions live in PostgreSQL. The cookie is httpOnly and SameSite=Lax (Secure in production); its idle lifetime
 * rolls with each request (its row's expiry is written at most once a minute: ThrottledPgStore), and the absolute
 * lifetime is enforced from the sign-in time.
 */
export function createSessionMiddleware(config: Config, pool: pg.Pool, onError: (error: unknown) => void): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: new ThrottledPgStore({
      pool,
      tableName: 'session',
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
      // Its default is console.error for every failed query; the request's own error answers it (503 in an outage).
      errorLog: onError,
    }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, maxAge: config.sessionIdleMs },
  });
}

const promisify = (fn: (callback: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => fn((error) => (error ? reject(error) : resolve())));

/** A fresh session id at sign-in defeats session fixation. */
export async function startSession(req: Request, user: User): Promise<void> {
  await promisify((done) => req.session.regenerate(done));
  req.session.userId = user.id;
  req.session.sessionVersion = user.sessionVersion;
  req.session.signedInAt = Date.now();
  await promisify((done) => req.session.save(done));
}

/** After a password change: a fresh id for this session, which adopts the new version; all others lapse. */
export async function keepSessionAfterPasswordChange(req: Request, user: User): Promise<void> {
  const signedInAt = req.session.signedInAt;
  await promisify((done) => req.session.regenerate(done));
  req.session.userId = user.id;
  req.session.sessionVersion = user.sessionVersion;
  req.session.signedInAt = signedInAt ?? Date.now();
  await promisify((done) => req.session.save(done));
}

export async function endSession(req: Request): Promise<void> {
  if (!req.session) return;
  await promisify((done) => req.session.destroy(done));
}

/** The signed-in user, or null when there is no session or it has outlived its rules. */
export async function resolveViewer(req: Request, em: EntityManager, config: Config): Promise<User | null> {
  const { userId, signedInAt, sessionVersion } = req.session ?? {};
  if (!userId) return null;
  const expired = !signedInAt || Date.now() - signedInAt > config.sessionAbsoluteMs;
  const user = expired ? null : await readViewer(em, userId);
  if (!user || user.sessionVersion !== sessionVersion) {
    await endSession(req);
    return null;
  }
  return user;
}

let viewerSql: string | undefined;

/**
 * The viewer's row by one fixed SQL statement, mapped into the request's identity map as a `User`: every request
 * reads it, and `em.findOne` built and compiled a QueryBuilder each time. The columns are the entity's own, bar the
 * lazy ones (the password hash), as findOne selects them.
 */
async function readViewer(em: EntityManager, id: string): Promise<User | null> {
  viewerSql ??= (() => {
    const meta = em.getMetadata().get(User.name);
    const columns = meta.props.filter((prop) => prop.persist !== false && !prop.lazy).flatMap((prop) => prop.fieldNames ?? []);
    return `select ${columns.map((column) => `"${column}"`).join(', ')} from "${meta.tableName}" where "id" = ?`;
  })();
  const row = await em.getConnection().execute<Record<string, unknown>>(viewerSql, [id], 'get');
  // 'get' answers undefined when no row matches.
  return (row as typeof row | undefined) ? em.map(User, row) : null;
}

/**
 * Ends every session of an account at once, wherever it was opened: the version bump refuses a session at its next
 * request (even one whose row an in-flight request writes back), and deleting the rows (sessions live in PostgreSQL)
 * ends them now. Half-signed-in sessions (owing a two-factor step) go too.
 */
export async function endSessionsOf(em: EntityManager, userId: string): Promise<void> {
  const connection = em.getConnection();
  await connection.execute('update users set session_version = session_version + 1 where id = ?', [userId]);
  await connection.execute(`delete from session where sess->>'userId' = ? or sess->'pendingSignIn'->>'userId' = ?`, [
    userId,
    userId,
  ]);
}
