import { registerEnumType } from 'type-graphql';
import { TimeSlot } from '../service-request/service-request.enums.js';

/**
 * A job's life (spec §4 job card statuses): scheduled → in-progress → completed; or canceled (by the business), or
 * skipped (the client asked, or the business was closed; never billed). Canceled and skipped visits can be restored.
 */
export enum VisitStatus {
  SCHEDULED = 'scheduled',
  IN_PROGRESS = 'in-progress',
  COMPLETED = 'completed',
  CANCELED = 'canceled',
  SKIPPED = 'skipped',
}

/** Visits that will not happen: off the schedule, but kept (struck through) and restorable. */
export const OFF_SCHEDULE = [VisitStatus.CANCELED, VisitStatus.SKIPPED] as const;
registerEnumType(VisitStatus, { name: 'VisitStatus' });

/**
 * Where a slot sits in the day (spec §9): morning at 8, afternoon at 12 (as its label "12PM-4PM" says; issue 13
 * moved it from 13), evening at 17 and anything else at 10, each for the slot's length.
 */
export const SLOT_WINDOWS: Record<TimeSlot, { startHour: number; hours: number }> = {
  [TimeSlot.MORNING]: { startHour: 8, hours: 4 },
  [TimeSlot.AFTERNOON]: { startHour: 12, hours: 4 },
  [TimeSlot.EVENING]: { startHour: 17, hours: 2 },
  [TimeSlot.FLEXIBLE]: { startHour: 10, hours: 2 },
};
