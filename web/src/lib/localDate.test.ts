import { describe, expect, it } from 'vitest';
import { businessToday, formatLocalDate, parseLocalDate, toLocalDate } from './businessTime';

describe('local dates', () => {
  it("takes today's date in America/New_York, not UTC", () => {
    // 02:30 UTC on March 5 is still March 4 in Naples (EST, UTC-5).
    expect(businessToday(new Date('2031-03-05T02:30:00Z'))).toBe('2031-03-04');
    expect(businessToday(new Date('2031-03-05T05:30:00Z'))).toBe('2031-03-05');
  });

  it('reads YYYY-MM-DD as that calendar day at local midnight', () => {
    const date = parseLocalDate('2031-03-04');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2031, 2, 4, 0]);
    expect(toLocalDate(date)).toBe('2031-03-04');
    expect(formatLocalDate('2031-03-04')).toBe('Tue, Mar 4, 2031');
    expect(() => parseLocalDate('2031-02-30')).toThrow();
    expect(() => parseLocalDate('March 4')).toThrow();
  });
});
