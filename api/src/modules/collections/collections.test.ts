import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { addDays } from '../../shared/calendar-date.js';
import { AuditEvent } from '../audit/audit-event.entity.js';
import { CardCharge } from '../card-payment/card-payment.entities.js';
import { CardChargeStatus } from '../card-payment/card-payment.enums.js';
import { Client } from '../client/client.entity.js';
import { InvoiceStatus } from '../invoice/invoice.enums.js';
import type { Invoice } from '../invoice/invoice.entity.js';
import { OutboxEmail } from '../notification/notification-delivery.entity.js';
import { Notification } from '../notification/notification.entity.js';
import { Visit } from '../visit/visit.entity.js';
import { VisitStatus } from '../visit/visit.enums.js';
import { InvoiceReminder } from './invoice-reminder.entity.js';

// Friday 27 November 2026, 10:00 in Naples, FL.
const NOW = new Date('2026-11-27T15:00:00Z');
const TODAY = '2026-11-27';

type Agent = Awaited<ReturnType<TestApp['signInAs']>>['agent'];
let t: TestApp;
let admin: Agent;
let helper: Agent;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = (await t.signInAs(Role.ADMIN)).agent;
  helper = (await t.signInAs(Role.HELPER)).agent;
});
afterAll(() => t.close());

async function ok(agent: Agent, query: string, variables: Record<string, unknown> = {}) {
  const result = await gql(agent, query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

const SETTINGS = `mutation($input: UpdateBusinessSettingsInput!) {
  updateBusinessSettings(input: $input) {
    settings { holdWhenUnpaid holdOverdueDays reminderFirstDays reminderEveryDays reminderMaxCount }
  }
}`;
const setSettings = (input: Record<string, unknown>) => ok(admin, SETTINGS, { input });
const RELEASE = `mutation($clientId: ID!) { releaseHold(input: { clientId: $clientId }) { client { paymentHold { reason } } } }`;
const VISIT = `query($id: ID!) { node(id: $id) { ... on Visit { onHold } } }`;
const RECORD = `mutation($input: RecordPaymentInput!) { recordPayment(input: $input) { client { balanceCents } } }`;

/** A client with an account, an invoice due `daysLate` days ago and visits yesterday and next week. */
async function lateClient(daysLate: number, subtotalCents = 10_000) {
  const { agent, user } = await t.signInAs(Role.CLIENT);
  const client = await t.clientOf(user);
  const dueDate = addDays(TODAY, -daysLate);
  const invoice = await t.buildInvoice({
    client,
    status: InvoiceStatus.SENT,
    subtotalCents,
    issueDate: addDays(dueDate, -30),
    dueDate,
  });
  const past = await t.buildVisit({ client, date: addDays(TODAY, -1) });
  const next = await t.buildVisit({ client, date: addDays(TODAY, 7) });
  return { agent, user, client, invoice, past, next };
}

const clientRow = (id: string) => t.em().findOneOrFail(Client, id);
const onHold = async (visit: Visit) => (await t.em().findOneOrFail(Visit, visit.id)).onHold;
const holdOf = async (agent: Agent) =>
  (await ok(agent, `query { viewer { client { paymentHold { reason } } } }`)).viewer.client.paymentHold;

describe('the payment-aware hold', () => {
  it('is off by default: an invoice long overdue holds nothing', async () => {
    const { client, next } = await lateClient(60);
    await t.services.collections.dailyHolds(t.em());
    expect((await clientRow(client.id)).paymentHoldSince).toBeNull();
    expect(await onHold(next)).toBe(false);
  });

  describe('turned on (overdue more than 14 days)', () => {
    beforeAll(() => setSettings({ holdWhenUnpaid: true, holdOverdueDays: 14 }));
    afterAll(() => setSettings({ holdWhenUnpaid: false }));

    it('holds future visits only, keeps them on the schedule, tells the client why and how to pay, and audits it', async () => {
      const { agent, user, client, invoice, past, next } = await lateClient(20);
      await t.services.collections.dailyHolds(t.em());
      expect(await onHold(next)).toBe(true);
      expect(await onHold(past)).toBe(false);
      const visit = await t.em().findOneOrFail(Visit, next.id);
      expect(visit.status).toBe(VisitStatus.SCHEDULED);
      // The admin's and the client's reads mark it; the client's portal reads the reason.
      expect((await ok(admin, VISIT, { id: toGlobalId('Visit', next.id) })).node.onHold).toBe(true);
      expect(await holdOf(agent)).toEqual({ reason: `Invoice ${invoice.invoiceNumber} is 20 days overdue` });
      const told = await t.em().findOneOrFail(Notification, { event: 'payment.hold', recipient: user.id });
      expect(told.data).toMatchObject({ invoiceId: invoice.id, balanceCents: 10_000, heldVisits: 1 });
      expect(await t.em().count(OutboxEmail, { notification: told.id })).toBe(1);
      // Run again, twice at once (two instances): one hold, one email.
      await Promise.all([t.services.collections.dailyHolds(t.em()), t.services.collections.dailyHolds(t.em())]);
      expect(await t.em().count(Notification, { event: 'payment.hold', recipient: user.id })).toBe(1);
      const audit = await t.em().find(AuditEvent, { subjectType: 'Client', subjectId: client.id });
      expect(audit.some((event) => event.changes.some((change) => change.field === 'paymentHoldSince'))).toBe(true);
    });

    it('does not hold for an invoice overdue 14 days or less, nor a paid or cancelled one', async () => {
      const { client, next } = await lateClient(14);
      const old = await lateClient(40);
      await t.em().nativeUpdate('Invoice', { id: old.invoice.id }, { status: InvoiceStatus.CANCELLED });
      await t.services.collections.dailyHolds(t.em());
      expect((await clientRow(client.id)).paymentHoldSince).toBeNull();
      expect(await onHold(next)).toBe(false);
      expect(await onHold(old.next)).toBe(false);
    });

    it('a failed card charge holds the client at once; paying the balance lifts the hold at once', async () => {
      const { agent, client, invoice, next } = await lateClient(-10);
      await t.em().transactional(async (tx) => {
        tx.create(CardCharge, {
          invoice: invoice.id,
          amountCents: 10_000,
          idempotencyKey: `charge:${invoice.id}:1`,
          status: CardChargeStatus.DECLINED,
          failedAt: NOW,
        });
        await t.services.cardPayments.onChargeFailed!(tx, client.id);
      });
      expect(await onHold(next)).toBe(true);
      expect(await holdOf(agent)).toEqual({ reason: `We could not charge your card for invoice ${invoice.invoiceNumber}` });
      await ok(admin, RECORD, {
        input: {
          clientId: toGlobalId('Client', client.id),
          method: 'CASH',
          amountCents: 10_000,
          allocations: [{ invoiceId: toGlobalId('Invoice', invoice.id), amountCents: 10_000 }],
        },
      });
      expect(await onHold(next)).toBe(false);
      expect(await holdOf(agent)).toBeNull();
    });

    it('part of the balance keeps the hold; credit applied for the rest lifts it', async () => {
      const { client, invoice, next } = await lateClient(30);
      await t.services.collections.dailyHolds(t.em());
      const pay = (amountCents: number, allocations: { invoiceId: string; amountCents: number }[]) =>
        ok(admin, RECORD, {
          input: { clientId: toGlobalId('Client', client.id), method: 'CHECK', amountCents, allocations },
        });
      await pay(4_000, [{ invoiceId: toGlobalId('Invoice', invoice.id), amountCents: 4_000 }]);
      expect(await onHold(next)).toBe(true);
      await pay(6_000, []);
      expect(await onHold(next)).toBe(true);
      await ok(admin, `mutation($input: ApplyCreditInput!) { applyCredit(input: $input) { client { creditCents } } }`, {
        input: { clientId: toGlobalId('Client', client.id) },
      });
      expect(await onHold(next)).toBe(false);
    });

    it("a held client's newly approved cleaning is held at once, not at the next daily run", async () => {
      const { client } = await lateClient(40);
      await t.services.collections.dailyHolds(t.em());
      const request = await t.buildServiceRequest({ client, date: addDays(TODAY, 10) });
      await ok(admin, 'mutation($id: ID!) { approveServiceRequest(input: { id: $id }) { serviceRequest { id } } }', {
        id: toGlobalId('ServiceRequest', request.id),
      });
      const visits = await t.em().find(Visit, { request: request.id });
      expect(visits.map((visit) => visit.onHold)).toEqual([true]);
      // Another client's new cleaning is not held.
      const other = await t.buildServiceRequest({ date: addDays(TODAY, 10) });
      await ok(admin, 'mutation($id: ID!) { approveServiceRequest(input: { id: $id }) { serviceRequest { id } } }', {
        id: toGlobalId('ServiceRequest', other.id),
      });
      expect((await t.em().find(Visit, { request: other.id })).map((visit) => visit.onHold)).toEqual([false]);
    });

    it('a refund that reopens the overdue invoice holds the client again', async () => {
      const { client, invoice, next } = await lateClient(30);
      await t.services.collections.dailyHolds(t.em());
      const paid = await ok(admin, RECORD.replace('{ balanceCents }', '{ balanceCents } paymentId'), {
        input: {
          clientId: toGlobalId('Client', client.id),
          method: 'CHECK',
          amountCents: 10_000,
          allocations: [{ invoiceId: toGlobalId('Invoice', invoice.id), amountCents: 10_000 }],
        },
      });
      expect(await onHold(next)).toBe(false);
      await ok(admin, `mutation($input: RefundPaymentInput!) { refundPayment(input: $input) { client { balanceCents } } }`, {
        input: {
          paymentId: paid.recordPayment.paymentId,
          invoiceId: toGlobalId('Invoice', invoice.id),
          amountCents: 2_500,
          reason: 'The check bounced in part',
        },
      });
      expect(await onHold(next)).toBe(true);
    });

    it("the owner's Release lifts it at once, is audited, and the same unpaid invoice does not hold again", async () => {
      const { client, next } = await lateClient(25);
      await t.services.collections.dailyHolds(t.em());
      const id = toGlobalId('Client', client.id);
      for (const agent of [helper, (await t.signInAs(Role.CLIENT)).agent]) {
        expect(errorCode(await gql(agent, RELEASE, { clientId: id }))).toBe('FORBIDDEN');
      }
      expect(await onHold(next)).toBe(true);
      expect((await ok(admin, RELEASE, { clientId: id })).releaseHold.client.paymentHold).toBeNull();
      expect(await onHold(next)).toBe(false);
      const released = await clientRow(client.id);
      expect(released.paymentHoldReleasedAt).toEqual(NOW);
      const audit = await t
        .em()
        .find(AuditEvent, { subjectType: 'Client', subjectId: client.id }, { orderBy: { occurredAt: 'asc' } });
      expect(audit.at(-1)!.changes.find((change) => change.field === 'paymentHoldSince')).toBeDefined();
      await t.services.collections.dailyHolds(t.em());
      expect(await onHold(next)).toBe(false);
      // Releasing a client not on hold names the field and changes nothing.
      const again = await gql(admin, RELEASE, { clientId: id });
      expect(errorCode(again)).toBe('BAD_USER_INPUT');
      expect(again.errors?.[0]?.extensions?.field).toBe('clientId');
    });

    it('turned off, the daily job lifts every hold', async () => {
      const { next } = await lateClient(50);
      await t.services.collections.dailyHolds(t.em());
      expect(await onHold(next)).toBe(true);
      await setSettings({ holdWhenUnpaid: false });
      await t.services.collections.dailyHolds(t.em());
      expect(await onHold(next)).toBe(false);
      await setSettings({ holdWhenUnpaid: true });
    });
  });

  it('its settings refuse out-of-range numbers, naming the field, and only the owner changes them', async () => {
    const result = await gql(admin, SETTINGS, { input: { holdOverdueDays: -1 } });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(result.errors)).toContain('holdOverdueDays');
    expect(errorCode(await gql(admin, SETTINGS, { input: { reminderEveryDays: 0 } }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(helper, SETTINGS, { input: { holdWhenUnpaid: true } }))).toBe('FORBIDDEN');
  });
});

describe('overdue reminders', () => {
  const REMINDERS = `query($id: ID!) { invoice(id: $id) { reminders { number sentOn balanceCents } } }`;
  const remindersOf = async (invoice: Invoice, agent: Agent = admin) =>
    (await ok(agent, REMINDERS, { id: invoice.id })).invoice.reminders;

  beforeAll(() => setSettings({ reminderFirstDays: 2, reminderEveryDays: 5, reminderMaxCount: 2 }));

  it('two runs at once send one reminder, logged on the invoice with the balance left', async () => {
    const { agent, user, client, invoice } = await lateClient(3);
    await ok(admin, RECORD, {
      input: {
        clientId: toGlobalId('Client', client.id),
        method: 'CASH',
        amountCents: 2_500,
        allocations: [{ invoiceId: toGlobalId('Invoice', invoice.id), amountCents: 2_500 }],
      },
    });
    await Promise.all([t.services.collections.overdueReminders(t.em()), t.services.collections.overdueReminders(t.em())]);
    expect(await remindersOf(invoice)).toEqual([{ number: 1, sentOn: TODAY, balanceCents: 7_500 }]);
    // The client reads it on their own invoice too.
    expect(await remindersOf(invoice, agent)).toHaveLength(1);
    const sent = await t.em().find(Notification, { event: 'invoice.overdue', recipient: user.id });
    expect(sent).toHaveLength(1);
    expect(sent[0].data).toMatchObject({ balanceCents: 7_500, totalCents: 10_000, reminder: 1 });
    expect(await t.em().count(InvoiceReminder, { invoice: invoice.id })).toBe(1);
  });

  it('follows the settings: the second after M more days, none past K, none before N, none on a paid invoice', async () => {
    const tooEarly = await lateClient(1);
    const second = await lateClient(7);
    const pastMost = await lateClient(30);
    const paid = await lateClient(3);
    await t.em().nativeUpdate('Invoice', { id: paid.invoice.id }, { status: InvoiceStatus.PAID });
    await t.services.collections.overdueReminders(t.em());
    expect(await remindersOf(tooEarly.invoice)).toEqual([]);
    expect((await remindersOf(second.invoice)).map((row: { number: number }) => row.number)).toEqual([2]);
    expect(await remindersOf(pastMost.invoice)).toEqual([]);
    expect(await remindersOf(paid.invoice)).toEqual([]);
  });

  it('another client and a helper do not read an invoice or its reminders', async () => {
    const { invoice } = await lateClient(3);
    await t.services.collections.overdueReminders(t.em());
    for (const agent of [helper, (await t.signInAs(Role.CLIENT)).agent]) {
      const result = await gql(agent, REMINDERS, { id: invoice.id });
      expect(result.data?.invoice ?? null).toBeNull();
    }
  });
});
