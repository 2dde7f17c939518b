import type { EntityManager } from '@mikro-orm/postgresql';
import { recordBulkUpdates } from '../audit/audit-bulk.js';
import type { AuditFieldChange } from '../audit/audit-event.entity.js';
import { dayWords } from '../describe/words.js';

interface VisitRef {
  id: string;
  date: string;
  request: { id: string };
}

const entryOf = (visit: VisitRef, changes: AuditFieldChange[]) => ({
  subjectId: visit.id,
  label: `Visit on ${dayWords(visit.date)}`,
  parent: { type: 'ServiceRequest', id: visit.request.id },
  changes,
});

/**
 * A visit's helpers are rows of their own (visit_assignments), written with plain statements the audit subscriber
 * does not see: each visit whose helpers changed gets its history entry here, in the caller's transaction, so the
 * visit's history and the activity log say who assigned or removed whom.
 */
export async function recordHelperChanges(
  em: EntityManager,
  changes: readonly { visit: VisitRef; before: readonly string[]; after: readonly string[] }[],
): Promise<void> {
  const changed = changes.filter(
    ({ before, after }) => before.length !== after.length || before.some((id) => !after.includes(id)),
  );
  await recordBulkUpdates(
    em,
    'Visit',
    changed.map(({ visit, before, after }) => entryOf(visit, [{ field: 'helpers', from: [...before], to: [...after] }])),
  );
}
