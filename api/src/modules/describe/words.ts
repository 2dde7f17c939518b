import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { BUSINESS_TIME_ZONE, isCalendarDate, parseCalendarDate } from '../../shared/calendar-date.js';
import { type CustomDays, Recurrence, type ServiceType, TimeSlot, WEEKDAYS } from '../service-request/service-request.enums.js';
import { SERVICE_NAMES } from '../service-request/service-names.js';
import { buildRule, ruleParts } from '../visit/recurrence.js';

/**
 * The app's words for the things it stores, as the screens say them (web/src/lib/serviceLabels.ts holds the web's
 * copy): emails, the activity log and a visit's history read these, never an enum value, a rule or an id.
 */

export { SERVICE_NAMES };

/** Spec §9 time-slot labels. */
export const TIME_SLOT_LABELS: Record<TimeSlot, string> = {
  [TimeSlot.MORNING]: 'Morning 8AM-12PM',
  [TimeSlot.AFTERNOON]: 'Afternoon 12PM-4PM',
  [TimeSlot.EVENING]: 'Evening 4PM-7PM',
  [TimeSlot.FLEXIBLE]: 'Flexible',
};

export const RECURRING_LABELS: Record<Recurrence, string> = {
  [Recurrence.ONETIME]: 'One-time',
  [Recurrence.WEEKLY]: 'Weekly',
  [Recurrence.BIWEEKLY]: 'Bi-weekly',
  [Recurrence.MONTHLY]: 'Monthly',
  [Recurrence.CUSTOM]: 'Custom',
};

export const isServiceType = (value: unknown): value is ServiceType => typeof value === 'string' && value in SERVICE_NAMES;
export const isTimeSlot = (value: unknown): value is TimeSlot => typeof value === 'string' && value in TIME_SLOT_LABELS;

/** A calendar date as the screens show it: 'Wed, Dec 9'. */
export const dayWords = (date: string) => format(parseCalendarDate(date), 'EEE, MMM d');

/** A calendar date in full, for an email's details: 'Wednesday, December 9, 2026'. */
export const longDayWords = (date: string) => format(parseCalendarDate(date), 'EEEE, MMMM d, yyyy');

/** An instant in the business's time zone: 'Wed, Dec 9, 2:30 PM'. */
export function instantWords(instant: Date | string): string {
  const time = new Date(instant).getTime();
  // Recorded text that only looks like an instant is shown as it is rather than failing the whole read.
  if (Number.isNaN(time)) return String(instant);
  return format(new TZDate(time, BUSINESS_TIME_ZONE), 'EEE, MMM d, h:mm a');
}

/** Cents as dollars: '$1,250.00'. */
export const moneyWords = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** 'Mondays', 'Mondays and Thursdays', 'Mondays, Wednesdays and Fridays'. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/**
 * A series' rule (RFC 5545, as recurrence.ts writes it) in words: 'once, on Wed, Dec 9', 'every week on Mondays',
 * 'every 2 weeks on Tuesdays', 'every month on the 9th', with its end and its skipped dates. Text that is not a
 * rule this app writes is said plainly rather than shown.
 */
export function recurrenceWords(rule: string, options: { withStart?: boolean } = {}): string {
  const parts = ruleParts(rule);
  if (!parts) return 'a custom schedule';
  if (parts.frequency === 'once') return `once, on ${dayWords(parts.start)}`;
  const every = (unit: string) => (parts.interval === 1 ? `every ${unit}` : `every ${parts.interval} ${unit}s`);
  let words: string;
  if (parts.frequency === 'weekly') {
    const days = parts.weekdays.length ? parts.weekdays : [parseCalendarDate(parts.start).getDay()];
    words = `${every('week')} on ${listWords(days.map((day) => `${DAY_NAMES[day]}s`))}`;
  } else if (parts.frequency === 'monthly') {
    const days = parts.monthDays.length ? parts.monthDays : [parseCalendarDate(parts.start).getDate()];
    // 29..31 with "the last of them" is how a late start day is clamped in short months.
    words =
      days.length > 1
        ? `${every('month')} on the ${ordinal(days.at(-1)!)} (or the month's last day)`
        : `${every('month')} on the ${ordinal(days[0])}`;
  } else {
    words = every(parts.frequency === 'daily' ? 'day' : 'year');
  }
  if (options.withStart ?? true) words += `, from ${dayWords(parts.start)}`;
  if (parts.until) words += ` until ${dayWords(parts.until)}`;
  if (parts.exceptions.length) {
    const shown = parts.exceptions.slice(0, 3).map(dayWords);
    const more = parts.exceptions.length - shown.length;
    words += `, except ${listWords(more > 0 ? [...shown, `${more} more`] : shown)}`;
  }
  return words;
}

/** A request's schedule before it has a rule (a new request): 'One-time', 'every week on Wednesdays'. */
export function scheduleWords(schedule: { start: string; recurring: Recurrence; customDays: CustomDays | null }): string {
  if (schedule.recurring === Recurrence.ONETIME || !isCalendarDate(schedule.start)) return RECURRING_LABELS[schedule.recurring];
  const rule = buildRule(schedule);
  // The start is said where the request's date is; the rule's own "from" would repeat it.
  return rule ? recurrenceWords(rule, { withStart: false }) : RECURRING_LABELS[schedule.recurring];
}

/** Custom weekdays: 'Mon, Wed, Fri'. */
export const customDaysWords = (days: Partial<CustomDays>) =>
  WEEKDAYS.filter((day) => days[day])
    .map((day) => day.charAt(0).toUpperCase() + day.slice(1, 3))
    .join(', ') || 'none';

/** An enum's stored value as a word: 'in_progress' → 'In progress', 'end-plan' → 'End plan'. */
export const enumWords = (value: string) => {
  const words = value.replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
