import { addDays, addMonths, daysBetween, weekdayOf } from '../../shared/calendar-date.js';
import { type CustomDays, Recurrence, WEEKDAYS } from '../service-request/service-request.enums.js';

export interface Schedule {
  /** The first requested date. */
  start: string;
  recurring: Recurrence;
  customDays: CustomDays | null;
}

/** Visits are kept materialised this far ahead of today for recurring requests. */
export const HORIZON_WEEKS = 13;

/** Safety net: no schedule expands to more than this many dates in one call. */
const MAX_OCCURRENCES = 1_000;

/**
 * The calendar dates a schedule falls on within [from, until], both inclusive. Monthly schedules keep the
 * start's day of month, clamped in short months (the 31st falls on Feb 28, then Mar 31 again).
 */
export function occurrences(schedule: Schedule, from: string, until: string): string[] {
  const { start, recurring } = schedule;
  const lower = daysBetween(start, from) > 0 ? from : start;
  if (daysBetween(lower, until) < 0) return [];
  const dates: string[] = [];
  const push = (date: string) => {
    if (daysBetween(lower, date) >= 0 && daysBetween(date, until) >= 0) dates.push(date);
  };

  switch (recurring) {
    case Recurrence.ONETIME:
      push(start);
      break;
    case Recurrence.WEEKLY:
    case Recurrence.BIWEEKLY: {
      const step = recurring === Recurrence.WEEKLY ? 7 : 14;
      // Jump straight to the first occurrence on or after `lower`.
      const skip = Math.max(0, Math.ceil(daysBetween(start, lower) / step));
      for (let k = skip; dates.length < MAX_OCCURRENCES; k++) {
        const date = addDays(start, k * step);
        if (daysBetween(date, until) < 0) break;
        push(date);
      }
      break;
    }
    case Recurrence.MONTHLY: {
      for (let k = 0; dates.length < MAX_OCCURRENCES; k++) {
        const date = addMonths(start, k);
        if (daysBetween(date, until) < 0) break;
        push(date);
      }
      break;
    }
    case Recurrence.CUSTOM: {
      const days = schedule.customDays;
      if (!days || !WEEKDAYS.some((day) => days[day])) break;
      for (let date = lower; daysBetween(date, until) >= 0 && dates.length < MAX_OCCURRENCES; date = addDays(date, 1)) {
        if (days[WEEKDAYS[weekdayOf(date)]]) dates.push(date);
      }
      break;
    }
  }
  return dates;
}
