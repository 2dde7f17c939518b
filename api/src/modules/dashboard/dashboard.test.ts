import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { ServiceType } from '../service-request/service-request.enums.js';

// 22 November 2026 in Naples, FL: the dashboard reports November against October.
const NOW = new Date('2026-11-22T15:00:00Z');

let t: TestApp;
beforeAll(async () => {
  // Its own database: the figures below are exact for exactly this data set.
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const DASHBOARD = `{ adminDashboard {
  month monthlyRevenueCents previousMonthRevenueCents revenueTrendPercent
  revenueBreakdown { service visitCount unitPriceCents totalCents }
  pendingApprovals approvedJobs totalRequests
} }`;

async function request(
  client: Awaited<ReturnType<TestApp['signInAs']>>,
  body: Record<string, unknown>,
  decision?: 'accepted' | 'declined',
) {
  const created = await client.agent.post('/api/service-requests').send({
    time: 'morning',
    phoneNumber: '239-555-0100',
    address: '1 Gulf Shore Blvd, Naples, FL',
    recurring: 'onetime',
    ...body,
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  if (decision) {
    const { agent } = await t.signInAs(Role.ADMIN);
    await agent.patch(`/api/service-requests/${created.body.id}`).send({ status: decision });
  }
  return created.body.id as string;
}

describe('admin dashboard', () => {
  it('sums this month’s visits of accepted requests at the service prices, each recurring visit counted', async () => {
    const client = await t.signInAs(Role.CLIENT);
    // This month (from today, the 22nd): a deep clean, a move-out, and a weekly standard on Nov 24 (one visit in November).
    await request(client, { service: 'deep', date: '2026-11-23' }, 'accepted');
    await request(client, { service: 'moveout', date: '2026-11-30' }, 'accepted');
    await request(client, { service: 'standard', date: '2026-11-24', recurring: 'weekly' }, 'accepted');
    // Not revenue: pending, declined, and next month.
    await request(client, { service: 'deep', date: '2026-11-25' });
    await request(client, { service: 'deep', date: '2026-11-26' }, 'declined');
    await request(client, { service: 'commercial', date: '2026-12-02' }, 'accepted');

    const { agent } = await t.signInAs(Role.ADMIN);
    const result = await gql(agent, DASHBOARD);
    expect(result.errors).toBeUndefined();
    expect(result.data.adminDashboard).toEqual({
      month: '2026-11-01',
      // 250 + 350 + 150 dollars
      monthlyRevenueCents: 75_000,
      previousMonthRevenueCents: 0,
      revenueTrendPercent: null,
      revenueBreakdown: [
        { service: 'STANDARD', visitCount: 1, unitPriceCents: 15_000, totalCents: 15_000 },
        { service: 'DEEP', visitCount: 1, unitPriceCents: 25_000, totalCents: 25_000 },
        { service: 'MOVEOUT', visitCount: 1, unitPriceCents: 35_000, totalCents: 35_000 },
      ],
      pendingApprovals: 1,
      approvedJobs: 4,
      totalRequests: 6,
    });
  });

  it('uses the prices from settings and compares with last month', async () => {
    const em = t.em();
    const settings = await t.services.settings.get(em);
    settings.servicePricesCents = { ...settings.servicePricesCents, [ServiceType.DEEP]: 30_000 };
    await em.flush();
    // Last month's figure comes from a visit dated in October (inserted as history).
    const client = await t.signInAs(Role.CLIENT);
    const october = await request(client, { service: 'standard', date: '2026-11-27' }, 'accepted');
    await t.em().getConnection().execute(`update visits set date = '2026-10-15' where request_id = ?`, [october]);

    const { agent } = await t.signInAs(Role.ADMIN);
    const dashboard = (await gql(agent, DASHBOARD)).data.adminDashboard;
    expect(dashboard.monthlyRevenueCents).toBe(30_000 + 35_000 + 15_000);
    expect(dashboard.previousMonthRevenueCents).toBe(15_000);
    expect(dashboard.revenueTrendPercent).toBeCloseTo(433.3, 1);
  });

  it('is for the admin only', async () => {
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, DASHBOARD))).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(t.request(), DASHBOARD))).toBe('UNAUTHENTICATED');
  });
});
