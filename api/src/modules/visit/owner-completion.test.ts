import { describe, expect, it } from 'vitest';
import { errorCode, gql, type GraphQLResult, useTestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { ServiceRequestStatus, ServiceType } from '../service-request/service-request.enums.js';
import { Visit } from './visit.entity.js';
import { VisitStatus } from './visit.enums.js';

// Friday 27 November 2026, 10:00 in Naples.
const TODAY = '2026-11-27';
const t = useTestApp({ now: () => new Date('2026-11-27T15:00:00Z') });

const VISIT = 'databaseId date status completedAt completedBy { databaseId }';
const MARK = `mutation($input: VisitIdInput!) { markVisitCompleted(input: $input) { visit { ${VISIT} } } }`;
const UNDO = `mutation($input: VisitIdInput!) { undoVisitCompletion(input: $input) { visit { ${VISIT} } } }`;
const COMPLETE_ALL = `mutation($input: CompleteVisitsInput!) {
  completeVisits(input: $input) { completedCount visits { databaseId date } }
}`;
const PAST = '{ pastVisitsToConfirm(limit: 50) { totalCount visits { databaseId date status } } }';
const START = 'mutation($id: ID!) { startVisit(input: { id: $id }) { visit { status } } }';
const COMPLETE = 'mutation($id: ID!) { completeVisit(input: { id: $id }) { visit { status completedBy { databaseId } } } }';

/** Early October days, far from every other visit of this file. */
const day = (n: number) => `2026-10-0${n}`;
const gid = (visit: { id: string }) => toGlobalId('Visit', visit.id);
const fieldOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.field;
const reload = (visit: { id: string }) => t.em().findOneOrFail(Visit, visit.id);

describe('the owner completes a visit', () => {
  it("marks a past or today's visit completed, recording who; undo puts it back on the schedule", async () => {
    const owner = await t.signInAs(Role.ADMIN);
    for (const date of ['2026-11-20', TODAY]) {
      const visit = await t.buildVisit({ date });
      const marked = await gql(owner.agent, MARK, { input: { id: gid(visit) } });
      expect(marked.errors).toBeUndefined();
      expect(marked.data.markVisitCompleted.visit).toEqual({
        databaseId: visit.id,
        date,
        status: 'COMPLETED',
        completedAt: '2026-11-27T15:00:00.000Z',
        completedBy: { databaseId: owner.user.id },
      });
      expect((await reload(visit)).completedBy?.id).toBe(owner.user.id);

      const undone = await gql(owner.agent, UNDO, { input: { id: gid(visit) } });
      expect(undone.data.undoVisitCompletion.visit).toEqual({
        databaseId: visit.id,
        date,
        status: 'SCHEDULED',
        completedAt: null,
        completedBy: null,
      });
      // Only a completed visit can be undone.
      expect(fieldOf(await gql(owner.agent, UNDO, { input: { id: gid(visit) } }))).toBe('id');
    }
  });

  it("is in the visit's history, naming who completed it and who undid it", async () => {
    const owner = await t.signInAs(Role.ADMIN, { firstName: 'Olivia', lastName: 'Owner' });
    const visit = await t.buildVisit({ date: '2026-11-21' });
    await gql(owner.agent, MARK, { input: { id: gid(visit) } });
    await gql(owner.agent, UNDO, { input: { id: gid(visit) } });
    const history = await gql(
      owner.agent,
      `query($id: ID!) { node(id: $id) { ... on Visit { history { actor { name } changes { field from to } } } } }`,
      { id: gid(visit) },
    );
    expect(history.data.node.history).toEqual([
      {
        actor: { name: 'Olivia Owner' },
        changes: expect.arrayContaining([
          { field: 'status', from: 'scheduled', to: 'completed' },
          expect.objectContaining({ field: 'completedBy', from: null }),
        ]),
      },
      {
        actor: { name: 'Olivia Owner' },
        changes: expect.arrayContaining([{ field: 'status', from: 'completed', to: 'scheduled' }]),
      },
    ]);
  });

  it('completes a started visit too; undo clears the start as well', async () => {
    const owner = await t.signInAs(Role.ADMIN);
    const visit = await t.buildVisit({ date: TODAY, status: VisitStatus.IN_PROGRESS });
    expect((await gql(owner.agent, MARK, { input: { id: gid(visit) } })).data.markVisitCompleted.visit.status).toBe('COMPLETED');
    await gql(owner.agent, UNDO, { input: { id: gid(visit) } });
    expect(await reload(visit)).toMatchObject({ status: VisitStatus.SCHEDULED, startedAt: null, completedBy: null });
  });

  it('refuses a future visit, a canceled or skipped one and an unknown id, changing nothing', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const tomorrow = await t.buildVisit({ date: '2026-11-28' });
    const future = await gql(agent, MARK, { input: { id: gid(tomorrow) } });
    expect(errorCode(future)).toBe('BAD_USER_INPUT');
    expect(future.errors?.[0].message).toMatch(/on its day or after: this visit is on Sat, Nov 28/);
    for (const status of [VisitStatus.CANCELED, VisitStatus.SKIPPED]) {
      const off = await t.buildVisit({ date: '2026-11-18', status });
      expect(fieldOf(await gql(agent, MARK, { input: { id: gid(off) } }))).toBe('id');
      expect((await reload(off)).status).toBe(status);
    }
    expect((await reload(tomorrow)).status).toBe(VisitStatus.SCHEDULED);
    expect(
      errorCode(await gql(agent, MARK, { input: { id: toGlobalId('Visit', '00000000-0000-4000-8000-000000000000') } })),
    ).toBe('NOT_FOUND');
  });

  it("is the owner's alone: clients, helpers (even the assigned one) and the signed-out are refused", async () => {
    const client = await t.signInAs(Role.CLIENT);
    const worker = await t.signInAs(Role.HELPER);
    const visit = await t.buildVisit({
      client: await t.clientOf(client.user),
      date: '2026-11-25',
      helpers: [await t.helperOf(worker.user)],
    });
    const done = await t.buildVisit({ client: await t.clientOf(client.user), date: '2026-11-24', status: VisitStatus.COMPLETED });
    for (const [agent, code] of [
      [client.agent, 'FORBIDDEN'],
      [worker.agent, 'FORBIDDEN'],
      [t.request(), 'UNAUTHENTICATED'],
    ] as const) {
      expect(errorCode(await gql(agent, MARK, { input: { id: gid(visit) } }))).toBe(code);
      expect(errorCode(await gql(agent, UNDO, { input: { id: gid(done) } }))).toBe(code);
      expect(errorCode(await gql(agent, COMPLETE_ALL, { input: { through: '2026-11-26' } }))).toBe(code);
      expect(errorCode(await gql(agent, PAST))).toBe(code);
    }
    expect((await reload(visit)).status).toBe(VisitStatus.SCHEDULED);
    expect((await reload(done)).status).toBe(VisitStatus.COMPLETED);
  });
});

describe("a helper's own day", () => {
  async function assigned(date: string, status?: VisitStatus) {
    const worker = await t.signInAs(Role.HELPER);
    const visit = await t.buildVisit({ date, status, helpers: [await t.helperOf(worker.user)] });
    return { worker, visit };
  }

  it('starts a job on its day only, and records the helper as who completed it', async () => {
    const { worker, visit } = await assigned(TODAY);
    expect((await gql(worker.agent, START, { id: gid(visit) })).data.startVisit.visit.status).toBe('IN_PROGRESS');
    expect((await gql(worker.agent, COMPLETE, { id: gid(visit) })).data.completeVisit.visit.status).toBe('COMPLETED');
    expect((await reload(visit)).completedBy?.id).toBe(worker.user.id);
  });

  it('refuses Start Job on a visit dated next week, or yesterday, changing nothing', async () => {
    for (const date of ['2026-12-03', '2026-11-26']) {
      const { worker, visit } = await assigned(date);
      const result = await gql(worker.agent, START, { id: gid(visit) });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0].message).toMatch(/only for the visit's own day/);
      expect(await reload(visit)).toMatchObject({ status: VisitStatus.SCHEDULED, startedAt: null });
    }
  });

  it("refuses Complete Job before the visit's day, and allows it on a later day", async () => {
    const early = await assigned('2026-12-03', VisitStatus.IN_PROGRESS);
    const refused = await gql(early.worker.agent, COMPLETE, { id: gid(early.visit) });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0].message).toMatch(/this visit is on Thu, Dec 3/);
    expect((await reload(early.visit)).status).toBe(VisitStatus.IN_PROGRESS);

    const late = await assigned('2026-11-26', VisitStatus.IN_PROGRESS);
    expect((await gql(late.worker.agent, COMPLETE, { id: gid(late.visit) })).data.completeVisit.visit.status).toBe('COMPLETED');
  });

  it('still refuses a helper not assigned to the visit', async () => {
    const { visit } = await assigned(TODAY);
    const other = await t.signInAs(Role.HELPER);
    expect(errorCode(await gql(other.agent, START, { id: gid(visit) }))).toBe('FORBIDDEN');
    expect((await reload(visit)).status).toBe(VisitStatus.SCHEDULED);
  });
});

describe('past visits to confirm, and completing them at once', () => {
  it('lists scheduled past visits oldest first with a count, and completes a day, then all of them', async () => {
    const { agent, user } = await t.signInAs(Role.ADMIN);
    const before = (await gql(agent, PAST)).data.pastVisitsToConfirm.totalCount as number;
    const a = await t.buildVisit({ date: day(3) });
    const b = await t.buildVisit({ date: day(1) });
    const c = await t.buildVisit({ date: day(1) });
    await t.buildVisit({ date: day(2), status: VisitStatus.SKIPPED });
    await t.buildVisit({ date: TODAY });

    const listed = (await gql(agent, PAST)).data.pastVisitsToConfirm;
    expect(listed.totalCount).toBe(before + 3);
    const mine = listed.visits.filter((visit: { databaseId: string }) => [a.id, b.id, c.id].includes(visit.databaseId));
    expect(mine.map((visit: { date: string }) => visit.date)).toEqual([day(1), day(1), day(3)]);
    expect(
      (await gql(agent, '{ pastVisitsToConfirm(limit: 1) { totalCount visits { databaseId } } }')).data.pastVisitsToConfirm,
    ).toMatchObject({ totalCount: before + 3, visits: [expect.anything()] });

    const oneDay = await gql(agent, COMPLETE_ALL, { input: { from: day(1), through: day(1) } });
    expect(oneDay.data.completeVisits.completedCount).toBe(2);
    expect(oneDay.data.completeVisits.visits.map((visit: { databaseId: string }) => visit.databaseId).sort()).toEqual(
      [b.id, c.id].sort(),
    );
    expect((await reload(b)).completedBy?.id).toBe(user.id);
    expect((await reload(a)).status).toBe(VisitStatus.SCHEDULED);

    const all = await gql(agent, COMPLETE_ALL, { input: { through: '2026-11-26' } });
    expect(all.data.completeVisits.completedCount).toBe(before + 1);
    expect((await reload(a)).status).toBe(VisitStatus.COMPLETED);
    expect((await gql(agent, PAST)).data.pastVisitsToConfirm).toEqual({ totalCount: 0, visits: [] });
  });

  it('refuses a day after today, a backwards range and a malformed date, changing nothing', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const tomorrow = await t.buildVisit({ date: '2026-11-28' });
    expect(fieldOf(await gql(agent, COMPLETE_ALL, { input: { through: '2026-11-28' } }))).toBe('through');
    expect(fieldOf(await gql(agent, COMPLETE_ALL, { input: { from: '2026-11-20', through: '2026-11-19' } }))).toBe('through');
    expect(errorCode(await gql(agent, COMPLETE_ALL, { input: { through: '2026-02-30' } }))).toBe('BAD_USER_INPUT');
    expect((await reload(tomorrow)).status).toBe(VisitStatus.SCHEDULED);
  });
});

describe('billing from a request', () => {
  const FROM_REQUEST = `mutation($input: CreateInvoiceFromRequestInput!) {
    createInvoiceFromRequest(input: $input) { invoice { subtotalCents items { description } } }
  }`;

  it('bills visits the owner completed: with no helper, and with a helper who has no account', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const request = await t.buildServiceRequest({
      status: ServiceRequestStatus.ACCEPTED,
      service: ServiceType.DEEP,
      date: '2026-11-02',
    });
    const accountless = await t.buildHelper({ user: null });
    const alone = await t.buildVisit({ request, date: '2026-11-02' });
    const staffed = await t.buildVisit({ request, date: '2026-11-09', helpers: [accountless] });
    await t.buildVisit({ request, date: '2026-11-16' });

    const requestId = toGlobalId('ServiceRequest', request.id);
    expect(errorCode(await gql(agent, FROM_REQUEST, { input: { requestId } }))).toBe('BAD_USER_INPUT');
    for (const visit of [alone, staffed]) await gql(agent, MARK, { input: { id: gid(visit) } });
    const invoice = await gql(agent, FROM_REQUEST, { input: { requestId } });
    expect(invoice.errors).toBeUndefined();
    expect(invoice.data.createInvoiceFromRequest.invoice).toEqual({
      subtotalCents: 50_000,
      items: [{ description: 'Deep Cleaning, Mon, Nov 2, 2026' }, { description: 'Deep Cleaning, Mon, Nov 9, 2026' }],
    });
  });
});
