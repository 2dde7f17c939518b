/**
 * Invoice dates are calendar days (YYYY-MM-DD) in the business's time zone. These helpers never pass a day through
 * the browser's own zone, so a client in another zone sees the same dates the admin wrote.
 */
export const BUSINESS_TIME_ZONE = 'America/New_York';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const businessDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Southwest Florida, as YYYY-MM-DD. */
export function businessToday(now: Date = new Date()): string {
  return businessDay.format(now);
}

function utcMidnight(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  const time = Date.UTC(year!, month! - 1, day!);
  const check = new Date(time);
  return check.getUTCDate() === day && check.getUTCMonth() === month! - 1 ? time : null;
}

export const isCalendarDate = (date: string) => utcMidnight(date) !== null;

export function addDays(date: string, days: number): string {
  const time = utcMidnight(date);
  if (time === null) return date;
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

const longDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 2026-11-22 → "Nov 22, 2026". */
export function formatDate(date: string): string {
  const time = utcMidnight(date);
  return time === null ? date : longDate.format(time);
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
});

/** An instant (ISO timestamp) as the business's calendar day: "Nov 22, 2026". */
export function formatInstantDate(instant: string): string {
  const time = Date.parse(instant);
  return Number.isNaN(time) ? instant : dateTime.format(time);
}
