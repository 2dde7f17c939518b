import type { EntityManager } from '@mikro-orm/postgresql';
import type { VisitChangeRequest } from '../visit-change/visit-change-request.entity.js';
import type { Visit } from './visit.entity.js';

/**
 * Every schedule event, in one place: the single call site per event that notifications (the `notify` branch's
 * outbox and `raise(...)`) will hook into, writing "schedule changed" to the helpers and the client in the same
 * transaction (`em`) as the change. Until then they do nothing; the audit trail already records each change.
 */
export const scheduleEvents = {
  /** A visit moved to another date or time slot (admin reschedule, approved change request, closure). */
  visitMoved(_em: EntityManager, _visit: Visit, _from: { date: string; timeSlot: string }): void {},
  /** A visit was canceled by the business. */
  visitCanceled(_em: EntityManager, _visit: Visit): void {},
  /** A visit was skipped (the client asked, or the business was closed). */
  visitSkipped(_em: EntityManager, _visit: Visit): void {},
  /** A canceled or skipped visit is back on the schedule. */
  visitRestored(_em: EntityManager, _visit: Visit): void {},
  /** Helpers dropped from a moved visit because they were not free: the visit needs helpers. */
  helpersDropped(_em: EntityManager, _visit: Visit, _helperIds: readonly string[]): void {},
  /** A series ends from a date (its later visits are removed). */
  seriesEnded(_em: EntityManager, _requestId: string, _from: string): void {},
  /** A series is paused between two dates (its visits there are skipped). */
  seriesPaused(_em: EntityManager, _requestId: string, _from: string, _until: string): void {},
  /** A client asked for a change (the owner decides). */
  changeRequested(_em: EntityManager, _change: VisitChangeRequest): void {},
  /** The owner (or the auto-approve rule) decided a change request. */
  changeDecided(_em: EntityManager, _change: VisitChangeRequest): void {},
};
