import { describe, expect, it } from 'vitest';
import { errorCode, gql, useTestApp } from '../../test/harness.js';
import { Role } from '../auth/role.enum.js';
import { QUERY_LIMITS } from './server.js';

const t = useTestApp();

/** `viewer { client { user { client { … id } } } }`: `levels` fields deep, the id counted. */
function nested(levels: number): string {
  const fields = ['viewer'];
  while (fields.length < levels - 1) fields.push(fields.length % 2 ? 'client' : 'user');
  return `{ ${fields.join(' { ')} { id }${' }'.repeat(fields.length)}`;
}

/** The same nesting written with a fragment spread at every level, as components compose their fragments. */
function nestedThroughFragments(levels: number): string {
  const fields = ['viewer'];
  while (fields.length < levels - 1) fields.push(fields.length % 2 ? 'client' : 'user');
  const typeOf = (index: number) => (index % 2 ? 'Client' : 'User');
  const fragments = fields.slice(1).map((field, index) => {
    const next = index + 2 < fields.length ? `...F${index + 1}` : 'id';
    return `fragment F${index} on ${typeOf(index)} { ${field} { ${next} } }`;
  });
  return `{ viewer { ...F0 } } ${fragments.join(' ')}`;
}

describe('query depth', () => {
  it(`answers a query ${QUERY_LIMITS.maxDepth} fields deep and refuses one deeper, before running it`, async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    const deepest = await gql(agent, nested(QUERY_LIMITS.maxDepth));
    expect(deepest.errors).toBeUndefined();
    expect(deepest.data.viewer.client.user.client.user.client).toBeDefined();

    const tooDeep = await gql(agent, nested(QUERY_LIMITS.maxDepth + 1));
    expect(errorCode(tooDeep)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(tooDeep.data).toBeUndefined();
  });

  it('counts the fields, not the fragment spreads: a fragment per component costs no depth', async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    const composed = await gql(agent, nestedThroughFragments(QUERY_LIMITS.maxDepth));
    expect(composed.errors).toBeUndefined();
    expect(errorCode(await gql(agent, nestedThroughFragments(QUERY_LIMITS.maxDepth + 1)))).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
