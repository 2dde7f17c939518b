import { weekdayOf } from '../../shared/calendar-date.js';
import { badInput } from '../../shared/errors.js';

/** One stretch of a day a helper works, 'HH:MM' to 'HH:MM' (24-hour, business time). */
export interface TimeRange {
  from: string;
  to: string;
}

/**
 * A helper's usual week: for each weekday (0 Sunday … 6 Saturday) the ranges they work; a weekday with no ranges is a
 * day off. Stored on the helper as JSON; null means "not set", which warns about nothing.
 */
export type WeeklyAvailability = { weekday: number; ranges: TimeRange[] }[];

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of 'HH:MM' ('24:00' allowed as the end of a day). */
export const minutesOfClock = (clock: string) =>
  clock === '24:00' ? 1440 : Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

const isClock = (value: string, end: boolean) => CLOCK.test(value) || (end && value === '24:00');

/** Checks and tidies a week as typed: every weekday once, ranges valid, in order and not overlapping. */
export function normalizeWeek(days: readonly { weekday: number; ranges: readonly TimeRange[] }[]): WeeklyAvailability {
  const seen = new Set<number>();
  const week: WeeklyAvailability = [];
  for (const day of days) {
    if (!Number.isInteger(day.weekday) || day.weekday < 0 || day.weekday > 6) {
      throw badInput('days', 'weekday must be 0 (Sunday) to 6 (Saturday)');
    }
    if (seen.has(day.weekday)) throw badInput('days', 'Each weekday may appear only once');
    seen.add(day.weekday);
    if (day.ranges.length > 6) throw badInput('days', 'At most 6 ranges a day');
    const ranges = day.ranges.map(({ from, to }) => {
      if (!isClock(from, false)) throw badInput('from', 'from must be a time such as 08:30');
      if (!isClock(to, true)) throw badInput('to', 'to must be a time such as 17:00');
      if (minutesOfClock(to) <= minutesOfClock(from)) throw badInput('to', 'A range must end after it starts');
      return { from, to };
    });
    ranges.sort((a, b) => minutesOfClock(a.from) - minutesOfClock(b.from));
    for (let i = 1; i < ranges.length; i++) {
      if (minutesOfClock(ranges[i].from) < minutesOfClock(ranges[i - 1].to)) {
        throw badInput('days', 'Ranges of one day must not overlap');
      }
    }
    week.push({ weekday: day.weekday, ranges });
  }
  // A weekday left out is a day off: the stored week always names all seven.
  for (let weekday = 0; weekday < 7; weekday++) if (!seen.has(weekday)) week.push({ weekday, ranges: [] });
  return week.sort((a, b) => a.weekday - b.weekday);
}

/** True when the window (minutes of the day) lies wholly inside one of the day's ranges. */
export function withinWeek(week: WeeklyAvailability | null, date: string, window: { start: number; end: number }): boolean {
  if (!week) return true;
  const day = week.find((entry) => entry.weekday === weekdayOf(date));
  return (day?.ranges ?? []).some(
    (range) => minutesOfClock(range.from) <= window.start && window.end <= minutesOfClock(range.to),
  );
}

export const WEEKDAY_NAMES = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];
