import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelperFields, ServiceRequestFields } from '../../../test/factories.js';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Recurrence, ServiceRequestStatus, TimeSlot } from '../service-request/service-request.enums.js';
import { Visit } from './visit.entity.js';

// Sunday 22 November 2026, 10:00 in Naples.
let now = new Date('2026-11-22T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

const ASSIGN = `mutation($input: AssignHelpersInput!) {
  assignHelpers(input: $input) { applied warnings { kind message helperId } visits { date databaseId } }
}`;

/** The visits of a new accepted request (a morning standard clean at 5 Shell Rd unless told otherwise). */
async function acceptedVisits(fields: ServiceRequestFields) {
  const request = await t.buildServiceRequest({
    address: '5 Shell Rd, Naples, FL',
    ...fields,
    status: ServiceRequestStatus.ACCEPTED,
  });
  return t.visitsOf(request);
}

/** A signed-in helper and their record. */
async function helper(fields: HelperFields = {}) {
  const user = await t.buildUser({ role: Role.HELPER, withRecord: false });
  const record = await t.buildHelper({ ...fields, user });
  return { agent: await t.signIn(user), user, record };
}

describe('assigning helpers (admin)', () => {
  it('assigns a helper to a visit, which then shows in their jobs', async () => {
    const [visit] = await acceptedVisits({ date: '2026-11-24' });
    const worker = await helper();
    const { agent } = await t.signInAs(Role.ADMIN);
    const result = await gql(agent, ASSIGN, { input: { visitId: visit.id, helperIds: [worker.record.id] } });
    expect(result.data.assignHelpers).toMatchObject({ applied: true, warnings: [] });
    const jobs = await gql(
      worker.agent,
      '{ myJobs(from: "2026-11-22", to: "2026-11-30") { databaseId date timeSlot clientName service request { address phoneNumber } } }',
    );
    expect(jobs.data.myJobs).toEqual([
      {
        databaseId: visit.id,
        date: '2026-11-24',
        timeSlot: 'MORNING',
        clientName: expect.any(String),
        service: 'STANDARD',
        request: { address: '5 Shell Rd, Naples, FL', phoneNumber: '+12395550100' },
      },
    ]);
  });

  it('warns before taking a helper over their weekly maximum, and proceeds when confirmed', async () => {
    const visits = await acceptedVisits({
      date: '2026-11-23',
      recurring: Recurrence.CUSTOM,
      customDays: {
        sunday: false,
        monday: true,
        tuesday: true,
        wednesday: true,
        thursday: false,
        friday: false,
        saturday: false,
      },
    });
    const worker = await helper({ maxHoursPerWeek: 10 }); // three 4-hour mornings = 12 hours
    const { agent } = await t.signInAs(Role.ADMIN);
    const held = await gql(agent, ASSIGN, {
      input: { visitId: visits[0].id, helperIds: [worker.record.id], scope: 'FUTURE_VISITS' },
    });
    expect(held.data.assignHelpers.applied).toBe(false);
    expect(held.data.assignHelpers.warnings[0]).toMatchObject({ kind: 'OVER_MAX_HOURS', helperId: worker.record.id });
    expect(held.data.assignHelpers.warnings[0].message).toMatch(/12\.00 hours in the week of Sun, Nov 22 \(max 10\)/);
    expect((await gql(worker.agent, '{ myJobs(from: "2026-11-22", to: "2026-11-28") { id } }')).data.myJobs).toEqual([]);

    const confirmed = await gql(agent, ASSIGN, {
      input: { visitId: visits[0].id, helperIds: [worker.record.id], scope: 'FUTURE_VISITS', confirm: true },
    });
    expect(confirmed.data.assignHelpers.applied).toBe(true);
    expect(confirmed.data.assignHelpers.visits.length).toBe(visits.length);
    expect(
      (await gql(worker.agent, '{ myJobs(from: "2026-11-22", to: "2026-11-28") { date } }')).data.myJobs.map(
        (job: { date: string }) => job.date,
      ),
    ).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
  });

  it('warns about an overlapping visit the same day', async () => {
    const [first] = await acceptedVisits({ date: '2026-11-26', time: TimeSlot.MORNING });
    const [second] = await acceptedVisits({ date: '2026-11-26', time: TimeSlot.FLEXIBLE }); // 10:00-12:00 overlaps 8:00-12:00
    const worker = await helper();
    const { agent } = await t.signInAs(Role.ADMIN);
    await gql(agent, ASSIGN, { input: { visitId: first.id, helperIds: [worker.record.id] } });
    const held = await gql(agent, ASSIGN, { input: { visitId: second.id, helperIds: [worker.record.id] } });
    expect(held.data.assignHelpers.warnings.map((warning: { kind: string }) => warning.kind)).toEqual(['OVERLAP']);
  });

  it('refuses an inactive helper, and lists unassigned upcoming visits', async () => {
    const [visit] = await acceptedVisits({ date: '2026-11-27' });
    const worker = await helper({ active: false });
    const { agent } = await t.signInAs(Role.ADMIN);
    const refused = await gql(agent, ASSIGN, { input: { visitId: visit.id, helperIds: [worker.record.id] } });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    const unassigned = await gql(agent, '{ unassignedVisits(days: 14) { databaseId } }');
    expect(unassigned.data.unassignedVisits.map((v: { databaseId: string }) => v.databaseId)).toContain(visit.id);
  });

  it('is for the admin only', async () => {
    const [visit] = await acceptedVisits({ date: '2026-11-28' });
    for (const role of [Role.HELPER, Role.CLIENT]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, ASSIGN, { input: { visitId: visit.id, helperIds: [] } }))).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, '{ unassignedVisits { id } }'))).toBe('FORBIDDEN');
    }
  });
});

describe("a request's next visit (admin)", () => {
  const NEXT = 'query($id: ID!) { nextVisitOfRequest(requestId: $id) { databaseId date status } }';

  it('is the first scheduled visit from today on, skipping past and finished ones; null when none is left', async () => {
    const visits = await acceptedVisits({ date: '2026-11-22', recurring: Recurrence.WEEKLY });
    const [first, second] = visits;
    const { agent } = await t.signInAs(Role.ADMIN);
    const requestId = toGlobalId(
      'ServiceRequest',
      (await t.em().findOneOrFail(Visit, first.id, { populate: ['request'] })).request.id,
    );
    expect((await gql(agent, NEXT, { id: requestId })).data.nextVisitOfRequest).toEqual({
      databaseId: first.id,
      date: '2026-11-22',
      status: 'SCHEDULED',
    });

    // Today's visit done: the next one is a week later.
    await gql(agent, 'mutation($id: ID!) { startVisit(input: { id: $id }) { visit { id } } }', { id: first.id });
    await gql(agent, 'mutation($id: ID!) { completeVisit(input: { id: $id }) { visit { id } } }', { id: first.id });
    expect((await gql(agent, NEXT, { id: requestId })).data.nextVisitOfRequest).toMatchObject({
      databaseId: second.id,
      date: '2026-11-29',
    });

    const [oneOff] = await acceptedVisits({ date: '2026-11-23' });
    const oneOffRequest = (await t.em().findOneOrFail(Visit, oneOff.id, { populate: ['request'] })).request.id;
    now = new Date('2026-11-24T15:00:00Z');
    try {
      expect((await gql(agent, NEXT, { id: oneOffRequest })).data.nextVisitOfRequest).toBeNull();
    } finally {
      now = new Date('2026-11-22T15:00:00Z');
    }
  });

  it('is for the admin only, and an unknown request is not found', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    expect(errorCode(await gql(agent, NEXT, { id: toGlobalId('Visit', '00000000-0000-4000-8000-000000000000') }))).toBe(
      'NOT_FOUND',
    );
    for (const role of [Role.HELPER, Role.CLIENT]) {
      const { agent: other } = await t.signInAs(role);
      expect(errorCode(await gql(other, NEXT, { id: '00000000-0000-4000-8000-000000000000' }))).toBe('FORBIDDEN');
    }
  });
});

describe('job status', () => {
  const START = 'mutation($id: ID!) { startVisit(input: { id: $id }) { visit { status startedAt } } }';
  const COMPLETE = 'mutation($id: ID!) { completeVisit(input: { id: $id }) { visit { status completedAt } } }';

  it('lets the assigned helper start then complete a job, stamping the times', async () => {
    const [visit] = await acceptedVisits({ date: '2026-11-22' });
    const worker = await helper();
    const { agent } = await t.signInAs(Role.ADMIN);
    await gql(agent, ASSIGN, { input: { visitId: visit.id, helperIds: [worker.record.id] } });
    const today = await gql(worker.agent, '{ todaysJobs { databaseId status } }');
    expect(today.data.todaysJobs).toEqual([{ databaseId: visit.id, status: 'SCHEDULED' }]);

    expect(errorCode(await gql(worker.agent, COMPLETE, { id: visit.id }))).toBe('CONFLICT');
    const started = await gql(worker.agent, START, { id: toGlobalId('Visit', visit.id) });
    expect(started.data.startVisit.visit).toEqual({ status: 'IN_PROGRESS', startedAt: now.toISOString() });
    expect(errorCode(await gql(worker.agent, START, { id: visit.id }))).toBe('CONFLICT');
    const completed = await gql(worker.agent, COMPLETE, { id: visit.id });
    expect(completed.data.completeVisit.visit).toEqual({ status: 'COMPLETED', completedAt: now.toISOString() });
  });

  it("shows a helper only their own record among a visit's helpers, never a co-worker's rate or notes", async () => {
    const [visit] = await acceptedVisits({ date: '2026-11-22', time: TimeSlot.AFTERNOON });
    const me = await helper();
    const coworker = await helper({ hourlyRateCents: 3100, notes: 'Asked for a raise' });
    const { agent: admin } = await t.signInAs(Role.ADMIN);
    await gql(admin, ASSIGN, { input: { visitId: visit.id, helperIds: [me.record.id, coworker.record.id] } });

    const QUERY = '{ todaysJobs { databaseId helperCount helpers { databaseId hourlyRateCents notes } } }';
    const mine = (await gql(me.agent, QUERY)).data.todaysJobs.find((job: { databaseId: string }) => job.databaseId === visit.id);
    expect(mine.helpers.map((h: { databaseId: string }) => h.databaseId)).toEqual([me.record.id]);
    // How many are on the job is no secret; who they are and what they earn is.
    expect(mine.helperCount).toBe(2);
    const all = await gql(
      admin,
      `{ visits(from: "2026-11-22", to: "2026-11-22", first: 100) { edges { node { databaseId helperCount helpers { databaseId } } } } }`,
    );
    const seenByAdmin = all.data.visits.edges.find(
      (edge: { node: { databaseId: string } }) => edge.node.databaseId === visit.id,
    ).node;
    expect(seenByAdmin.helpers.map((h: { databaseId: string }) => h.databaseId).sort()).toEqual(
      [me.record.id, coworker.record.id].sort(),
    );
    expect(seenByAdmin.helperCount).toBe(2);
  });

  it('refuses a different helper and clients; the admin may', async () => {
    const [visit] = await acceptedVisits({ date: '2026-11-22', time: TimeSlot.EVENING });
    const assigned = await helper();
    const other = await helper();
    const { agent: admin } = await t.signInAs(Role.ADMIN);
    await gql(admin, ASSIGN, { input: { visitId: visit.id, helperIds: [assigned.record.id] } });
    expect(errorCode(await gql(other.agent, START, { id: visit.id }))).toBe('FORBIDDEN');
    const { agent: client } = await t.signInAs(Role.CLIENT);
    expect(errorCode(await gql(client, START, { id: visit.id }))).toBe('FORBIDDEN');
    expect((await gql(admin, START, { id: visit.id })).data.startVisit.visit.status).toBe('IN_PROGRESS');
  });
});
