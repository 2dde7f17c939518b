import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { auditActorOf } from './audit-actor.js';
import { AuditAction, AuditEvent, type AuditFieldChange } from './audit-event.entity.js';
import { auditRuleNamed } from './audited-entities.js';

export interface BulkChange {
  subjectId: string;
  label: string | null;
  parent: { type: string; id: string } | null;
  changes: AuditFieldChange[];
}

/**
 * Records changes a service made in bulk SQL (a closure moving a thousand visits in one statement), which the audit
 * subscriber cannot see: one event per object, in the same transaction, with the same actor and shape as its own.
 */
export async function recordBulkUpdates(em: EntityManager, subjectType: string, rows: readonly BulkChange[]): Promise<void> {
  const actor = auditActorOf(em);
  if (!actor || rows.length === 0 || !auditRuleNamed(subjectType)) return;
  const occurredAt = new Date();
  await em.insertMany(
    AuditEvent,
    rows.map((row) => ({
      id: randomUUID(),
      occurredAt,
      action: AuditAction.UPDATED,
      actorKind: actor.kind,
      actorUserId: actor.userId ?? null,
      actorTokenId: actor.tokenId ?? null,
      actorName: actor.name.slice(0, 200),
      subjectType,
      subjectId: row.subjectId,
      subjectLabel: row.label?.slice(0, 200) ?? null,
      parentType: row.parent?.type ?? null,
      parentId: row.parent?.id ?? null,
      changes: row.changes,
      ip: actor.ip?.slice(0, 64) ?? null,
      requestId: actor.requestId?.slice(0, 64) ?? null,
    })),
  );
}
