import { type ChangeSet, ChangeSetType, type EventSubscriber, type FlushEventArgs, helper } from '@mikro-orm/core';
import { auditActorOf } from './audit-actor.js';
import { AuditAction, AuditEvent, type AuditFieldChange } from './audit-event.entity.js';
import { ALWAYS_IGNORED, type AuditRule, auditRuleFor } from './audited-entities.js';

const ACTIONS: Partial<Record<ChangeSetType, AuditAction>> = {
  [ChangeSetType.CREATE]: AuditAction.CREATED,
  [ChangeSetType.UPDATE]: AuditAction.UPDATED,
  [ChangeSetType.DELETE]: AuditAction.DELETED,
};

/** A stored value as plain JSON: instants as ISO strings, related objects as their ids, bytes never. */
function plain(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return '[binary]';
  if (typeof value === 'object' && 'id' in value && typeof (value as { id: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function fieldChanges(changeSet: ChangeSet<object>, rule: AuditRule): AuditFieldChange[] {
  const skipped = new Set<string>([...ALWAYS_IGNORED, ...(rule.ignore ?? [])]);
  const redacted = new Set(rule.redact ?? []);
  const before: Record<string, unknown> =
    changeSet.type === ChangeSetType.CREATE
      ? {}
      : ((changeSet.originalEntity ?? helper(changeSet.entity).__originalEntityData ?? {}) as Record<string, unknown>);
  const after: Record<string, unknown> =
    changeSet.type === ChangeSetType.DELETE ? {} : (changeSet.payload as Record<string, unknown>);
  const fields = changeSet.type === ChangeSetType.UPDATE ? Object.keys(after) : Object.keys({ ...before, ...after });

  const changes: AuditFieldChange[] = [];
  for (const field of fields) {
    if (skipped.has(field)) continue;
    const from = plain(before[field]);
    const to = plain(after[field]);
    if (same(from, to)) continue;
    changes.push(redacted.has(field) ? { field, redacted: true } : { field, from, to });
  }
  return changes;
}

/**
 * Writes one AuditEvent per changed audited object, inside the flush that changes it, so the record commits or
 * rolls back with the change. Who acted comes from the flushing EntityManager's context (bound per request);
 * a flush with no actor (start-up seeding, migrations of data) is not a person's change and is not recorded.
 */
export class AuditSubscriber implements EventSubscriber {
  async onFlush({ em, uow }: FlushEventArgs): Promise<void> {
    const actor = auditActorOf(em);
    if (!actor) return;
    const occurredAt = new Date();
    for (const changeSet of uow.getChangeSets()) {
      const action = ACTIONS[changeSet.type];
      const rule = action && auditRuleFor(changeSet.entity);
      if (!rule) continue;
      const changes = fieldChanges(changeSet, rule);
      if (action === AuditAction.UPDATED && changes.length === 0) continue;
      const subject = changeSet.entity as { id: string };
      const parent = rule.parent?.(subject) ?? null;
      const event = em.create(
        AuditEvent,
        {
          occurredAt,
          action,
          actorKind: actor.kind,
          actorUserId: actor.userId ?? null,
          actorTokenId: actor.tokenId ?? null,
          actorName: actor.name.slice(0, 200),
          subjectType: rule.entity.name,
          subjectId: subject.id,
          subjectLabel: rule.label?.(subject)?.slice(0, 200) ?? null,
          parentType: parent?.type ?? null,
          parentId: parent?.id ?? null,
          changes,
          ip: actor.ip?.slice(0, 64) ?? null,
          requestId: actor.requestId?.slice(0, 64) ?? null,
        },
        { persist: false },
      );
      uow.computeChangeSet(event);
    }
  }
}
