import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import type { Helper } from '../helper/helper.entity.js';
import { TimeEntry } from './time-entry.entity.js';

let now = new Date('2026-11-18T13:00:00Z'); // Wednesday 08:00 in Naples
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

const CLOCK_IN =
  'mutation($input: ClockInput) { clockIn(input: $input) { entry { clockInAt clockInLatitude clockInLongitude } } }';
const CLOCK_OUT = 'mutation { clockOut { entry { clockOutAt minutes } } }';
const SUMMARY = `query($input: PayPeriodInput!) { helperPayPeriod(input: $input) {
  periodStart periodEnd workedMinutes openEntries approved approvedMinutes hourlyRateCents bonusCents bonusNote payoutCents
} }`;

/** A signed-in helper and their record, at this hourly rate. */
async function helperWithRate(hourlyRateCents = 2_500) {
  const user = await t.buildUser({ role: Role.HELPER, withRecord: false });
  const record = await t.buildHelper({ user, hourlyRateCents });
  return { agent: await t.signIn(user), user, record };
}

const entry = (helper: Helper, clockInAt: string, clockOutAt: string | null) =>
  t.buildTimeEntry({ helper, clockInAt, clockOutAt });

describe('the clock card', () => {
  it('clocks in with the shared location, survives a reload, and clocks out', async () => {
    const { agent } = await helperWithRate();
    const clockedIn = await gql(agent, CLOCK_IN, { input: { latitude: 26.142, longitude: -81.795 } });
    expect(clockedIn.data.clockIn.entry).toEqual({
      clockInAt: now.toISOString(),
      clockInLatitude: 26.142,
      clockInLongitude: -81.795,
    });
    expect((await gql(agent, '{ myClock { clockInAt } }')).data.myClock).toEqual({ clockInAt: now.toISOString() });
    expect(errorCode(await gql(agent, CLOCK_IN))).toBe('CONFLICT');

    now = new Date(now.getTime() + 95 * 60_000);
    const out = await gql(agent, CLOCK_OUT);
    expect(out.data.clockOut.entry).toEqual({ clockOutAt: now.toISOString(), minutes: 95 });
    expect((await gql(agent, '{ myClock { id } }')).data.myClock).toBeNull();
    expect(errorCode(await gql(agent, CLOCK_OUT))).toBe('CONFLICT');
  });

  it('works without a location (refused by the browser) and refuses bad coordinates', async () => {
    const { agent } = await helperWithRate();
    expect(errorCode(await gql(agent, CLOCK_IN, { input: { latitude: 200, longitude: 0 } }))).toBe('BAD_USER_INPUT');
    expect((await gql(agent, CLOCK_IN)).data.clockIn.entry.clockInLatitude).toBeNull();
    await gql(agent, CLOCK_OUT);
  });

  it('is for helpers only', async () => {
    for (const role of [Role.ADMIN, Role.CLIENT]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, CLOCK_IN))).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, '{ myPayPeriods { payoutCents } }'))).toBe('FORBIDDEN');
    }
  });
});

describe('pay periods', () => {
  it('pays 32 approved hours at $25 with a $75 bonus as $875', async () => {
    const worker = await helperWithRate(2_500);
    // Four 8-hour days in the week of Sunday 2026-11-08.
    for (const day of ['09', '10', '11', '12'])
      await entry(worker.record, `2026-11-${day}T13:00:00Z`, `2026-11-${day}T21:00:00Z`);
    const { agent } = await t.signInAs(Role.ADMIN);
    const input = { helperId: worker.record.id, periodStart: '2026-11-08' };
    await gql(agent, 'mutation($input: SetPayPeriodBonusInput!) { setPayPeriodBonus(input: $input) { period { bonusCents } } }', {
      input: { ...input, bonusCents: 7_500, note: 'Spotless move-out' },
    });
    const approved = await gql(
      agent,
      'mutation($input: PayPeriodInput!) { approvePayPeriod(input: $input) { period { approved approvedMinutes payoutCents } } }',
      { input },
    );
    expect(approved.data.approvePayPeriod.period).toEqual({ approved: true, approvedMinutes: 32 * 60, payoutCents: 87_500 });

    const mine = await gql(
      worker.agent,
      '{ myPayPeriods(count: 3) { periodStart approved approvedMinutes hourlyRateCents bonusCents bonusNote payoutCents } }',
    );
    expect(mine.data.myPayPeriods.find((period: { periodStart: string }) => period.periodStart === '2026-11-08')).toEqual({
      periodStart: '2026-11-08',
      approved: true,
      approvedMinutes: 1920,
      hourlyRateCents: 2_500,
      bonusCents: 7_500,
      bonusNote: 'Spotless move-out',
      payoutCents: 87_500,
    });
    // Approval is final: approving again is a conflict.
    expect(
      errorCode(
        await gql(agent, 'mutation($input: PayPeriodInput!) { approvePayPeriod(input: $input) { period { approved } } }', {
          input,
        }),
      ),
    ).toBe('CONFLICT');
  });

  it('counts a period across the November DST change by real elapsed time', async () => {
    const worker = await helperWithRate(3_000);
    // Saturday 31 Oct 22:00 EDT to Sunday 1 Nov 02:00 EST is 5 real hours; it started in the period of 25 Oct.
    await entry(worker.record, '2026-11-01T02:00:00Z', '2026-11-01T07:00:00Z');
    // Sunday 1 Nov 09:00 EST to 17:00 EST: 8 hours, in the period of 1 Nov.
    await entry(worker.record, '2026-11-01T14:00:00Z', '2026-11-01T22:00:00Z');
    const { agent } = await t.signInAs(Role.ADMIN);
    const october = await gql(agent, SUMMARY, { input: { helperId: worker.record.id, periodStart: '2026-10-25' } });
    expect(october.data.helperPayPeriod).toMatchObject({ periodEnd: '2026-10-31', workedMinutes: 300, payoutCents: 15_000 });
    const november = await gql(agent, SUMMARY, { input: { helperId: worker.record.id, periodStart: '2026-11-01' } });
    expect(november.data.helperPayPeriod).toMatchObject({ workedMinutes: 480, payoutCents: 24_000 });
  });

  describe('at the same moment', () => {
    const APPROVE =
      'mutation($input: PayPeriodInput!) { approvePayPeriod(input: $input) { period { approved approvedMinutes } } }';
    const BONUS = 'mutation($input: SetPayPeriodBonusInput!) { setPayPeriodBonus(input: $input) { period { bonusCents } } }';
    const codes = (results: { errors?: { extensions?: { code?: string } }[] }[]) =>
      results.map((result) => result.errors?.[0]?.extensions?.code ?? 'OK').sort();

    it.each([
      ['a period never reviewed', false],
      ['a period with a bonus already set', true],
    ])('five approvals of %s: one wins, the others are told it is already approved (409)', async (_name, reviewed) => {
      const worker = await helperWithRate();
      await entry(worker.record, '2026-11-09T13:00:00Z', '2026-11-09T17:00:00Z');
      const { agent } = await t.signInAs(Role.ADMIN);
      const input = { helperId: worker.record.id, periodStart: '2026-11-08' };
      if (reviewed) await gql(agent, BONUS, { input: { ...input, bonusCents: 1_000 } });
      const results = await Promise.all(Array.from({ length: 5 }, () => gql(agent, APPROVE, { input })));
      expect(codes(results)).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT', 'CONFLICT', 'OK']);
      const summary = await gql(agent, SUMMARY, { input });
      expect(summary.data.helperPayPeriod).toMatchObject({ approved: true, approvedMinutes: 240 });
      const audit = await t
        .em()
        .getConnection()
        .execute(
          `select count(*)::int as n from audit_events a join pay_periods p on p.id = a.subject_id
            where p.helper_id = ? and a.changes::text like '%approvedBy%'`,
          [worker.record.id],
        );
      expect(audit[0].n).toBe(1);
    });

    it('an approval racing a bonus: each is applied in turn or refused as a conflict, never a 500', async () => {
      for (let round = 0; round < 4; round++) {
        const worker = await helperWithRate();
        await entry(worker.record, '2026-11-09T13:00:00Z', '2026-11-09T15:00:00Z');
        const { agent } = await t.signInAs(Role.ADMIN);
        const input = { helperId: worker.record.id, periodStart: '2026-11-08' };
        const [bonus, approval] = await Promise.all([
          gql(agent, BONUS, { input: { ...input, bonusCents: 2_500 } }),
          gql(agent, APPROVE, { input }),
        ]);
        expect(codes([approval])).toEqual(['OK']);
        expect(['OK', 'CONFLICT']).toContain(codes([bonus])[0]);
        const summary = await gql(agent, SUMMARY, { input });
        // The bonus counts when it was set before the approval, and only then.
        expect(summary.data.helperPayPeriod.bonusCents).toBe(codes([bonus])[0] === 'OK' ? 2_500 : 0);
      }
    });
  });

  it('will not approve while an entry is open; the admin fixes a forgotten clock-out first', async () => {
    const worker = await helperWithRate();
    await entry(worker.record, '2026-11-16T13:00:00Z', null);
    const { agent } = await t.signInAs(Role.ADMIN);
    const input = { helperId: worker.record.id, periodStart: '2026-11-15' };
    const approve = 'mutation($input: PayPeriodInput!) { approvePayPeriod(input: $input) { period { approvedMinutes } } }';
    expect(errorCode(await gql(agent, approve, { input }))).toBe('CONFLICT');
    const open = await t.em().findOneOrFail(TimeEntry, { helper: worker.record.id });
    const fixed = await gql(
      agent,
      'mutation($input: AdjustTimeEntryInput!) { adjustTimeEntry(input: $input) { entry { minutes adjustmentNote } } }',
      {
        input: {
          id: open.id,
          clockInAt: '2026-11-16T13:00:00Z',
          clockOutAt: '2026-11-16T19:30:00Z',
          note: 'Forgot to clock out',
        },
      },
    );
    expect(fixed.data.adjustTimeEntry.entry).toEqual({ minutes: 390, adjustmentNote: 'Forgot to clock out' });
    expect((await gql(agent, approve, { input })).data.approvePayPeriod.period.approvedMinutes).toBe(390);
    const late = await gql(agent, 'mutation($input: AdjustTimeEntryInput!) { adjustTimeEntry(input: $input) { entry { id } } }', {
      input: { id: open.id, clockInAt: '2026-11-16T13:00:00Z', clockOutAt: '2026-11-16T20:30:00Z', note: 'More' },
    });
    expect(errorCode(late)).toBe('CONFLICT');
  });

  it('refuses a date that does not start a period, reversed entries, and non-admins', async () => {
    const worker = await helperWithRate();
    const { agent } = await t.signInAs(Role.ADMIN);
    expect(errorCode(await gql(agent, SUMMARY, { input: { helperId: worker.record.id, periodStart: '2026-11-10' } }))).toBe(
      'BAD_USER_INPUT',
    );
    const reversed = await gql(agent, 'mutation($input: AddTimeEntryInput!) { addTimeEntry(input: $input) { entry { id } } }', {
      input: { helperId: worker.record.id, clockInAt: '2026-11-16T19:00:00Z', clockOutAt: '2026-11-16T13:00:00Z', note: 'x' },
    });
    expect(errorCode(reversed)).toBe('BAD_USER_INPUT');
    for (const role of [Role.HELPER, Role.CLIENT]) {
      const { agent: other } = await t.signInAs(role);
      expect(errorCode(await gql(other, SUMMARY, { input: { helperId: worker.record.id, periodStart: '2026-11-15' } }))).toBe(
        'FORBIDDEN',
      );
      expect(errorCode(await gql(other, '{ payroll { totalPayoutCents } }'))).toBe('FORBIDDEN');
    }
  });

  it('shows the admin every helper in one payroll table', async () => {
    const worker = await helperWithRate(2_000);
    await entry(worker.record, '2026-11-17T13:00:00Z', '2026-11-17T16:00:00Z');
    const { agent } = await t.signInAs(Role.ADMIN);
    const payroll = await gql(
      agent,
      '{ payroll(periodStart: "2026-11-15") { periodEnd totalPayoutCents rows { helper { databaseId } workedMinutes payoutCents } } }',
    );
    const row = payroll.data.payroll.rows.find(
      (r: { helper: { databaseId: string } }) => r.helper.databaseId === worker.record.id,
    );
    expect(row).toEqual({ helper: { databaseId: worker.record.id }, workedMinutes: 180, payoutCents: 6_000 });
    expect(payroll.data.payroll.periodEnd).toBe('2026-11-21');
  });
});
