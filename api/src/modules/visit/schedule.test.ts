import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRequestFields } from '../../../test/factories.js';
import { createTestApp, errorCode, gql, type GraphQLResult, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Notification } from '../notification/notification.entity.js';
import { ServiceRequest } from '../service-request/service-request.entity.js';
import {
  type CustomDays,
  Recurrence,
  ServiceRequestStatus,
  ServiceType,
  TimeSlot,
  WEEKDAYS,
} from '../service-request/service-request.enums.js';
import { ruleEnd } from './recurrence.js';
import { VisitAssignment } from './visit-assignment.entity.js';
import { Visit } from './visit.entity.js';
import { VisitStatus } from './visit.enums.js';

// Sunday 22 November 2026, 10:00 in Naples.
const NOW = new Date('2026-11-22T15:00:00Z');
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signInAs']>>['agent'];
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = (await t.signInAs(Role.ADMIN, { firstName: 'Olivia', lastName: 'Owner' })).agent;
});
afterAll(() => t.close());

const VISIT = `id databaseId date timeSlot status statusReason service`;
const CANCEL = `mutation($input: CancelVisitInput!) { cancelVisit(input: $input) { visit { ${VISIT} } } }`;
const SKIP = `mutation($input: SkipVisitInput!) { skipVisit(input: $input) { visit { ${VISIT} } } }`;
const RESTORE = `mutation($input: RestoreVisitInput!) { restoreVisit(input: $input) { visit { ${VISIT} } } }`;
const RESCHEDULE = `mutation($input: RescheduleVisitInput!) {
  rescheduleVisit(input: $input) { applied droppedHelperIds warnings { kind helperId message } visit { ${VISIT} helpers { databaseId } } }
}`;
const UPDATE_SERIES = `mutation($input: UpdateSeriesInput!) {
  updateSeries(input: $input) { applied warnings { message } visit { ${VISIT} address } }
}`;
const PAUSE = `mutation($input: PauseSeriesInput!) { pauseSeries(input: $input) { serviceRequest { databaseId } } }`;
const END = `mutation($input: EndSeriesInput!) { endSeries(input: $input) { serviceRequest { databaseId } } }`;

const NO_DAYS = Object.fromEntries(WEEKDAYS.map((day) => [day, false])) as CustomDays;
const MON_THU = { ...NO_DAYS, monday: true, thursday: true };

const gid = (visit: { id: string }) => toGlobalId('Visit', visit.id);
const fieldOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.field;

/** An accepted request's visits (a weekly morning standard clean unless told otherwise). */
async function series(fields: ServiceRequestFields = {}) {
  const request = await t.buildServiceRequest({
    recurring: Recurrence.WEEKLY,
    date: '2026-11-24',
    ...fields,
    status: ServiceRequestStatus.ACCEPTED,
  });
  return { request, visits: await t.visitsOf(request) };
}

const reload = (visit: { id: string }) => t.em().findOneOrFail(Visit, visit.id, { populate: ['helpers'] });

describe('one visit: cancel, skip, restore', () => {
  it('cancels with a reason: struck through on the calendar, off helpers’ days and counts, in its history', async () => {
    const worker = await t.signInAs(Role.HELPER);
    const helper = await t.helperOf(worker.user);
    const visit = await t.buildVisit({ date: '2026-11-25', helpers: [helper] });
    const result = await gql(admin, CANCEL, { input: { id: gid(visit), reason: 'Client moved away' } });
    expect(result.data.cancelVisit.visit).toMatchObject({ status: 'CANCELED', statusReason: 'Client moved away' });

    const calendar = await gql(
      admin,
      '{ visits(from: "2026-11-25", to: "2026-11-25") { edges { node { databaseId status statusReason } } } }',
    );
    expect(calendar.data.visits.edges.map((edge: { node: unknown }) => edge.node)).toContainEqual({
      databaseId: visit.id,
      status: 'CANCELED',
      statusReason: 'Client moved away',
    });
    const jobs = await gql(worker.agent, '{ myJobs(from: "2026-11-22", to: "2026-11-30") { databaseId } }');
    expect(jobs.data.myJobs).toEqual([]);

    const history = await gql(
      admin,
      `query($id: ID!) { node(id: $id) { ... on Visit { history { action actor { name } changes { field from to } } } } }`,
      { id: gid(visit) },
    );
    expect(history.data.node.history).toEqual([
      {
        action: 'UPDATED',
        actor: { name: 'Olivia Owner' },
        changes: expect.arrayContaining([
          { field: 'status', from: 'scheduled', to: 'canceled' },
          { field: 'statusReason', from: null, to: 'Client moved away' },
        ]),
      },
    ]);
  });

  it('skips (never billed) and restores a visit; the monthly revenue follows the one rule for the schedule', async () => {
    const revenue = async () =>
      (await gql(admin, '{ adminDashboard { monthlyRevenueCents } }')).data.adminDashboard.monthlyRevenueCents as number;
    const visit = await t.buildVisit({ date: '2026-11-27' });
    const before = await revenue();
    expect((await gql(admin, SKIP, { input: { id: gid(visit) } })).data.skipVisit.visit.status).toBe('SKIPPED');
    expect(await revenue()).toBe(before - 15_000);
    expect((await gql(admin, RESTORE, { input: { id: gid(visit) } })).data.restoreVisit.visit).toMatchObject({
      status: 'SCHEDULED',
      statusReason: null,
    });
    expect(await revenue()).toBe(before);
    // Only what is off the schedule can be restored.
    expect(fieldOf(await gql(admin, RESTORE, { input: { id: gid(visit) } }))).toBe('id');
  });

  it('never changes a finished visit, nor moves a past one', async () => {
    const past = await t.buildVisit({ date: '2026-11-20' });
    const done = await t.buildVisit({ date: '2026-11-22', status: VisitStatus.COMPLETED });
    for (const document of [CANCEL, SKIP]) {
      expect(fieldOf(await gql(admin, document, { input: { id: gid(done) } }))).toBe('id');
    }
    const moved = await gql(admin, RESCHEDULE, { input: { id: gid(past), date: '2026-11-25', timeSlot: 'MORNING' } });
    expect(moved.errors?.[0].message).toMatch(/Past visits never change/);
    expect((await reload(past)).date).toBe('2026-11-20');
    expect((await reload(done)).status).toBe(VisitStatus.COMPLETED);
  });

  it('records that a past visit nobody worked was skipped or canceled, and restores it, telling nobody', async () => {
    const client = await t.signInAs(Role.CLIENT);
    const worker = await t.signInAs(Role.HELPER);
    const visit = await t.buildVisit({
      client: await t.clientOf(client.user),
      date: '2026-11-19',
      helpers: [await t.helperOf(worker.user)],
    });
    const heard = () => t.em().count(Notification, { recipient: { $in: [client.user.id, worker.user.id] } });
    const before = await heard();
    const skipped = await gql(admin, SKIP, { input: { id: gid(visit), reason: 'Client was away' } });
    expect(skipped.data.skipVisit.visit).toMatchObject({ status: 'SKIPPED', statusReason: 'Client was away' });
    expect((await gql(admin, RESTORE, { input: { id: gid(visit) } })).data.restoreVisit.visit.status).toBe('SCHEDULED');
    expect((await gql(admin, CANCEL, { input: { id: gid(visit) } })).data.cancelVisit.visit.status).toBe('CANCELED');
    expect(await heard()).toBe(before);
  });

  it('refuses clients, helpers and the signed-out, changing nothing', async () => {
    const client = await t.signInAs(Role.CLIENT);
    const worker = await t.signInAs(Role.HELPER);
    const visit = await t.buildVisit({
      client: await t.clientOf(client.user),
      date: '2026-11-28',
      helpers: [await t.helperOf(worker.user)],
    });
    const moved = { id: gid(visit), date: '2026-11-29', timeSlot: 'EVENING' };
    for (const [agent, code] of [
      [client.agent, 'FORBIDDEN'],
      [worker.agent, 'FORBIDDEN'],
      [t.request(), 'UNAUTHENTICATED'],
    ] as const) {
      for (const [document, input] of [
        [CANCEL, { id: gid(visit) }],
        [SKIP, { id: gid(visit) }],
        [RESTORE, { id: gid(visit) }],
        [RESCHEDULE, moved],
        [UPDATE_SERIES, { visitId: gid(visit), scope: 'THIS_VISIT', service: 'DEEP' }],
        [UPDATE_SERIES, { visitId: gid(visit), scope: 'THIS_AND_FOLLOWING', recurring: 'CUSTOM', customDays: MON_THU }],
        [PAUSE, { requestId: visit.request.id, from: '2026-11-28', until: '2026-12-05' }],
        [END, { requestId: visit.request.id, from: '2026-11-28' }],
      ] as const) {
        expect(errorCode(await gql(agent, document, { input })), document.slice(0, 40)).toBe(code);
      }
    }
    expect(await reload(visit)).toMatchObject({ status: VisitStatus.SCHEDULED, date: '2026-11-28', serviceOverride: null });
    expect(await t.em().count(ServiceRequest, { previousRequest: visit.request.id })).toBe(0);
  });
});

describe('rescheduling', () => {
  it('moves a visit to a new date and slot; its helper follows when free', async () => {
    const helper = await t.buildHelper();
    const visit = await t.buildVisit({ date: '2026-11-30', helpers: [helper] });
    const result = await gql(admin, RESCHEDULE, { input: { id: gid(visit), date: '2026-12-02', timeSlot: 'AFTERNOON' } });
    expect(result.data.rescheduleVisit).toMatchObject({
      applied: true,
      warnings: [],
      droppedHelperIds: [],
      visit: { date: '2026-12-02', timeSlot: 'AFTERNOON', helpers: [{ databaseId: helper.id }] },
    });
  });

  it('warns when a helper is not free and changes nothing; forced, drops the helper, and the visit needs helpers', async () => {
    const helper = await t.buildHelper();
    await t.buildVisit({ date: '2026-12-03', timeSlot: TimeSlot.MORNING, helpers: [helper] });
    const visit = await t.buildVisit({ date: '2026-12-01', helpers: [helper] });
    const input = { id: gid(visit), date: '2026-12-03', timeSlot: 'MORNING' };
    const held = await gql(admin, RESCHEDULE, { input });
    expect(held.data.rescheduleVisit).toMatchObject({ applied: false, warnings: [{ kind: 'OVERLAP', helperId: helper.id }] });
    expect((await reload(visit)).date).toBe('2026-12-01');

    const forced = await gql(admin, RESCHEDULE, { input: { ...input, force: true } });
    expect(forced.data.rescheduleVisit).toMatchObject({ applied: true, droppedHelperIds: [helper.id], visit: { helpers: [] } });
    const unassigned = await gql(admin, '{ unassignedVisits(days: 14, limit: 100) { databaseId } }');
    expect(unassigned.data.unassignedVisits.map((row: { databaseId: string }) => row.databaseId)).toContain(visit.id);
  });

  it('refuses the past, a closed day and a finished visit, naming the field', async () => {
    const visit = await t.buildVisit({ date: '2026-12-04' });
    await t.buildClosure({ startDate: '2026-12-24', endDate: '2026-12-25', reason: 'Christmas' });
    const past = await gql(admin, RESCHEDULE, { input: { id: gid(visit), date: '2026-11-21', timeSlot: 'MORNING' } });
    expect(fieldOf(past)).toBe('date');
    const closed = await gql(admin, RESCHEDULE, { input: { id: gid(visit), date: '2026-12-25', timeSlot: 'MORNING' } });
    expect(fieldOf(closed)).toBe('date');
    expect(closed.errors?.[0].message).toMatch(/closed on 2026-12-25 \(Christmas\)/);
    const bad = await gql(admin, RESCHEDULE, { input: { id: gid(visit), date: '2026-02-30', timeSlot: 'MORNING' } });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    const done = await t.buildVisit({ date: '2026-11-22', status: VisitStatus.IN_PROGRESS });
    expect(fieldOf(await gql(admin, RESCHEDULE, { input: { id: gid(done), date: '2026-12-07', timeSlot: 'MORNING' } }))).toBe(
      'id',
    );
    expect((await reload(visit)).date).toBe('2026-12-04');
  });
});

describe('series', () => {
  it('ends from a date: later visits go, earlier ones stay, and the rule makes no more', async () => {
    const { request, visits } = await series({ date: '2026-11-10' });
    await t.em().nativeUpdate(Visit, { id: visits[0].id }, { status: VisitStatus.COMPLETED });
    const ended = await gql(admin, END, { input: { requestId: toGlobalId('ServiceRequest', request.id), from: '2026-12-08' } });
    expect(ended.errors).toBeUndefined();
    const left = await t.visitsOf(request);
    expect(left.map((visit) => visit.date)).toEqual(['2026-11-10', '2026-11-17', '2026-11-24', '2026-12-01']);
    expect(left[0].status).toBe(VisitStatus.COMPLETED);
    const stored = await t.em().findOneOrFail(ServiceRequest, request.id);
    expect(ruleEnd(stored.recurrenceRule!)).toBe('2026-12-07');
    // Rolling the horizon on makes no visit past the end.
    await t.services.serviceRequests.materializeVisits(t.em(), stored, '2027-06-30');
    expect((await t.visitsOf(request)).length).toBe(4);
    expect(fieldOf(await gql(admin, END, { input: { requestId: request.id, from: '2026-11-01' } }))).toBe('from');
  });

  it('pauses between two dates: visits there are skipped, and none is made there later', async () => {
    const { request } = await series({ date: '2026-11-24' });
    const paused = await gql(admin, PAUSE, { input: { requestId: request.id, from: '2026-12-01', until: '2026-12-14' } });
    expect(paused.errors).toBeUndefined();
    const visits = await t.visitsOf(request);
    expect(visits.filter((visit) => visit.status === VisitStatus.SKIPPED).map((visit) => visit.date)).toEqual([
      '2026-12-01',
      '2026-12-08',
    ]);
    // A pause beyond the materialised horizon is kept in the rule.
    await gql(admin, PAUSE, { input: { requestId: request.id, from: '2027-04-01', until: '2027-04-30' } });
    const stored = await t.em().findOneOrFail(ServiceRequest, request.id);
    await t.services.serviceRequests.materializeVisits(t.em(), stored, '2027-05-31');
    const april = (await t.visitsOf(request)).filter((visit) => visit.date.startsWith('2027-04'));
    expect(april).toEqual([]);
    expect(fieldOf(await gql(admin, PAUSE, { input: { requestId: request.id, from: '2026-12-10', until: '2026-12-01' } }))).toBe(
      'until',
    );
    const once = await t.buildServiceRequest({ status: ServiceRequestStatus.ACCEPTED });
    expect(fieldOf(await gql(admin, PAUSE, { input: { requestId: once.id, from: '2026-12-01', until: '2026-12-02' } }))).toBe(
      'requestId',
    );
  });

  it('changes "This visit" only: its own service and address; weekdays need "This and following"', async () => {
    const { visits } = await series({ date: '2026-11-24', address: '1 Palm Ave' });
    const result = await gql(admin, UPDATE_SERIES, {
      input: { visitId: gid(visits[1]), scope: 'THIS_VISIT', service: 'DEEP', address: '2 Palm Ave' },
    });
    expect(result.data.updateSeries.visit).toMatchObject({ service: 'DEEP', address: '2 Palm Ave' });
    const other = await gql(admin, `query($id: ID!) { node(id: $id) { ... on Visit { service address } } }`, {
      id: gid(visits[2]),
    });
    expect(other.data.node).toEqual({ service: 'STANDARD', address: '1 Palm Ave' });
    const weekdays = {
      sunday: false,
      monday: true,
      tuesday: false,
      wednesday: false,
      thursday: false,
      friday: false,
      saturday: false,
    };
    const refused = await gql(admin, UPDATE_SERIES, {
      input: { visitId: gid(visits[1]), scope: 'THIS_VISIT', customDays: weekdays },
    });
    expect(fieldOf(refused)).toBe('scope');
  });

  it('changes "This and following": a new series from that visit, earlier visits and their helpers untouched', async () => {
    const helper = await t.buildHelper();
    const { request, visits } = await series({ date: '2026-11-24', service: ServiceType.STANDARD });
    for (const visit of visits.slice(0, 4)) {
      await t.em().insert(VisitAssignment, { visit: visit.id, helper: helper.id, assignedAt: new Date() });
    }
    const result = await gql(admin, UPDATE_SERIES, {
      input: { visitId: gid(visits[2]), scope: 'THIS_AND_FOLLOWING', timeSlot: 'EVENING', service: 'DEEP', priceCents: 19_900 },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data.updateSeries.visit).toMatchObject({ date: '2026-12-08', timeSlot: 'EVENING', service: 'DEEP' });
    const before = await t.visitsOf(request);
    expect(before.map((visit) => [visit.date, visit.timeSlot])).toEqual([
      ['2026-11-24', TimeSlot.MORNING],
      ['2026-12-01', TimeSlot.MORNING],
    ]);
    const next = await t.em().findOneOrFail(ServiceRequest, { previousRequest: request.id });
    expect(next).toMatchObject({ date: '2026-12-08', time: TimeSlot.EVENING, service: ServiceType.DEEP, priceCents: 19_900 });
    const following = await t.em().find(Visit, { request: next.id }, { orderBy: { date: 'asc' }, populate: ['helpers'] });
    expect(following[0].date).toBe('2026-12-08');
    expect(following.every((visit) => visit.timeSlot === TimeSlot.EVENING)).toBe(true);
    // The helper follows onto the dates they had (free in the evening), not onto later ones they never had.
    expect(following.slice(0, 2).map((visit) => visit.helpers.getItems().map((h) => h.id))).toEqual([[helper.id], [helper.id]]);
    expect(following[2].helpers.getItems()).toEqual([]);
  });

  it('gives a series weekdays from a visit on (the Custom frequency): the earlier visits stay', async () => {
    const { request, visits } = await series({ date: '2026-11-24' });
    const result = await gql(admin, UPDATE_SERIES, {
      input: { visitId: gid(visits[1]), scope: 'THIS_AND_FOLLOWING', recurring: 'CUSTOM', customDays: MON_THU },
    });
    expect(result.errors).toBeUndefined();
    // Tuesday 1 December starts it; its first Monday or Thursday is Thursday 3 December.
    expect(result.data.updateSeries.visit).toMatchObject({ date: '2026-12-03' });
    expect((await t.visitsOf(request)).map((visit) => visit.date)).toEqual(['2026-11-24']);
    const next = await t.em().findOneOrFail(ServiceRequest, { previousRequest: request.id });
    expect(next).toMatchObject({ recurring: Recurrence.CUSTOM, customDays: MON_THU });
    expect((await t.visitsOf(next)).slice(0, 4).map((visit) => visit.date)).toEqual([
      '2026-12-03',
      '2026-12-07',
      '2026-12-10',
      '2026-12-14',
    ]);
  });

  it('refuses weekdays with another frequency and an empty set of weekdays, naming the field and changing nothing', async () => {
    const { request, visits } = await series({ date: '2026-11-24' });
    for (const input of [
      { recurring: 'BIWEEKLY', customDays: MON_THU },
      { recurring: 'MONTHLY', customDays: MON_THU },
      { recurring: 'CUSTOM', customDays: NO_DAYS },
      { customDays: NO_DAYS },
    ]) {
      const refused = await gql(admin, UPDATE_SERIES, {
        input: { visitId: gid(visits[1]), scope: 'THIS_AND_FOLLOWING', ...input },
      });
      expect(fieldOf(refused), JSON.stringify(input)).toBe('customDays');
    }
    expect(await t.em().findOneOrFail(ServiceRequest, request.id)).toMatchObject({
      recurring: Recurrence.WEEKLY,
      customDays: null,
    });
    expect(await t.em().count(ServiceRequest, { previousRequest: request.id })).toBe(0);
    expect((await t.visitsOf(request)).map((visit) => visit.date)).toEqual(visits.map((visit) => visit.date));
  });
});
