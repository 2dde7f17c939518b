import type { EntityManager } from '@mikro-orm/postgresql';
import type { VisitData } from '../notification/notification.events.js';
import type { NotificationService } from '../notification/notification.service.js';
import type { TimeSlot } from '../service-request/service-request.enums.js';
import type { Visit } from './visit.entity.js';

interface Placement {
  date: string;
  timeSlot: TimeSlot;
}

interface Recipients {
  client: string | null;
  helpers: string[];
}

/**
 * Every schedule event, in one place, each raised in the transaction (`em`) of the change it reports: "visit moved"
 * and "visit cancelled" (a skip too: for the people going it is the same news) to the visit's helpers and its client,
 * "taken off a visit" to a helper dropped from a moved one. The dedupe key names the visit, the change and the state
 * it was made from (the visit's last update), so a replayed change notifies once and a later one notifies again.
 * A pause's skipped visits are told like any skip; a closure's are not yet (see createClosure). Restores, series
 * ends, "this and following" edits and change requests themselves have no event yet (the audit trail has them).
 */
export class ScheduleEvents {
  constructor(private readonly notifications?: NotificationService) {}

  /** The visit's people (its client's account and its helpers' accounts) and what every event says about it. */
  private async about(
    em: EntityManager,
    visit: Visit,
    at: Placement = visit,
  ): Promise<{ to: Recipients; data: VisitData; client: string }> {
    await em.populate(visit, ['request', 'client.user', 'helpers.user']);
    return {
      to: {
        client: visit.client.user?.id ?? null,
        helpers: visit.helpers.getItems().flatMap((helper) => (helper.user ? [helper.user.id] : [])),
      },
      client: visit.client.displayName,
      data: {
        visitId: visit.id,
        date: at.date,
        timeSlot: at.timeSlot,
        startTime: visit.startTime,
        address: visit.addressOverride ?? visit.request.address,
        service: visit.serviceOverride ?? visit.request.service,
      },
    };
  }

  /** Called before the change is flushed, so `updatedAt` is still the visit's state the change was made from. */
  private key(visit: Visit, change: string) {
    return `${visit.id}:${change}:${visit.updatedAt.toISOString()}`;
  }

  /**
   * A visit moved from `from` to `to` (admin reschedule, approved change request, closure), before the change is
   * flushed (`visit.updatedAt` still names the state it was made from).
   */
  async visitMoved(
    em: EntityManager,
    visit: Visit,
    from: Placement,
    to: Placement = visit,
    /** Helpers (by Helper id) who did not follow: they hear `helpersDropped` instead. */
    exceptHelperIds: readonly string[] = [],
  ): Promise<void> {
    if (!this.notifications) return;
    const about = await this.about(em, visit, { date: to.date, timeSlot: to.timeSlot });
    const { data, client } = about;
    const moved = { ...data, previousDate: from.date, previousTimeSlot: from.timeSlot };
    const dedupeKey = this.key(visit, `moved-to-${to.date}-${to.timeSlot}`);
    const recipients = about.to;
    const going = visit.helpers
      .getItems()
      .flatMap((helper) => (helper.user && !exceptHelperIds.includes(helper.id) ? [helper.user.id] : []));
    if (recipients.client) {
      await this.notifications.raise(em, {
        event: 'visit.rescheduled',
        recipientUserId: recipients.client,
        data: moved,
        dedupeKey,
      });
    }
    await this.notifications.raiseForEach(em, going, {
      event: 'visit.rescheduled',
      data: { ...moved, clientName: client },
      dedupeKey,
    });
  }

  /** A visit was canceled by the business. */
  visitCanceled(em: EntityManager, visit: Visit): Promise<void> {
    return this.offTheSchedule(em, visit, 'canceled');
  }

  /** A visit was skipped (the client asked, the business was closed, the series paused): nobody goes. */
  visitSkipped(em: EntityManager, visit: Visit, reason: string | null = visit.statusReason): Promise<void> {
    return this.offTheSchedule(em, visit, 'skipped', reason);
  }

  private async offTheSchedule(
    em: EntityManager,
    visit: Visit,
    change: string,
    reason: string | null = visit.statusReason,
  ): Promise<void> {
    if (!this.notifications) return;
    const { to, data, client } = await this.about(em, visit);
    const canceled = { ...data, reason };
    const dedupeKey = this.key(visit, change);
    if (to.client) {
      await this.notifications.raise(em, { event: 'visit.canceled', recipientUserId: to.client, data: canceled, dedupeKey });
    }
    await this.notifications.raiseForEach(em, to.helpers, {
      event: 'visit.canceled',
      data: { ...canceled, clientName: client },
      dedupeKey,
    });
  }

  /**
   * Helpers dropped from a moved visit because they were not free: each hears they are off it (the visit then needs
   * helpers). `userIds` are the dropped helpers' accounts, `at` where the visit went.
   */
  async helpersDropped(em: EntityManager, visit: Visit, userIds: readonly string[], at: Placement = visit): Promise<void> {
    if (!this.notifications || userIds.length === 0) return;
    const { data, client } = await this.about(em, visit, { date: at.date, timeSlot: at.timeSlot });
    await this.notifications.raiseForEach(em, [...userIds], {
      event: 'visit.unassigned',
      data: { ...data, clientName: client },
      dedupeKey: this.key(visit, `dropped-${at.date}-${at.timeSlot}`),
    });
  }
}
