import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, businessToday, daysBetween, isCalendarDate } from '../../shared/calendar-date.js';
import { badInput, conflict, notFound } from '../../shared/errors.js';
import { isDatabaseId } from '../../shared/ids.js';
import { periodContaining } from '../../shared/pay-period.js';
import type { Viewer } from '../../shared/policy.js';
import { Helper } from '../helper/helper.entity.js';
import type { NotificationService } from '../notification/notification.service.js';
import { AssignmentScope, type AssignmentWarning, AssignmentWarningKind } from './job.types.js';
import { VisitAssignment } from './visit-assignment.entity.js';
import { Visit } from './visit.entity.js';
import { SLOT_WINDOWS, VisitStatus } from './visit.enums.js';
import { LIVE_REQUESTS, onSchedule } from './on-schedule.js';
import { recordHelperChanges, recordStatusChange } from './visit-history.js';
import { visitPolicy } from './visit.policy.js';
import { dayWords, TIME_SLOT_LABELS } from '../describe/words.js';

/** A visit's working window in minutes after midnight: its start time when set, else its slot (spec §9). */
export function visitWindow(visit: Pick<Visit, 'timeSlot' | 'startTime'>): { start: number; end: number } {
  const slot = SLOT_WINDOWS[visit.timeSlot];
  const match = visit.startTime ? /^(\d{2}):(\d{2})$/.exec(visit.startTime) : null;
  const start = match ? Number(match[1]) * 60 + Number(match[2]) : slot.startHour * 60;
  return { start, end: start + slot.hours * 60 };
}

const helperLabel = (helper: Helper) =>
  helper.user ? `${helper.user.firstName} ${helper.user.lastName}`.trim() : `Helper ${helper.id.slice(0, 8)}`;

export class JobService {
  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly notifications?: NotificationService,
  ) {}

  /**
   * Sets a visit's helpers (or, for a recurring request, those of every visit from this one on). Going over a
   * helper's weekly maximum or overlapping another of their visits is allowed, but only once confirmed. Ids are
   * database ids.
   */
  async assign(
    em: EntityManager,
    viewer: Viewer,
    input: { visitId: string; helperIds: string[]; scope: AssignmentScope; confirm: boolean },
  ): Promise<{ applied: boolean; warnings: AssignmentWarning[]; visits: Visit[] }> {
    const visit = await visitPolicy.load(em, viewer, 'assign', input.visitId, { populate: ['request', 'client'] });
    if (visit.status !== VisitStatus.SCHEDULED && visit.status !== VisitStatus.IN_PROGRESS) {
      throw conflict(`This visit is ${visit.status}; it cannot be reassigned`);
    }
    const helperIds = [...new Set(input.helperIds)];
    if (!helperIds.every(isDatabaseId)) throw notFound('Helper');
    const helpers = helperIds.length ? await em.find(Helper, { id: { $in: helperIds } }, { populate: ['user'] }) : [];
    if (helpers.length !== helperIds.length) throw notFound('Helper');
    const inactive = helpers.find((helper) => !helper.active);
    if (inactive) throw badInput('helperIds', `${helperLabel(inactive)} is inactive and cannot be assigned`);

    const targets =
      input.scope === AssignmentScope.FUTURE_VISITS
        ? await em.find(
            Visit,
            { request: visit.request, date: { $gte: visit.date }, status: VisitStatus.SCHEDULED },
            { orderBy: { date: 'asc' } },
          )
        : [visit];
    const warnings = await this.warningsFor(em, helpers, targets);
    if (warnings.length > 0 && !input.confirm) return { applied: false, warnings, visits: targets };

    await em.transactional(async (tx) => {
      const targetIds = targets.map((target) => target.id);
      const before = await tx.find(VisitAssignment, { visit: { $in: targetIds } }, { populate: ['helper'] });
      await tx.nativeDelete(VisitAssignment, { visit: { $in: targetIds } });
      for (const target of targetIds) {
        for (const helper of helpers)
          tx.create(VisitAssignment, { visit: tx.getReference(Visit, target), helper: tx.getReference(Helper, helper.id) });
      }
      await tx.flush();
      const after = helpers.map((helper) => helper.id);
      await recordHelperChanges(
        tx,
        targets.map((target) => ({
          visit: target,
          before: before.filter((row) => row.visit.id === target.id).map((row) => row.helper.id),
          after,
        })),
      );
      await this.notifyHelpers(tx, visit, targets.length, before, helpers);
    });
    const visits = await em.find(
      Visit,
      { id: { $in: targets.map((target) => target.id) } },
      { orderBy: { date: 'asc' }, refresh: true },
    );
    return { applied: true, warnings, visits };
  }

  /**
   * "Assigned to" and "removed from" a visit, to each helper whose place changed (one notification for a series'
   * following visits, counting them), in the assignment's transaction.
   */
  private async notifyHelpers(
    tx: EntityManager,
    visit: Visit,
    visitCount: number,
    before: VisitAssignment[],
    after: Helper[],
  ): Promise<void> {
    if (!this.notifications) return;
    const afterIds = new Set(after.map((helper) => helper.id));
    const beforeHelpers = new Map(before.map((row) => [row.helper.id, row.helper]));
    const data = {
      visitId: visit.id,
      date: visit.date,
      timeSlot: visit.timeSlot,
      startTime: visit.startTime,
      address: visit.request.address,
      service: visit.request.service,
      clientName: visit.client.displayName,
      visitCount,
    };
    for (const helper of after) {
      if (helper.user && !beforeHelpers.has(helper.id)) {
        await this.notifications.raise(tx, { event: 'visit.assigned', recipientUserId: helper.user.id, data });
      }
    }
    for (const [id, helper] of beforeHelpers) {
      if (helper.user && !afterIds.has(id)) {
        await this.notifications.raise(tx, { event: 'visit.unassigned', recipientUserId: helper.user.id, data });
      }
    }
  }

  /** Over-max-hours (per Sunday-to-Saturday week) and same-day overlaps, for each helper and target visit. */
  private async warningsFor(em: EntityManager, helpers: Helper[], targets: Visit[]): Promise<AssignmentWarning[]> {
    if (helpers.length === 0 || targets.length === 0) return [];
    const first = periodContaining(targets[0].date, 7).start;
    const last = periodContaining(targets.at(-1)!.date, 7).end;
    const targetIds = new Set(targets.map((target) => target.id));
    const existing = await em.find(
      VisitAssignment,
      {
        helper: { $in: helpers.map((helper) => helper.id) },
        visit: { $and: [{ date: { $gte: first, $lte: last } }, onSchedule()] },
      },
      { populate: ['visit'] },
    );
    const warnings: AssignmentWarning[] = [];
    for (const helper of helpers) {
      const theirs = existing
        .filter((row) => row.helper.id === helper.id && !targetIds.has(row.visit.id))
        .map((row) => row.visit);
      const minutesByWeek = new Map<string, number>();
      const add = (date: string, minutes: number) => {
        const week = periodContaining(date, 7).start;
        minutesByWeek.set(week, (minutesByWeek.get(week) ?? 0) + minutes);
      };
      for (const other of theirs) add(other.date, visitWindow(other).end - visitWindow(other).start);
      for (const target of targets) add(target.date, visitWindow(target).end - visitWindow(target).start);

      if (helper.maxHoursPerWeek !== null) {
        const overWeeks = [...minutesByWeek].filter(([, minutes]) => minutes > helper.maxHoursPerWeek! * 60);
        for (const [week, minutes] of overWeeks) {
          warnings.push({
            kind: AssignmentWarningKind.OVER_MAX_HOURS,
            helperId: helper.id,
            message: `${helperLabel(helper)} would work ${(minutes / 60).toFixed(2)} hours in the week of ${dayWords(week)} (max ${helper.maxHoursPerWeek}).`,
          });
        }
      }
      for (const target of targets) {
        const window = visitWindow(target);
        const clash = theirs.find((other) => {
          if (other.date !== target.date) return false;
          const theirsWindow = visitWindow(other);
          return theirsWindow.start < window.end && window.start < theirsWindow.end;
        });
        if (clash) {
          warnings.push({
            kind: AssignmentWarningKind.OVERLAP,
            helperId: helper.id,
            message: `${helperLabel(helper)} already has a visit on ${dayWords(clash.date)}, ${TIME_SLOT_LABELS[clash.timeSlot]}.`,
          });
        }
      }
    }
    return warnings;
  }

  /**
   * Scheduled → in progress (Start Job) and in progress → completed (Complete Job): working the visit, which the
   * visit policy allows the admin and the helpers assigned to it.
   */
  async transition(
    em: EntityManager,
    viewer: Viewer,
    id: string,
    to: VisitStatus.IN_PROGRESS | VisitStatus.COMPLETED,
  ): Promise<Visit> {
    const visit = await visitPolicy.load(em, viewer, 'work', id);
    const from = to === VisitStatus.IN_PROGRESS ? VisitStatus.SCHEDULED : VisitStatus.IN_PROGRESS;
    if (visit.status !== from) throw conflict(`This job is ${visit.status}; it cannot move to ${to}`);
    const at = { field: to === VisitStatus.IN_PROGRESS ? 'startedAt' : 'completedAt', value: this.now() };
    await em.transactional(async (tx) => {
      // A conditional update keeps two taps (or two devices) from both moving the job.
      const updated = await tx.nativeUpdate(Visit, { id: visit.id, status: from }, { status: to, [at.field]: at.value });
      if (updated === 0) throw conflict('This job was just changed by someone else');
      await recordStatusChange(tx, visit, from, to, at);
    });
    return em.findOneOrFail(Visit, visit.id, { refresh: true });
  }

  /** The visits the viewer may read (a helper's: those assigned to them) between two dates, in date and time order. */
  async jobsFor(em: EntityManager, viewer: Viewer, from: string, to: string): Promise<Visit[]> {
    if (!isCalendarDate(from) || !isCalendarDate(to)) throw badInput('from', 'Dates are written YYYY-MM-DD');
    if (daysBetween(from, to) < 0 || daysBetween(from, to) > 62) throw badInput('to', 'A window is 0 to 62 days');
    const visits = await em.find(Visit, visitPolicy.where(viewer, { $and: [{ date: { $gte: from, $lte: to } }, onSchedule()] }), {
      populate: ['request', 'client'],
      orderBy: { date: 'asc', id: 'asc' },
    });
    return visits.sort((a, b) => a.date.localeCompare(b.date) || visitWindow(a).start - visitWindow(b).start);
  }

  /** The first visit of a request (a database id) still to do: scheduled, today or later. */
  async nextVisitOf(em: EntityManager, viewer: Viewer, requestId: string): Promise<Visit | null> {
    if (!isDatabaseId(requestId)) return null;
    return em.findOne(
      Visit,
      visitPolicy.where(viewer, { request: requestId, date: { $gte: this.today() }, status: VisitStatus.SCHEDULED }),
      { orderBy: { date: 'asc' }, populate: ['request', 'client'] },
    );
  }

  today(): string {
    return businessToday(this.now());
  }

  /** Upcoming visits (that the viewer may read) nobody is assigned to yet, soonest first: the admin's to-do. */
  async unassigned(em: EntityManager, viewer: Viewer, days: number, limit: number): Promise<Visit[]> {
    const today = this.today();
    const visits = await em.find(
      Visit,
      visitPolicy.where(viewer, {
        date: { $gte: today, $lte: addDays(today, days) },
        status: VisitStatus.SCHEDULED,
        request: { status: { $in: LIVE_REQUESTS } },
        helpers: { $none: {} },
      }),
      { orderBy: { date: 'asc', id: 'asc' }, limit, populate: ['request', 'client'] },
    );
    return visits.sort((a, b) => a.date.localeCompare(b.date) || visitWindow(a).start - visitWindow(b).start);
  }
}
