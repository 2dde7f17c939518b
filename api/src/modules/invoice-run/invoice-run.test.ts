import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import type { Client } from '../client/client.entity.js';
import { Invoice } from '../invoice/invoice.entity.js';
import { InvoiceStatus } from '../invoice/invoice.enums.js';
import { Notification } from '../notification/notification.entity.js';
import { ServiceRequestStatus, ServiceType } from '../service-request/service-request.enums.js';
import { Visit } from '../visit/visit.entity.js';
import { VisitStatus } from '../visit/visit.enums.js';

// Tuesday 1 December 2026, 10:00 in Naples, FL: "last month" is November.
const NOW = new Date('2026-12-01T15:00:00Z');

type Agent = Awaited<ReturnType<TestApp['signInAs']>>['agent'];
let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = (await t.signInAs(Role.ADMIN)).agent;
});
afterAll(() => t.close());

const PREVIEW = `query($from: LocalDate, $through: LocalDate) {
  invoiceRunPreview(from: $from, through: $through) {
    from through visitCount totalCents
    clients { client { databaseId displayName } visits { date description priceCents } subtotalCents taxCents totalCents }
  }
}`;
const CREATE = `mutation($input: CreateInvoiceRunInput!) {
  createInvoiceRun(input: $input) { invoiceCount totalCents invoices { databaseId status totalCents taxAmountCents client { databaseId } items { description unitPriceCents } } }
}`;

/** A completed visit of a new accepted one-time request of the client on `date`. */
async function completed(client: Client, date: string, service = ServiceType.STANDARD) {
  const request = await t.buildServiceRequest({ client, date, service, status: ServiceRequestStatus.ACCEPTED });
  return t.buildVisit({ request, date, status: VisitStatus.COMPLETED });
}

describe('invoice runs', () => {
  it('previews last month by default: per client, each completed visit not yet billed at its agreed price, taxed per service', async () => {
    const client = await t.buildClient({ displayName: 'Aaron Preview' });
    await completed(client, '2026-11-03');
    // Florida taxes commercial cleaning, not a home's: only this visit is taxed (6.5% of $150.00 = $9.75).
    await completed(client, '2026-11-17', ServiceType.COMMERCIAL);
    await completed(client, '2026-10-30'); // October: not in the run
    const scheduled = await t.buildVisit({ client, date: '2026-11-20' }); // never completed: not billed
    const result = await gql(admin, PREVIEW, {});
    expect(result.errors).toBeUndefined();
    const preview = result.data.invoiceRunPreview;
    expect(preview).toMatchObject({ from: '2026-11-01', through: '2026-11-30' });
    const mine = preview.clients.find((row: { client: { databaseId: string } }) => row.client.databaseId === client.id);
    expect(mine).toEqual({
      client: { databaseId: client.id, displayName: 'Aaron Preview' },
      visits: [
        { date: '2026-11-03', description: 'Standard Cleaning, Tue, Nov 3, 2026', priceCents: 15_000 },
        { date: '2026-11-17', description: 'Commercial Cleaning, Tue, Nov 17, 2026', priceCents: 15_000 },
      ],
      subtotalCents: 30_000,
      taxCents: 975,
      totalCents: 30_975,
    });
    expect(scheduled.status).toBe(VisitStatus.SCHEDULED);
  });

  it('creates and sends one invoice per client, each visit a line, and emails each through the outbox', async () => {
    const a = await t.buildClient({ displayName: 'Run A', email: 'run-a@example.com' });
    const b = await t.buildClient({ displayName: 'Run B', email: 'run-b@example.com' });
    const visits = [
      await completed(a, '2026-11-05'),
      await completed(a, '2026-11-12', ServiceType.COMMERCIAL),
      await completed(b, '2026-11-06'),
    ];
    const result = await gql(admin, CREATE, { input: { clientIds: [a.id, b.id] } });
    expect(result.errors).toBeUndefined();
    const run = result.data.createInvoiceRun;
    expect(run.invoiceCount).toBe(2);
    const forA = run.invoices.find((invoice: { client: { databaseId: string } }) => invoice.client.databaseId === a.id);
    expect(forA).toMatchObject({ status: 'SENT', totalCents: 30_975, taxAmountCents: 975 });
    expect(forA.items).toHaveLength(2);
    for (const visit of visits) expect((await t.em().findOneOrFail(Visit, visit.id)).billedOn).not.toBeNull();
    for (const client of [a, b]) {
      expect(await t.em().count(Notification, { event: 'invoice.sent', recipientClient: client.id })).toBe(1);
    }
    const again = await gql(admin, CREATE, { input: { clientIds: [a.id, b.id] } });
    expect(again.data.createInvoiceRun).toMatchObject({ invoiceCount: 0, totalCents: 0, invoices: [] });
  });

  it('bills each visit once when two runs race (two tabs, a double click, two instances)', async () => {
    const clients = [await t.buildClient(), await t.buildClient(), await t.buildClient()];
    for (const client of clients) {
      await completed(client, '2026-11-09');
      await completed(client, '2026-11-10');
    }
    const input = { clientIds: clients.map((client) => client.id) };
    const results = await Promise.all([
      gql(admin, CREATE, { input }),
      gql(admin, CREATE, { input }),
      gql(admin, CREATE, { input }),
    ]);
    for (const result of results) expect(result.errors).toBeUndefined();
    expect(results.reduce((sum, result) => sum + result.data.createInvoiceRun.invoiceCount, 0)).toBe(3);
    for (const client of clients) {
      expect(await t.em().count(Invoice, { client: client.id })).toBe(1);
      const visits = await t.em().find(Visit, { client: client.id });
      expect(new Set(visits.map((visit) => visit.billedOn?.id)).size).toBe(1);
    }
  });

  it('refuses a period that ends before it starts, naming the field; a client and a helper are refused', async () => {
    const backwards = await gql(admin, PREVIEW, { from: '2026-11-10', through: '2026-11-01' });
    expect(errorCode(backwards)).toBe('BAD_USER_INPUT');
    expect(backwards.errors?.[0].extensions?.field).toBe('through');
    const before = await t.em().count(Invoice, {});
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, PREVIEW, {}))).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, CREATE, { input: {} }))).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(t.request(), CREATE, { input: {} }))).toBe('UNAUTHENTICATED');
    expect(await t.em().count(Invoice, {})).toBe(before);
    expect(await t.em().count(Invoice, { status: InvoiceStatus.DRAFT })).toBe(0);
  });
});
