import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorCode, gql, type GraphQLResult, type TestApp, useTestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Recurrence, ServiceRequestStatus } from '../service-request/service-request.enums.js';
import { Visit } from '../visit/visit.entity.js';
import { VisitStatus } from '../visit/visit.enums.js';
import { VisitChangeRequest, VisitChangeStatus } from './visit-change-request.entity.js';

// Sunday 22 November 2026, 10:00 in Naples.
const NOW = new Date('2026-11-22T15:00:00Z');
const t = useTestApp({ now: () => NOW });
let admin: Awaited<ReturnType<TestApp['signInAs']>>['agent'];
beforeAll(async () => {
  admin = (await t.signInAs(Role.ADMIN)).agent;
});
beforeEach(() => t.updateSettings({ changeCutoffHours: 48, autoApproveSkips: false, phone: '+12395550100' }));

const ASK = `mutation($input: RequestVisitChangeInput!) {
  requestVisitChange(input: $input) { changeRequest { id databaseId kind status proposedDate proposedTimeSlot note visitDate visit { databaseId status } } }
}`;
const DECIDE = `mutation($input: DecideVisitChangeInput!) {
  decideVisitChange(input: $input) { changeRequest { databaseId status decisionReason visit { databaseId date timeSlot status } } }
}`;
const LIST = `query($status: VisitChangeStatus) {
  visitChangeRequests(first: 100, status: $status) { totalCount edges { node { databaseId status kind clientName decisionReason visitDate } } }
}`;
const fieldOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.field;
const gid = (visit: { id: string }) => toGlobalId('Visit', visit.id);

/** A signed-in client with a weekly series starting on `date` (Tuesday the 1st of December unless told). */
async function clientWithSeries(date = '2026-12-01') {
  const client = await t.signInAs(Role.CLIENT);
  const record = await t.clientOf(client.user);
  const request = await t.buildServiceRequest({
    client: record,
    status: ServiceRequestStatus.ACCEPTED,
    recurring: Recurrence.WEEKLY,
    date,
  });
  return { ...client, request, visits: await t.visitsOf(request) };
}

describe('client change requests', () => {
  it('asks to skip a visit, the owner sees it pending and approves: the visit is skipped and the client sees the outcome', async () => {
    const { agent, visits } = await clientWithSeries();
    const asked = await gql(agent, ASK, { input: { visitId: gid(visits[0]), kind: 'SKIP', note: 'Family visiting' } });
    expect(asked.data.requestVisitChange.changeRequest).toMatchObject({
      kind: 'SKIP',
      status: 'PENDING',
      note: 'Family visiting',
      visitDate: '2026-12-01',
      visit: { status: 'SCHEDULED' },
    });
    const id = asked.data.requestVisitChange.changeRequest.id;
    const pending = await gql(admin, LIST, { status: 'PENDING' });
    expect(
      pending.data.visitChangeRequests.edges.map((edge: { node: { databaseId: string } }) => edge.node.databaseId),
    ).toContain(asked.data.requestVisitChange.changeRequest.databaseId);
    const approved = await gql(admin, DECIDE, { input: { id, approve: true } });
    expect(approved.data.decideVisitChange.changeRequest).toMatchObject({ status: 'APPROVED', visit: { status: 'SKIPPED' } });
    const mine = await gql(agent, LIST, {});
    expect(mine.data.visitChangeRequests.edges).toEqual([
      { node: expect.objectContaining({ status: 'APPROVED', kind: 'SKIP', visitDate: '2026-12-01' }) },
    ]);
  });

  it('refuses a change inside the cutoff, naming the cutoff and the phone number', async () => {
    // Tuesday morning at 8 is 46 hours away.
    const { agent, visits } = await clientWithSeries('2026-11-24');
    const result = await gql(agent, ASK, { input: { visitId: gid(visits[0]), kind: 'SKIP' } });
    expect(fieldOf(result)).toBe('visitId');
    expect(result.errors?.[0].message).toBe(
      "Changes within 48 hours of a visit can't be requested online. Please call us at (239) 555-0100.",
    );
    // A shorter cutoff lets it through.
    await t.updateSettings({ changeCutoffHours: 24 });
    expect((await gql(agent, ASK, { input: { visitId: gid(visits[0]), kind: 'SKIP' } })).errors).toBeUndefined();
  });

  it("refuses a change to someone else's visit as if it did not exist, and creates nothing", async () => {
    const { visits } = await clientWithSeries();
    const other = await t.signInAs(Role.CLIENT);
    const result = await gql(other.agent, ASK, { input: { visitId: gid(visits[0]), kind: 'SKIP' } });
    expect(errorCode(result)).toBe('NOT_FOUND');
    expect(result.errors?.[0].message).toBe('Visit not found');
    expect(await t.em().count(VisitChangeRequest, { visit: visits[0].id })).toBe(0);
    // Helpers and the admin do not ask; clients do not decide.
    for (const role of [Role.ADMIN, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, ASK, { input: { visitId: gid(visits[0]), kind: 'SKIP' } }))).toBe('FORBIDDEN');
    }
    const change = await t.buildVisitChangeRequest({ visit: visits[1] });
    expect(errorCode(await gql(other.agent, DECIDE, { input: { id: change.id, approve: true } }))).toBe('FORBIDDEN');
    const helper = await t.signInAs(Role.HELPER);
    expect(errorCode(await gql(helper.agent, LIST, {}))).toBe('FORBIDDEN');
    expect((await gql(other.agent, LIST, {})).data.visitChangeRequests.totalCount).toBe(0);
  });

  it('asks to move a visit (date and slot required, not a closed day); approving moves it', async () => {
    const { agent, visits } = await clientWithSeries();
    await t.buildClosure({ startDate: '2026-12-03', reason: 'Staff training' });
    const noDate = await gql(agent, ASK, { input: { visitId: gid(visits[0]), kind: 'MOVE', proposedTimeSlot: 'EVENING' } });
    expect(fieldOf(noDate)).toBe('proposedDate');
    const closed = await gql(agent, ASK, {
      input: { visitId: gid(visits[0]), kind: 'MOVE', proposedDate: '2026-12-03', proposedTimeSlot: 'EVENING' },
    });
    expect(fieldOf(closed)).toBe('proposedDate');
    const asked = await gql(agent, ASK, {
      input: { visitId: gid(visits[0]), kind: 'MOVE', proposedDate: '2026-12-02', proposedTimeSlot: 'EVENING' },
    });
    const id = asked.data.requestVisitChange.changeRequest.id;
    const again = await gql(agent, ASK, { input: { visitId: gid(visits[0]), kind: 'SKIP' } });
    expect(errorCode(again)).toBe('CONFLICT');
    const approved = await gql(admin, DECIDE, { input: { id, approve: true } });
    expect(approved.data.decideVisitChange.changeRequest.visit).toMatchObject({ date: '2026-12-02', timeSlot: 'EVENING' });
  });

  it('declines only with a reason, shown to the client; the visit stays as it was', async () => {
    const { agent, visits } = await clientWithSeries();
    const change = await t.buildVisitChangeRequest({ visit: visits[0] });
    expect(fieldOf(await gql(admin, DECIDE, { input: { id: change.id, approve: false } }))).toBe('reason');
    const declined = await gql(admin, DECIDE, { input: { id: change.id, approve: false, reason: 'We are fully booked' } });
    expect(declined.data.decideVisitChange.changeRequest).toMatchObject({
      status: 'DECLINED',
      decisionReason: 'We are fully booked',
      visit: { status: 'SCHEDULED' },
    });
    const mine = await gql(agent, LIST, { status: 'DECLINED' });
    expect(mine.data.visitChangeRequests.edges[0].node).toMatchObject({ decisionReason: 'We are fully booked' });
  });

  it('lets exactly one of two deciders at once win; the other gets a conflict', async () => {
    const { visits } = await clientWithSeries();
    const change = await t.buildVisitChangeRequest({ visit: visits[0] });
    const second = (await t.signInAs(Role.ADMIN)).agent;
    const results = await Promise.all([
      gql(admin, DECIDE, { input: { id: change.id, approve: true } }),
      gql(second, DECIDE, { input: { id: change.id, approve: false, reason: 'No' } }),
    ]);
    const codes = results.map((result) => errorCode(result) ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    const stored = await t.em().findOneOrFail(VisitChangeRequest, change.id);
    const visit = await t.em().findOneOrFail(Visit, visits[0].id);
    // Whichever won, the visit agrees with it.
    expect(visit.status).toBe(stored.status === VisitChangeStatus.APPROVED ? VisitStatus.SKIPPED : VisitStatus.SCHEDULED);
  });

  it('approves a skip at once when the settings say so', async () => {
    await t.updateSettings({ autoApproveSkips: true });
    const { agent, visits } = await clientWithSeries();
    const asked = await gql(agent, ASK, { input: { visitId: gid(visits[0]), kind: 'SKIP' } });
    expect(asked.data.requestVisitChange.changeRequest).toMatchObject({ status: 'APPROVED', visit: { status: 'SKIPPED' } });
  });

  it('ends the plan from a visit once approved: that visit and later ones go, the request keeps its date', async () => {
    const { agent, request, visits } = await clientWithSeries();
    const asked = await gql(agent, ASK, { input: { visitId: gid(visits[1]), kind: 'END_PLAN' } });
    const approved = await gql(admin, DECIDE, { input: { id: asked.data.requestVisitChange.changeRequest.id, approve: true } });
    expect(approved.data.decideVisitChange.changeRequest).toMatchObject({ status: 'APPROVED', visit: null });
    expect((await t.visitsOf(request)).map((visit) => visit.date)).toEqual(['2026-12-01']);
    const mine = await gql(agent, LIST, {});
    expect(mine.data.visitChangeRequests.edges[0].node).toMatchObject({ kind: 'END_PLAN', visitDate: '2026-12-08' });
    // A one-time visit is no plan to end.
    const once = await t.buildVisit({ client: await t.clientOf((await t.signInAs(Role.CLIENT)).user), date: '2026-12-10' });
    const owner = await t.em().findOneOrFail(Visit, once.id, { populate: ['client.user'] });
    const ownerAgent = await t.signIn(owner.client.user!);
    expect(fieldOf(await gql(ownerAgent, ASK, { input: { visitId: gid(once), kind: 'END_PLAN' } }))).toBe('kind');
  });
});
