import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { clientPolicy } from './client.policy.js';
import { invoicePolicy } from '../invoice/invoice.policy.js';

const t = useTestApp();

describe("a policy's read scope as SQL (for lists written as SQL text)", () => {
  it('is no condition for the admin, the own record for a client, nothing for the signed-out or another role', async () => {
    const em = t.em();
    const mine = await t.buildUser({ role: Role.CLIENT });
    const other = await t.buildUser({ role: Role.CLIENT });
    const helper = await t.buildUser({ role: Role.HELPER });
    const admin = await t.buildUser({ role: Role.ADMIN });
    const readable = async (viewer: { id: string; role: Role } | null) => {
      const scope = clientPolicy.scopeSql(em, viewer, 'c');
      const rows = await em
        .getConnection()
        .execute<{ user_id: string | null }[]>(
          `select c.user_id from clients c${scope ? ` where ${scope.sql}` : ''}`,
          scope?.params ?? [],
        );
      return rows.map((row) => row.user_id);
    };

    expect(clientPolicy.scopeSql(em, admin, 'c')).toBeNull();
    expect(await readable(admin)).toEqual(expect.arrayContaining([mine.id, other.id]));
    expect(clientPolicy.scopeSql(em, mine, 'c')).toEqual({ sql: 'c.user_id = ?', params: [mine.id] });
    expect(await readable(mine)).toEqual([mine.id]);
    expect(await readable(helper)).toEqual([]);
    expect(await readable(null)).toEqual([]);
  });

  it('refuses a scope that is more than equalities of its own columns, rather than guess', () => {
    const em = t.em();
    expect(invoicePolicy.scopeSql(em, { id: '00000000-0000-4000-8000-000000000000', role: Role.ADMIN }, 'i')).toBeNull();
    expect(() => invoicePolicy.scopeSql(em, { id: '00000000-0000-4000-8000-000000000000', role: Role.CLIENT }, 'i')).toThrow(
      /has no SQL form/,
    );
  });
});
