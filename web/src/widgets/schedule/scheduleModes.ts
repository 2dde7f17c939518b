import type { Recurrence, TimeSlot, VisitStatus } from '../../gql/graphql';

/** A schedule change the owner makes on one visit or its series; each opens its own small form. */
export type Mode = 'cancel' | 'skip' | 'reschedule' | 'series' | 'pause' | 'end';

/** A visit as the calendar's and dashboard's queries select it: callers pass their own data as it is. */
export interface ScheduleVisit {
  id: string;
  date: string;
  timeSlot: TimeSlot;
  status: VisitStatus;
  request: { id: string; recurring: Recurrence };
}

/** A proposed new date and time slot, e.g. where the visit was dropped on the calendar. */
export interface RescheduleProposal {
  date: string;
  timeSlot: TimeSlot;
}

export const TITLES: Record<Mode, string> = {
  cancel: 'Cancel visit',
  skip: 'Skip',
  reschedule: 'Reschedule',
  series: 'Edit series',
  pause: 'Pause series',
  end: 'End series',
};

export const SUCCESS: Record<Mode, string> = {
  cancel: 'Visit Canceled',
  skip: 'Visit Skipped',
  reschedule: 'Visit Rescheduled',
  series: 'Series Updated',
  pause: 'Series Paused',
  end: 'Series Ended',
};
