import { describe, expect, it } from 'vitest';
import { weekdayOf } from '../../shared/calendar-date.js';
import { type CustomDays, Recurrence } from '../service-request/service-request.enums.js';
import { customDays } from '../../../test/factories.js';
import { buildRule, endRule, excludeDates, occurrences, ruleEnd, ruleOccurrences } from './recurrence.js';

const noDays: CustomDays = customDays();

describe('occurrences', () => {
  it('gives a one-time request its single date, only inside the window', () => {
    const schedule = { start: '2026-11-20', recurring: Recurrence.ONETIME, customDays: null };
    expect(occurrences(schedule, '2026-11-01', '2026-11-30')).toEqual(['2026-11-20']);
    expect(occurrences(schedule, '2026-11-21', '2026-11-30')).toEqual([]);
  });

  it('repeats weekly on the same weekday across the November DST change', () => {
    // Sunday 2026-11-01 is when clocks fall back in America/New_York.
    const dates = occurrences(
      { start: '2026-10-21', recurring: Recurrence.WEEKLY, customDays: null },
      '2026-10-21',
      '2026-11-18',
    );
    expect(dates).toEqual(['2026-10-21', '2026-10-28', '2026-11-04', '2026-11-11', '2026-11-18']);
    expect(new Set(dates.map(weekdayOf))).toEqual(new Set([3]));
  });

  it('repeats weekly across the March DST change too, and starts mid-series from the window', () => {
    const dates = occurrences(
      { start: '2027-02-26', recurring: Recurrence.WEEKLY, customDays: null },
      '2027-03-10',
      '2027-03-20',
    );
    expect(dates).toEqual(['2027-03-12', '2027-03-19']);
  });

  it('repeats bi-weekly every 14 days', () => {
    expect(
      occurrences({ start: '2026-11-02', recurring: Recurrence.BIWEEKLY, customDays: null }, '2026-11-03', '2026-12-31'),
    ).toEqual(['2026-11-16', '2026-11-30', '2026-12-14', '2026-12-28']);
  });

  it('repeats monthly on the 31st, clamped to short months without drifting', () => {
    expect(
      occurrences({ start: '2027-01-31', recurring: Recurrence.MONTHLY, customDays: null }, '2027-01-01', '2027-05-31'),
    ).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
    expect(
      occurrences({ start: '2028-01-31', recurring: Recurrence.MONTHLY, customDays: null }, '2028-02-01', '2028-02-29'),
    ).toEqual(['2028-02-29']);
  });

  it('repeats on the chosen weekdays for a custom schedule, from the start date on', () => {
    const customDays = { ...noDays, tuesday: true, friday: true };
    expect(occurrences({ start: '2026-11-05', recurring: Recurrence.CUSTOM, customDays }, '2026-11-01', '2026-11-20')).toEqual([
      '2026-11-06',
      '2026-11-10',
      '2026-11-13',
      '2026-11-17',
      '2026-11-20',
    ]);
  });

  it('yields nothing for a custom schedule without days, or a window before the start', () => {
    expect(
      occurrences({ start: '2026-11-05', recurring: Recurrence.CUSTOM, customDays: noDays }, '2026-11-01', '2026-12-01'),
    ).toEqual([]);
    expect(
      occurrences({ start: '2026-11-05', recurring: Recurrence.WEEKLY, customDays: null }, '2026-10-01', '2026-11-04'),
    ).toEqual([]);
  });
});

describe('a series rule with an end and exceptions', () => {
  const weekly = buildRule({ start: '2026-11-24', recurring: Recurrence.WEEKLY, customDays: null })!;

  it('is RFC 5545 text that ends on a date (UNTIL) and keeps the dates before it', () => {
    expect(weekly).toContain('RRULE:FREQ=WEEKLY');
    const ended = endRule(weekly, '2026-12-10');
    expect(ended).toContain('UNTIL=20261210');
    expect(ruleOccurrences(ended, '2026-11-01', '2027-01-31')).toEqual(['2026-11-24', '2026-12-01', '2026-12-08']);
    expect(ruleEnd(ended)).toBe('2026-12-10');
    expect(ruleEnd(weekly)).toBeNull();
    // An earlier end wins over a later one.
    expect(ruleEnd(endRule(ended, '2027-01-31'))).toBe('2026-12-10');
  });

  it('leaves out excluded dates (a pause), once each, and keeps them through a later end', () => {
    const paused = excludeDates(weekly, ['2026-12-01', '2026-12-08', '2026-12-08']);
    expect(paused.match(/EXDATE/g)?.length).toBeGreaterThan(0);
    expect(ruleOccurrences(paused, '2026-11-24', '2026-12-22')).toEqual(['2026-11-24', '2026-12-15', '2026-12-22']);
    expect(ruleOccurrences(endRule(paused, '2026-12-15'), '2026-11-24', '2026-12-31')).toEqual(['2026-11-24', '2026-12-15']);
  });

  it('gives a one-time request a rule of one date and a custom schedule without days none', () => {
    const once = buildRule({ start: '2026-11-20', recurring: Recurrence.ONETIME, customDays: null });
    expect(ruleOccurrences(once, '2026-01-01', '2027-12-31')).toEqual(['2026-11-20']);
    expect(ruleEnd(once!)).toBe('2026-11-20');
    expect(buildRule({ start: '2026-11-20', recurring: Recurrence.CUSTOM, customDays: noDays })).toBeNull();
  });
});
