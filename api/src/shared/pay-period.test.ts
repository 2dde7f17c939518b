import { describe, expect, it } from 'vitest';
import { minutesBetween, payoutCents, periodContaining, periodInstants, startOfBusinessDay } from './pay-period.js';

describe('pay periods', () => {
  it('runs Sunday to Saturday by default', () => {
    expect(periodContaining('2026-11-22', 7)).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(periodContaining('2026-11-28', 7)).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(periodContaining('2026-11-29', 7)).toEqual({ start: '2026-11-29', end: '2026-12-05' });
  });

  it('supports two-week periods starting on Sundays, before the anchor too', () => {
    const period = periodContaining('2026-11-25', 14);
    expect(new Date(`${period.start}T12:00:00Z`).getUTCDay()).toBe(0);
    expect(period.end).toBe(new Date(Date.parse(`${period.start}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10));
    expect(periodContaining('2025-12-31', 7)).toEqual({ start: '2025-12-28', end: '2026-01-03' });
  });

  it('measures a period across the November DST change as 7 days plus one hour', () => {
    // Clocks fall back on Sunday 1 November 2026.
    const { from, until } = periodInstants(periodContaining('2026-11-03', 7));
    expect(from.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(until.toISOString()).toBe('2026-11-08T05:00:00.000Z');
    expect(minutesBetween(from, until)).toBe(7 * 24 * 60 + 60);
    expect(startOfBusinessDay('2026-07-04').toISOString()).toBe('2026-07-04T04:00:00.000Z');
  });

  it('pays 32 hours at $25 with a $75 bonus as $875', () => {
    expect(payoutCents(32 * 60, 2_500, 7_500)).toBe(87_500);
    expect(payoutCents(61, 2_500, 0)).toBe(2_542);
  });
});
