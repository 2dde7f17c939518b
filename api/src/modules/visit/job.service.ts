import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { format } from 'date-fns';
import { addDays, businessToday, daysBetween, isCalendarDate, parseCalendarDate } from '../../shared/calendar-date.js';
import { badInput, conflict, notFound } from '../../shared/errors.js';
import { isDatabaseId } from '../../shared/ids.js';
import { periodContaining } from '../../shared/pay-period.js';
import type { Viewer } from '../../shared/policy.js';
import { Helper } from '../helper/helper.entity.js';
import { helperName } from '../helper/helper-name.js';
import { User } from '../user/user.entity.js';
import type { NotificationService } from '../notification/notification.service.js';
import type { JobPageService } from './job-page.service.js';
import { AssignmentScope, type AssignmentWarning, AssignmentWarningKind } from './job.types.js';
import { VisitAssignment } from './visit-assignment.entity.js';
import { Visit } from './visit.entity.js';
import { SLOT_WINDOWS, VisitStatus } from './visit.enums.js';
import { LIVE_REQUESTS, onSchedule } from './on-schedule.js';
import { recordHelperChanges } from './visit-history.js';
import { visitPolicy } from './visit.policy.js';
import { dayWords, TIME_SLOT_LABELS } from '../describe/words.js';
import { recordBulkUpdates } from '../audit/audit-bulk.js';
import { ClientHelperPreference, HelperPreferenceKind } from '../client/client-helper-preference.entity.js';
import { approvedTimeOff, estimatedMinutes, unavailableWarnings } from './availability.js';

/** A visit's working window in minutes after midnight: its start time when set, else its slot (spec §9). */
export function visitWindow(visit: Pick<Visit, 'timeSlot' | 'startTime'>): { start: number; end: number } {
  const slot = SLOT_WINDOWS[visit.timeSlot];
  const match = visit.startTime ? /^(\d{2}):(\d{2})$/.exec(visit.startTime) : null;
  const start = match ? Number(match[1]) * 60 + Number(match[2]) : slot.startHour * 60;
  return { start, end: start + slot.hours * 60 };
}

/** A visit's day as the screens write it: "Mon, Nov 30". */
const dayLabel = (date: string) => format(parseCalendarDate(date), 'EEE, MMM d');

const helperLabel = (helper: Helper) => helperName(helper);

export class JobService {
  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly notifications?: NotificationService,
    private readonly jobPage?: JobPageService,
  ) {}

  /**
   * Called in the completing transaction for each visit completed, after it is saved completed: where a client billed
   * per visit gets the visit's invoice (modules/invoice-run). Set by services.ts.
   */
  afterCompleted: ((tx: EntityManager, visit: Visit) => Promise<void>) | null = null;

  /**
   * Sets a visit's helpers (or, for a recurring request, those of every visit from this one on). Going over a
   * helper's weekly maximum or overlapping another of their visits is allowed, but only once confirmed. Ids are
   * database ids.
   */
  async assign(
    em: EntityManager,
    viewer: Viewer,
    input: {
      visitId: string;
      helperIds: string[];
      scope: AssignmentScope;
      confirm: boolean;
      overrideReason?: string | null;
      fillSeries?: boolean | null;
    },
  ): Promise<{ applied: boolean; warnings: AssignmentWarning[]; visits: Visit[]; filledVisitCount: number }> {
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
    // "Same helpers every visit": one visit staffed staffs the series' later visits that nobody has yet.
    const fill =
      visit.client.sameHelpers && input.scope === AssignmentScope.THIS_VISIT && helpers.length > 0 && (input.fillSeries ?? true)
        ? await this.laterVisitsWithoutHelpers(em, visit)
        : [];
    const covered = [...targets, ...fill].sort((a, b) => a.date.localeCompare(b.date));
    const warnings = [
      ...(await this.excludedWarnings(em, visit.client.id, visit.client.displayName, helpers)),
      ...(visit.client.sameHelpers ? await this.sameHelpersWarnings(em, visit, covered, helpers) : []),
      ...(await this.warningsFor(em, helpers, covered)),
    ];
    const filledVisitCount = fill.length;
    if (warnings.length > 0 && !input.confirm) return { applied: false, warnings, visits: covered, filledVisitCount };
    const excluded = warnings.filter((warning) => warning.kind === AssignmentWarningKind.EXCLUDED_BY_CLIENT);
    const overrideReason = input.overrideReason?.trim() || null;
    // A never-send helper goes only with a reason, which the activity log keeps beside the change of helpers.
    if (excluded.length > 0 && !overrideReason) {
      throw badInput('overrideReason', 'Say why you are sending a helper this client asked never to send');
    }

    await em.transactional(async (tx) => {
      const targetIds = covered.map((target) => target.id);
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
        covered.map((target) => ({
          visit: target,
          before: before.filter((row) => row.visit.id === target.id).map((row) => row.helper.id),
          after,
        })),
      );
      if (excluded.length > 0) {
        const names = helpers
          .filter((helper) => excluded.some((warning) => warning.helperId === helper.id))
          .map(helperLabel)
          .join(', ');
        await recordBulkUpdates(
          tx,
          'Visit',
          covered.map((target) => ({
            subjectId: target.id,
            label: `Visit on ${dayWords(target.date)}`,
            parent: { type: 'ServiceRequest', id: target.request.id },
            changes: [{ field: 'neverSendOverride', to: `${names}: ${overrideReason}` }],
          })),
        );
      }
      await this.notifyHelpers(tx, visit, covered.length, before, helpers);
    });
    const visits = await em.find(
      Visit,
      { id: { $in: covered.map((target) => target.id) } },
      { orderBy: { date: 'asc' }, refresh: true },
    );
    return { applied: true, warnings, visits, filledVisitCount };
  }

  /** The series' later visits still scheduled that nobody is assigned to, soonest first. */
  private async laterVisitsWithoutHelpers(em: EntityManager, visit: Visit): Promise<Visit[]> {
    const later = await em.find(
      Visit,
      { request: visit.request, date: { $gt: visit.date }, status: VisitStatus.SCHEDULED },
      { orderBy: { date: 'asc' } },
    );
    if (later.length === 0) return [];
    const staffed = await em.find(VisitAssignment, { visit: { $in: later.map((v) => v.id) } }, { fields: ['visit'] });
    const taken = new Set(staffed.map((row) => row.visit.id));
    return later.filter((v) => !taken.has(v.id));
  }

  /**
   * For a client who wants the same helpers every visit: a warning when the chosen helpers are not those of their
   * nearest other staffed visit (the same series first, the last one before this visit first). Unassigning is not
   * warned about.
   */
  private async sameHelpersWarnings(
    em: EntityManager,
    visit: Visit,
    covered: Visit[],
    helpers: Helper[],
  ): Promise<AssignmentWarning[]> {
    if (helpers.length === 0) return [];
    const [usual] = await em.getConnection().execute<{ id: string; date: string }[]>(
      `select v.id, v.date::text as date from visits v
        where v.client_id = ? and v.id not in (?) and v.status not in ('canceled', 'skipped')
          and exists (select 1 from visit_assignments a where a.visit_id = v.id)
        order by (v.request_id = ?) desc, (v.date <= ?::date) desc, abs(v.date - ?::date), v.id
        limit 1`,
      [visit.client.id, covered.map((v) => v.id), visit.request.id, visit.date, visit.date],
    );
    if (!usual) return [];
    const theirs = await em.find(VisitAssignment, { visit: usual.id }, { populate: ['helper.user'] });
    const usualIds = new Set(theirs.map((row) => row.helper.id));
    const chosenIds = new Set(helpers.map((helper) => helper.id));
    if (usualIds.size === chosenIds.size && [...usualIds].every((id) => chosenIds.has(id))) return [];
    const names = theirs.map((row) => helperLabel(row.helper));
    const odd = helpers.find((helper) => !usualIds.has(helper.id)) ?? helpers[0];
    return [
      {
        kind: AssignmentWarningKind.SAME_HELPERS,
        helperId: odd.id,
        message:
          `${visit.client.displayName} asked for the same helpers every visit: ` +
          `${names.join(' and ')} cleaned on ${dayWords(usual.date)}.`,
      },
    ];
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

  /** The helpers among these whom the client asked never to send, each a warning carrying the owner's note. */
  async excludedWarnings(
    em: EntityManager,
    clientId: string,
    clientName: string,
    helpers: Helper[],
  ): Promise<AssignmentWarning[]> {
    if (helpers.length === 0) return [];
    const rows = await em.find(ClientHelperPreference, {
      client: clientId,
      kind: HelperPreferenceKind.EXCLUDED,
      helper: { $in: helpers.map((helper) => helper.id) },
    });
    return helpers.flatMap((helper) => {
      const row = rows.find((preference) => preference.helper.id === helper.id);
      if (!row) return [];
      return [
        {
          kind: AssignmentWarningKind.EXCLUDED_BY_CLIENT,
          helperId: helper.id,
          message: `${clientName} asked never to send ${helperLabel(helper)}${row.note ? ` (${row.note})` : ''}. Give a reason to send them anyway.`,
        },
      ];
    });
  }

  /**
   * Over-max-hours (per Sunday-to-Saturday week), same-day overlaps, outside weekly availability and approved time
   * off, for each helper and target visit.
   */
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
      // Their requests carry the quotes whose estimated minutes count toward the weekly maximum.
      { populate: ['visit.request'] },
    );
    await em.populate(targets, ['request']);
    const timeOff = await approvedTimeOff(
      em,
      helpers.map((helper) => helper.id),
      targets[0].date,
      targets.at(-1)!.date,
    );
    const warnings: AssignmentWarning[] = [];
    for (const helper of helpers) {
      // One warning of each kind per helper: a series of fifty visits on their day off says it once.
      const unavailable = targets.flatMap((target) => unavailableWarnings(helper, timeOff.get(helper.id) ?? [], target));
      for (const kind of [AssignmentWarningKind.TIME_OFF, AssignmentWarningKind.OUTSIDE_AVAILABILITY]) {
        const first = unavailable.find((warning) => warning.kind === kind);
        if (first) warnings.push(first);
      }
      const theirs = existing
        .filter((row) => row.helper.id === helper.id && !targetIds.has(row.visit.id))
        .map((row) => row.visit);
      const minutesByWeek = new Map<string, number>();
      const add = (date: string, minutes: number) => {
        const week = periodContaining(date, 7).start;
        minutesByWeek.set(week, (minutesByWeek.get(week) ?? 0) + minutes);
      };
      const minutesOf = (visit: Visit) => estimatedMinutes(visit) ?? visitWindow(visit).end - visitWindow(visit).start;
      for (const other of theirs) add(other.date, minutesOf(other));
      for (const target of targets) add(target.date, minutesOf(target));

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
   * visit policy allows the admin and the helpers assigned to it. A job starts on its own day only and is completed
   * on its day or after (America/New_York): a visit dated next week cannot be worked, and so billed, today.
   */
  async transition(
    em: EntityManager,
    viewer: Viewer,
    id: string,
    to: VisitStatus.IN_PROGRESS | VisitStatus.COMPLETED,
    reason?: string | null,
  ): Promise<Visit> {
    return this.changeLocked(em, viewer, 'work', id, async (visit, tx) => {
      const from = to === VisitStatus.IN_PROGRESS ? VisitStatus.SCHEDULED : VisitStatus.IN_PROGRESS;
      if (visit.status !== from) throw conflict(`This job is ${visit.status}; it cannot move to ${to}`);
      const today = this.today();
      if (to === VisitStatus.IN_PROGRESS && visit.date !== today) {
        throw badInput('id', `Start Job is only for the visit's own day: this visit is on ${dayLabel(visit.date)}`);
      }
      if (to === VisitStatus.COMPLETED) {
        this.assertNotFuture(visit);
        // Required checklist tasks still open need a reason, which the owner reads on the visit.
        if (this.jobPage) visit.completionReason = await this.jobPage.completionReason(tx, visit, reason);
        await this.markDone(tx, viewer, visit);
        await this.jobPage?.notifyCompleted(tx, visit);
        return;
      }
      visit.status = VisitStatus.IN_PROGRESS;
      visit.startedAt = this.now();
    });
  }

  /**
   * The owner marks a visit completed (scheduled or in progress, today or earlier): what a helper's Complete Job
   * records, for a visit no helper worked in the app. Its request must still be on the schedule.
   */
  async complete(em: EntityManager, viewer: Viewer, id: string): Promise<Visit> {
    return this.changeLocked(
      em,
      viewer,
      'complete',
      id,
      async (visit, tx) => {
        if (visit.status !== VisitStatus.SCHEDULED && visit.status !== VisitStatus.IN_PROGRESS) {
          throw badInput('id', `This visit is ${visit.status}; only a scheduled or started visit can be completed`);
        }
        if (!LIVE_REQUESTS.includes(visit.request.status)) {
          throw badInput('id', `This visit's request is ${visit.request.status}; its visits are off the schedule`);
        }
        this.assertNotFuture(visit);
        await this.markDone(tx, viewer, visit);
      },
      ['request'],
    );
  }

  /** Undoes a completion (the owner's or a helper's): back to scheduled, as if never worked. */
  async reopen(em: EntityManager, viewer: Viewer, id: string): Promise<Visit> {
    return this.changeLocked(
      em,
      viewer,
      'reopen',
      id,
      (visit) => {
        if (visit.status !== VisitStatus.COMPLETED) {
          throw badInput('id', `This visit is ${visit.status}; only a completed visit can be marked not done`);
        }
        // Billed, it stays done: the invoice would charge for a visit the schedule says did not happen.
        if (visit.billedOn) {
          throw badInput(
            'id',
            `This visit is billed on invoice ${visit.billedOn.invoiceNumber}: cancel or delete that invoice first`,
          );
        }
        visit.status = VisitStatus.SCHEDULED;
        visit.startedAt = null;
        visit.completedAt = null;
        visit.completedBy = null;
      },
      ['billedOn'],
    );
  }

  /**
   * Marks every scheduled visit (of a live request) between two days completed at once: one past day, or every day
   * before today ("Complete all" of the dashboard's past visits). Nothing after today; each visit is authorized.
   */
  async completeBetween(em: EntityManager, viewer: Viewer, range: { from?: string | null; through: string }): Promise<Visit[]> {
    if (!isCalendarDate(range.through)) throw badInput('through', 'Dates are written YYYY-MM-DD');
    if (range.from != null && !isCalendarDate(range.from)) throw badInput('from', 'Dates are written YYYY-MM-DD');
    if (daysBetween(this.today(), range.through) > 0) {
      throw badInput('through', 'Visits can be completed on their day or after: choose today or an earlier day');
    }
    if (range.from != null && daysBetween(range.from, range.through) < 0) {
      throw badInput('through', "'Through' cannot be before 'from'");
    }
    const date = { ...(range.from != null && { $gte: range.from }), $lte: range.through };
    const ids = await em.find(
      Visit,
      visitPolicy.where(viewer, { date, status: VisitStatus.SCHEDULED, request: { status: { $in: LIVE_REQUESTS } } }),
      { fields: ['id'] },
    );
    if (ids.length === 0) return [];
    const done = await em.transactional(async (tx) => {
      // Locked and read again: a visit a helper started or the owner skipped meanwhile is left as it now is.
      const visits = await tx.find(
        Visit,
        { id: { $in: ids.map((visit) => visit.id) } },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      const scheduled = visits.filter((visit) => visit.status === VisitStatus.SCHEDULED);
      for (const visit of scheduled) await this.markDone(tx, viewer, visitPolicy.authorize(viewer, 'complete', visit));
      return scheduled.map((visit) => visit.id);
    });
    const visits = await em.find(Visit, { id: { $in: done } }, { refresh: true, populate: ['request', 'client'] });
    return visits.sort((a, b) => a.date.localeCompare(b.date) || visitWindow(a).start - visitWindow(b).start);
  }

  /**
   * Scheduled visits (of live requests) dated before today, oldest first: the owner's "Past visits to confirm".
   * `limit` caps the list; the count is of them all.
   */
  async pastToConfirm(em: EntityManager, viewer: Viewer, limit: number): Promise<{ totalCount: number; visits: Visit[] }> {
    const where = visitPolicy.where(viewer, {
      date: { $lt: this.today() },
      status: VisitStatus.SCHEDULED,
      request: { status: { $in: LIVE_REQUESTS } },
    });
    const [visits, totalCount] = await em.findAndCount(Visit, where, {
      orderBy: { date: 'asc', id: 'asc' },
      limit,
      populate: ['request', 'client'],
    });
    return {
      totalCount,
      visits: visits.sort((a, b) => a.date.localeCompare(b.date) || visitWindow(a).start - visitWindow(b).start),
    };
  }

  /** Never completed ahead of its day: a visit dated after today is refused, whoever asks. */
  private assertNotFuture(visit: Visit): void {
    if (daysBetween(this.today(), visit.date) > 0) {
      throw badInput('id', `A visit is completed on its day or after: this visit is on ${dayLabel(visit.date)}`);
    }
  }

  private async markDone(em: EntityManager, viewer: Viewer, visit: Visit): Promise<void> {
    visit.status = VisitStatus.COMPLETED;
    visit.completedAt = this.now();
    visit.completedBy = em.getReference(User, viewer.id);
    visit.onHold = false;
    if (this.afterCompleted) {
      await em.flush();
      await this.afterCompleted(em, visit);
    }
  }

  /**
   * Changes one visit under a row lock, through the unit of work (so the audit trail, the visit's history, records
   * it): two taps or two devices cannot both move it, the second sees what the first did.
   */
  private async changeLocked(
    em: EntityManager,
    viewer: Viewer,
    action: 'work' | 'complete' | 'reopen',
    id: string,
    change: (visit: Visit, tx: EntityManager) => void | Promise<void>,
    populate: ('request' | 'billedOn')[] = [],
  ): Promise<Visit> {
    await em.transactional(async (tx) => {
      if (isDatabaseId(id)) await tx.findOne(Visit, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const visit = await visitPolicy.load(tx, viewer, action, id);
      if (populate.length > 0) await tx.populate(visit, populate);
      await change(visit, tx);
    });
    return em.findOneOrFail(Visit, id, { refresh: true });
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
