import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { CREATED_AT_CURSOR, decodeCursor } from '../../shared/paging.js';

const encode = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');
const ID = '0d6e1a0e-5a8b-4f1e-9f51-2a51a3b0c111';

describe('decodeCursor', () => {
  it("accepts a cursor of the list's shape and refuses anything else", () => {
    expect(decodeCursor(encode(['2026-11-22T15:00:00.000Z', ID]), CREATED_AT_CURSOR)).toEqual(['2026-11-22T15:00:00.000Z', ID]);
    for (const bad of [
      'not a cursor',
      encode('text'),
      encode(['2026-11-22', ID]),
      encode(['2026-11-22T15:00:00.000Z', 'x']),
      encode([1, 2, 3]),
    ]) {
      expect(decodeCursor(bad, CREATED_AT_CURSOR)).toBeNull();
    }
    expect(decodeCursor(encode(['2026-11-22', ID]), ['date', 'uuid'])).toEqual(['2026-11-22', ID]);
  });
});

describe('a tampered cursor on /graphql', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is bad input naming the argument, not a server error, on the ORM-paged lists and the calendar', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const wrongShape = encode(['2026-11-22', 'not-a-uuid']);
    for (const query of [
      `{ clients(first: 2, after: "${wrongShape}") { totalCount } }`,
      `{ invoices(first: 2, after: "${encode(['x', 'y', 'z'])}") { totalCount } }`,
      `{ serviceRequests(first: 2, before: "${wrongShape}", last: 2) { totalCount } }`,
      `{ visits(from: "2026-11-01", to: "2026-11-30", first: 2, after: "${wrongShape}") { totalCount } }`,
    ]) {
      const result = await gql(agent, query);
      expect(errorCode(result), query).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0].extensions?.field, query).toMatch(/^(after|before)$/);
    }
    const valid = await gql(agent, `{ clients(first: 2, after: "${encode(['2026-11-22T15:00:00.000Z', ID])}") { totalCount } }`);
    expect(valid.errors).toBeUndefined();
  });
});
