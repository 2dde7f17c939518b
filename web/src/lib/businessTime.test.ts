import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  businessToday,
  daysBetween,
  formatClockTime,
  formatDayRange,
  formatElapsed,
  formatHours,
  fromBusinessWallTime,
  toBusinessWallTime,
  weekStart,
} from './businessTime';

describe('business calendar days', () => {
  it('is the day in Naples, not in UTC', () => {
    expect(businessToday(new Date('2026-11-23T03:30:00Z'))).toBe('2026-11-22'); // 10:30 PM the day before
    expect(businessToday(new Date('2026-11-23T05:30:00Z'))).toBe('2026-11-23');
  });

  it('adds days across months, years and the clock changes', () => {
    expect(addDays('2026-11-28', 7)).toBe('2026-12-05');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
  });

  it("adds months as the API does, clamping to the month's last day", () => {
    expect(addMonths('2026-11-24', 24)).toBe('2028-11-24');
    expect(addMonths('2028-02-29', 24)).toBe('2030-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', -12)).toBe('2025-12-15');
  });

  it('starts weeks on Sunday', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-22');
    expect(weekStart('2026-11-28')).toBe('2026-11-22');
    expect(weekStart('2026-12-02')).toBe('2026-11-29');
  });

  it('writes ranges compactly', () => {
    expect(formatDayRange('2026-11-15', '2026-11-21')).toBe('Nov 15 – 21, 2026');
    expect(formatDayRange('2026-11-29', '2026-12-05')).toBe('Nov 29 – Dec 5, 2026');
    expect(formatDayRange('2026-12-27', '2027-01-02')).toBe('Dec 27, 2026 – Jan 2, 2027');
  });
});

describe('business clock times', () => {
  it('shows instants on the Naples clock, summer and winter', () => {
    expect(formatClockTime('2026-07-01T12:05:00Z')).toBe('8:05 AM');
    expect(formatClockTime('2026-12-01T13:05:00Z')).toBe('8:05 AM');
  });

  it('reads a Naples wall time back into the same instant', () => {
    for (const instant of ['2026-07-01T12:05:00.000Z', '2026-12-01T13:05:00.000Z', '2026-11-01T05:30:00.000Z']) {
      expect(fromBusinessWallTime(toBusinessWallTime(instant))!.toISOString()).toBe(instant);
    }
    expect(toBusinessWallTime('2026-12-01T13:05:00Z')).toBe('2026-12-01T08:05');
    // 1:30 AM on the day the clocks go back happens twice: the first (summer time) one.
    expect(fromBusinessWallTime('2026-11-01T01:30')!.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // 2:30 AM on the day the clocks go forward never happens: read on the winter clock.
    expect(fromBusinessWallTime('2026-03-08T02:30')!.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(fromBusinessWallTime('2026-02-30T08:00')).toBeNull();
    expect(fromBusinessWallTime('')).toBeNull();
  });

  it('shows hours to two decimals and elapsed time as H:MM:SS', () => {
    expect(formatHours(1920)).toBe('32.00');
    expect(formatHours(95)).toBe('1.58');
    expect(formatElapsed((3600 + 2 * 60 + 3) * 1000)).toBe('1:02:03');
    expect(formatElapsed(-5)).toBe('0:00:00');
    expect(formatElapsed(26 * 3600 * 1000)).toBe('26:00:00');
  });
});
