import { describe, expect, it } from 'vitest';
import { Recurrence } from '../service-request/service-request.enums.js';
import { buildRule, endRule, excludeDates } from '../visit/recurrence.js';
import { customDaysWords, dayWords, enumWords, instantWords, moneyWords, recurrenceWords, scheduleWords } from './words.js';

const none = { sunday: false, monday: false, tuesday: false, wednesday: false, thursday: false, friday: false, saturday: false };

describe('the words of dates, money and enums', () => {
  it('says a calendar date and an instant as the screens do, in Naples time', () => {
    expect(dayWords('2026-12-09')).toBe('Wed, Dec 9');
    // 19:30 UTC is 2:30 PM in December (EST) and the day before's evening near midnight.
    expect(instantWords('2026-12-09T19:30:00.000Z')).toBe('Wed, Dec 9, 2:30 PM');
    expect(instantWords('2026-12-10T03:00:00.000Z')).toBe('Wed, Dec 9, 10:00 PM');
  });

  it('says cents as dollars and enum values as words', () => {
    expect(moneyWords(125000)).toBe('$1,250.00');
    expect(enumWords('in_progress')).toBe('In progress');
    expect(enumWords('end-plan')).toBe('End plan');
    expect(customDaysWords({ ...none, monday: true, friday: true })).toBe('Mon, Fri');
  });
});

describe('a series in words', () => {
  const rule = (start: string, recurring: Recurrence, customDays = null as typeof none | null) =>
    buildRule({ start, recurring, customDays })!;

  it('never shows the rule itself', () => {
    expect(recurrenceWords(rule('2026-12-09', Recurrence.ONETIME))).toBe('once, on Wed, Dec 9');
    expect(recurrenceWords(rule('2026-12-07', Recurrence.WEEKLY))).toBe('every week on Mondays, from Mon, Dec 7');
    expect(recurrenceWords(rule('2026-12-08', Recurrence.BIWEEKLY))).toBe('every 2 weeks on Tuesdays, from Tue, Dec 8');
    expect(recurrenceWords(rule('2026-12-09', Recurrence.MONTHLY))).toBe('every month on the 9th, from Wed, Dec 9');
    expect(recurrenceWords(rule('2026-12-31', Recurrence.MONTHLY))).toBe(
      "every month on the 31st (or the month's last day), from Thu, Dec 31",
    );
    const custom = rule('2026-12-07', Recurrence.CUSTOM, { ...none, monday: true, wednesday: true, friday: true });
    expect(recurrenceWords(custom)).toBe('every week on Mondays, Wednesdays and Fridays, from Mon, Dec 7');
  });

  it('says where a series ends and which dates it skips', () => {
    const weekly = rule('2026-12-07', Recurrence.WEEKLY);
    const ended = excludeDates(endRule(weekly, '2027-02-01'), ['2026-12-21', '2026-12-28']);
    expect(recurrenceWords(ended)).toBe(
      'every week on Mondays, from Mon, Dec 7 until Mon, Feb 1, except Mon, Dec 21 and Mon, Dec 28',
    );
    const many = excludeDates(weekly, ['2026-12-14', '2026-12-21', '2026-12-28', '2027-01-04', '2027-01-11']);
    expect(recurrenceWords(many)).toBe(
      'every week on Mondays, from Mon, Dec 7, except Mon, Dec 14, Mon, Dec 21, Mon, Dec 28 and 2 more',
    );
  });

  it('says text that is no rule plainly', () => {
    expect(recurrenceWords('not a rule')).toBe('a custom schedule');
  });

  it("says a new request's schedule without repeating its date", () => {
    expect(scheduleWords({ start: '2026-12-07', recurring: Recurrence.WEEKLY, customDays: null })).toBe('every week on Mondays');
    expect(scheduleWords({ start: '2026-12-07', recurring: Recurrence.ONETIME, customDays: null })).toBe('One-time');
  });
});
