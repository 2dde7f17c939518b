/**
 * The one home of the business's calendar days and clock times, in America/New_York whatever the browser's own zone.
 * Calendar days are 'YYYY-MM-DD' strings and are never passed through `new Date('YYYY-MM-DD')` (UTC midnight);
 * their arithmetic runs on UTC midnights, where every day has 24 hours.
 */
export const BUSINESS_TIME_ZONE = 'America/New_York';

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The UTC midnight of a real calendar day, or null for anything else ('2026-02-30', 'March 4'). */
function calendarDayTime(date: string): number | null {
  const match = LOCAL_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  return check.getUTCDate() === day && check.getUTCMonth() === month - 1 ? time : null;
}

function utcMidnight(date: string): number {
  const time = calendarDayTime(date);
  if (time === null) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return time;
}

/** Whether the text is a real calendar day written YYYY-MM-DD. */
export const isCalendarDate = (date: string) => calendarDayTime(date) !== null;

const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Southwest Florida, as YYYY-MM-DD. */
export function businessToday(now: Date = new Date()): string {
  return dayParts.format(now);
}

/** The business's calendar day of an instant, as YYYY-MM-DD. */
export const businessDateOf = (instant: string | Date) => dayParts.format(new Date(instant));

/** The day `days` after `date` (before, when negative); text that is not a calendar day comes back as it is. */
export function addDays(date: string, days: number): string {
  const time = calendarDayTime(date);
  return time === null ? date : new Date(time + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `months` later, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29), as the API counts. */
export function addMonths(date: string, months: number): string {
  const time = calendarDayTime(date);
  if (time === null) return date;
  const start = new Date(time);
  const first = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1);
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months + 1, 0)).getUTCDate();
  return new Date(first + (Math.min(start.getUTCDate(), lastDay) - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** The Sunday starting the week (Sunday to Saturday) that holds `date`. */
export function weekStart(date: string): string {
  return addDays(date, -new Date(utcMidnight(date)).getUTCDay());
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day in words: 'Nov 22, 2026' by default, or e.g. { weekday: 'long', month: 'short', day: 'numeric' } →
 * 'Sunday, Nov 22'. Text that is not a calendar day is shown as it is.
 */
export function formatDay(
  date: string,
  options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' },
): string {
  const time = calendarDayTime(date);
  if (time === null) return date;
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format.format(time);
}

/**
 * A calendar day as a Date at the browser's local midnight of that day, for date pickers and react-big-calendar,
 * which think in local Dates. Throws on anything but a real YYYY-MM-DD day.
 */
export function parseLocalDate(value: string): Date {
  const [year, month, day] = new Date(utcMidnight(value)).toISOString().slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return new Date(year, month - 1, day);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A local Date's own calendar day (in the browser's zone) as YYYY-MM-DD: the inverse of `parseLocalDate`. */
export const toLocalDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * '2025-06-12' → 'Thu, Jun 12, 2025' (or other Intl options, e.g. { month: 'long', year: 'numeric' } → 'June 2025').
 * Unlike `formatDay`, text that is not a calendar day throws: server data that should never be wrong.
 */
export function formatLocalDate(
  value: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
): string {
  utcMidnight(value);
  return formatDay(value, options);
}

/** 'Nov 15 – 21, 2026', 'Nov 29 – Dec 5, 2026' or 'Dec 27, 2026 – Jan 2, 2027'. */
export function formatDayRange(start: string, end: string): string {
  const [startYear, startMonth] = start.split('-');
  const [endYear, endMonth] = end.split('-');
  if (startYear !== endYear) return `${formatDay(start)} – ${formatDay(end)}`;
  const head = formatDay(start, { month: 'short', day: 'numeric' });
  if (startMonth !== endMonth) return `${head} – ${formatDay(end)}`;
  return `${head} – ${formatDay(end, { day: 'numeric' })}, ${endYear}`;
}

const clockTime = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant as the clock in Naples shows it: '8:05 AM'. */
export const formatClockTime = (instant: string | Date) => clockTime.format(new Date(instant));

/** An instant as day and clock time in Naples: 'Mon, Nov 16, 8:05 AM'. */
export const formatDayAndTime = (instant: string | Date) => dayAndTime.format(new Date(instant));

const instantDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: BUSINESS_TIME_ZONE });
const instantDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: BUSINESS_TIME_ZONE,
});

/** A timestamp as the business's calendar day: 'Nov 22, 2026'; unreadable text is shown as it is. */
export function formatInstantDate(instant: string): string {
  const time = Date.parse(instant);
  return Number.isNaN(time) ? instant : instantDate.format(time);
}

/** A timestamp as the business's day and time: 'Nov 22, 2026, 3:04 PM'. */
export const formatInstantDateTime = (instant: string) => instantDateTime.format(new Date(instant));

const wallParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The Naples wall clock of an instant as 'YYYY-MM-DDTHH:MM', the value of an <input type="datetime-local">. */
export function toBusinessWallTime(instant: string | Date): string {
  const parts = Object.fromEntries(wallParts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A Naples wall-clock time ('YYYY-MM-DDTHH:MM') as an instant, or null when it is not one. In the hour the clocks
 * go back it is the first of the two; in the hour that is skipped in spring it is read on the winter clock.
 */
export function fromBusinessWallTime(value: string): Date | null {
  const match = WALL_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(asUtc).getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // Naples is 4 or 5 hours behind UTC: try both offsets and keep one whose wall clock reads back the same.
  for (const offsetHours of [4, 5]) {
    const candidate = new Date(asUtc + offsetHours * 3_600_000);
    if (toBusinessWallTime(candidate) === value) return candidate;
  }
  return new Date(asUtc + 5 * 3_600_000);
}

/** Minutes as hours to two decimals: 1920 → '32.00', 95 → '1.58'. */
export const formatHours = (minutes: number) => (minutes / 60).toFixed(2);

/** Elapsed milliseconds as H:MM:SS (hours grow past 24 rather than wrap). */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
