import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../auth/role.enum.js';
import { businessToday, isCalendarDate } from '../../shared/calendar-date.js';
import { badInput, conflict, forbidden, notFound } from '../../shared/errors.js';
import { CREATED_AT_CURSOR, findPage, type Page, type PageArgs } from '../../shared/paging.js';
import type { Viewer } from '../../shared/policy.js';
import { Helper } from '../helper/helper.entity.js';
import { minutesOfClock } from '../helper/weekly-availability.js';
import type { TimeOffData } from '../notification/notification.events.js';
import type { NotificationService } from '../notification/notification.service.js';
import { TimeOffVisitAction } from '../settings/settings.entity.js';
import type { SettingsService } from '../settings/settings.service.js';
import { User } from '../user/user.entity.js';
import { helperLabel } from '../visit/availability.js';
import { visitWindow } from '../visit/job.service.js';
import { onSchedule } from '../visit/on-schedule.js';
import { VisitAssignment } from '../visit/visit-assignment.entity.js';
import { recordHelperChanges } from '../visit/visit-history.js';
import type { Visit } from '../visit/visit.entity.js';
import { VisitStatus } from '../visit/visit.enums.js';
import { TimeOffRequest, TimeOffStatus } from './time-off-request.entity.js';
import { timeOffCovers } from './time-off-window.js';
import { timeOffPolicy } from './time-off.policy.js';

export interface RequestTimeOff {
  startDate: string;
  endDate: string;
  startTime?: string | null;
  endTime?: string | null;
  reason?: string | null;
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** Time off is asked for at most a year at once: a typo of a year is caught, a long leave is two requests. */
const MAX_DAYS = 366;

/**
 * Helpers' time off: asked by the helper (never in the past, never ending before it starts), approved or declined by
 * the owner with a note, cancelled by the helper while pending. Approving shows, and by the owner's setting frees,
 * the helper's visits inside it; the helper hears the decision in the app and by email.
 */
export class TimeOffService {
  constructor(
    private readonly settings: SettingsService,
    private readonly now: () => Date = () => new Date(),
    private readonly notifications?: NotificationService,
  ) {}

  list(em: EntityManager, viewer: Viewer, args: PageArgs, status?: TimeOffStatus | null): Promise<Page<TimeOffRequest>> {
    return findPage(em, TimeOffRequest, timeOffPolicy.where(viewer, status ? { status } : {}), args, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      shape: CREATED_AT_CURSOR,
    });
  }

  async find(em: EntityManager, viewer: Viewer, id: string): Promise<TimeOffRequest> {
    const request = await timeOffPolicy.findOne(em, viewer, id);
    if (!request) throw notFound('Time off request');
    return request;
  }

  async request(em: EntityManager, viewer: Viewer, input: RequestTimeOff): Promise<TimeOffRequest> {
    const helper = await em.findOne(Helper, { user: viewer.id }, { populate: ['user'] });
    if (!helper || !helper.active) throw forbidden('Only an active helper can ask for time off');
    if (!isCalendarDate(input.startDate)) throw badInput('startDate', 'startDate must be a date (YYYY-MM-DD)');
    if (!isCalendarDate(input.endDate)) throw badInput('endDate', 'endDate must be a date (YYYY-MM-DD)');
    if (input.endDate < input.startDate) throw badInput('endDate', 'Time off cannot end before it starts');
    if (input.startDate < businessToday(this.now())) throw badInput('startDate', 'Time off cannot start in the past');
    const days = (Date.parse(input.endDate) - Date.parse(input.startDate)) / 86_400_000;
    if (days >= MAX_DAYS) throw badInput('endDate', 'Ask for at most a year of time off at once');
    const startTime = input.startTime?.trim() || null;
    const endTime = input.endTime?.trim() || null;
    if ((startTime === null) !== (endTime === null)) {
      throw badInput(startTime ? 'endTime' : 'startTime', 'Part of a day needs both a start and an end time');
    }
    if (startTime !== null && endTime !== null) {
      if (!CLOCK.test(startTime)) throw badInput('startTime', 'startTime must be a time such as 08:30');
      if (!CLOCK.test(endTime)) throw badInput('endTime', 'endTime must be a time such as 13:00');
      if (minutesOfClock(endTime) <= minutesOfClock(startTime)) {
        throw badInput('endTime', 'Time off cannot end before it starts');
      }
    }
    return em.transactional(async (tx) => {
      const request = tx.create(TimeOffRequest, {
        helper,
        startDate: input.startDate,
        endDate: input.endDate,
        startTime,
        endTime,
        reason: input.reason?.trim() || null,
      });
      await tx.flush();
      if (this.notifications) {
        const owners = await tx.find(User, { role: Role.ADMIN }, { fields: ['id'] });
        await this.notifications.raiseMany(
          tx,
          owners.map((owner) => ({
            event: 'time-off.requested' as const,
            recipientUserId: owner.id,
            dedupeKey: request.id,
            data: this.dataOf(request, helper),
          })),
        );
      }
      return request;
    });
  }

  async cancel(em: EntityManager, viewer: Viewer, id: string): Promise<TimeOffRequest> {
    return em.transactional(async (tx) => {
      const request = await timeOffPolicy.load(tx, viewer, 'cancel', id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (request.status !== TimeOffStatus.PENDING) {
        throw conflict(`This time off request was already ${request.status}; only a pending one can be cancelled`);
      }
      request.status = TimeOffStatus.CANCELED;
      await tx.flush();
      return request;
    });
  }

  /** What approving would touch: the helper's scheduled visits inside the time off, and what the setting does. */
  async preview(em: EntityManager, viewer: Viewer, id: string): Promise<{ visits: Visit[]; action: TimeOffVisitAction }> {
    const request = await timeOffPolicy.load(em, viewer, 'decide', id);
    const settings = await this.settings.get(em);
    return { visits: await this.affectedVisits(em, request), action: settings.timeOffAssignedVisits };
  }

  /**
   * Approves or declines a pending request with the owner's note. Approved, the helper's visits inside it are kept
   * or unassigned as the settings say (unassigned ones then need helpers); either way the answer lists them. The row
   * lock makes a second decider wait, then find it decided.
   */
  async decide(
    em: EntityManager,
    viewer: Viewer,
    id: string,
    decision: { approve: boolean; note?: string | null },
  ): Promise<{ request: TimeOffRequest; affectedVisits: Visit[]; unassigned: boolean }> {
    const note = decision.note?.trim() || null;
    return em.transactional(async (tx) => {
      const request = await timeOffPolicy.load(tx, viewer, 'decide', id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (request.status !== TimeOffStatus.PENDING) throw conflict(`This time off request was already ${request.status}`);
      request.status = decision.approve ? TimeOffStatus.APPROVED : TimeOffStatus.DECLINED;
      request.decisionNote = note;
      request.decidedBy = tx.getReference(User, viewer.id);
      request.decidedAt = this.now();
      const helper = await tx.findOneOrFail(Helper, request.helper.id, { populate: ['user'] });
      const affectedVisits = decision.approve ? await this.affectedVisits(tx, request) : [];
      const settings = await this.settings.get(tx);
      const unassign = decision.approve && settings.timeOffAssignedVisits === TimeOffVisitAction.UNASSIGN;
      if (unassign && affectedVisits.length > 0) {
        const ids = affectedVisits.map((visit) => visit.id);
        const before = await tx.find(VisitAssignment, { visit: { $in: ids } });
        await tx.nativeDelete(VisitAssignment, { visit: { $in: ids }, helper: helper.id });
        await recordHelperChanges(
          tx,
          affectedVisits.map((visit) => {
            const was = before.filter((row) => row.visit.id === visit.id).map((row) => row.helper.id);
            return { visit, before: was, after: was.filter((helperId) => helperId !== helper.id) };
          }),
        );
      }
      await tx.flush();
      if (this.notifications && helper.user) {
        await this.notifications.raise(tx, {
          event: 'time-off.decided',
          recipientUserId: helper.user.id,
          dedupeKey: request.id,
          data: { ...this.dataOf(request, helper), approved: decision.approve, note },
        });
      }
      return { request, affectedVisits, unassigned: unassign };
    });
  }

  /** The helper's scheduled visits the time off covers, soonest first. */
  private async affectedVisits(em: EntityManager, request: TimeOffRequest): Promise<Visit[]> {
    const rows = await em.find(
      VisitAssignment,
      {
        helper: request.helper.id,
        visit: {
          $and: [{ date: { $gte: request.startDate, $lte: request.endDate }, status: VisitStatus.SCHEDULED }, onSchedule()],
        },
      },
      { populate: ['visit'] },
    );
    return rows
      .map((row) => row.visit)
      .filter((visit) => timeOffCovers(request, visit.date, visitWindow(visit)))
      .sort((a, b) => a.date.localeCompare(b.date) || visitWindow(a).start - visitWindow(b).start);
  }

  private dataOf(request: TimeOffRequest, helper: Helper): TimeOffData {
    return {
      requestId: request.id,
      helperName: helperLabel(helper),
      startDate: request.startDate,
      endDate: request.endDate,
      startTime: request.startTime,
      endTime: request.endTime,
      reason: request.reason,
    };
  }
}
