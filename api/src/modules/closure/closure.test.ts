import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, gql, type GraphQLResult, type TestApp, useTestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { NotificationCategory } from '../notification/notification.enums.js';
import { ScheduleEvents } from '../visit/schedule-events.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Recurrence, ServiceRequestStatus, TimeSlot } from '../service-request/service-request.enums.js';
import { Visit } from '../visit/visit.entity.js';
import { VisitStatus } from '../visit/visit.enums.js';
import { Closure } from './closure.entity.js';

// Sunday 22 November 2026, 10:00 in Naples.
const NOW = new Date('2026-11-22T15:00:00Z');
const t = useTestApp({ now: () => NOW });
let admin: Awaited<ReturnType<TestApp['signInAs']>>['agent'];
beforeAll(async () => {
  admin = (await t.signInAs(Role.ADMIN)).agent;
});

const PREVIEW = `query($startDate: LocalDate!, $endDate: LocalDate!) {
  closurePreview(startDate: $startDate, endDate: $endDate) { proposedDate visit { databaseId date clientName } }
}`;
const CREATE = `mutation($input: CreateClosureInput!) {
  createClosure(input: $input) { affectedVisits visitsNeedingHelpers closure { id databaseId startDate endDate reason } }
}`;
const DELETE = `mutation($input: DeleteClosureInput!) { deleteClosure(input: $input) { deletedClosureId } }`;
const fieldOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.field;
const reload = (visit: { id: string }) => t.em().findOneOrFail(Visit, visit.id, { populate: ['helpers'] });

describe('closures', () => {
  it('previews every visit a closure touches, each with the next open day free in its series', async () => {
    await t.buildClosure({ startDate: '2026-12-28', reason: 'Inventory' });
    const daily = await t.buildServiceRequest({
      status: ServiceRequestStatus.ACCEPTED,
      recurring: Recurrence.CUSTOM,
      date: '2026-12-21',
      customDays: { sunday: true, monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: true },
    });
    const weekly = await t.buildVisit({ date: '2026-12-26' });
    const result = await gql(admin, PREVIEW, { startDate: '2026-12-24', endDate: '2026-12-26' });
    // The daily series has its 24th-26th closed, its 28th closed too, and its own visits on the 27th and 29th, so its
    // three visits move to three distinct open days after the 29th; the weekly one to the 27th.
    expect(result.data.closurePreview.length).toBe(4);
    const daysOfDaily = result.data.closurePreview
      .filter((row: { visit: { databaseId: string } }) => row.visit.databaseId !== weekly.id)
      .map((row: { proposedDate: string }) => row.proposedDate);
    expect(daysOfDaily.length).toBe(3);
    expect(daysOfDaily.every((date: string) => date > '2026-12-29' && date !== '2026-12-28')).toBe(true);
    expect(new Set(daysOfDaily).size).toBe(3);
    const ofWeekly = result.data.closurePreview.find(
      (row: { visit: { databaseId: string } }) => row.visit.databaseId === weekly.id,
    );
    expect(ofWeekly.proposedDate).toBe('2026-12-27');
    expect((await t.visitsOf(daily)).length).toBeGreaterThan(3);
    // The daily series would be touched by every later closure.
    await t.em().nativeDelete(Visit, { request: daily.id });
  });

  it('skips every visit on the closed days in one action, and refuses new requests on them', async () => {
    const visit = await t.buildVisit({ date: '2027-01-01' });
    const result = await gql(admin, CREATE, {
      input: { startDate: '2027-01-01', endDate: '2027-01-01', reason: "New Year's Day", action: 'SKIP' },
    });
    expect(result.data.createClosure).toMatchObject({ affectedVisits: 1, closure: { reason: "New Year's Day" } });
    expect(await reload(visit)).toMatchObject({ status: VisitStatus.SKIPPED, statusReason: "Closed: New Year's Day" });
    // The bulk change is in the visit's history, by the admin.
    const history = await gql(
      admin,
      `query($id: ID!) { node(id: $id) { ... on Visit { history { action changes { field to } } } } }`,
      {
        id: toGlobalId('Visit', visit.id),
      },
    );
    expect(history.data.node.history).toEqual([
      {
        action: 'UPDATED',
        changes: [
          { field: 'status', to: 'skipped' },
          { field: 'statusReason', to: "Closed: New Year's Day" },
        ],
      },
    ]);

    const client = await t.signInAs(Role.CLIENT);
    const asked = await gql(
      client.agent,
      `mutation($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { serviceRequest { id } } }`,
      { input: { service: 'STANDARD', date: '2027-01-01', time: 'MORNING', address: '1 Bay Rd', phoneNumber: '239-555-0100' } },
    );
    expect(fieldOf(asked)).toBe('date');
    expect(asked.errors?.[0].message).toMatch(/closed on 2027-01-01/);
    // Everyone signed in sees the closed days.
    const seen = await gql(client.agent, '{ closuresBetween(from: "2026-12-28", to: "2027-01-03") { startDate reason } }');
    expect(seen.data.closuresBetween).toContainEqual({ startDate: '2027-01-01', reason: "New Year's Day" });
  });

  it('makes a series’ visits that fall on a closed day skipped as the horizon rolls on', async () => {
    await t.buildClosure({ startDate: '2027-02-02', reason: 'Hurricane' });
    const request = await t.buildServiceRequest({
      status: ServiceRequestStatus.ACCEPTED,
      recurring: Recurrence.WEEKLY,
      date: '2027-01-26',
    });
    const visits = await t.visitsOf(request);
    expect(visits.find((visit) => visit.date === '2027-02-02')).toMatchObject({
      status: VisitStatus.SKIPPED,
      statusReason: 'Closed: Hurricane',
    });
  });

  it('moves each visit to the next open day: helpers follow when free, else the visit needs helpers', async () => {
    const free = await t.buildHelper();
    const busy = await t.buildHelper();
    await t.buildVisit({ date: '2027-03-04', timeSlot: TimeSlot.MORNING, helpers: [busy] });
    const staffed = await t.buildVisit({ date: '2027-03-03', timeSlot: TimeSlot.MORNING, helpers: [free, busy] });
    const result = await gql(admin, CREATE, {
      input: { startDate: '2027-03-03', endDate: '2027-03-03', reason: 'Storm', action: 'MOVE' },
    });
    expect(result.data.createClosure).toMatchObject({ affectedVisits: 1, visitsNeedingHelpers: 1 });
    const moved = await reload(staffed);
    expect(moved.date).toBe('2027-03-04');
    expect(moved.status).toBe(VisitStatus.SCHEDULED);
    expect(moved.helpers.getItems().map((helper) => helper.id)).toEqual([free.id]);
    const history = await gql(
      admin,
      `query($id: ID!) { node(id: $id) { ... on Visit { history { changes { field from to } } } } }`,
      {
        id: toGlobalId('Visit', staffed.id),
      },
    );
    expect(history.data.node.history).toEqual([{ changes: [{ field: 'date', from: '2027-03-03', to: '2027-03-04' }] }]);
  });

  it('refuses bad ranges naming the field, and creates nothing', async () => {
    const count = await t.em().count(Closure);
    const cases: [Record<string, string>, string][] = [
      [{ startDate: '2026-11-01', endDate: '2026-11-02' }, 'startDate'],
      [{ startDate: '2026-12-10', endDate: '2026-12-01' }, 'endDate'],
      [{ startDate: '2026-12-10', endDate: '2028-12-01' }, 'endDate'],
    ];
    for (const [range, field] of cases) {
      const result = await gql(admin, CREATE, { input: { ...range, reason: 'x', action: 'SKIP' } });
      expect(fieldOf(result), JSON.stringify(result.errors)).toBe(field);
    }
    // Not a date at all: the LocalDate scalar refuses it, naming the input field.
    const unreal = await gql(admin, CREATE, {
      input: { startDate: '2026-02-30', endDate: '2026-03-01', reason: 'x', action: 'SKIP' },
    });
    expect(errorCode(unreal)).toBe('BAD_USER_INPUT');
    expect(unreal.errors?.[0].message).toMatch(/input.startDate/);
    const blank = await gql(admin, CREATE, {
      input: { startDate: '2026-12-10', endDate: '2026-12-10', reason: ' ', action: 'SKIP' },
    });
    expect(fieldOf(blank)).toBe('reason');
    expect(await t.em().count(Closure)).toBe(count);
  });

  it('lets only the admin declare, preview or delete a closure', async () => {
    const closure = await t.buildClosure({ startDate: '2027-05-01' });
    const input = { startDate: '2027-05-10', endDate: '2027-05-10', reason: 'x', action: 'SKIP' };
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, CREATE, { input }))).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, PREVIEW, { startDate: '2027-05-10', endDate: '2027-05-10' }))).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, DELETE, { input: { id: closure.id } }))).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(t.request(), '{ closures { id } }'))).toBe('UNAUTHENTICATED');
    expect(await t.em().count(Closure, { id: closure.id })).toBe(1);
    expect((await gql(admin, DELETE, { input: { id: closure.id } })).data.deleteClosure.deletedClosureId).toBe(closure.id);
    expect(await t.em().count(Closure, { id: closure.id })).toBe(0);
  });
});

describe('a closure tells the people whose visits it skips or moves', () => {
  interface Told {
    event: string;
    recipient: string;
    visitId: string;
    date: string;
    previousDate: string | null;
    clientName: string | null;
    emails: number;
    jobs: number;
  }
  /** Each person's notifications about these visits, with their outbox rows and delivery jobs. */
  const toldAbout = (visitIds: string[]) =>
    t.em().execute<Told[]>(
      `select n.event, n.recipient_id as recipient, n.data->>'visitId' as "visitId", n.data->>'date' as date,
              n.data->>'previousDate' as "previousDate", n.data->>'clientName' as "clientName",
              (select count(*)::int from notification_deliveries d where d.notification_id = n.id) as emails,
              (select count(*)::int from notification_deliveries d join pgboss.job j
                  on j.name = 'notification-delivery' and j.data->>'deliveryId' = d.id::text
                where d.notification_id = n.id) as jobs
         from notifications n where n.data->>'visitId' in (?) order by n.data->>'date', n.recipient_id`,
      [visitIds],
    );
  const people = async () => {
    const clientUser = await t.buildUser({ role: Role.CLIENT });
    const helperUser = await t.buildUser({ role: Role.HELPER });
    return {
      clientUser,
      helperUser,
      client: await t.clientOf(clientUser),
      helper: await t.helperOf(helperUser),
    };
  };

  it('skips: the client and the helper each hear of every visit once, by email too, and a replay tells nobody again', async () => {
    const { clientUser, helperUser, client, helper } = await people();
    const first = await t.buildVisit({ client, date: '2027-04-06', helpers: [helper] });
    const second = await t.buildVisit({ client, date: '2027-04-07', helpers: [helper] });
    const result = await gql(admin, CREATE, {
      input: { startDate: '2027-04-06', endDate: '2027-04-07', reason: 'Staff training', action: 'SKIP' },
    });
    expect(result.data.createClosure.affectedVisits).toBe(2);
    const told = await toldAbout([first.id, second.id]);
    expect(told).toHaveLength(4);
    for (const visit of [first, second]) {
      for (const user of [clientUser, helperUser]) {
        expect(told.filter((row) => row.visitId === visit.id && row.recipient === user.id)).toEqual([
          expect.objectContaining({ event: 'visit.canceled', date: visit.date, emails: 1, jobs: 1 }),
        ]);
      }
    }
    // The helper is told whose visit it was; the client needs no such line.
    expect(told.find((row) => row.recipient === helperUser.id)?.clientName).toBe(client.displayName);
    expect(told.find((row) => row.recipient === clientUser.id)?.clientName).toBeNull();
    // The same change replayed (the visits as they were before it) raises nothing new.
    await t.em().transactional((tx) =>
      new ScheduleEvents(t.services.notifications).closureApplied(
        tx,
        [first, second].map((visit) => ({ visit })),
        'Closed: Staff training',
      ),
    );
    expect(await toldAbout([first.id, second.id])).toEqual(told);
  });

  it('moves: each person hears the visit was rescheduled to its new date, and a dropped helper that they are off it', async () => {
    const { clientUser, helperUser, client, helper } = await people();
    const busyUser = await t.buildUser({ role: Role.HELPER });
    const busy = await t.helperOf(busyUser);
    await t.buildVisit({ date: '2027-04-14', timeSlot: TimeSlot.MORNING, helpers: [busy] });
    const visit = await t.buildVisit({ client, date: '2027-04-13', timeSlot: TimeSlot.MORNING, helpers: [helper, busy] });
    const result = await gql(admin, CREATE, {
      input: { startDate: '2027-04-13', endDate: '2027-04-13', reason: 'Storm', action: 'MOVE' },
    });
    expect(result.data.createClosure).toMatchObject({ affectedVisits: 1, visitsNeedingHelpers: 1 });
    const told = await toldAbout([visit.id]);
    const moved = { date: '2027-04-14', previousDate: '2027-04-13', emails: 1, jobs: 1 };
    expect(told.filter((row) => row.recipient === clientUser.id)).toEqual([
      expect.objectContaining({ event: 'visit.rescheduled', ...moved }),
    ]);
    expect(told.filter((row) => row.recipient === helperUser.id)).toEqual([
      expect.objectContaining({ event: 'visit.rescheduled', ...moved, clientName: client.displayName }),
    ]);
    expect(told.filter((row) => row.recipient === busyUser.id)).toEqual([
      expect.objectContaining({ event: 'visit.unassigned', date: '2027-04-14', emails: 1, jobs: 1 }),
    ]);
    expect(told).toHaveLength(3);
  });

  it('a client who turned schedule emails off sees the notification in the app and gets no email', async () => {
    const { clientUser, helperUser, client, helper } = await people();
    await t.services.notifications.setPreference(t.em(), clientUser.id, NotificationCategory.SCHEDULE, false);
    const visit = await t.buildVisit({ client, date: '2027-04-20', helpers: [helper] });
    await gql(admin, CREATE, { input: { startDate: '2027-04-20', endDate: '2027-04-20', reason: 'Holiday', action: 'SKIP' } });
    const told = await toldAbout([visit.id]);
    expect(told.find((row) => row.recipient === clientUser.id)).toMatchObject({ event: 'visit.canceled', emails: 0, jobs: 0 });
    expect(told.find((row) => row.recipient === helperUser.id)).toMatchObject({ event: 'visit.canceled', emails: 1, jobs: 1 });
  });
});
