import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, gql, type TestApp, useTestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { AuditEvent } from '../audit/audit-event.entity.js';
import { Client } from '../client/client.entity.js';
import type { Helper } from '../helper/helper.entity.js';
import { Recurrence, ServiceRequestStatus } from '../service-request/service-request.enums.js';
import { VisitAssignment } from './visit-assignment.entity.js';
import { Visit } from './visit.entity.js';

// Sunday 22 November 2026, 10:00 in Naples.
const NOW = new Date('2026-11-22T15:00:00Z');
const t = useTestApp({ now: () => NOW });
type Agent = Awaited<ReturnType<TestApp['signInAs']>>['agent'];
let admin: Agent;
beforeAll(async () => {
  admin = (await t.signInAs(Role.ADMIN)).agent;
});

const ASSIGN = `mutation($input: AssignHelpersInput!) {
  assignHelpers(input: $input) { applied filledVisitCount warnings { kind helperId message } visits { databaseId date } }
}`;
const helperGid = (helper: { id: string }) => toGlobalId('Helper', helper.id);

async function helpersOf(visitIds: string[]): Promise<Map<string, string[]>> {
  const rows = await t.em().find(VisitAssignment, { visit: { $in: visitIds } });
  const byVisit = new Map<string, string[]>(visitIds.map((id) => [id, []]));
  for (const row of rows) byVisit.get(row.visit.id)!.push(row.helper.id);
  return byVisit;
}

/** A weekly series from Wednesday 25 November for a client with "same helpers every visit" on (or off). */
async function weeklySeries(sameHelpers: boolean) {
  const client = await t.buildClient({ displayName: `The Hendersons ${Math.random().toString(36).slice(2, 6)}` });
  await t.em().nativeUpdate(Client, client.id, { sameHelpers });
  const request = await t.buildServiceRequest({
    client,
    date: '2026-11-25',
    recurring: Recurrence.WEEKLY,
    status: ServiceRequestStatus.ACCEPTED,
  });
  const visits = await t.em().find(Visit, { request: request.id }, { orderBy: { date: 'asc' } });
  return { client, request, visits };
}

const helper = (firstName: string): Promise<Helper> => t.buildHelper({ firstName, lastName: 'Test' });

describe('same helpers every visit', () => {
  it("staffing one visit gives its helpers to the series' later visits without helpers, leaving staffed ones", async () => {
    const rosa = await helper('Rosa');
    const carla = await helper('Carla');
    const { visits } = await weeklySeries(true);
    expect(visits.length).toBeGreaterThanOrEqual(5);
    const [first, second, third, ...rest] = visits;
    // The third visit already has someone: the fill leaves it.
    await t.em().insert(VisitAssignment, { visit: third.id, helper: carla.id });

    const input = { visitId: toGlobalId('Visit', second.id), helperIds: [helperGid(rosa)] };
    // Carla on the third visit is the nearest other staffed one: Rosa differs, so the owner is asked first.
    const held = await gql(admin, ASSIGN, { input });
    expect(held.data.assignHelpers).toMatchObject({
      applied: false,
      filledVisitCount: rest.length,
      warnings: [expect.objectContaining({ kind: 'SAME_HELPERS', helperId: rosa.id })],
    });
    expect([...(await helpersOf(visits.map((v) => v.id))).values()].flat()).toEqual([carla.id]);

    const result = await gql(admin, ASSIGN, { input: { ...input, confirm: true } });
    expect(result.data.assignHelpers).toMatchObject({ applied: true, filledVisitCount: rest.length });
    expect(result.data.assignHelpers.visits).toHaveLength(rest.length + 1);
    const after = await helpersOf(visits.map((v) => v.id));
    expect(after.get(first.id)).toEqual([]);
    expect(after.get(second.id)).toEqual([rosa.id]);
    expect(after.get(third.id)).toEqual([carla.id]);
    for (const visit of rest) expect(after.get(visit.id)).toEqual([rosa.id]);
  });

  it('fills nothing when the owner says not to, nor for a client without the preference', async () => {
    const rosa = await helper('Rosa');
    const wanted = await weeklySeries(true);
    const declined = await gql(admin, ASSIGN, {
      input: { visitId: toGlobalId('Visit', wanted.visits[0].id), helperIds: [helperGid(rosa)], fillSeries: false },
    });
    expect(declined.data.assignHelpers).toMatchObject({ applied: true, filledVisitCount: 0 });
    expect([...(await helpersOf(wanted.visits.slice(1).map((v) => v.id))).values()].flat()).toEqual([]);

    const plain = await weeklySeries(false);
    const result = await gql(admin, ASSIGN, {
      input: { visitId: toGlobalId('Visit', plain.visits[0].id), helperIds: [helperGid(await helper('Dana'))] },
    });
    expect(result.data.assignHelpers).toMatchObject({ applied: true, filledVisitCount: 0 });
    expect([...(await helpersOf(plain.visits.slice(1).map((v) => v.id))).values()].flat()).toEqual([]);
  });

  it('warns when the helpers differ from those of the other visits, and assigns only once confirmed', async () => {
    const rosa = await helper('Rosa');
    const carla = await helper('Carla');
    const { client, visits } = await weeklySeries(true);
    await t.em().insert(VisitAssignment, { visit: visits[0].id, helper: rosa.id });
    const input = { visitId: toGlobalId('Visit', visits[1].id), helperIds: [helperGid(carla)], fillSeries: false };

    const held = await gql(admin, ASSIGN, { input });
    expect(held.data.assignHelpers.applied).toBe(false);
    expect(held.data.assignHelpers.warnings).toEqual([
      {
        kind: 'SAME_HELPERS',
        helperId: carla.id,
        message: `${client.displayName} asked for the same helpers every visit: Rosa Test cleaned on Wed, Nov 25.`,
      },
    ]);
    expect((await helpersOf([visits[1].id])).get(visits[1].id)).toEqual([]);

    const confirmed = await gql(admin, ASSIGN, { input: { ...input, confirm: true } });
    expect(confirmed.data.assignHelpers.applied).toBe(true);
    expect((await helpersOf([visits[1].id])).get(visits[1].id)).toEqual([carla.id]);

    // The same helpers as the visit before it (Carla, now): no warning.
    const same = await gql(admin, ASSIGN, {
      input: { visitId: toGlobalId('Visit', visits[2].id), helperIds: [helperGid(carla)], fillSeries: false },
    });
    expect(same.data.assignHelpers).toMatchObject({ applied: true, warnings: [] });
  });

  it('is the owner’s alone: a client, a helper and the signed-out are refused and nothing is filled', async () => {
    const rosa = await helper('Rosa');
    const { visits } = await weeklySeries(true);
    const input = { visitId: toGlobalId('Visit', visits[0].id), helperIds: [helperGid(rosa)] };
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, ASSIGN, { input }))).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(t.request(), ASSIGN, { input }))).toBe('UNAUTHENTICATED');
    expect([...(await helpersOf(visits.map((v) => v.id))).values()].flat()).toEqual([]);
    expect(await t.em().count(AuditEvent, { subjectId: { $in: visits.map((v) => v.id) } })).toBe(0);
  });
});
