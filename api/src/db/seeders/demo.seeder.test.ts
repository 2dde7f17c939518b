import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { createLogger } from '../../logger.js';
import { Client } from '../../modules/client/client.entity.js';
import { Helper } from '../../modules/helper/helper.entity.js';
import { Invoice } from '../../modules/invoice/invoice.entity.js';
import { InvoiceStatus } from '../../modules/invoice/invoice.enums.js';
import { Message } from '../../modules/message/message.entity.js';
import { ServiceRequest } from '../../modules/service-request/service-request.entity.js';
import {
  Recurrence,
  ServiceRequestStatus,
  ServiceType,
  TimeSlot,
  WEEKDAYS,
} from '../../modules/service-request/service-request.enums.js';
import { User } from '../../modules/user/user.entity.js';
import { businessToday } from '../../shared/calendar-date.js';
import { bootstrapData } from '../bootstrap.js';
import { initOrm } from '../orm.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo.seeder.js';
import { PaymentAllocation } from '../../modules/payment/payment.entities.js';

const TODAY = '2026-03-15';
const SWFL_ADDRESS = /, (Naples|Fort Myers|Cape Coral|Bonita Springs), FL \d{5}$/;
const FICTIONAL_PHONE = /^\+123955501\d\d$/;

/** 'YYYY-MM' of the month `offset` months from the month of `date`. */
function monthKey(date: string, offset: number): string {
  const [year, month] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1 + offset, 1)).toISOString().slice(0, 7);
}

const isoDate = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

async function tableCounts(em: EntityManager) {
  return {
    users: await em.count(User, {}),
    helpers: await em.count(Helper, {}),
    clients: await em.count(Client, {}),
    requests: await em.count(ServiceRequest, {}),
    invoices: await em.count(Invoice, {}),
    messages: await em.count(Message, {}),
  };
}

/** Every rule the demo business promises, checked against what is in the database after seeding with `today`. */
async function expectDemoBusiness(em: EntityManager, today: string) {
  // Accounts.
  const users = await em.find(User, { email: { $like: '%@demo.local' } });
  const byEmail = new Map(users.map((user) => [user.email, user]));
  const admin = byEmail.get(DEMO_ACCOUNTS.admin);
  const helperUser = byEmail.get(DEMO_ACCOUNTS.helper);
  const clientUser = byEmail.get(DEMO_ACCOUNTS.client);
  expect(admin).toMatchObject({ firstName: 'Maria', lastName: 'Alvarez', role: Role.ADMIN, needsProfileSetup: false });
  expect(helperUser).toMatchObject({ role: Role.HELPER, needsProfileSetup: false });
  expect(clientUser).toMatchObject({ role: Role.CLIENT, needsProfileSetup: false });
  expect(clientUser!.displayName).toBeTruthy();
  expect(clientUser!.phone).toMatch(FICTIONAL_PHONE);
  for (const user of users) expect(user.needsProfileSetup).toBe(false);

  // Helpers: the demo helper plus one without an account.
  const helpers = await em.find(Helper, {}, { populate: ['user'] });
  expect(helpers).toHaveLength(2);
  const demoHelper = helpers.find((helper) => helper.user?.email === DEMO_ACCOUNTS.helper);
  expect(demoHelper).toMatchObject({ hourlyRateCents: 2500, maxHoursPerWeek: 40 });
  expect(demoHelper!.phone).toMatch(FICTIONAL_PHONE);
  const otherHelper = helpers.find((helper) => helper !== demoHelper);
  expect(otherHelper).toMatchObject({ user: null, maxHoursPerWeek: null });
  expect(otherHelper!.phone).toMatch(FICTIONAL_PHONE);

  // Clients: 6, three with accounts (the demo client's among them), one inactive, SWFL addresses.
  const clients = await em.find(Client, {}, { populate: ['user'] });
  expect(clients).toHaveLength(6);
  const linked = clients.filter((client) => client.user);
  expect(linked).toHaveLength(3);
  for (const client of linked) {
    expect(client.user!.role).toBe(Role.CLIENT);
    expect(client.user!.email).toMatch(/@demo\.local$/);
    expect(client.user!.needsProfileSetup).toBe(false);
  }
  const demoClient = clients.find((client) => client.user?.email === DEMO_ACCOUNTS.client);
  expect(demoClient).toBeDefined();
  expect(clients.filter((client) => !client.active)).toHaveLength(1);
  expect(clients.filter((client) => client.notes).length).toBeGreaterThanOrEqual(2);
  expect(new Set(clients.map((client) => client.displayName)).size).toBe(6);
  for (const client of clients) {
    expect(client.address).toMatch(SWFL_ADDRESS);
    expect(client.phone).toMatch(FICTIONAL_PHONE);
  }

  // Service requests.
  const requests = await em.find(ServiceRequest, {}, { populate: ['client', 'requestedBy'], orderBy: { date: 'asc' } });
  expect(requests.length).toBeGreaterThanOrEqual(22);
  expect(requests.length).toBeLessThanOrEqual(30);
  const distinct = <T>(pick: (request: ServiceRequest) => T) => new Set(requests.map(pick));
  expect(distinct((r) => r.status)).toEqual(new Set(Object.values(ServiceRequestStatus)));
  expect(distinct((r) => r.service)).toEqual(new Set(Object.values(ServiceType)));
  expect(distinct((r) => r.time)).toEqual(new Set(Object.values(TimeSlot)));
  expect(distinct((r) => r.recurring)).toEqual(new Set(Object.values(Recurrence)));
  expect(requests.filter((r) => r.recurring !== Recurrence.ONETIME).length).toBeGreaterThanOrEqual(4);
  expect(requests.filter((r) => r.notes).length).toBeGreaterThanOrEqual(5);

  const months = [monthKey(today, -1), monthKey(today, 0), monthKey(today, 1)];
  for (const month of months) expect(requests.some((r) => isoDate(r.date).startsWith(month))).toBe(true);
  for (const request of requests) {
    const date = isoDate(request.date);
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(months).toContain(date.slice(0, 7));

    // customDays only with custom recurrence, and then all seven weekdays with at least one chosen.
    if (request.recurring === Recurrence.CUSTOM) {
      expect(Object.keys(request.customDays ?? {}).sort()).toEqual([...WEEKDAYS].sort());
      for (const day of WEEKDAYS) expect(typeof request.customDays![day]).toBe('boolean');
      expect(Object.values(request.customDays!).some(Boolean)).toBe(true);
    } else {
      expect(request.customDays).toBeNull();
    }

    expect(request.phoneNumber).toBe(request.client.phone);
    expect(request.address).toBe(request.client.address);
    expect(request.requestedBy).not.toBeNull();
    if (request.client.user) expect(request.requestedBy!.id).toBe(request.client.user.id);
    else expect(request.requestedBy!.role).toBe(Role.ADMIN);

    if (request.status === ServiceRequestStatus.DECLINED) expect(request.adminFeedback).toBeTruthy();
    else expect(request.adminFeedback).toBeNull();
    if (request.status === ServiceRequestStatus.PENDING) {
      expect(date > today).toBe(true); // nobody waits on a request for a day already gone
      expect(request.decidedAt).toBeNull();
    } else {
      expect(request.decidedAt).toBeInstanceOf(Date);
    }
  }

  const demoRequests = requests.filter((r) => r.client.id === demoClient!.id);
  expect(demoRequests.length).toBeGreaterThanOrEqual(4);
  expect(demoRequests.some((r) => isoDate(r.date) < today)).toBe(true);
  expect(demoRequests.some((r) => isoDate(r.date) > today)).toBe(true);
  expect(demoRequests.some((r) => r.status === ServiceRequestStatus.PENDING)).toBe(true);
  expect(demoRequests.some((r) => r.status === ServiceRequestStatus.ACCEPTED)).toBe(true);

  // Invoices: totals add up, numbers run per year in order of issue.
  const invoices = await em.find(Invoice, {}, { populate: ['items', 'client'], orderBy: { issueDate: 'asc' } });
  expect(invoices.length).toBeGreaterThanOrEqual(4);
  expect(invoices.length).toBeLessThanOrEqual(6);
  const perYear = new Map<string, number>();
  for (const invoice of invoices) {
    const items = invoice.items.getItems();
    expect(items.length).toBeGreaterThanOrEqual(1);
    expect(items.length).toBeLessThanOrEqual(3);
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index));
    for (const item of items) {
      expect(item.description).toBeTruthy();
      expect(Number.isInteger(item.unitPriceCents)).toBe(true);
    }
    const itemsTotal = items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0);
    expect(invoice.subtotalCents).toBe(itemsTotal);
    // Florida taxes nonresidential cleaning only: the realty group's office cleaning at 6.5%, to the cent; homes none.
    const commercial = invoice.client.displayName === 'Gulf Coast Realty Group';
    expect(invoice.taxAmountCents).toBe(commercial ? Math.round((invoice.subtotalCents * 65) / 1000) : 0);
    expect(invoice.totalCents).toBe(invoice.subtotalCents + invoice.taxAmountCents);

    const issueDate = isoDate(invoice.issueDate);
    expect(isoDate(invoice.dueDate) >= issueDate).toBe(true);
    const year = issueDate.slice(0, 4);
    const next = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, next);
    expect(invoice.invoiceNumber).toBe(`INV-${year}-${String(next).padStart(4, '0')}`);

    if (invoice.status === InvoiceStatus.PAID) expect(invoice.paidAt).toBeInstanceOf(Date);
    else expect(invoice.paidAt).toBeNull();
    // The ledger agrees with the status: a paid invoice's payments cover its total, an open one has none.
    const allocations = await em.find(PaymentAllocation, { invoice: invoice.id });
    const paidCents = allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
    expect(paidCents).toBe(invoice.status === InvoiceStatus.PAID ? invoice.totalCents : 0);
    if (invoice.status === InvoiceStatus.OVERDUE) expect(isoDate(invoice.dueDate) < today).toBe(true);
  }
  const statuses = new Set(invoices.map((invoice) => invoice.status));
  for (const status of [InvoiceStatus.DRAFT, InvoiceStatus.SENT, InvoiceStatus.PAID, InvoiceStatus.OVERDUE]) {
    expect(statuses).toContain(status);
  }
  const demoInvoices = invoices.filter((invoice) => invoice.client.id === demoClient!.id);
  expect(demoInvoices.length).toBeGreaterThanOrEqual(2);
  expect(demoInvoices.some((invoice) => invoice.status !== InvoiceStatus.DRAFT)).toBe(true);

  // Messages from the admin to the demo client and the demo helper.
  const messages = await em.find(Message, {}, { populate: ['sender', 'recipient'] });
  expect(messages).toHaveLength(2);
  for (const message of messages) {
    expect(message.subject).toBe('Message from Admin');
    expect(message.body.trim()).not.toBe('');
    expect(message.body).not.toMatch(/<[a-z][^>]*>/i);
    expect(message.sender?.email).toBe(DEMO_ACCOUNTS.admin);
  }
  expect(messages.map((message) => message.recipient!.email).sort()).toEqual([DEMO_ACCOUNTS.client, DEMO_ACCOUNTS.helper].sort());
}

describe('seedDemo', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.em(), TODAY);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds the whole demo business by its rules', async () => {
    await expectDemoBusiness(t.em(), TODAY);
    expect(await tableCounts(t.em())).toMatchObject({ helpers: 2, clients: 6, messages: 2 });
  });

  it('places the demo dates around the given day', async () => {
    const dates = (await t.em().find(ServiceRequest, {})).map((request) => isoDate(request.date)).sort();
    expect(dates[0]! >= '2026-02-01').toBe(true);
    expect(dates.at(-1)! <= '2026-04-30').toBe(true);
    const numbers = (await t.em().find(Invoice, {}, { orderBy: { issueDate: 'asc' } })).map((i) => i.invoiceNumber);
    expect(numbers).toEqual(numbers.map((_, index) => `INV-2026-000${index + 1}`));
  });

  it.each(Object.entries(DEMO_ACCOUNTS))('lets the demo %s sign in with the demo password', async (role, email) => {
    const response = await t.request().post('/api/login').send({ email, password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email, role });
  });

  it('does not accept another password for the demo accounts', async () => {
    const response = await t.request().post('/api/login').send({ email: DEMO_ACCOUNTS.admin, password: 'demo12345' });
    expect(response.status).toBe(401);
  });

  it('writes nothing when it cannot finish (one transaction)', async () => {
    const before = await tableCounts(t.em());
    await expect(seedDemo(t.em(), TODAY)).rejects.toThrow();
    expect(await tableCounts(t.em())).toEqual(before);
  });

  it('rejects a today that is not a calendar date', async () => {
    await expect(seedDemo(t.em(), '2026-02-30')).rejects.toThrow(/YYYY-MM-DD/);
    await expect(seedDemo(t.em(), '03/15/2026')).rejects.toThrow(/YYYY-MM-DD/);
  });
});

describe('seedDemo across month and year boundaries', () => {
  it.each(['2026-01-01', '2025-12-31', '2028-02-29', '2026-11-01', '2026-01-20'])(
    'keeps every rule when today is %s',
    async (today) => {
      const database = await createTestDatabase();
      const orm = await initOrm(database.url, { pool: { min: 0, max: 2 } });
      try {
        await seedDemo(orm.em.fork(), today);
        await expectDemoBusiness(orm.em.fork(), today);
      } finally {
        await orm.close();
        await database.drop();
      }
    },
  );
});

describe('bootstrapData', () => {
  let t: TestApp;
  const logger = createLogger('silent');

  beforeAll(async () => {
    t = await createTestApp({
      config: { SEED_DEMO: 'true', ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'owner-password-123' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds the demo business on the first start only, next to the ADMIN_EMAIL owner', async () => {
    const first = await bootstrapData(t.orm, t.config, t.services, logger);
    expect(first).toMatchObject({ seeded: true, accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD });
    await expectDemoBusiness(t.em(), businessToday());
    const afterFirst = await tableCounts(t.em());
    expect(afterFirst.users).toBe(5 + 1); // admin, helper, three client accounts, and the owner

    const second = await bootstrapData(t.orm, t.config, t.services, logger);
    expect(second.seeded).toBe(false);
    expect(await tableCounts(t.em())).toEqual(afterFirst);
  });
});

describe('the demo payout', () => {
  it("shows the spec's sample figures as a real approved period: 32 hours at $25 plus $75 = $875", async () => {
    // "Now" is the Monday after TODAY's week; the approved period is the week before TODAY's.
    const app = await createTestApp({ now: () => new Date('2026-03-16T14:00:00Z') });
    try {
      await seedDemo(app.em(), TODAY);
      const agent = app.agent();
      await agent.post('/api/login').send({ email: DEMO_ACCOUNTS.helper, password: DEMO_PASSWORD });
      const response = await agent.post('/graphql').send({
        query: '{ myPayPeriods(count: 3) { periodStart approved approvedMinutes hourlyRateCents bonusCents payoutCents } }',
      });
      const approved = response.body.data.myPayPeriods.filter((period: { approved: boolean }) => period.approved);
      expect(approved).toEqual([
        {
          periodStart: '2026-03-08',
          approved: true,
          approvedMinutes: 1920,
          hourlyRateCents: 2500,
          bonusCents: 7500,
          payoutCents: 87_500,
        },
      ]);
    } finally {
      await app.close();
    }
  });
});
