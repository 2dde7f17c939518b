import type { EntityManager } from '@mikro-orm/postgresql';
import type { SeriesChangedData, VisitChangeData, VisitData } from '../notification/notification.events.js';
import type { AnyRaiseInput, NotificationService } from '../notification/notification.service.js';
import type { ServiceRequest } from '../service-request/service-request.entity.js';
import type { ServiceType, TimeSlot } from '../service-request/service-request.enums.js';
import type { VisitChangeRequest } from '../visit-change/visit-change-request.entity.js';
import { addressOfVisit, serviceOfVisit, type Visit } from './visit.entity.js';

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

/** Tells everyone but the client (who hears of it another way: a change request's decision). */
export interface Quiet {
  quietClient?: boolean;
}

/** A visit's people and what the events say about it, read in one statement for any number of visits. */
interface PeopleRow {
  id: string;
  request_id: string;
  date: string;
  time_slot: TimeSlot;
  address: string;
  service: ServiceType;
  client_name: string;
  client_id: string;
  helpers: { helper: string; user: string }[];
}

/** A series' visits before and after a "this and following" edit: the dates, and the helpers (Helper id → user). */
export interface SeriesEdit {
  request: ServiceRequest;
  /** The visit the edit was made on (its state before the change keys the dedupe). */
  visit: Visit;
  thisVisitOnly: boolean;
  previous: { timeSlot: TimeSlot; address: string; visits: { date: string; timeSlot: TimeSlot; helperUsers: string[] }[] };
  current: { timeSlot: TimeSlot; address: string; service: ServiceType; visits: { date: string; helperUsers: string[] }[] };
}

interface Recipients {
  /** The client record: the notification service writes to its account, else to its email (issue 22). */
  client: string;
  helpers: string[];
}

/**
 * Every schedule event, in one place, each raised in the transaction (`em`) of the change it reports: "visit moved"
 * and "visit cancelled" (a skip too: for the people going it is the same news) to the visit's helpers and its client,
 * "taken off a visit" to a helper dropped from a moved one. The dedupe key names the visit, the change and the state
 * it was made from (the visit's last update), so a replayed change notifies once and a later one notifies again.
 * A closure's skipped visits are told like any skip, in bulk (`closureApplied`). A restore is "back on the schedule". A
 * series that ends or pauses, or whose visits change ("this and following"), is told once per person, not per visit:
 * the client hears of the plan, each helper of the visits it takes away once, with the list. A client's change
 * request goes to the owner(s), its decision to the client; the schedule change a decision applies then tells the
 * helpers as usual but not the client (`quietClient`), who has the decision's email.
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
        client: visit.client.id,
        helpers: visit.helpers.getItems().flatMap((helper) => (helper.user ? [helper.user.id] : [])),
      },
      client: visit.client.displayName,
      data: {
        visitId: visit.id,
        date: at.date,
        timeSlot: at.timeSlot,
        startTime: visit.startTime,
        address: addressOfVisit(visit, visit.request),
        service: serviceOfVisit(visit, visit.request),
      },
    };
  }

  private people(em: EntityManager, visitIds: readonly string[]): Promise<PeopleRow[]> {
    if (visitIds.length === 0) return Promise.resolve([]);
    return em.execute<PeopleRow[]>(
      `select v.id, v.request_id, to_char(v.date, 'YYYY-MM-DD') as date, v.time_slot,
              coalesce(v.address_override, r.address) as address, coalesce(v.service_override, r.service) as service,
              c.display_name as client_name, c.id as client_id,
              coalesce(json_agg(json_build_object('helper', h.id, 'user', h.user_id)) filter (where h.user_id is not null), '[]') as helpers
         from visits v
         join service_requests r on r.id = v.request_id
         join clients c on c.id = v.client_id
         left join visit_assignments a on a.visit_id = v.id
         left join helpers h on h.id = a.helper_id
        where v.id in (select value::uuid from jsonb_array_elements_text(?::jsonb))
        group by v.id, r.id, c.id
        order by v.date, v.id`,
      [JSON.stringify(visitIds)],
    );
  }

  /** A canceled or skipped visit is back: its client and helpers hear it takes place after all. */
  async visitRestored(em: EntityManager, visit: Visit): Promise<void> {
    if (!this.notifications) return;
    const { to, data, client } = await this.about(em, visit);
    const dedupeKey = this.key(visit, 'restored');
    const inputs: AnyRaiseInput[] = to.helpers.map((recipientUserId) => ({
      event: 'visit.restored',
      recipientUserId,
      data: { ...data, clientName: client },
      dedupeKey,
    }));
    inputs.unshift({ event: 'visit.restored', recipientClientId: to.client, data, dedupeKey });
    await this.notifications.raiseMany(em, inputs);
  }

  /**
   * A series ends from `from` or pauses from `from` to `until`, taking `visits` (still as they were: assigned,
   * scheduled) off the schedule. Called before the change is flushed, while the visits' assignments are still there.
   */
  async seriesStopped(
    em: EntityManager,
    request: ServiceRequest,
    visits: readonly Visit[],
    stop: { ended: true; from: string } | { ended: false; from: string; until: string },
    { quietClient = false }: Quiet = {},
  ): Promise<void> {
    if (!this.notifications) return;
    const rows = await this.people(
      em,
      visits.map((visit) => visit.id),
    );
    const change = stop.ended ? `ended-${stop.from}` : `paused-${stop.from}-${stop.until}`;
    // No state in the key: ending or pausing the same dates again is a replay (nothing is left to take off).
    const dedupeKey = `${request.id}:${change}`;
    await em.populate(request, ['client']);
    const inputs: AnyRaiseInput[] = [];
    if (!quietClient) {
      const data = {
        requestId: request.id,
        service: request.service,
        address: request.address,
        from: stop.from,
        ...(stop.ended ? {} : { until: stop.until }),
        visitCount: rows.length,
      };
      const event = stop.ended ? 'series.ended' : 'series.paused';
      inputs.push({ event, recipientClientId: request.client.id, data, dedupeKey });
    }
    const byHelper = new Map<string, PeopleRow[]>();
    for (const row of rows) {
      for (const { user } of row.helpers) byHelper.set(user, [...(byHelper.get(user) ?? []), row]);
    }
    for (const [recipientUserId, theirs] of byHelper) {
      inputs.push({
        event: 'visits.removed',
        recipientUserId,
        dedupeKey,
        data: {
          requestId: request.id,
          clientName: request.client.displayName,
          address: theirs[0].address,
          service: theirs[0].service,
          why: stop.ended ? 'ended' : 'paused',
          visits: theirs.map((row) => ({ date: row.date, timeSlot: row.time_slot })),
        },
      });
    }
    await this.notifications.raiseMany(em, inputs);
  }

  /**
   * "This visit" (address) or "this and following" changed the date, time slot or address of a series' visits: the
   * client hears once with the new dates; each helper once, of the visits they are on now, and once of those they
   * lost (not free at the new time, or the date went). Nothing when no date, slot or address changed.
   */
  async seriesChanged(em: EntityManager, edit: SeriesEdit): Promise<void> {
    if (!this.notifications) return;
    const { previous, current, request } = edit;
    const dates = current.visits.map((visit) => visit.date);
    const sameDates = dates.join() === previous.visits.map((visit) => visit.date).join();
    if (sameDates && previous.timeSlot === current.timeSlot && previous.address === current.address) return;
    if (dates.length === 0 && previous.visits.length === 0) return;
    await em.populate(request, ['client']);
    const dedupeKey = this.key(edit.visit, edit.thisVisitOnly ? 'changed' : 'series-changed');
    const base: SeriesChangedData = {
      requestId: request.id,
      service: current.service,
      address: current.address,
      timeSlot: current.timeSlot,
      dates,
      previousAddress: previous.address,
      previousTimeSlot: previous.timeSlot,
      thisVisitOnly: edit.thisVisitOnly,
    };
    const inputs: AnyRaiseInput[] = [];
    if (dates.length) inputs.push({ event: 'series.changed', recipientClientId: request.client.id, data: base, dedupeKey });
    const helperUsers = new Set([...previous.visits, ...current.visits].flatMap((visit) => visit.helperUsers));
    for (const user of helperUsers) {
      const on = current.visits.filter((visit) => visit.helperUsers.includes(user)).map((visit) => visit.date);
      const lost = previous.visits.filter((visit) => visit.helperUsers.includes(user) && !on.includes(visit.date));
      if (on.length) {
        inputs.push({
          event: 'series.changed',
          recipientUserId: user,
          data: { ...base, dates: on, clientName: request.client.displayName },
          dedupeKey,
        });
      }
      if (lost.length) {
        inputs.push({
          event: 'visits.removed',
          recipientUserId: user,
          dedupeKey,
          data: {
            requestId: request.id,
            clientName: request.client.displayName,
            address: previous.address,
            service: current.service,
            why: 'changed',
            visits: lost.map((visit) => ({ date: visit.date, timeSlot: visit.timeSlot })),
          },
        });
      }
    }
    await this.notifications.raiseMany(em, inputs);
  }

  /** What the change request events say about it and its visit (as it is when asked, or before a decision applies). */
  private async changeData(em: EntityManager, change: VisitChangeRequest, visit: Visit): Promise<VisitChangeData> {
    await em.populate(visit, ['request']);
    return {
      changeId: change.id,
      visitId: visit.id,
      kind: change.kind,
      visitDate: change.visitDate,
      timeSlot: visit.timeSlot,
      service: serviceOfVisit(visit, visit.request),
      address: addressOfVisit(visit, visit.request),
      proposedDate: change.proposedDate,
      proposedTimeSlot: change.proposedTimeSlot,
      note: change.note,
    };
  }

  /** A client asked to change a visit (or skipped it, approved at once): every owner account hears it. */
  async changeRequested(
    em: EntityManager,
    change: VisitChangeRequest,
    visit: Visit,
    ownerIds: readonly string[],
    applied: boolean,
  ): Promise<void> {
    if (!this.notifications || ownerIds.length === 0) return;
    await em.populate(change, ['client']);
    const data = await this.changeData(em, change, visit);
    await this.notifications.raiseForEach(em, [...ownerIds], {
      event: 'visit-change.requested',
      data: { ...data, clientName: change.client.displayName, applied },
      dedupeKey: `${change.id}:requested`,
    });
  }

  /**
   * The owner decided (or the setting approved at once) a client's change request: the client hears the outcome.
   * Called before the decision applies, while the visit is as the client saw it.
   */
  async changeDecided(
    em: EntityManager,
    change: VisitChangeRequest,
    visit: Visit,
    approved: boolean,
    reason: string | null,
  ): Promise<void> {
    if (!this.notifications) return;
    await em.populate(change, ['client']);
    const data = await this.changeData(em, change, visit);
    await this.notifications.raise(em, {
      event: 'visit-change.decided',
      recipientClientId: change.client.id,
      data: { ...data, approved, reason },
      dedupeKey: `${change.id}:decided`,
    });
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
    { quietClient = false }: Quiet = {},
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
    if (!quietClient) {
      await this.notifications.raise(em, {
        event: 'visit.rescheduled',
        recipientClientId: recipients.client,
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
  visitSkipped(em: EntityManager, visit: Visit, reason: string | null = visit.statusReason, quiet: Quiet = {}): Promise<void> {
    return this.offTheSchedule(em, visit, 'skipped', reason, quiet);
  }

  private async offTheSchedule(
    em: EntityManager,
    visit: Visit,
    change: string,
    reason: string | null = visit.statusReason,
    { quietClient = false }: Quiet = {},
  ): Promise<void> {
    if (!this.notifications) return;
    const { to, data, client } = await this.about(em, visit);
    const canceled = { ...data, reason };
    const dedupeKey = this.key(visit, change);
    if (!quietClient) {
      await this.notifications.raise(em, { event: 'visit.canceled', recipientClientId: to.client, data: canceled, dedupeKey });
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
    const people = await this.people(
      em,
      changes.map((change) => change.visit.id),
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
        inputs.push({ event: 'visit.rescheduled', recipientClientId: row.client_id, data: moved, dedupeKey });
        for (const recipientUserId of helpersOf(false)) {
          inputs.push({
            event: 'visit.rescheduled',
            recipientUserId,
            data: { ...moved, clientName: row.client_name },
            dedupeKey,
          });
        }
        const droppedKey = this.key(visit, `dropped-${movedTo}-${visit.timeSlot}`);
        for (const recipientUserId of helpersOf(true)) {
          inputs.push({ event: 'visit.unassigned', recipientUserId, data: forHelpers, dedupeKey: droppedKey });
        }
      } else {
        const dedupeKey = this.key(visit, 'skipped');
        inputs.push({ event: 'visit.canceled', recipientClientId: row.client_id, data: { ...data, reason }, dedupeKey });
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
