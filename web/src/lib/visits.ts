import { graphql } from '../gql';
import type { TimeSlot } from '../gql/graphql';
import { TIME_SLOT_LABELS } from './serviceLabels';

/** Where a visit happens and when in its day: maps links, agreed start times and the slots' places in a day. */

/**
 * What a visit's heading line reads (its day, whenLabel, status, service and client), in the helper's job cards, the
 * dashboard's 'Needs helpers' and the Assign helpers dialog. Spread it unmasked: `...VisitHeadline_visit @unmask`.
 */
export const VisitHeadline_visit = graphql(`
  fragment VisitHeadline_visit on Visit {
    date
    timeSlot
    startTime
    status
    service
    clientName
  }
`);

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

export interface SlotPlacement {
  hour: number;
  minute: number;
  /** How long the visit is drawn, in minutes. */
  minutes: number;
}

/**
 * Where a time slot sits in the week and day grids (spec §9: 8 for morning, 17 for evening and 10 otherwise), with
 * the slot's length: morning 8-12, afternoon 12-4 as its label says (issue 13: it was drawn from 1 PM), evening
 * 17-19, flexible 10-12.
 */
export const SLOT_PLACEMENT: Record<TimeSlot, SlotPlacement> = {
  MORNING: { hour: 8, minute: 0, minutes: 240 },
  AFTERNOON: { hour: 12, minute: 0, minutes: 240 },
  EVENING: { hour: 17, minute: 0, minutes: 120 },
  FLEXIBLE: { hour: 10, minute: 0, minutes: 120 },
};

/** 'HH:MM' (or 'HH:MM:SS') from 00:00 to 23:59; anything else is unparseable (null). */
export function parseStartTime(value: string | null | undefined): { hour: number; minute: number } | null {
  const match = value ? /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(value.trim()) : null;
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

/** A visit's placement: its agreed start time when it has one, else its slot's; always the slot's length. */
export function slotPlacement(timeSlot: TimeSlot, startTime?: string | null): SlotPlacement {
  const slot = SLOT_PLACEMENT[timeSlot] ?? SLOT_PLACEMENT.FLEXIBLE;
  const start = parseStartTime(startTime);
  return start ? { ...start, minutes: slot.minutes } : slot;
}
