import { describe, expect, it } from 'vitest';
import { addMonths, businessToday, isCalendarDate, monthRange } from './calendar-date.js';

describe('calendar dates', () => {
  it('reads today in America/New_York, not UTC', () => {
    // 02:30 UTC on Nov 23 is still the evening of Nov 22 in Naples, FL.
    expect(businessToday(new Date('2026-11-23T02:30:00Z'))).toBe('2026-11-22');
    expect(businessToday(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    expect(businessToday(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });

  it('accepts only real dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('11/22/2026')).toBe(false);
  });

  it('clamps month arithmetic and finds month bounds', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(monthRange('2026-02-14')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
  });
});
