import type { EntityManager } from '@mikro-orm/core';

/** Who made a change: a signed-in person, an integration's API token, or the app itself at start-up. */
export type AuditActorKind = 'user' | 'token' | 'system';

export interface AuditActor {
  kind: AuditActorKind;
  /** The person's user id (kind 'user'). */
  userId?: string | null;
  /** The token's id (kind 'token'); a token acts with the admin's role but is recorded as itself. */
  tokenId?: string | null;
  /** A name to show, kept as it was at the time of the change. */
  name: string;
  ip?: string | null;
  requestId?: string | null;
}

/**
 * The actor rides in the EntityManager's logger context: every fork (and so every `em.transactional` block) copies
 * it, and the audit subscriber reads it from the EntityManager that flushes. Plain data only, because forks
 * deep-copy it.
 */
const KEY = 'auditActor';

export function bindAuditActor(em: EntityManager, actor: AuditActor | null): void {
  const context = { ...em.getLoggerContext() };
  if (actor) context[KEY] = { ...actor };
  else delete context[KEY];
  em.setLoggerContext(context);
}

export function auditActorOf(em: EntityManager): AuditActor | null {
  const actor = em.getLoggerContext()[KEY] as AuditActor | undefined;
  return actor?.kind ? actor : null;
}

/** Where a request came from, as the audit trail keeps it: the client's address and the request id of the logs. */
export function requestOrigin(req: { ip?: string; id?: unknown }): { ip: string | null; requestId: string | null } {
  return { ip: req.ip ?? null, requestId: req.id === undefined || req.id === null ? null : String(req.id) };
}

export const userActor = (
  user: { id: string; name: string },
  request: { ip?: string | null; requestId?: string | null } = {},
): AuditActor => ({
  kind: 'user',
  userId: user.id,
  name: user.name,
  ...request,
});

export const tokenActor = (
  token: { id: string; name: string },
  request: { ip?: string | null; requestId?: string | null } = {},
): AuditActor => ({
  kind: 'token',
  tokenId: token.id,
  name: `API token “${token.name}”`,
  ...request,
});
