import { format, isValid, parseISO } from 'date-fns';

/** The business's time zone: dates of service are calendar days here (README, conventions). */
export const BUSINESS_TIME_ZONE = 'America/New_York';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's calendar date in America/New_York as YYYY-MM-DD, whatever the browser's own zone. */
export function businessToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * A LocalDate ('2025-06-12') as a Date at local midnight of that day. parseISO reads a date-only string as local
 * time (unlike `new Date('2025-06-12')`, which is UTC midnight and shows the previous day west of Greenwich).
 */
export function parseLocalDate(value: string): Date {
  if (!LOCAL_DATE.test(value)) throw new Error(`Not a YYYY-MM-DD date: ${value}`);
  const date = parseISO(value);
  if (!isValid(date)) throw new Error(`Not a real date: ${value}`);
  return date;
}

/** A Date's own calendar day (in the browser's zone) as YYYY-MM-DD. */
export function toLocalDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** '2025-06-12' → 'Thu, Jun 12, 2025' (or another date-fns pattern). */
export function formatLocalDate(value: string, pattern = 'EEE, MMM d, yyyy'): string {
  return format(parseLocalDate(value), pattern);
}
