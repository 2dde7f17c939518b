/**
 * Calendar days and clock times of the business, in America/New_York, whatever the browser's own zone.
 * Calendar days are 'YYYY-MM-DD' strings and are never passed through `new Date('YYYY-MM-DD')` (UTC midnight);
 * their arithmetic runs on UTC midnights, where every day has 24 hours.
 */
export const BUSINESS_TIME_ZONE = 'America/New_York';

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function utcMidnight(date: string): number {
  const match = LOCAL_DATE.exec(date);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

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

export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
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

/** A calendar day in words, e.g. { weekday: 'long', month: 'short', day: 'numeric' } → 'Sunday, Nov 22'. */
export function formatDay(
  date: string,
  options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' },
): string {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format.format(utcMidnight(date));
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
