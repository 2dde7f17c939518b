import { TZDate } from '@date-fns/tz';
import { addDays, BUSINESS_TIME_ZONE, daysBetween, parseCalendarDate } from './calendar-date.js';

/** Periods are counted from this Sunday, so weekly and two-weekly periods always start on a Sunday. */
const ANCHOR_SUNDAY = '2026-01-04';

export interface Period {
  start: string;
  /** Last day, inclusive. */
  end: string;
}

/** The pay period (Sunday-based, `lengthDays` long) holding a calendar date. */
export function periodContaining(date: string, lengthDays: number): Period {
  const offset = Math.floor(daysBetween(ANCHOR_SUNDAY, date) / lengthDays) * lengthDays;
  const start = addDays(ANCHOR_SUNDAY, offset);
  return { start, end: addDays(start, lengthDays - 1) };
}

/** The instant a calendar day begins in America/New_York (23, 24 or 25 hours before the next one). */
export function startOfBusinessDay(date: string): Date {
  const day = parseCalendarDate(date);
  return new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), BUSINESS_TIME_ZONE).getTime());
}

/** [from, until) instants covering a period's days in the business time zone. */
export function periodInstants(period: Period): { from: Date; until: Date } {
  return { from: startOfBusinessDay(period.start), until: startOfBusinessDay(addDays(period.end, 1)) };
}

/** Whole minutes between two instants (rounded to the nearest minute). */
export const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000);

/** Pay for minutes at an hourly rate, plus a bonus, in cents, rounded to the cent. */
export const payoutCents = (minutes: number, hourlyRateCents: number, bonusCents: number) =>
  Math.round((minutes * hourlyRateCents) / 60) + bonusCents;
