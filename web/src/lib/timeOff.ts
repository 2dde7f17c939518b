import type { TimeOffStatus } from '../gql/graphql';
import type { BadgeTone } from '../ui/Badge';
import { formatDay, formatDayRange } from './businessTime';

/** A time off request's days (and hours, for part of a day) as the screens write them. */
export function timeOffWhen(request: {
  startDate: string;
  endDate: string;
  startTime?: string | null;
  endTime?: string | null;
}): string {
  const days =
    request.startDate === request.endDate
      ? formatDay(request.startDate, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })
      : formatDayRange(request.startDate, request.endDate);
  return request.startTime && request.endTime ? `${days}, ${request.startTime}–${request.endTime}` : days;
}

export const TIME_OFF_STATUS: Record<TimeOffStatus, { label: string; tone: BadgeTone }> = {
  PENDING: { label: 'Pending', tone: 'warning' },
  APPROVED: { label: 'Approved', tone: 'success' },
  DECLINED: { label: 'Declined', tone: 'danger' },
  CANCELED: { label: 'Cancelled', tone: 'neutral' },
};
