import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentDocumentText } from '../../../../web/src/apollo/sentDocument.js';
import { AdminDashboardPage_QueryDocument } from '../../../../web/src/gql/graphql.js';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import type { ServiceRequestFields } from '../../../test/factories.js';
import type { Client } from '../client/client.entity.js';
import { Recurrence, ServiceRequestStatus, ServiceType } from '../service-request/service-request.enums.js';

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

/** A request of the client's: pending, or decided (an accepted one with its visits, as approval makes them). */
const request = (client: Client, fields: ServiceRequestFields, status = ServiceRequestStatus.PENDING) =>
  t.buildServiceRequest({ client, ...fields, status });

describe('admin dashboard', () => {
  it('sums this month’s visits of accepted requests at the service prices, each recurring visit counted', async () => {
    const client = await t.buildClient();
    const { ACCEPTED, DECLINED } = ServiceRequestStatus;
    // This month (from today, the 22nd): a deep clean, a move-out, and a weekly standard on Nov 24 (one visit in November).
    await request(client, { service: ServiceType.DEEP, date: '2026-11-23' }, ACCEPTED);
    await request(client, { service: ServiceType.MOVEOUT, date: '2026-11-30' }, ACCEPTED);
    await request(client, { service: ServiceType.STANDARD, date: '2026-11-24', recurring: Recurrence.WEEKLY }, ACCEPTED);
    // Not revenue: pending, declined, and next month.
    await request(client, { service: ServiceType.DEEP, date: '2026-11-25' });
    await request(client, { service: ServiceType.DEEP, date: '2026-11-26' }, DECLINED);
    await request(client, { service: ServiceType.COMMERCIAL, date: '2026-12-02' }, ACCEPTED);

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
    const { priceList } = await t.services.settings.get(t.em());
    const services = priceList.services.map((s) => (s.service === ServiceType.DEEP ? { ...s, basePriceCents: 30_000 } : s));
    await t.updateSettings({ priceList: { ...priceList, services } });
    // Last month's figure comes from a visit dated in October (history).
    await request(await t.buildClient(), { service: ServiceType.STANDARD, date: '2026-10-15' }, ServiceRequestStatus.ACCEPTED);

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

describe('the dashboard page’s query', () => {
  it('costs at most 8 SQL statements with every list and figure filled: 7 through the ORM, and the session’s read', async () => {
    const statements: string[] = [];
    const counted = await createTestApp({
      now: () => NOW,
      onQuery: (message) => statements.push(stripVTControlCharacters(message)),
    });
    try {
      const client = await counted.buildClient();
      for (const status of [ServiceRequestStatus.PENDING, ServiceRequestStatus.ACCEPTED, ServiceRequestStatus.SCHEDULED]) {
        for (let day = 1; day <= 3; day++) {
          await counted.buildServiceRequest({ client, date: `2026-11-${String(22 + day)}`, status });
        }
      }
      await counted.buildUser({ role: Role.CLIENT });
      const { agent } = await counted.signInAs(Role.ADMIN);
      // The page's own document as the web app sends it, with a page size that leaves more to load (so every list
      // counts its total).
      const document = sentDocumentText(AdminDashboardPage_QueryDocument);
      await gql(agent, document, { pageSize: 2 });
      statements.length = 0;
      const result = await gql(agent, document, { pageSize: 2 });
      const sent = statements.filter((line) => line.startsWith('[query] '));
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      expect(result.data.pending.totalCount).toBe(3);
      expect(result.data.pending.edges).toHaveLength(2);
      expect(result.data.approved.totalCount).toBe(3);
      expect(result.data.scheduled.totalCount).toBe(3);
      expect(result.data.adminDashboard.pendingApprovals).toBe(3);
      // The session store reads its row on its own pool (one statement, its expiry written at most once a minute),
      // which the ORM's log does not show: the page's budget of 8 leaves 7 here.
      expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(7);
    } finally {
      await counted.close();
    }
  });
});
