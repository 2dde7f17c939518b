import type { TimeSlot } from '../../gql/graphql';
import { TIME_SLOT_LABELS } from '../requests/serviceLabels';

/** A link that opens the address in the phone's maps app (Google Maps' universal search URL). */
export const mapsUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;

/** The same maps search for a recorded position (a clock punch), to five decimals (about a metre). */
export const coordinatesMapUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/search/?api=1&query=${latitude.toFixed(5)},${longitude.toFixed(5)}`;

/** '09:30' → '9:30 AM'; anything unreadable is shown as written. */
export function formatStartTime(startTime: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(startTime.trim());
  if (!match) return startTime;
  const hour = Number(match[1]);
  if (hour > 23) return startTime;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Spec §9 slot labels ('Morning 8AM-12PM'), or the agreed start time when there is one. */
export function whenLabel(visit: { timeSlot: TimeSlot; startTime?: string | null }): string {
  return visit.startTime ? `Starts ${formatStartTime(visit.startTime)}` : TIME_SLOT_LABELS[visit.timeSlot];
}
