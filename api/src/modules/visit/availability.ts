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
import { helperName } from '../helper/helper-name.js';

/** Where and when a visit is: what availability compares. */
export interface Placement {
  id: string;
  date: string;
  timeSlot: TimeSlot;
  startTime: string | null;
}

export const helperLabel = (helper: Helper) =>
  helperName({ ...helper, id: helper.id, user: helper.user && wrap(helper.user).isInitialized() ? helper.user : null });

const minutesOf = (placement: Placement) => visitWindow(placement).end - visitWindow(placement).start;

/**
 * Helpers' booked visits (on the schedule) over a span of dates, read once, so that moving one visit or a thousand
 * checks each against the helpers' other visits (same-day overlap) and weekly maximum in memory. `move` keeps the
 * bookings current as a batch moves visits one after another.
 */
export class HelperAvailability {
  private constructor(private readonly booked: Map<string, Placement[]>) {}

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
        { populate: ['visit'] },
      );
      for (const row of rows) {
        const { id, date, timeSlot, startTime } = row.visit;
        booked.get(row.helper.id)!.push({ id, date, timeSlot, startTime });
      }
    }
    return new HelperAvailability(booked);
  }

  /** Why this helper cannot take the visit placed there (overlap, over the weekly maximum); empty when free. */
  conflicts(helper: Helper, placement: Placement): AssignmentWarning[] {
    const others = (this.booked.get(helper.id) ?? []).filter((other) => other.id !== placement.id);
    const warnings: AssignmentWarning[] = [];
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
