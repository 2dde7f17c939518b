import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../auth/role.enum.js';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { fromGlobalId, toGlobalId } from './global-id.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('global ids', () => {
  it('round-trip type and database id, and reject junk', () => {
    const id = toGlobalId('User', '7f24b360-a39c-40ae-b18d-4152c7f7a093');
    expect(fromGlobalId(id)).toEqual({ typeName: 'User', databaseId: '7f24b360-a39c-40ae-b18d-4152c7f7a093' });
    expect(fromGlobalId('not-an-id')).toBeNull();
    expect(fromGlobalId(Buffer.from('User:1; drop table').toString('base64url'))).toBeNull();
  });
});

describe('node(id:)', () => {
  const NODE = `query Node($id: ID!) { node(id: $id) { id databaseId __typename ... on User { email } } }`;

  it('returns an object the viewer may read, by its opaque id', async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT);
    const viewer = await gql(agent, '{ viewer { id databaseId } }');
    expect(viewer.data.viewer.databaseId).toBe(user.id);
    const result = await gql(agent, NODE, { id: viewer.data.viewer.id });
    expect(result.data.node).toEqual({ id: viewer.data.viewer.id, databaseId: user.id, __typename: 'User', email: user.email });
  });

  it("answers null for another user's object, so its existence does not leak", async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    const other = await t.buildUser({ role: Role.CLIENT });
    const result = await gql(agent, NODE, { id: toGlobalId('User', other.id) });
    expect(result.errors).toBeUndefined();
    expect(result.data.node).toBeNull();
  });

  it('lets the admin read any user, and refuses the signed-out', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const other = await t.buildUser({ role: Role.HELPER });
    expect((await gql(agent, NODE, { id: toGlobalId('User', other.id) })).data.node.email).toBe(other.email);
    expect(errorCode(await gql(t.request(), NODE, { id: toGlobalId('User', other.id) }))).toBe('UNAUTHENTICATED');
  });
});

describe('users connection (admin only)', () => {
  const USERS = `query Users($first: Int, $after: String, $role: Role) {
    users(first: $first, after: $after, role: $role) {
      totalCount
      edges { cursor node { email role } }
      pageInfo { hasNextPage hasPreviousPage endCursor startCursor }
    }
  }`;

  it('pages through every helper with cursors, without repeats', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    for (let i = 0; i < 5; i++) await t.buildUser({ role: Role.HELPER });
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    let total = 0;
    do {
      const result = await gql(agent, USERS, { first: 2, after, role: 'HELPER' });
      const page = result.data.users;
      total = page.totalCount;
      seen.push(...page.edges.map((edge: { node: { email: string } }) => edge.node.email));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : undefined;
      pages++;
    } while (after && pages < 20);
    expect(total).toBeGreaterThanOrEqual(5);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(pages).toBe(Math.ceil(total / 2));
  });

  it('refuses helpers and clients (FORBIDDEN) and the signed-out (UNAUTHENTICATED)', async () => {
    for (const role of [Role.HELPER, Role.CLIENT]) {
      const { agent } = await t.signInAs(role);
      const result = await gql(agent, USERS, { first: 1 });
      expect(errorCode(result)).toBe('FORBIDDEN');
      expect(result.data).toBeNull();
    }
    expect(errorCode(await gql(t.request(), USERS, { first: 1 }))).toBe('UNAUTHENTICATED');
  });

  it('rejects page sizes outside 1..500 as bad input', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const result = await gql(agent, USERS, { first: 501 });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].extensions?.field).toBe('first');
  });
});
