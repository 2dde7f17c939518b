import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { BillingPreference } from '../client/billing-preference.js';
import { Client } from '../client/client.entity.js';
import { Invoice } from '../invoice/invoice.entity.js';
import { InvoiceStatus } from '../invoice/invoice.enums.js';
import { Notification } from '../notification/notification.entity.js';
import { Tip } from '../payment/payment.entities.js';
import { ServiceRequestStatus } from '../service-request/service-request.enums.js';
import { Visit } from '../visit/visit.entity.js';

// Tuesday 1 December 2026, 10:00 in Naples, FL (a weekly pay period runs Sunday 29 November to Saturday 5 December).
const NOW = new Date('2026-12-01T15:00:00Z');
const TODAY = '2026-12-01';

type Agent = Awaited<ReturnType<TestApp['signInAs']>>['agent'];
let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = (await t.signInAs(Role.ADMIN)).agent;
});
afterAll(() => t.close());

async function ok(agent: Agent, query: string, variables: Record<string, unknown> = {}) {
  const result = await gql(agent, query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

const UPDATE_CLIENT = `mutation($input: UpdateClientInput!) { updateClient(input: $input) { client { billingPreference } } }`;
const COMPLETE = `mutation($id: ID!) { markVisitCompleted(input: { id: $id }) { visit { status } } }`;

/** A client billed per visit (set through updateClient, as the owner does) with a visit today at $140.00. */
async function perVisitClient() {
  const { user } = await t.signInAs(Role.CLIENT);
  const client = await t.clientOf(user);
  const data = await ok(admin, UPDATE_CLIENT, { input: { id: toGlobalId('Client', client.id), billingPreference: 'PER_VISIT' } });
  expect(data.updateClient.client.billingPreference).toBe('PER_VISIT');
  const request = await t.buildServiceRequest({ client, date: TODAY, status: ServiceRequestStatus.ACCEPTED, priceCents: 14_000 });
  const visit = await t.buildVisit({ request, date: TODAY });
  return { user, client, visit };
}

describe('billing per visit', () => {
  it('completing the visit makes its invoice at the agreed price and sends it; completing twice at once bills once', async () => {
    const { user, client, visit } = await perVisitClient();
    const id = toGlobalId('Visit', visit.id);
    const results = await Promise.all([gql(admin, COMPLETE, { id }), gql(admin, COMPLETE, { id })]);
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    const invoices = await t.em().find(Invoice, { client: client.id }, { populate: ['items'] });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: InvoiceStatus.SENT, subtotalCents: 14_000, issueDate: TODAY });
    expect((await t.em().findOneOrFail(Visit, visit.id)).billedOn?.id).toBe(invoices[0].id);
    expect(await t.em().count(Notification, { event: 'invoice.sent', recipient: user.id })).toBe(1);
    // Already billed: an invoice run finds nothing of it.
    const run = await ok(
      admin,
      `mutation { createInvoiceRun(input: { from: "${TODAY}", through: "${TODAY}" }) { invoiceCount } }`,
    );
    expect(run.createInvoiceRun.invoiceCount).toBe(0);
  });

  it('a monthly client gets no invoice when a visit is completed', async () => {
    const client = await t.buildClient();
    const request = await t.buildServiceRequest({ client, date: TODAY, status: ServiceRequestStatus.ACCEPTED });
    const visit = await t.buildVisit({ request, date: TODAY });
    await ok(admin, COMPLETE, { id: toGlobalId('Visit', visit.id) });
    expect(await t.em().count(Invoice, { client: client.id })).toBe(0);
  });

  it('only the owner sets the preference, and a value that is not one is refused', async () => {
    const client = await t.buildClient();
    const input = { id: toGlobalId('Client', client.id), billingPreference: 'PER_VISIT' };
    for (const role of [Role.HELPER, Role.CLIENT]) {
      expect(errorCode(await gql((await t.signInAs(role)).agent, UPDATE_CLIENT, { input }))).toBe('FORBIDDEN');
    }
    const bad = await gql(admin, UPDATE_CLIENT, { input: { ...input, billingPreference: 'WEEKLY' } });
    expect(bad.errors).toBeDefined();
    expect((await t.em().findOneOrFail(Client, client.id)).billingPreference).toBe(BillingPreference.MONTHLY);
  });
});

describe('tips in payroll', () => {
  const MINE = `query { myPayPeriods(count: 1) { tipsCents payoutCents } }`;
  const PAYROLL = `query { payroll { rows { helper { databaseId } tipsCents } } }`;

  it("split evenly among the visit's helpers in cents, the remainder to the first; each helper sees only their own", async () => {
    const first = await t.signInAs(Role.HELPER);
    const second = await t.signInAs(Role.HELPER);
    const [helperA, helperB] = [await t.helperOf(first.user), await t.helperOf(second.user)];
    const client = await t.buildClient();
    const visit = await t.buildVisit({ client, date: TODAY, helpers: [helperA] });
    // Assigned a moment later: helperA is the first.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await t.em().transactional(async (em) => {
      em.create('VisitAssignment', { visit: visit.id, helper: helperB.id });
      em.create(Tip, { client: client.id, visit: visit.id, amountCents: 1_001, receivedOn: TODAY });
    });
    expect((await ok(first.agent, MINE)).myPayPeriods[0].tipsCents).toBe(501);
    expect((await ok(second.agent, MINE)).myPayPeriods[0].tipsCents).toBe(500);
    // Tips are apart from pay: no hours, no payout.
    expect((await ok(first.agent, MINE)).myPayPeriods[0].payoutCents).toBe(0);
    const rows = (await ok(admin, PAYROLL)).payroll.rows as { helper: { databaseId: string }; tipsCents: number }[];
    expect(rows.find((row) => row.helper.databaseId === helperA.id)?.tipsCents).toBe(501);
    expect(rows.find((row) => row.helper.databaseId === helperB.id)?.tipsCents).toBe(500);
    // A helper cannot read payroll (everyone's tips); a client reads no pay period.
    expect(errorCode(await gql(first.agent, PAYROLL))).toBe('FORBIDDEN');
    expect(errorCode(await gql((await t.signInAs(Role.CLIENT)).agent, MINE))).toBe('FORBIDDEN');
  });
});
