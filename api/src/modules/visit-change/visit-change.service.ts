import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { businessToday, daysBetween, isCalendarDate } from '../../shared/calendar-date.js';
import { badInput, conflict, notFound } from '../../shared/errors.js';
import { CREATED_AT_CURSOR, findPage, type Page, type PageArgs } from '../../shared/paging.js';
import { startOfBusinessDay } from '../../shared/pay-period.js';
import { displayPhone } from '../../shared/phone.js';
import type { Viewer } from '../../shared/policy.js';
import { Recurrence, type TimeSlot } from '../service-request/service-request.enums.js';
import type { SettingsService } from '../settings/settings.service.js';
import { Role } from '../../auth/role.enum.js';
import { User } from '../user/user.entity.js';
import { visitWindow } from '../visit/job.service.js';
import { ScheduleEvents } from '../visit/schedule-events.js';
import { inTransaction, type ScheduleService } from '../visit/schedule.service.js';
import type { Visit } from '../visit/visit.entity.js';
import { VisitStatus } from '../visit/visit.enums.js';
import { visitPolicy } from '../visit/visit.policy.js';
import { VisitChangeKind, VisitChangeRequest, VisitChangeStatus } from './visit-change-request.entity.js';
import { visitChangePolicy } from './visit-change.policy.js';

export interface RequestVisitChange {
  visitId: string;
  kind: VisitChangeKind;
  proposedDate?: string | null;
  proposedTimeSlot?: TimeSlot | null;
  note?: string | null;
}

/** An applied decision tells the helpers; the client has the decision's own email. */
const QUIET_CLIENT = { quietClient: true };

/** When a visit begins: its date at its start time (or slot) in America/New_York. */
export function visitStartsAt(visit: Pick<Visit, 'date' | 'timeSlot' | 'startTime'>): Date {
  return new Date(startOfBusinessDay(visit.date).getTime() + visitWindow(visit).start * 60_000);
}

/**
 * A client's requests to change its upcoming visits (skip, move, end the plan), and the owner's decisions. A change
 * inside the cutoff (settings, default 48 hours before the visit) cannot be asked online; a skip asked before it is
 * approved at once when the owner's settings say so. Approving applies the change through the schedule service.
 */
export class VisitChangeService {
  constructor(
    private readonly schedule: ScheduleService,
    private readonly settings: SettingsService,
    private readonly now: () => Date = () => new Date(),
    private readonly events: ScheduleEvents = new ScheduleEvents(),
  ) {}

  async request(em: EntityManager, viewer: Viewer, input: RequestVisitChange): Promise<VisitChangeRequest> {
    // Someone else's visit reads as no visit at all: NOT_FOUND, revealing nothing.
    const visit = visitPolicy.authorize(
      viewer,
      'requestChange',
      await visitPolicy.findOne(em, viewer, input.visitId, { populate: ['client', 'request'] }),
    );
    const today = businessToday(this.now());
    if (visit.status !== VisitStatus.SCHEDULED || daysBetween(today, visit.date) < 0) {
      throw badInput('visitId', 'Only an upcoming scheduled visit can be changed');
    }
    const settings = await this.settings.get(em);
    const cutoffMs = settings.changeCutoffHours * 3_600_000;
    if (visitStartsAt(visit).getTime() - this.now().getTime() < cutoffMs) {
      const phone = settings.phone ? ` at ${displayPhone(settings.phone)}` : '';
      throw badInput(
        'visitId',
        `Changes within ${settings.changeCutoffHours} hours of a visit can't be requested online. Please call us${phone}.`,
      );
    }
    if ((await em.count(VisitChangeRequest, { visit: visit.id, status: VisitChangeStatus.PENDING })) > 0) {
      throw conflict('A change to this visit is already waiting for a decision');
    }
    const change = em.create(VisitChangeRequest, {
      visit,
      client: visit.client,
      requestedBy: em.getReference(User, viewer.id),
      kind: input.kind,
      note: input.note?.trim() || null,
      visitDate: visit.date,
    });
    if (input.kind === VisitChangeKind.MOVE) {
      const date = input.proposedDate ?? '';
      if (!isCalendarDate(date)) throw badInput('proposedDate', 'Choose the date you would like instead');
      if (daysBetween(today, date) < 0) throw badInput('proposedDate', 'The new date cannot be in the past');
      if (!input.proposedTimeSlot) throw badInput('proposedTimeSlot', 'Choose a time slot');
      await this.schedule.assertDateFor(em, visit, date, 'proposedDate');
      change.proposedDate = date;
      change.proposedTimeSlot = input.proposedTimeSlot;
    }
    if (input.kind === VisitChangeKind.END_PLAN && visit.request.recurring === Recurrence.ONETIME) {
      throw badInput('kind', 'This visit is not part of a repeating plan; ask to skip it instead');
    }
    const autoApproved = input.kind === VisitChangeKind.SKIP && settings.autoApproveSkips;
    await inTransaction(em, async () => {
      const owners = await em.find(User, { role: Role.ADMIN }, { fields: ['id'] });
      await this.events.changeRequested(
        em,
        change,
        visit,
        owners.map((owner) => owner.id),
        autoApproved,
      );
      if (autoApproved) {
        change.status = VisitChangeStatus.APPROVED;
        change.decidedAt = this.now();
        // The client hears the decision; the helpers that the visit is off.
        await this.events.changeDecided(em, change, visit, true, null);
        await this.schedule.markSkipped(em, visit, "Skipped at the client's request", { quietClient: true });
      }
    });
    return change;
  }

  /**
   * Approves (applying the change) or declines (with a reason) a pending request. The row lock makes two deciders
   * safe: the second waits, then finds it decided and gets a conflict.
   */
  async decide(
    em: EntityManager,
    viewer: Viewer,
    id: string,
    decision: { approve: boolean; reason?: string | null },
  ): Promise<VisitChangeRequest> {
    const reason = decision.reason?.trim() || null;
    if (!decision.approve && !reason) throw badInput('reason', 'Say why the change is declined');
    const decidedId = await em.transactional(async (tx) => {
      const change = await visitChangePolicy.load(tx, viewer, 'decide', id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (change.status !== VisitChangeStatus.PENDING) throw conflict(`This change request was already ${change.status}`);
      change.status = decision.approve ? VisitChangeStatus.APPROVED : VisitChangeStatus.DECLINED;
      change.decisionReason = decision.approve ? null : reason;
      change.decidedBy = tx.getReference(User, viewer.id);
      change.decidedAt = this.now();
      await tx.populate(change, ['visit.request']);
      // Told as the client saw the visit; a decision that cannot apply rolls this back with it.
      if (change.visit) await this.events.changeDecided(tx, change, change.visit, decision.approve, change.decisionReason);
      if (decision.approve) await this.apply(tx, change);
      await tx.flush();
      return change.id;
    });
    return em.findOneOrFail(VisitChangeRequest, decidedId, { refresh: true });
  }

  private async apply(em: EntityManager, change: VisitChangeRequest): Promise<void> {
    await em.populate(change, ['visit.request']);
    const target = change.visit;
    if (!target || target.status !== VisitStatus.SCHEDULED) {
      throw conflict('This visit has changed since the request was made; decline it with a reason instead');
    }
    switch (change.kind) {
      case VisitChangeKind.SKIP:
        await this.schedule.markSkipped(em, target, "Skipped at the client's request", QUIET_CLIENT);
        break;
      case VisitChangeKind.MOVE:
        await this.schedule.assertDateFor(em, target, change.proposedDate!, 'proposedDate');
        // The owner approved the client's date: helpers not free there are dropped (the visit then needs helpers).
        await this.schedule.moveVisit(em, target, change.proposedDate!, change.proposedTimeSlot!, true, QUIET_CLIENT);
        break;
      case VisitChangeKind.END_PLAN:
        await this.schedule.endFrom(em, target.request, target.date, QUIET_CLIENT);
        break;
    }
  }

  /** The change requests the viewer may read (a client's own), newest first, optionally of one status. */
  list(em: EntityManager, viewer: Viewer, args: PageArgs, status?: VisitChangeStatus | null): Promise<Page<VisitChangeRequest>> {
    return findPage(em, VisitChangeRequest, visitChangePolicy.where(viewer, status ? { status } : {}), args, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      shape: CREATED_AT_CURSOR,
    });
  }

  /** A change request by database id, when the viewer may read it. */
  async find(em: EntityManager, viewer: Viewer, id: string): Promise<VisitChangeRequest> {
    const change = await visitChangePolicy.findOne(em, viewer, id);
    if (!change) throw notFound('Change request');
    return change;
  }
}
