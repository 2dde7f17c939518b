import {
  addDays,
  addMinutes,
  endOfDay,
  format,
  endOfMonth,
  endOfWeek,
  min as earliest,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { ServiceType, TimeSlot } from '../../../gql/graphql';
import { parseLocalDate, toLocalDate } from '../../../lib/businessTime';
import { SERVICE_NAMES } from '../../../lib/serviceLabels';
import { slotPlacement } from '../../../lib/visits';
import type { ThemeMode } from '../../../theme/tokens';

export type CalendarView = 'month' | 'week' | 'day' | 'agenda';

/**
 * The list (agenda) view's length: a week of days from the date shown, and Back and Next move by a week. A phone's
 * default view (its week grid cannot show names at 375 px).
 */
export const AGENDA_DAYS = 7;

/** Spec §9: weeks start on Sunday. */
export const WEEK_STARTS_ON = 0 as const;

/**
 * Start and end as local Dates on the visit's own calendar day (never through UTC). A late start is cut at the
 * end of the day rather than spilling into the next.
 */
export function visitTimes(date: string, timeSlot: TimeSlot, startTime?: string | null): { start: Date; end: Date } {
  const day = parseLocalDate(date);
  const { hour, minute, minutes } = slotPlacement(timeSlot, startTime);
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute);
  const end = earliest([addMinutes(start, minutes), endOfDay(day)]);
  return { start, end };
}

/** The days a view shows around `date`, as the API's from/to (inclusive): month grids are whole weeks. */
export function visibleWindow(view: CalendarView, date: Date): { from: string; to: string } {
  switch (view) {
    case 'month':
      return {
        from: toLocalDate(startOfWeek(startOfMonth(date), { weekStartsOn: WEEK_STARTS_ON })),
        to: toLocalDate(endOfWeek(endOfMonth(date), { weekStartsOn: WEEK_STARTS_ON })),
      };
    case 'week':
      return {
        from: toLocalDate(startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON })),
        to: toLocalDate(endOfWeek(date, { weekStartsOn: WEEK_STARTS_ON })),
      };
    case 'agenda':
      return { from: toLocalDate(date), to: toLocalDate(addDays(date, AGENDA_DAYS - 1)) };
    default:
      return { from: toLocalDate(date), to: toLocalDate(date) };
  }
}

export interface VisitLike {
  id: string;
  date: string;
  status?: string;
  helpers?: readonly { id: string; name?: string | null; user?: { name: string } | null }[] | null;
  timeSlot: TimeSlot;
  startTime?: string | null;
  service: ServiceType;
  clientName: string;
}

export interface CalendarEvent<V extends VisitLike = VisitLike> {
  id: string;
  title: string;
  start: Date;
  end: Date;
  visit: V;
}

/** "Jennifer Thompson · Deep Cleaning" */
export function eventTitle(visit: Pick<VisitLike, 'clientName' | 'service'>): string {
  return `${visit.clientName || 'Unknown Client'} · ${SERVICE_NAMES[visit.service] ?? visit.service}`;
}

/** What a phone's month cell (about 50 px) shows of a visit: the client's first name, cut with an ellipsis if need be. */
export function shortTitle(visit: Pick<VisitLike, 'clientName'>): string {
  return (visit.clientName || 'Unknown Client').trim().split(/\s+/)[0]!;
}

export function toCalendarEvent<V extends VisitLike>(visit: V): CalendarEvent<V> {
  return { id: visit.id, title: eventTitle(visit), ...visitTimes(visit.date, visit.timeSlot, visit.startTime), visit };
}

/** Event colours by service: white on a deep colour in light mode, near-black on a pastel in dark, each ≥ 4.5:1. */
export const SERVICE_COLORS: Record<ThemeMode, Record<ServiceType, { background: string; text: string }>> = {
  light: {
    STANDARD: { background: '#0b6e99', text: '#ffffff' },
    DEEP: { background: '#6b46c1', text: '#ffffff' },
    MOVEOUT: { background: '#b83280', text: '#ffffff' },
    MOVEIN: { background: '#276749', text: '#ffffff' },
    POST_CONSTRUCTION: { background: '#9c4221', text: '#ffffff' },
    COMMERCIAL: { background: '#2d3748', text: '#ffffff' },
  },
  dark: {
    STANDARD: { background: '#7dd3fc', text: '#0f141a' },
    DEEP: { background: '#c4b5fd', text: '#0f141a' },
    MOVEOUT: { background: '#f9a8d4', text: '#0f141a' },
    MOVEIN: { background: '#86efac', text: '#0f141a' },
    POST_CONSTRUCTION: { background: '#fdba74', text: '#0f141a' },
    COMMERCIAL: { background: '#cbd5e1', text: '#0f141a' },
  },
};

/** "Maria Rodriguez" → "MR"; a helper without an account shows "?". */
export function initialsOf(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  return (parts[0]![0]! + (parts.length > 1 ? parts.at(-1)![0]! : '')).toUpperCase();
}

/** The helpers' names, as the details and screen readers give them. */
export function helperNames(visit: Pick<VisitLike, 'helpers'>): string[] {
  return (visit.helpers ?? []).map((helper) => helper.name?.trim() || helper.user?.name || 'A helper without an account');
}

/** Canceled and skipped visits stay on the calendar, struck through. */
export const isOffSchedule = (visit: Pick<VisitLike, 'status'>) => visit.status === 'CANCELED' || visit.status === 'SKIPPED';

/** "8 AM–12 PM", "12–4 PM", "5:30–7:30 PM": short enough for a week column, never cut mid-word. */
export function timeRange(start: Date, end: Date): string {
  const clock = (date: Date) => (date.getMinutes() ? format(date, 'h:mm') : format(date, 'h'));
  return format(start, 'a') === format(end, 'a')
    ? `${clock(start)}–${clock(end)} ${format(end, 'a')}`
    : `${clock(start)} ${format(start, 'a')}–${clock(end)} ${format(end, 'a')}`;
}

/** The spec's fixed slots (§9 labels: "Morning 8AM-12PM", "Afternoon 12PM-4PM", "Evening 4PM-7PM"), in hours. */
const DROP_SLOTS: readonly { slot: TimeSlot; from: number; to: number }[] = [
  { slot: 'MORNING', from: 8, to: 12 },
  { slot: 'AFTERNOON', from: 12, to: 16 },
  { slot: 'EVENING', from: 16, to: 19 },
];

/**
 * Where a visit dragged to `start` goes: that calendar day, in the slot holding the drop time, or the nearest slot
 * when the drop is outside them all (the earlier one on a tie). Flexible is never picked: it names no time.
 */
export function dropTarget(start: Date): { date: string; timeSlot: TimeSlot } {
  const hour = start.getHours() + start.getMinutes() / 60;
  const holding = DROP_SLOTS.find(({ from, to }) => from <= hour && hour < to);
  const distance = ({ from, to }: { from: number; to: number }) => (hour < from ? from - hour : hour - to);
  const nearest = DROP_SLOTS.reduce((best, candidate) => (distance(candidate) < distance(best) ? candidate : best));
  return { date: toLocalDate(start), timeSlot: (holding ?? nearest).slot };
}
