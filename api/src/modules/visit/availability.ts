import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { periodContaining } from '../../shared/pay-period.js';
import type { Helper } from '../helper/helper.entity.js';
import type { TimeSlot } from '../service-request/service-request.enums.js';
import { visitWindow } from './job.service.js';
import { AssignmentWarningKind, type AssignmentWarning } from './job.types.js';
import { onSchedule } from './on-schedule.js';
import { VisitAssignment } from './visit-assignment.entity.js';
import { dayWords, TIME_SLOT_LABELS } from '../describe/words.js';
import { withinWeek } from '../helper/weekly-availability.js';
import { TimeOffRequest, TimeOffStatus } from '../time-off/time-off-request.entity.js';
import { timeOffCovers } from '../time-off/time-off-window.js';
import { helperName } from '../helper/helper-name.js';
import { agreedDurationMinutes } from '../pricing/pricing.js';
import type { Visit } from './visit.entity.js';

/** Where and when a visit is: what availability compares. */
export interface Placement {
  id: string;
  date: string;
  timeSlot: TimeSlot;
  startTime: string | null;
  /** How long the visit is expected to take (its request's quote); without it, its time slot's length. */
  durationMinutes?: number | null;
}

/**
 * The minutes a visit is expected to take, from the quote its request was made at (a 5-bedroom deep clean is not a
 * studio's); null when the request stored none or its request is not loaded, and the time slot's length then counts.
 */
export function estimatedMinutes(visit: Pick<Visit, 'date' | 'serviceOverride' | 'request'>): number | null {
  const request = visit.request;
  if (!request || !wrap(request).isInitialized()) return null;
  return agreedDurationMinutes(
    { service: request.service, date: request.date, quote: request.quote, continuesAnother: request.previousRequest != null },
    visit,
  );
}

/** Where and when a visit is, with its expected length: what the weekly maximum counts. */
export const placementOf = (
  visit: Pick<Visit, 'id' | 'date' | 'timeSlot' | 'startTime' | 'serviceOverride' | 'request'>,
): Placement => ({
  id: visit.id,
  date: visit.date,
  timeSlot: visit.timeSlot,
  startTime: visit.startTime,
  durationMinutes: estimatedMinutes(visit),
});

export const helperLabel = (helper: Helper) =>
  helperName({ ...helper, id: helper.id, user: helper.user && wrap(helper.user).isInitialized() ? helper.user : null });

/** Approved time off of these helpers touching the dates from..until, by helper id. */
export async function approvedTimeOff(
  em: EntityManager,
  helperIds: readonly string[],
  from: string,
  until: string,
): Promise<Map<string, TimeOffRequest[]>> {
  const byHelper = new Map<string, TimeOffRequest[]>();
  if (helperIds.length === 0) return byHelper;
  const rows = await em.find(TimeOffRequest, {
    helper: { $in: [...helperIds] },
    status: TimeOffStatus.APPROVED,
    startDate: { $lte: until },
    endDate: { $gte: from },
  });
  for (const row of rows) byHelper.set(row.helper.id, [...(byHelper.get(row.helper.id) ?? []), row]);
  return byHelper;
}

/**
 * Outside the helper's weekly availability, or inside their approved time off: the warnings the owner may override,
 * as with the weekly maximum.
 */
export function unavailableWarnings(
  helper: Helper,
  timeOff: readonly TimeOffRequest[],
  placement: Pick<Placement, 'date' | 'timeSlot' | 'startTime'>,
): AssignmentWarning[] {
  const window = visitWindow(placement);
  const when = `${dayWords(placement.date)}, ${TIME_SLOT_LABELS[placement.timeSlot]}`;
  const warnings: AssignmentWarning[] = [];
  if (timeOff.some((span) => timeOffCovers(span, placement.date, window))) {
    warnings.push({
      kind: AssignmentWarningKind.TIME_OFF,
      helperId: helper.id,
      message: `${helperLabel(helper)} has approved time off on ${when}.`,
    });
  } else if (!withinWeek(helper.weeklyAvailability, placement.date, window)) {
    warnings.push({
      kind: AssignmentWarningKind.OUTSIDE_AVAILABILITY,
      helperId: helper.id,
      message: `${helperLabel(helper)} is not available on ${when} (outside their weekly availability).`,
    });
  }
  return warnings;
}

const minutesOf = (placement: Placement) =>
  placement.durationMinutes ?? visitWindow(placement).end - visitWindow(placement).start;

/**
 * Helpers' booked visits (on the schedule) over a span of dates, read once, so that moving one visit or a thousand
 * checks each against the helpers' other visits (same-day overlap) and weekly maximum in memory. `move` keeps the
 * bookings current as a batch moves visits one after another.
 */
export class HelperAvailability {
  private constructor(
    private readonly booked: Map<string, Placement[]>,
    private readonly timeOff: Map<string, TimeOffRequest[]>,
  ) {}

  static async load(em: EntityManager, helperIds: readonly string[], from: string, until: string) {
    const booked = new Map<string, Placement[]>(helperIds.map((id) => [id, []]));
    if (helperIds.length > 0) {
      const rows = await em.find(
        VisitAssignment,
        {
          helper: { $in: [...helperIds] },
          visit: {
            $and: [{ date: { $gte: periodContaining(from, 7).start, $lte: periodContaining(until, 7).end } }, onSchedule()],
          },
        },
        // Their requests carry the quotes whose estimated minutes count toward the weekly maximum.
        { populate: ['visit.request'] },
      );
      for (const row of rows) booked.get(row.helper.id)!.push(placementOf(row.visit));
    }
    return new HelperAvailability(booked, await approvedTimeOff(em, helperIds, from, until));
  }

  /**
   * Why this helper cannot take the visit placed there (overlap, over the weekly maximum, outside their weekly
   * availability, in their time off); empty when free.
   */
  conflicts(helper: Helper, placement: Placement): AssignmentWarning[] {
    const others = (this.booked.get(helper.id) ?? []).filter((other) => other.id !== placement.id);
    const warnings: AssignmentWarning[] = unavailableWarnings(helper, this.timeOff.get(helper.id) ?? [], placement);
    const window = visitWindow(placement);
    const clash = others.find((other) => {
      if (other.date !== placement.date) return false;
      const theirs = visitWindow(other);
      return theirs.start < window.end && window.start < theirs.end;
    });
    if (clash) {
      warnings.push({
        kind: AssignmentWarningKind.OVERLAP,
        helperId: helper.id,
        message: `${helperLabel(helper)} already has a visit on ${dayWords(clash.date)}, ${TIME_SLOT_LABELS[clash.timeSlot]}.`,
      });
    }
    if (helper.maxHoursPerWeek !== null) {
      const week = periodContaining(placement.date, 7);
      const minutes =
        others
          .filter((other) => other.date >= week.start && other.date <= week.end)
          .reduce((sum, other) => sum + minutesOf(other), 0) + minutesOf(placement);
      if (minutes > helper.maxHoursPerWeek * 60) {
        warnings.push({
          kind: AssignmentWarningKind.OVER_MAX_HOURS,
          helperId: helper.id,
          message: `${helperLabel(helper)} would work ${(minutes / 60).toFixed(2)} hours in the week of ${dayWords(week.start)} (max ${helper.maxHoursPerWeek}).`,
        });
      }
    }
    return warnings;
  }

  /** Records that the helper's visit is now placed there (or, with null, no longer theirs). */
  move(helperId: string, placement: Placement, keep: boolean): void {
    const list = (this.booked.get(helperId) ?? []).filter((other) => other.id !== placement.id);
    if (keep) list.push({ ...placement });
    this.booked.set(helperId, list);
  }
}
