import type { EntityManager } from '@mikro-orm/postgresql';
import type { VisitData } from '../notification/notification.events.js';
import type { AnyRaiseInput, NotificationService } from '../notification/notification.service.js';
import type { ServiceType, TimeSlot } from '../service-request/service-request.enums.js';
import type { Visit } from './visit.entity.js';

interface Placement {
  date: string;
  timeSlot: TimeSlot;
}

/** One visit a closure changed: skipped (no `movedTo`) or moved, and the helpers (by Helper id) it dropped. */
export interface ClosureChange {
  visit: Visit;
  movedTo?: string;
  droppedHelperIds?: readonly string[];
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
 * A pause's and a closure's skipped visits are told like any skip (a closure's in bulk: `closureApplied`). Restores, series
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
   * A closure skipped or moved many visits: the same news as `visitSkipped` / `visitMoved` / `helpersDropped` per
   * visit (same events, data and dedupe keys), read in one query and raised in one batch. Called before the change is
   * written, so assignments and `updatedAt` are still the state it was made from.
   */
  async closureApplied(em: EntityManager, changes: readonly ClosureChange[], reason: string | null): Promise<void> {
    if (!this.notifications || changes.length === 0) return;
    const people = await em.execute<
      {
        id: string;
        address: string;
        service: ServiceType;
        client_name: string;
        client_user: string | null;
        helpers: { helper: string; user: string }[];
      }[]
    >(
      `select v.id, coalesce(v.address_override, r.address) as address, coalesce(v.service_override, r.service) as service,
              c.display_name as client_name, c.user_id as client_user,
              coalesce(json_agg(json_build_object('helper', h.id, 'user', h.user_id)) filter (where h.user_id is not null), '[]') as helpers
         from visits v
         join service_requests r on r.id = v.request_id
         join clients c on c.id = v.client_id
         left join visit_assignments a on a.visit_id = v.id
         left join helpers h on h.id = a.helper_id
        where v.id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
        group by v.id, r.id, c.id`,
      [JSON.stringify(changes.map((change) => change.visit.id))],
    );
    const byVisit = new Map(people.map((row) => [row.id, row]));
    const inputs: AnyRaiseInput[] = [];
    for (const { visit, movedTo, droppedHelperIds = [] } of changes) {
      const row = byVisit.get(visit.id);
      if (!row) continue;
      const data: VisitData = {
        visitId: visit.id,
        date: movedTo ?? visit.date,
        timeSlot: visit.timeSlot,
        startTime: visit.startTime,
        address: row.address,
        service: row.service,
      };
      const helpersOf = (dropped: boolean) =>
        row.helpers.filter(({ helper }) => droppedHelperIds.includes(helper) === dropped).map(({ user }) => user);
      const forHelpers = { ...data, clientName: row.client_name };
      if (movedTo) {
        const moved = { ...data, previousDate: visit.date, previousTimeSlot: visit.timeSlot };
        const dedupeKey = this.key(visit, `moved-to-${movedTo}-${visit.timeSlot}`);
        const to = [...(row.client_user ? [row.client_user] : []), ...helpersOf(false)];
        for (const recipientUserId of to) {
          const own = recipientUserId === row.client_user ? moved : { ...moved, clientName: row.client_name };
          inputs.push({ event: 'visit.rescheduled', recipientUserId, data: own, dedupeKey });
        }
        const droppedKey = this.key(visit, `dropped-${movedTo}-${visit.timeSlot}`);
        for (const recipientUserId of helpersOf(true)) {
          inputs.push({ event: 'visit.unassigned', recipientUserId, data: forHelpers, dedupeKey: droppedKey });
        }
      } else {
        const dedupeKey = this.key(visit, 'skipped');
        if (row.client_user) {
          inputs.push({ event: 'visit.canceled', recipientUserId: row.client_user, data: { ...data, reason }, dedupeKey });
        }
        for (const recipientUserId of helpersOf(false)) {
          inputs.push({ event: 'visit.canceled', recipientUserId, data: { ...forHelpers, reason }, dedupeKey });
        }
      }
    }
    await this.notifications.raiseMany(em, inputs);
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
