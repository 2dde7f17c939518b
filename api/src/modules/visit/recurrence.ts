import * as rrulePackage from 'rrule';
import { addDays, daysBetween, parseCalendarDate } from '../../shared/calendar-date.js';
import { type CustomDays, Recurrence, WEEKDAYS } from '../service-request/service-request.enums.js';

// rrule ships a CommonJS build (Node's ESM sees its classes on the default export) and an ES build (which bundlers
// and vitest read, with named exports only): take whichever this loader gave.
type RRulePackage = typeof rrulePackage;
const rrule = ((rrulePackage as unknown as { default?: RRulePackage }).default ?? rrulePackage) as RRulePackage;
const { RRule, RRuleSet, rrulestr } = rrule;
type RRuleSetInstance = InstanceType<typeof RRuleSet>;

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

/*
 * A series is an RFC 5545 rule set (DTSTART, one RRULE, EXDATEs) kept as text on its request, so its end (UNTIL),
 * its pauses and its exceptions (EXDATE) are data, and a calendar feed can export it as is. Calendar dates are
 * written as UTC midnights, which no daylight-saving change can move.
 */

const toInstant = (date: string) => parseCalendarDate(date);
const toDate = (instant: Date) => instant.toISOString().slice(0, 10);
const BYDAY = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA];

/** The rule of a request's schedule, or null when it yields no date (a custom schedule without days). */
export function buildRule(schedule: Schedule): string | null {
  const dtstart = toInstant(schedule.start);
  const set = new RRuleSet();
  switch (schedule.recurring) {
    case Recurrence.ONETIME:
      // Written out: the same text rrule writes, without its cost (start-up materialises thousands of these).
      return `DTSTART:${schedule.start.replace(/-/g, '')}T000000Z\nRRULE:FREQ=DAILY;COUNT=1`;
    case Recurrence.WEEKLY:
    case Recurrence.BIWEEKLY:
      set.rrule(new RRule({ freq: RRule.WEEKLY, interval: schedule.recurring === Recurrence.WEEKLY ? 1 : 2, dtstart }));
      break;
    case Recurrence.MONTHLY: {
      // The start's day of month, clamped in short months (the 31st falls on Feb 28, then Mar 31 again): the last
      // of the days 28..d that the month has.
      const day = dtstart.getDate();
      const bymonthday = day <= 28 ? [day] : Array.from({ length: day - 27 }, (_, i) => 28 + i);
      set.rrule(new RRule({ freq: RRule.MONTHLY, bymonthday, bysetpos: day <= 28 ? undefined : -1, dtstart }));
      break;
    }
    case Recurrence.CUSTOM: {
      const days = schedule.customDays;
      const byweekday = days ? WEEKDAYS.flatMap((day, index) => (days[day] ? [BYDAY[index]] : [])) : [];
      if (byweekday.length === 0) return null;
      set.rrule(new RRule({ freq: RRule.WEEKLY, byweekday, dtstart }));
      break;
    }
  }
  return set.toString();
}

const parse = (rule: string): RRuleSetInstance => rrulestr(rule, { forceset: true }) as RRuleSetInstance;

/** A copy of a set with its rules and exceptions, its rules changed by `edit`. */
function rebuild(set: RRuleSetInstance, edit: (options: Partial<InstanceType<typeof RRule>['origOptions']>) => void) {
  const next = new RRuleSet();
  for (const rule of set.rrules()) {
    const options = { ...rule.origOptions };
    edit(options);
    next.rrule(new RRule(options));
  }
  for (const date of set.exdates()) next.exdate(date);
  for (const date of set.rdates()) next.rdate(date);
  return next;
}

/** The rule ending on `lastDate` (inclusive): later occurrences are gone; an earlier UNTIL is kept. */
export function endRule(rule: string, lastDate: string): string {
  const until = toInstant(lastDate);
  return rebuild(parse(rule), (options) => {
    if (!options.until || options.until > until) options.until = until;
  }).toString();
}

/** The rule without the given dates (EXDATE): a pause, or single occurrences the series no longer makes. */
export function excludeDates(rule: string, dates: readonly string[]): string {
  const set = rebuild(parse(rule), () => {});
  const known = new Set(set.exdates().map(toDate));
  for (const date of dates) if (!known.has(date)) set.exdate(toInstant(date));
  return set.toString();
}

/** The dates the rule leaves out (EXDATE) from `from` on. */
export function exceptionsFrom(rule: string, from: string): string[] {
  return parse(rule)
    .exdates()
    .map(toDate)
    .filter((date) => daysBetween(from, date) >= 0)
    .sort();
}

/** The last date of the rule, or null when it has no end. */
export function ruleEnd(rule: string): string | null {
  const [first] = parse(rule).rrules();
  if (first?.origOptions.until) return toDate(first.origOptions.until);
  if (first?.origOptions.count) return toDate(first.all().at(-1) ?? first.origOptions.dtstart!);
  return null;
}

const ONE_DATE = /^DTSTART:(\d{4})(\d{2})(\d{2})T000000Z\nRRULE:FREQ=DAILY;COUNT=1$/;

/** The dates a rule falls on within [from, until], both inclusive. */
export function ruleOccurrences(rule: string | null, from: string, until: string): string[] {
  // ISO dates compare as text.
  if (!rule || from > until) return [];
  // A one-time rule (by far the most common) is read without parsing it.
  const once = ONE_DATE.exec(rule);
  if (once) {
    const date = `${once[1]}-${once[2]}-${once[3]}`;
    return from <= date && date <= until ? [date] : [];
  }
  const set = parse(rule);
  const dates: string[] = [];
  // The iterator stops early: at most MAX_OCCURRENCES dates, none after `until`.
  set.between(toInstant(from), toInstant(until), true, (date) => {
    dates.push(toDate(date));
    return dates.length < MAX_OCCURRENCES;
  });
  return dates;
}

/**
 * The calendar dates a schedule falls on within [from, until], both inclusive. Monthly schedules keep the
 * start's day of month, clamped in short months (the 31st falls on Feb 28, then Mar 31 again).
 */
export function occurrences(schedule: Schedule, from: string, until: string): string[] {
  return ruleOccurrences(buildRule(schedule), from, until);
}

/** Every date from `from` through `until`, both inclusive. */
export function datesBetween(from: string, until: string): string[] {
  const dates: string[] = [];
  for (let date = from; daysBetween(date, until) >= 0; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** A rule's parts as plain data, for putting it into words (describe/words.ts). Weekdays count 0 = Sunday. */
export interface RuleParts {
  start: string;
  /** 'once' for a single date; otherwise the rule's frequency. */
  frequency: 'once' | 'daily' | 'weekly' | 'monthly' | 'yearly';
  interval: number;
  weekdays: number[];
  monthDays: number[];
  until: string | null;
  exceptions: string[];
}

const FREQUENCIES = { [RRule.DAILY]: 'daily', [RRule.WEEKLY]: 'weekly', [RRule.MONTHLY]: 'monthly', [RRule.YEARLY]: 'yearly' };

/** The parts of a rule, or null when it is not one this app writes (no RRULE, or text rrule cannot read). */
export function ruleParts(rule: string): RuleParts | null {
  let set: RRuleSetInstance;
  try {
    set = parse(rule);
  } catch {
    return null;
  }
  const [first] = set.rrules();
  const options = first?.origOptions;
  if (!options?.dtstart) return null;
  const start = toDate(options.dtstart);
  const byweekday = options.byweekday === undefined || options.byweekday === null ? [] : [options.byweekday].flat();
  const weekdays = byweekday.map((day) => {
    // rrule numbers weekdays from Monday = 0.
    const index =
      typeof day === 'number' ? day : typeof day === 'string' ? BYDAY.findIndex((d) => d.toString() === day) - 1 : day.weekday;
    return (index + 1) % 7;
  });
  const monthDays = options.bymonthday === undefined || options.bymonthday === null ? [] : [options.bymonthday].flat();
  const frequency =
    options.count === 1 ? 'once' : ((FREQUENCIES as Record<number, RuleParts['frequency']>)[options.freq ?? -1] ?? 'daily');
  return {
    start,
    frequency,
    interval: options.interval ?? 1,
    weekdays: weekdays.sort((a, b) => a - b),
    monthDays,
    until: options.until ? toDate(options.until) : null,
    exceptions: set.exdates().map(toDate).sort(),
  };
}
