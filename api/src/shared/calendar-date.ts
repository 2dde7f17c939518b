import { UTCDate } from '@date-fns/utc';
import { addDays as addDaysFns, addMonths as addMonthsFns, differenceInCalendarDays, format } from 'date-fns';
import { badInput } from './errors.js';

/**
 * Dates of service are calendar days (`YYYY-MM-DD`) in the business's time zone. Arithmetic runs on UTC midnights
 * so no daylight-saving shift can move a day; "today" is read in America/New_York.
 */
export const BUSINESS_TIME_ZONE = 'America/New_York';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const businessDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Southwest Florida, whatever the server's own zone. */
export function businessToday(now: Date = new Date()): string {
  return businessDayFormat.format(now);
}

export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new UTCDate(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

export function parseCalendarDate(value: string, field = 'date'): UTCDate {
  if (!isCalendarDate(value)) throw badInput(field, `${field} must be a real date written YYYY-MM-DD`);
  const [, year, month, day] = ISO_DATE.exec(value)!.map(Number);
  return new UTCDate(year, month - 1, day);
}

const toText = (date: Date) => format(date, 'yyyy-MM-dd');

export const addDays = (date: string, days: number) => toText(addDaysFns(parseCalendarDate(date), days));

/** Adds months, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export const addMonths = (date: string, months: number) => toText(addMonthsFns(parseCalendarDate(date), months));

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (date: string) => parseCalendarDate(date).getDay();

export const daysBetween = (from: string, to: string) => differenceInCalendarDays(parseCalendarDate(to), parseCalendarDate(from));

export function monthRange(date: string): { first: string; last: string } {
  const parsed = parseCalendarDate(date);
  const first = new UTCDate(parsed.getFullYear(), parsed.getMonth(), 1);
  const last = new UTCDate(parsed.getFullYear(), parsed.getMonth() + 1, 0);
  return { first: toText(first), last: toText(last) };
}
