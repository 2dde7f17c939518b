import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, businessToday, daysBetween, isCalendarDate } from '../../shared/calendar-date.js';
import { badInput } from '../../shared/errors.js';
import type { Viewer } from '../../shared/policy.js';
import { Closure } from '../closure/closure.entity.js';
import { type BulkChange, recordBulkUpdates } from '../audit/audit-bulk.js';
import { closurePolicy } from '../closure/closure.policy.js';
import type { ClosureRange, ClosureService } from '../closure/closure.service.js';
import { Helper } from '../helper/helper.entity.js';
import { ServiceRequest } from '../service-request/service-request.entity.js';
import {
  type CustomDays,
  Recurrence,
  type ServiceType,
  type TimeSlot,
  WEEKDAYS,
} from '../service-request/service-request.enums.js';
import { serviceRequestPolicy } from '../service-request/service-request.policy.js';
import type { ServiceRequestService } from '../service-request/service-request.service.js';
import { estimatedMinutes, HelperAvailability, placementOf } from './availability.js';
import { firstVisitPriceToKeep } from '../pricing/pricing.js';
import { requestToPrice } from '../pricing/quote.service.js';
import type { AssignmentWarning } from './job.types.js';
import { LIVE_REQUESTS } from './on-schedule.js';
import { buildRule, endRule, exceptionsFrom, excludeDates, ruleOccurrences } from './recurrence.js';
import { type ClosureChange, type Quiet, ScheduleEvents, type SeriesEdit } from './schedule-events.js';
import { VisitAssignment } from './visit-assignment.entity.js';
import { recordHelperChanges } from './visit-history.js';
import { addressOfVisit, serviceOfVisit, Visit } from './visit.entity.js';
import { VisitStatus } from './visit.enums.js';
import { visitPolicy } from './visit.policy.js';

export enum SeriesScope {
  THIS_VISIT = 'this-visit',
  THIS_AND_FOLLOWING = 'this-and-following',
}

export enum ClosureVisitAction {
  /** Skip every visit on the closed days (never billed). */
  SKIP = 'skip',
  /** Move each visit to the next open day after the closure, same time slot. */
  MOVE = 'move',
}

export interface RescheduleResult {
  /** False when warnings held the move back (a helper not free); pass `force` to move anyway. */
  applied: boolean;
  warnings: AssignmentWarning[];
  /** The helpers taken off the visit because they were not free at the new time. */
  droppedHelperIds: string[];
  visit: Visit;
}

export interface SeriesChanges {
  scope: SeriesScope;
  timeSlot?: TimeSlot | null;
  recurring?: Recurrence | null;
  customDays?: CustomDays | null;
  service?: ServiceType | null;
  address?: string | null;
  priceCents?: number | null;
  force?: boolean;
}

/**
 * A visit a closure would touch, read lean (plain columns, no entity): enough for every field of the GraphQL `Visit`
 * that the visit's own columns answer, and its client's name.
 */
export interface ClosureVisitRow {
  id: string;
  request: { id: string };
  client: { id: string };
  date: string;
  timeSlot: TimeSlot;
  startTime: string | null;
  status: VisitStatus;
  statusReason: string | null;
  serviceOverride: ServiceType | null;
  addressOverride: string | null;
  priceCentsOverride: number | null;
  startedAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
  clientName: string;
}

export interface ClosurePreviewRow {
  visit: ClosureVisitRow;
  /** The next open day after the closure with no other visit of the same series. */
  proposedDate: string;
}

/** How far past a closure the next open day is looked for. */
const NEXT_OPEN_LOOKAHEAD_DAYS = 60;
const PAST_VISIT = 'Past visits never change: this visit is before today';

/**
 * Runs a change and flushes it in one transaction (the caller's, when it has one), so the notifications the change
 * raises commit or roll back with it.
 */
export async function inTransaction(em: EntityManager, work: () => Promise<void>): Promise<void> {
  if (em.isInTransaction()) {
    await work();
    await em.flush();
    return;
  }
  await em.begin();
  try {
    await work();
    await em.commit();
  } catch (error) {
    await em.rollback();
    throw error;
  }
}

const done = (visit: Visit) => visit.status === VisitStatus.COMPLETED || visit.status === VisitStatus.IN_PROGRESS;

/**
 * Changing the schedule after approval: one visit (cancel, skip, restore, reschedule), a series (edit this visit or
 * this and following, pause, end), and closures. Past visits, time entries and approved payroll are never touched:
 * every change here is to a visit dated today or later that has not been started, except that a past visit never
 * worked may be canceled, skipped or restored, to record what happened. Access is the policies'
 * (`cancel`, `reschedule`, `editSeries`, ...); each change goes through the unit of work, so the audit trail records
 * who changed what on the visit, which is its history.
 */
export class ScheduleService {
  constructor(
    private readonly closures: ClosureService,
    private readonly requests: ServiceRequestService,
    private readonly now: () => Date = () => new Date(),
    private readonly events: ScheduleEvents = new ScheduleEvents(),
  ) {}

  today(): string {
    return businessToday(this.now());
  }

  /** A visit that may still change: scheduled (or, for restore, off the schedule), not started, not in the past. */
  private assertChangeable(
    visit: Visit,
    what: string,
    allowed: readonly VisitStatus[] = [VisitStatus.SCHEDULED],
    { past = false }: { past?: boolean } = {},
  ) {
    if (done(visit)) throw badInput('id', `This visit is ${visit.status}; it can no longer be ${what}`);
    if (!allowed.includes(visit.status)) throw badInput('id', `This visit is ${visit.status}; it cannot be ${what}`);
    if (!past && this.isPast(visit)) throw badInput('id', PAST_VISIT);
  }

  private isPast(visit: Visit): boolean {
    return daysBetween(this.today(), visit.date) < 0;
  }

  /**
   * Cancel, Skip and Restore also confirm what happened on a past day nobody worked in the app (the dashboard's
   * "Past visits to confirm"): they only record it, so nobody is told of a day already gone.
   */
  async cancel(em: EntityManager, viewer: Viewer, id: string, reason?: string | null): Promise<Visit> {
    const visit = await visitPolicy.load(em, viewer, 'cancel', id);
    this.assertChangeable(visit, 'canceled', undefined, { past: true });
    visit.status = VisitStatus.CANCELED;
    visit.statusReason = reason?.trim() || null;
    const past = this.isPast(visit);
    await inTransaction(em, () => (past ? Promise.resolve() : this.events.visitCanceled(em, visit)));
    return visit;
  }

  /** The client asked not to come this time: the visit stays, struck through, and is never billed. */
  async skip(em: EntityManager, viewer: Viewer, id: string, reason?: string | null): Promise<Visit> {
    const visit = await visitPolicy.load(em, viewer, 'skip', id);
    this.assertChangeable(visit, 'skipped', undefined, { past: true });
    if (this.isPast(visit)) {
      visit.status = VisitStatus.SKIPPED;
      visit.statusReason = reason?.trim() || null;
      await inTransaction(em, () => Promise.resolve());
      return visit;
    }
    return this.markSkipped(em, visit, reason?.trim() || null);
  }

  /** Skips a visit whose access was already decided (an approved change request). */
  async markSkipped(em: EntityManager, visit: Visit, reason: string | null, quiet: Quiet = {}): Promise<Visit> {
    visit.status = VisitStatus.SKIPPED;
    visit.statusReason = reason;
    await inTransaction(em, () => this.events.visitSkipped(em, visit, reason, quiet));
    return visit;
  }

  async restore(em: EntityManager, viewer: Viewer, id: string): Promise<Visit> {
    const visit = await visitPolicy.load(em, viewer, 'restore', id);
    this.assertChangeable(visit, 'restored', [VisitStatus.CANCELED, VisitStatus.SKIPPED], { past: true });
    await this.closures.assertOpen(em, visit.date, 'date');
    visit.status = VisitStatus.SCHEDULED;
    visit.statusReason = null;
    const past = this.isPast(visit);
    await inTransaction(em, () => (past ? Promise.resolve() : this.events.visitRestored(em, visit)));
    return visit;
  }

  /** Checks a new date for a visit: a real date, today or later, open, and free in its series; errors name `field`. */
  async assertDateFor(em: EntityManager, visit: Visit, date: string, field = 'date'): Promise<void> {
    if (!isCalendarDate(date)) throw badInput(field, 'The new date must be a real date written YYYY-MM-DD');
    if (daysBetween(this.today(), date) < 0) throw badInput(field, 'A visit cannot be moved into the past');
    await this.closures.assertOpen(em, date, field);
    if (date !== visit.date && (await em.count(Visit, { request: visit.request.id, date, id: { $ne: visit.id } })) > 0) {
      throw badInput(field, 'This series already has a visit on that date');
    }
  }

  async reschedule(
    em: EntityManager,
    viewer: Viewer,
    id: string,
    input: { date: string; timeSlot: TimeSlot; force?: boolean },
  ): Promise<RescheduleResult> {
    const visit = await visitPolicy.load(em, viewer, 'reschedule', id, { populate: ['helpers.user'] });
    this.assertChangeable(visit, 'rescheduled');
    await this.assertDateFor(em, visit, input.date);
    return this.moveVisit(em, visit, input.date, input.timeSlot, Boolean(input.force));
  }

  /**
   * Moves a visit whose access and date were checked. The assigned helpers follow when free; those who are not are
   * named in warnings, and unless forced nothing changes. Forced, they are dropped from the visit (which then shows
   * under "Needs helpers").
   */
  async moveVisit(
    em: EntityManager,
    visit: Visit,
    date: string,
    timeSlot: TimeSlot,
    force: boolean,
    quiet: Quiet = {},
  ): Promise<RescheduleResult> {
    await em.populate(visit, ['helpers.user', 'request']);
    const helpers = visit.helpers.getItems();
    const placement = {
      id: visit.id,
      date,
      timeSlot,
      startTime: timeSlot === visit.timeSlot ? visit.startTime : null,
      durationMinutes: estimatedMinutes(visit),
    };
    const availability = await HelperAvailability.load(
      em,
      helpers.map((helper) => helper.id),
      date,
      date,
    );
    const warnings = helpers.flatMap((helper) => availability.conflicts(helper, placement));
    if (warnings.length > 0 && !force) return { applied: false, warnings, droppedHelperIds: [], visit };

    const from = { date: visit.date, timeSlot: visit.timeSlot };
    const dropped = [...new Set(warnings.map((warning) => warning.helperId))];
    const droppedUsers = helpers.flatMap((helper) => (dropped.includes(helper.id) && helper.user ? [helper.user.id] : []));
    for (const helper of helpers) if (dropped.includes(helper.id)) visit.helpers.remove(helper);
    // Moved off the request's date, the first visit would be priced as a later one: it keeps its agreed price.
    const keep = firstVisitPriceToKeep(requestToPrice(visit.request), visit, date);
    if (keep !== null) visit.priceCentsOverride = keep;
    visit.date = date;
    visit.timeSlot = timeSlot;
    visit.startTime = placement.startTime;
    await inTransaction(em, async () => {
      if (dropped.length) {
        const before = helpers.map((helper) => helper.id);
        await recordHelperChanges(em, [{ visit, before, after: before.filter((id) => !dropped.includes(id)) }]);
      }
      await this.events.visitMoved(em, visit, from, visit, [], quiet);
      await this.events.helpersDropped(em, visit, droppedUsers);
    });
    return { applied: true, warnings, droppedHelperIds: dropped, visit };
  }

  /** A live, recurring request the viewer may change with this action. */
  private async series(em: EntityManager, viewer: Viewer, action: 'pauseSeries' | 'endSeries' | 'editSeries', id: string) {
    const request = await serviceRequestPolicy.load(em, viewer, action, id, { populate: ['client'] });
    if (!LIVE_REQUESTS.includes(request.status)) {
      throw badInput('requestId', `Only an accepted request's schedule can change; this one is ${request.status}`);
    }
    return request;
  }

  private ruleOf(request: ServiceRequest): string | null {
    return (
      request.recurrenceRule ?? buildRule({ start: request.date, recurring: request.recurring, customDays: request.customDays })
    );
  }

  /** No visits between two dates (snowbirds, a family holiday): the rule leaves them out, visits there are skipped. */
  async pause(em: EntityManager, viewer: Viewer, requestId: string, from: string, until: string): Promise<ServiceRequest> {
    const request = await this.series(em, viewer, 'pauseSeries', requestId);
    if (request.recurring === Recurrence.ONETIME) throw badInput('requestId', 'Only a recurring series can be paused');
    if (!isCalendarDate(from)) throw badInput('from', 'The pause must start on a date written YYYY-MM-DD');
    if (!isCalendarDate(until)) throw badInput('until', 'The pause must end on a date written YYYY-MM-DD');
    if (daysBetween(this.today(), from) < 0) throw badInput('from', 'A pause cannot start in the past');
    if (daysBetween(from, until) < 0) throw badInput('until', 'The pause cannot end before it starts');
    if (daysBetween(from, until) > 366) throw badInput('until', 'A pause lasts at most a year');
    const rule = this.ruleOf(request);
    if (rule) request.recurrenceRule = excludeDates(rule, ruleOccurrences(rule, from, until));
    const visits = await em.find(Visit, {
      request: request.id,
      date: { $gte: from, $lte: until },
      status: VisitStatus.SCHEDULED,
    });
    for (const visit of visits) {
      visit.status = VisitStatus.SKIPPED;
      visit.statusReason = `Series paused ${from} to ${until}`;
    }
    // Once per person: the client hears of the pause, each helper of the visits they lose.
    await inTransaction(em, () => this.events.seriesStopped(em, request, visits, { ended: false, from, until }));
    return request;
  }

  /** Ends the series from a date: the rule stops the day before; scheduled visits from then on go; past ones stay. */
  async end(em: EntityManager, viewer: Viewer, requestId: string, from: string): Promise<ServiceRequest> {
    const request = await this.series(em, viewer, 'endSeries', requestId);
    return this.endFrom(em, request, from);
  }

  /** Ends a series whose access was already decided (an approved "end the plan"). */
  async endFrom(em: EntityManager, request: ServiceRequest, from: string, quiet: Quiet = {}): Promise<ServiceRequest> {
    if (!isCalendarDate(from)) throw badInput('from', 'The end must be a date written YYYY-MM-DD');
    if (daysBetween(this.today(), from) < 0) throw badInput('from', 'A series cannot end in the past; past visits stay');
    const rule = this.ruleOf(request);
    if (rule) request.recurrenceRule = endRule(rule, addDays(from, -1));
    const visits = await em.find(Visit, { request: request.id, date: { $gte: from }, status: VisitStatus.SCHEDULED });
    await inTransaction(em, async () => {
      // Told before the visits go: their helpers are read from the assignments the removal deletes.
      await this.events.seriesStopped(em, request, visits, { ended: true, from }, quiet);
      for (const visit of visits) em.remove(visit);
    });
    return request;
  }

  /**
   * Changes a series' time slot, weekdays, frequency, service, address or price, for this visit only (its own
   * values) or for this visit and the following ones (a new series from this date; the earlier visits keep theirs).
   */
  async updateSeries(em: EntityManager, viewer: Viewer, visitId: string, changes: SeriesChanges): Promise<RescheduleResult> {
    const visit = await visitPolicy.load(em, viewer, 'reschedule', visitId, { populate: ['request', 'helpers.user'] });
    const request = await this.series(em, viewer, 'editSeries', visit.request.id);
    this.assertChangeable(visit, 'changed');
    if (changes.priceCents != null && (!Number.isInteger(changes.priceCents) || changes.priceCents < 0)) {
      throw badInput('priceCents', 'A price is a whole number of cents, 0 or more');
    }
    const address = changes.address == null ? null : changes.address.trim();
    if (address === '') throw badInput('address', 'Address is required');

    if (changes.scope === SeriesScope.THIS_VISIT) {
      if (changes.recurring != null || changes.customDays != null) {
        throw badInput('scope', 'Weekdays and frequency belong to the series: choose "This and following"');
      }
      const previousAddress = addressOfVisit(visit, request);
      if (changes.service != null) visit.serviceOverride = changes.service;
      if (address) visit.addressOverride = address;
      if (changes.priceCents != null) visit.priceCentsOverride = changes.priceCents;
      if (changes.timeSlot != null && changes.timeSlot !== visit.timeSlot) {
        // "Visit moved" shows the new address too.
        return this.moveVisit(em, visit, visit.date, changes.timeSlot, Boolean(changes.force));
      }
      const helperUsers = visit.helpers.getItems().flatMap((helper) => (helper.user ? [helper.user.id] : []));
      const at = { date: visit.date, timeSlot: visit.timeSlot, helperUsers };
      await inTransaction(em, () =>
        this.events.seriesChanged(em, {
          request,
          visit,
          thisVisitOnly: true,
          previous: { timeSlot: visit.timeSlot, address: previousAddress, visits: [at] },
          current: {
            timeSlot: visit.timeSlot,
            address: addressOfVisit(visit, request),
            service: serviceOfVisit(visit, request),
            visits: [at],
          },
        }),
      );
      return { applied: true, warnings: [], droppedHelperIds: [], visit };
    }

    const recurring = changes.recurring ?? (changes.customDays ? Recurrence.CUSTOM : request.recurring);
    if (recurring === Recurrence.ONETIME) throw badInput('recurring', 'Choose a repeating frequency for the series');
    // A series stores weekdays only with the Custom frequency: anything else would drop them without a word.
    if (changes.customDays != null && recurring !== Recurrence.CUSTOM) {
      throw badInput('customDays', 'Weekdays go with the Custom frequency');
    }
    const customDays = recurring === Recurrence.CUSTOM ? this.customDays(changes.customDays ?? request.customDays) : null;
    const fields = {
      time: changes.timeSlot ?? request.time,
      service: changes.service ?? request.service,
      address: address ?? request.address,
      priceCents: changes.priceCents ?? request.priceCents,
      recurring,
      customDays,
    };
    return em.transactional(async (tx) => {
      const current = await tx.findOneOrFail(ServiceRequest, request.id, { populate: ['client'] });
      const start = visit.date;
      const earlier = await tx.count(Visit, { request: current.id, date: { $lt: start } });
      const following = await tx.find(
        Visit,
        { request: current.id, date: { $gte: start }, status: VisitStatus.SCHEDULED },
        { populate: ['helpers.user'] },
      );
      const helpersByDate = new Map(following.map((row) => [row.date, row.helpers.getItems()]));
      const usersOf = (helpers: readonly Helper[]) => helpers.flatMap((helper) => (helper.user ? [helper.user.id] : []));
      const previous: SeriesEdit['previous'] = {
        timeSlot: current.time,
        address: current.address,
        visits: following.map((row) => ({
          date: row.date,
          timeSlot: row.timeSlot,
          helperUsers: usersOf(row.helpers.getItems()),
        })),
      };
      const oldRule = this.ruleOf(current);
      let target: ServiceRequest;
      if (earlier === 0) {
        // Nothing before it: the series itself changes from here.
        target = tx.assign(current, { ...fields, date: start, scheduledThrough: null });
      } else {
        if (oldRule) current.recurrenceRule = endRule(oldRule, addDays(start, -1));
        target = tx.create(ServiceRequest, {
          client: current.client,
          requestedBy: current.requestedBy,
          status: current.status,
          phoneNumber: current.phoneNumber,
          notes: current.notes,
          adminFeedback: current.adminFeedback,
          decidedAt: this.now(),
          previousRequest: current,
          date: start,
          ...fields,
        });
      }
      // Pauses already planned from this date on stay with the new rule.
      const rule = buildRule({ start, recurring, customDays });
      const pauses = oldRule ? exceptionsFrom(oldRule, start) : [];
      target.recurrenceRule = rule && pauses.length ? excludeDates(rule, pauses) : rule;
      for (const row of following) tx.remove(row);
      await tx.flush();
      await this.requests.materializeVisits(tx, target, this.requests.horizon());
      await tx.flush();

      // Helpers follow the new visits on the dates they had, when free.
      const created = await tx.find(Visit, { request: target.id, date: { $gte: start } }, { orderBy: { date: 'asc' } });
      const helperIds = [...new Set([...helpersByDate.values()].flat().map((helper) => helper.id))];
      const warnings: AssignmentWarning[] = [];
      const assigned = new Map<string, string[]>();
      if (created.length && helperIds.length) {
        const availability = await HelperAvailability.load(tx, helperIds, start, created.at(-1)!.date);
        for (const row of created) {
          for (const helper of helpersByDate.get(row.date) ?? []) {
            const conflicts = availability.conflicts(helper, placementOf(row));
            if (conflicts.length) {
              warnings.push(...conflicts);
              continue;
            }
            availability.move(helper.id, placementOf(row), true);
            tx.create(VisitAssignment, { visit: row, helper: tx.getReference(Helper, helper.id) });
            assigned.set(row.date, [...(assigned.get(row.date) ?? []), ...usersOf([helper])]);
          }
        }
        await tx.flush();
      }
      await this.events.seriesChanged(tx, {
        request: current,
        visit,
        thisVisitOnly: false,
        previous,
        current: {
          timeSlot: fields.time,
          address: fields.address,
          service: fields.service,
          visits: created.map((row) => ({ date: row.date, helperUsers: assigned.get(row.date) ?? [] })),
        },
      });
      await tx.flush();
      const first = created.find((row) => row.date === start) ?? created[0] ?? visit;
      return { applied: true, warnings, droppedHelperIds: [...new Set(warnings.map((w) => w.helperId))], visit: first };
    });
  }

  private customDays(days: CustomDays | null | undefined): CustomDays {
    if (!days || !WEEKDAYS.some((day) => days[day])) throw badInput('customDays', 'Choose at least one weekday');
    return Object.fromEntries(WEEKDAYS.map((day) => [day, Boolean(days[day])])) as CustomDays;
  }

  /** The scheduled visits a closure would touch, each with the next open day it would move to. */
  async previewClosure(em: EntityManager, viewer: Viewer, range: ClosureRange): Promise<ClosurePreviewRow[]> {
    closurePolicy.authorize(viewer, 'create', em.create(Closure, { ...range, reason: 'preview' }, { persist: false }));
    return this.closurePlan(em, this.closures.validateRange(range));
  }

  /**
   * The preview, as a lean read: one statement for the visits (with their client's name and the dates their series
   * already holds after the closure), one for the closed days after it; no entities. Hydrating the 1,000 visits and
   * their clients as entities was most of the preview's time.
   */
  private async closurePlan(em: EntityManager, { startDate, endDate }: ClosureRange): Promise<ClosurePreviewRow[]> {
    const horizon = addDays(endDate, NEXT_OPEN_LOOKAHEAD_DAYS);
    const rows = await em.execute<
      {
        id: string;
        request_id: string;
        client_id: string;
        date: string;
        time_slot: TimeSlot;
        start_time: string | null;
        status: VisitStatus;
        status_reason: string | null;
        service_override: ServiceType | null;
        address_override: string | null;
        price_cents_override: number | null;
        started_at: Date | null;
        completed_at: Date | null;
        created_at: Date;
        client_name: string;
        taken: string[];
      }[]
    >(
      `select v.id, v.request_id, v.client_id, to_char(v.date, 'YYYY-MM-DD') as date, v.time_slot, v.start_time, v.status,
              v.status_reason, v.service_override, v.address_override, v.price_cents_override, v.started_at, v.completed_at,
              v.created_at, c.display_name as client_name,
              array(select to_char(o.date, 'YYYY-MM-DD') from visits o
                     where o.request_id = v.request_id and o.date > ?::date and o.date <= ?::date) as taken
         from visits v
         join service_requests r on r.id = v.request_id
         join clients c on c.id = v.client_id
        where v.date between ?::date and ?::date and v.status = ? and r.status in (?)
        order by v.date, v.id`,
      [endDate, horizon, startDate, endDate, VisitStatus.SCHEDULED, LIVE_REQUESTS],
    );
    if (rows.length === 0) return [];
    const closed = await this.closures.closedDates(em, addDays(endDate, 1), horizon);
    const taken = new Set(rows.flatMap((row) => row.taken.map((date) => `${row.request_id}/${date}`)));
    return rows.map((row) => {
      let date = addDays(endDate, 1);
      while ((closed.has(date) || taken.has(`${row.request_id}/${date}`)) && daysBetween(date, horizon) > 0) {
        date = addDays(date, 1);
      }
      taken.add(`${row.request_id}/${date}`);
      return {
        proposedDate: date,
        visit: {
          id: row.id,
          request: { id: row.request_id },
          client: { id: row.client_id },
          date: row.date,
          timeSlot: row.time_slot,
          startTime: row.start_time,
          status: row.status,
          statusReason: row.status_reason,
          serviceOverride: row.service_override,
          addressOverride: row.address_override,
          priceCentsOverride: row.price_cents_override,
          startedAt: row.started_at,
          completedAt: row.completed_at,
          createdAt: row.created_at,
          clientName: row.client_name,
        },
      };
    });
  }

  /**
   * Declares a closure and, in the same transaction, skips every scheduled visit on its days or moves each to the
   * next open day (helpers following when free, else dropped: those visits then need helpers). The people of every
   * visit it changes are told in one batch (ScheduleEvents.closureApplied): one raise per visit and person took the
   * bench's 1,094 visits from 3.5 s to 8-96 s.
   */
  async createClosure(
    em: EntityManager,
    viewer: Viewer,
    input: ClosureRange & { reason: string; action: ClosureVisitAction },
  ): Promise<{ closure: Closure; affected: number; droppedHelperVisits: number }> {
    return em.transactional(async (tx) => {
      const plan = await this.previewClosure(tx, viewer, input);
      const closure = await this.closures.create(tx, viewer, input, input.reason);
      // The change itself works on the visits as entities (their helpers, their state for the dedupe keys).
      const entities = plan.length
        ? await tx.find(Visit, { id: { $in: plan.map((row) => row.visit.id) } }, { populate: ['helpers', 'request'] })
        : [];
      const byId = new Map(entities.map((visit) => [visit.id, visit]));
      const preview = plan.map((row) => ({ visit: byId.get(row.visit.id)!, proposedDate: row.proposedDate }));
      let dropped = 0;
      // A closure may touch a thousand visits: they change in one statement each way, and their history (the audit
      // trail) gets one event per visit in one insert, instead of a thousand tracked updates.
      const audit: BulkChange[] = [];
      const parentOf = (visit: Visit) => ({ type: 'ServiceRequest', id: visit.request.id });
      if (input.action === ClosureVisitAction.SKIP) {
        const reason = `Closed: ${closure.reason}`;
        for (const { visit } of preview) {
          audit.push({
            subjectId: visit.id,
            label: `Visit on ${visit.date}`,
            parent: parentOf(visit),
            changes: [
              { field: 'status', from: visit.status, to: VisitStatus.SKIPPED },
              { field: 'statusReason', from: visit.statusReason, to: reason },
            ],
          });
        }
        await this.events.closureApplied(
          tx,
          preview.map(({ visit }) => ({ visit })),
          reason,
        );
        if (preview.length) {
          await tx.execute(
            `update visits set status = ?, status_reason = ?, updated_at = now() where id = any(array[?]::uuid[])`,
            [VisitStatus.SKIPPED, reason, preview.map((row) => row.visit.id)],
          );
        }
      } else if (preview.length) {
        const visits = preview.map((row) => row.visit);
        const helperIds = [...new Set(visits.flatMap((visit) => visit.helpers.getItems().map((helper) => helper.id)))];
        const dates = preview.map((row) => row.proposedDate).sort();
        const availability = await HelperAvailability.load(tx, helperIds, dates[0], dates.at(-1)!);
        const lost: [string, string][] = [];
        const changes: ClosureChange[] = [];
        for (const { visit, proposedDate } of preview) {
          const placement = { ...placementOf(visit), date: proposedDate };
          const lostHere: string[] = [];
          for (const helper of visit.helpers.getItems()) {
            const free = availability.conflicts(helper, placement).length === 0;
            availability.move(helper.id, placement, free);
            if (!free) lostHere.push(helper.id);
          }
          audit.push({
            subjectId: visit.id,
            label: `Visit on ${proposedDate}`,
            parent: parentOf(visit),
            changes: [{ field: 'date', from: visit.date, to: proposedDate }],
          });
          changes.push({ visit, movedTo: proposedDate, droppedHelperIds: lostHere });
          if (lostHere.length) {
            dropped++;
            lost.push(...lostHere.map((helperId): [string, string] => [visit.id, helperId]));
          }
        }
        // Told before the change is written: the dedupe keys name the state it was made from.
        await this.events.closureApplied(tx, changes, null);
        await tx.execute(
          `update visits v set date = d.date, updated_at = now()
             from (select unnest(array[?]::uuid[]) as id, unnest(array[?]::date[]) as date) d where v.id = d.id`,
          [preview.map((row) => row.visit.id), preview.map((row) => row.proposedDate)],
        );
        if (lost.length) {
          await tx.execute(
            `delete from visit_assignments a using (select unnest(array[?]::uuid[]) as visit_id, unnest(array[?]::uuid[]) as helper_id) l
              where a.visit_id = l.visit_id and a.helper_id = l.helper_id`,
            [lost.map(([visitId]) => visitId), lost.map(([, helperId]) => helperId)],
          );
        }
      }
      await recordBulkUpdates(tx, 'Visit', audit);
      await tx.flush();
      return { closure, affected: preview.length, droppedHelperVisits: dropped };
    });
  }
}
