import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../theme/contrast';
import { parseStartTime, slotPlacement } from '../../../lib/visits';
import {
  dropTarget,
  eventTitle,
  shortTitle,
  helperNames,
  initialsOf,
  isOffSchedule,
  SERVICE_COLORS,
  timeRange,
  toCalendarEvent,
  visibleWindow,
  visitTimes,
} from './calendarEvents';

const at = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes()];

describe('slot placement (spec §9)', () => {
  it('puts morning at 8 for 4 h, afternoon at 13 for 3 h, evening at 17 for 2 h, flexible at 10 for 2 h', () => {
    expect(slotPlacement('MORNING')).toEqual({ hour: 8, minute: 0, minutes: 240 });
    expect(slotPlacement('AFTERNOON')).toEqual({ hour: 12, minute: 0, minutes: 240 });
    expect(slotPlacement('EVENING')).toEqual({ hour: 17, minute: 0, minutes: 120 });
    expect(slotPlacement('FLEXIBLE')).toEqual({ hour: 10, minute: 0, minutes: 120 });
  });

  it('uses an agreed start time when it parses, with the slot length', () => {
    expect(slotPlacement('AFTERNOON', '14:30')).toEqual({ hour: 14, minute: 30, minutes: 240 });
    expect(slotPlacement('MORNING', '09:15:00')).toEqual({ hour: 9, minute: 15, minutes: 240 });
  });

  it.each(['', 'noon', '25:00', '9.30', '12:60', null, undefined])('falls back to the slot for %j', (startTime) => {
    expect(parseStartTime(startTime)).toBeNull();
    expect(slotPlacement('EVENING', startTime)).toEqual({ hour: 17, minute: 0, minutes: 120 });
  });

  it('places a visit on its own calendar day, never shifted through UTC', () => {
    const { start, end } = visitTimes('2031-03-04', 'MORNING');
    expect(at(start)).toEqual([2031, 3, 4, 8, 0]);
    expect(at(end)).toEqual([2031, 3, 4, 12, 0]);
    expect(at(visitTimes('2031-01-01', 'AFTERNOON').end)).toEqual([2031, 1, 1, 16, 0]);
  });

  it('keeps the wall-clock times on a daylight-saving day', () => {
    // 2031-03-09 is the spring-forward Sunday in the US.
    const { start, end } = visitTimes('2031-03-09', 'MORNING');
    expect(at(start)).toEqual([2031, 3, 9, 8, 0]);
    expect(at(end)).toEqual([2031, 3, 9, 12, 0]);
  });

  it('cuts a late start at the end of its day', () => {
    const { end } = visitTimes('2031-03-04', 'EVENING', '23:00');
    expect(at(end)).toEqual([2031, 3, 4, 23, 59]);
  });

  it('titles an event with the client name and service', () => {
    const event = toCalendarEvent({
      id: 'v1',
      date: '2031-03-04',
      timeSlot: 'FLEXIBLE',
      startTime: null,
      service: 'POST_CONSTRUCTION',
      clientName: 'Robert Chen',
    });
    expect(event.title).toBe('Robert Chen · Post-Construction Cleaning');
    expect(at(event.start)).toEqual([2031, 3, 4, 10, 0]);
    expect(eventTitle({ clientName: '', service: 'STANDARD' })).toBe('Unknown Client · Standard Cleaning');
  });

  it('shortens a title to the first name for a phone month cell, whole words only', () => {
    expect(shortTitle({ clientName: 'Robert Chen' })).toBe('Robert');
    expect(shortTitle({ clientName: '  Anne-Marie  de la Cruz' })).toBe('Anne-Marie');
    expect(shortTitle({ clientName: '' })).toBe('Unknown');
  });
});

describe('visibleWindow (weeks start on Sunday)', () => {
  const day = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12);

  it('covers whole weeks around the month', () => {
    // March 2031 starts on a Saturday and ends on a Monday.
    expect(visibleWindow('month', day(2031, 3, 12))).toEqual({ from: '2031-02-23', to: '2031-04-05' });
    // February 2026 starts on a Sunday and ends on a Saturday: exactly four weeks.
    expect(visibleWindow('month', day(2026, 2, 1))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('fits the API limit of 62 days', () => {
    for (let month = 1; month <= 12; month++) {
      const { from, to } = visibleWindow('month', day(2031, month, 15));
      const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
      expect(days).toBeLessThanOrEqual(62);
    }
  });

  it('covers Sunday to Saturday for a week, one day for a day, and seven days from the date for the list', () => {
    expect(visibleWindow('week', day(2031, 3, 12))).toEqual({ from: '2031-03-09', to: '2031-03-15' });
    expect(visibleWindow('week', day(2031, 3, 9))).toEqual({ from: '2031-03-09', to: '2031-03-15' });
    expect(visibleWindow('week', day(2031, 1, 1))).toEqual({ from: '2030-12-29', to: '2031-01-04' });
    expect(visibleWindow('day', day(2031, 3, 12))).toEqual({ from: '2031-03-12', to: '2031-03-12' });
    // The list: a week from the day shown, whatever weekday it is, across a month's end.
    expect(visibleWindow('agenda', day(2031, 3, 12))).toEqual({ from: '2031-03-12', to: '2031-03-18' });
    expect(visibleWindow('agenda', day(2031, 3, 28))).toEqual({ from: '2031-03-28', to: '2031-04-03' });
  });
});

describe('service colours', () => {
  it.each(['light', 'dark'] as const)('keep event text at 4.5:1 or more in %s mode', (mode) => {
    for (const [service, { background, text }] of Object.entries(SERVICE_COLORS[mode])) {
      expect(contrastRatio(text, background), service).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('give each service its own colour', () => {
    for (const mode of ['light', 'dark'] as const) {
      const backgrounds = Object.values(SERVICE_COLORS[mode]).map(({ background }) => background);
      expect(new Set(backgrounds).size).toBe(backgrounds.length);
    }
  });
});

describe('who goes where, and event times', () => {
  it('shows helpers by initials, and a helper without an account as "?"', () => {
    expect(initialsOf('Maria Rodriguez')).toBe('MR');
    expect(initialsOf('Carlos de la Cruz')).toBe('CC');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf(null)).toBe('?');
    expect(
      helperNames({
        helpers: [
          { id: 'h1', user: { name: 'Maria Rodriguez' } },
          { id: 'h2', user: null },
        ],
      }),
    ).toEqual(['Maria Rodriguez', 'A helper without an account']);
  });

  it('writes a slot short enough for a week column, never cut mid-word', () => {
    const at = (hour: number, minute = 0) => new Date(2031, 0, 1, hour, minute);
    expect(timeRange(at(8), at(12))).toBe('8 AM–12 PM');
    expect(timeRange(at(12), at(16))).toBe('12–4 PM');
    expect(timeRange(at(17, 30), at(19, 30))).toBe('5:30–7:30 PM');
  });

  it('marks canceled and skipped visits as off the schedule', () => {
    expect(isOffSchedule({ status: 'CANCELED' })).toBe(true);
    expect(isOffSchedule({ status: 'SKIPPED' })).toBe(true);
    expect(isOffSchedule({ status: 'SCHEDULED' })).toBe(false);
  });
});

describe('dropTarget (a visit dragged in week or day view)', () => {
  const drop = (hour: number, minute = 0) => dropTarget(new Date(2031, 2, 12, hour, minute));

  it('keeps the calendar day of the drop and picks the slot holding the drop time', () => {
    expect(drop(9, 30)).toEqual({ date: '2031-03-12', timeSlot: 'MORNING' });
    expect(drop(12)).toEqual({ date: '2031-03-12', timeSlot: 'AFTERNOON' });
    expect(drop(15, 59)).toEqual({ date: '2031-03-12', timeSlot: 'AFTERNOON' });
    expect(drop(16)).toEqual({ date: '2031-03-12', timeSlot: 'EVENING' });
  });

  it('picks the nearest slot for a drop outside them all', () => {
    expect(drop(0)).toEqual({ date: '2031-03-12', timeSlot: 'MORNING' });
    expect(drop(7)).toEqual({ date: '2031-03-12', timeSlot: 'MORNING' });
    expect(drop(19)).toEqual({ date: '2031-03-12', timeSlot: 'EVENING' });
    expect(drop(23)).toEqual({ date: '2031-03-12', timeSlot: 'EVENING' });
  });
});
