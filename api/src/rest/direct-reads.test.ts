import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/harness.js';
import type { AppContext } from '../auth/context.js';
import { Role } from '../auth/role.enum.js';
import { createLoaders } from '../graphql/loaders.js';
import { Helper } from '../modules/helper/helper.entity.js';
import type { User } from '../modules/user/user.entity.js';
import { SEARCH_MAX } from '../modules/client/search.js';
import type { ListConnection } from './paging.js';
import { restRoutes } from './routes.js';
import type { RestRoute } from './shim.js';

/**
 * The list rows that read their data without GraphQL (a row's `direct`) must answer exactly what their operation
 * answers: the same rows, order, fields, totals and cursors, for every filter and page. Each case runs both ways and
 * compares the decoded answers; the REST request itself is compared too.
 */
let t: TestApp;
let admin: User;
let agent: Awaited<ReturnType<TestApp['signInAs']>>['agent'];
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-22T15:00:00Z') });
  ({ agent, user: admin } = await t.signInAs(Role.ADMIN));
  for (let i = 0; i < 4; i++) {
    await t.buildUser({ role: Role.CLIENT, displayName: `Rivera ${i}` });
    await t.buildClient({ displayName: `Walk-in ${i}`, phone: `+1239555010${i}`, active: i % 2 === 0 });
    const { id } = await t.buildUser({ role: Role.HELPER, firstName: `Rivera${i}` });
    const em = t.em();
    const helper = await em.findOneOrFail(Helper, { user: id });
    helper.notes = `Team ${i}`;
    helper.active = i !== 1;
    helper.maxHoursPerWeek = i === 2 ? null : 30 + i;
    em.create(Helper, { hourlyRateCents: 2000 + i, phone: `+1239555020${i}`, notes: null });
    await em.flush();
  }
});
afterAll(() => t.close());

const route = (path: string): RestRoute => {
  const found = restRoutes.find((row) => row.method === 'get' && row.path === path);
  if (!found?.direct || !found.list) throw new Error(`${path} has no direct read`);
  return found;
};

function contextFor(viewer: User): AppContext {
  const em = t.em();
  const me = em.merge(viewer);
  return {
    em,
    viewer: me,
    services: t.services,
    loaders: createLoaders(em, me),
    authVia: 'session',
    readOnly: false,
  } as AppContext;
}

/** A row's answer both ways: the decoded answer and the connection's paging, direct and through the operation. */
async function bothWays(row: RestRoute, variables: Record<string, unknown>) {
  const direct = await row.direct!(contextFor(admin), variables);
  expect(direct, 'the direct read answers this request itself').toBeDefined();
  const result = await gql(agent, print(row.operation), variables);
  expect(result.errors).toBeUndefined();
  const paging = (data: unknown) => {
    const { totalCount, pageInfo } = row.list!.connection(data) as ListConnection;
    return { totalCount, pageInfo };
  };
  return {
    direct: { answer: row.respond(direct, undefined as never), paging: paging(direct) },
    operation: { answer: row.respond(result.data, undefined as never), paging: paging(result.data) },
  };
}

describe.each(['/clients', '/helpers'])('GET /api%s read directly', (path) => {
  const cases: [string, Record<string, unknown>][] = [
    ['everything', { first: 100, after: null, search: null, status: 'ALL' }],
    ['a short first page (counted)', { first: 3, after: null, search: null, status: 'ALL' }],
    ['active only', { first: 100, after: null, search: null, status: 'ACTIVE' }],
    ['inactive only', { first: 2, after: null, search: null, status: 'INACTIVE' }],
    ['a name search', { first: 2, after: null, search: 'rivera', status: 'ALL' }],
    ['a phone search', { first: 100, after: null, search: '(239) 555-0', status: 'ALL' }],
    ['a search matching nothing', { first: 100, after: null, search: 'zzz-nobody', status: 'ALL' }],
  ];

  it.each(cases)('answers %s as the operation does', async (_name, variables) => {
    const { direct, operation } = await bothWays(route(path), variables);
    expect(direct).toEqual(operation);
    expect((direct.answer as unknown[]).length).toBeGreaterThan(variables.search === 'zzz-nobody' ? -1 : 0);
  });

  it('pages with the same cursors as the operation', async () => {
    const first = await bothWays(route(path), { first: 2, after: null, search: null, status: 'ALL' });
    expect(first.direct.paging.pageInfo.hasNextPage).toBe(true);
    const after = first.operation.paging.pageInfo.endCursor;
    const second = await bothWays(route(path), { first: 2, after, search: null, status: 'ALL' });
    expect(second.direct).toEqual(second.operation);
    expect(second.direct.answer).not.toEqual(first.direct.answer);
  });

  it("leaves to the operation what its validation answers, and the REST answer is the operation's", async () => {
    const row = route(path);
    const tooLong = { first: 10, after: null, search: 'x'.repeat(SEARCH_MAX + 1), status: 'ALL' };
    expect(await row.direct!(contextFor(admin), tooLong)).toBeUndefined();
    expect(await row.direct!(contextFor(admin), { first: 0, after: null, search: null, status: 'ALL' })).toBeUndefined();

    const response = await agent.get(`/api${path}?limit=3&status=active`);
    expect(response.status).toBe(200);
    const { operation } = await bothWays(row, { first: 3, after: null, search: null, status: 'ACTIVE' });
    expect(response.body).toEqual(JSON.parse(JSON.stringify(operation.answer)));
    expect(Number(response.headers['x-total-count'])).toBe(operation.paging.totalCount);

    // A control character is the GraphQL plugin's refusal (400 naming the field), not a search run directly.
    const control = { first: 10, after: null, search: 'Rivera\u0001', status: 'ALL' };
    expect(await row.direct!(contextFor(admin), control)).toBeUndefined();
    const refused = await agent.get(`/api${path}?search=${encodeURIComponent('Rivera\u0001')}`);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('BAD_USER_INPUT');

    const badCursor = await agent.get(`/api${path}?after=not-a-cursor`);
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.code).toBe('BAD_USER_INPUT');
  });

  it('refuses the other roles before reading', async () => {
    for (const role of [Role.HELPER, Role.CLIENT]) {
      const { agent: other } = await t.signInAs(role);
      expect((await other.get(`/api${path}`)).status).toBe(403);
    }
    expect((await t.request().get(`/api${path}`)).status).toBe(401);
  });
});
