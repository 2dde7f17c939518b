import { minutesOfClock } from '../helper/weekly-availability.js';
import type { TimeOffRequest } from './time-off-request.entity.js';

type Span = Pick<TimeOffRequest, 'startDate' | 'endDate' | 'startTime' | 'endTime'>;

/**
 * Whether time off covers a visit's window on a date: any day from its start to its end, the whole day or (part of a
 * day) the hours it names on each of those days, overlapping the visit's hours at all.
 */
export function timeOffCovers(span: Span, date: string, window: { start: number; end: number }): boolean {
  if (date < span.startDate || date > span.endDate) return false;
  if (!span.startTime || !span.endTime) return true;
  return minutesOfClock(span.startTime) < window.end && window.start < minutesOfClock(span.endTime);
}
