import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import type { DomainError } from '../../shared/errors.js';
import type { Viewer } from '../../shared/policy.js';
import type { Client } from '../client/client.entity.js';
import { OutboxEmail } from '../notification/notification-delivery.entity.js';
import { Notification } from '../notification/notification.entity.js';
import { InvoiceStatus } from '../invoice/invoice.enums.js';
import { Invoice } from '../invoice/invoice.entity.js';
import { Payment, PaymentAllocation, Tip } from './payment.entities.js';
import { PaymentMethod } from './payment.enums.js';
import type { RecordPaymentInput } from './payment.service.js';

// Friday 27 November 2026, 10:00 in Naples, FL.
const NOW = new Date('2026-11-27T15:00:00Z');
const TODAY = '2026-11-27';

let t: TestApp;
let owner: Viewer;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const user = await t.buildUser({ role: Role.ADMIN });
  owner = { id: user.id, role: Role.ADMIN };
});
afterAll(() => t.close());

const record = (
  input: Omit<RecordPaymentInput, 'receivedOn' | 'method'> & Partial<RecordPaymentInput>,
  actor: Viewer | null = owner,
) =>
  t
    .em()
    .transactional((tx) => t.services.payments.record(tx, { method: PaymentMethod.CHECK, receivedOn: TODAY, ...input }, actor));

async function refused(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a refusal');
}

const ledgerOf = async (invoice: Invoice) => (await t.services.payments.ledgers(t.em(), [invoice.id]))[0];
const statusOf = async (invoice: Invoice) => (await t.em().findOneOrFail(Invoice, invoice.id)).status;
const creditOf = async (client: Client) => (await t.services.payments.credits(t.em(), [client.id])).get(client.id) ?? 0;

describe('PaymentService.record', () => {
  it('applies one payment across two invoices of the client and keeps the rest as credit, with a receipt', async () => {
    const client = await t.buildClient({ email: 'payer@example.com' });
    const first = await t.buildInvoice({ client, status: InvoiceStatus.SENT, subtotalCents: 10_000, issueDate: '2026-10-01' });
    const second = await t.buildInvoice({ client, status: InvoiceStatus.SENT, subtotalCents: 5_000, issueDate: '2026-11-01' });
    const payment = await record({
      clientId: client.id,
      amountCents: 20_000,
      reference: ' 1042 ',
      allocations: [
        { invoiceId: first.id, amountCents: 10_000 },
        { invoiceId: second.id, amountCents: 3_000 },
      ],
    });
    expect(payment).toMatchObject({ amountCents: 20_000, reference: '1042', method: PaymentMethod.CHECK });
    expect(await ledgerOf(first)).toMatchObject({ balanceCents: 0, paidCents: 10_000 });
    expect(await ledgerOf(second)).toMatchObject({ balanceCents: 2_000, paidCents: 3_000 });
    expect(await statusOf(first)).toBe(InvoiceStatus.PAID);
    expect(await statusOf(second)).toBe(InvoiceStatus.PARTLY_PAID);
    expect(await creditOf(client)).toBe(7_000);
    const paid = await t.em().findOneOrFail(Invoice, first.id);
    expect(paid.paidAt).toEqual(NOW);
    const receipt = await t.em().findOneOrFail(Notification, { event: 'payment.receipt', dedupeKey: payment.id });
    expect(await t.em().count(OutboxEmail, { notification: receipt.id })).toBe(1);
  });

  it('pays open invoices oldest first; an overpayment becomes credit, never a negative balance', async () => {
    const client = await t.buildClient();
    const older = await t.buildInvoice({ client, status: InvoiceStatus.SENT, subtotalCents: 4_000, issueDate: '2026-09-01' });
    const newer = await t.buildInvoice({ client, status: InvoiceStatus.SENT, subtotalCents: 6_000, issueDate: '2026-10-01' });
    await record({ clientId: client.id, amountCents: 12_500, allocations: 'oldest-first' });
    expect((await ledgerOf(older)).balanceCents).toBe(0);
    expect((await ledgerOf(newer)).balanceCents).toBe(0);
    expect(await creditOf(client)).toBe(2_500);
  });

  it('records a processor payment once, whatever the number of deliveries (also at once)', async () => {
    const client = await t.buildClient();
    const invoice = await t.buildInvoice({ client, status: InvoiceStatus.SENT, subtotalCents: 5_000 });
    const input = {
      clientId: client.id,
      method: PaymentMethod.CARD,
      amountCents: 5_000,
      externalId: 'pi_twice',
      allocations: [{ invoiceId: invoice.id, amountCents: 5_000 }],
    };
    const [a, b] = await Promise.all([record(input, null), record(input, null)]);
    const again = await record(input, null);
    expect(new Set([a.id, b.id, again.id]).size).toBe(1);
    expect(await t.em().count(Payment, { externalId: 'pi_twice' })).toBe(1);
    expect(await t.em().count(PaymentAllocation, { invoice: invoice.id })).toBe(1);
  });

  it('refuses bad amounts, naming the field, and changes nothing', async () => {
    const client = await t.buildClient();
    const invoice = await t.buildInvoice({ client, status: InvoiceStatus.SENT, subtotalCents: 5_000 });
    for (const amountCents of [0, -100, 10.5]) {
      const error = await refused(record({ clientId: client.id, amountCents }));
      expect(error).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'amountCents' } });
    }
    const tip = await refused(record({ clientId: client.id, amountCents: 100, tipCents: -5 }));
    expect(tip).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'tipCents' } });
    const over = await refused(
      record({ clientId: client.id, amountCents: 9_000, allocations: [{ invoiceId: invoice.id, amountCents: 6_000 }] }),
    );
    expect(over).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'allocations.0.amountCents' } });
    expect(await t.em().count(Payment, { client: client.id })).toBe(0);
  });

  it("refuses another client's invoice and a cancelled, draft or void one, naming the allocation", async () => {
    const client = await t.buildClient();
    const other = await t.buildInvoice({ status: InvoiceStatus.SENT, subtotalCents: 5_000 });
    for (const invoice of [
      other,
      await t.buildInvoice({ client, status: InvoiceStatus.CANCELLED, subtotalCents: 5_000 }),
      await t.buildInvoice({ client, status: InvoiceStatus.DRAFT, subtotalCents: 5_000 }),
      await t.buildInvoice({ client, status: InvoiceStatus.VOID, subtotalCents: 5_000 }),
    ]) {
      const error = await refused(
        record({ clientId: client.id, amountCents: 1_000, allocations: [{ invoiceId: invoice.id, amountCents: 1_000 }] }),
      );
      expect(error).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'allocations.0.invoiceId' } });
    }
    expect(await t.em().count(Payment, { client: client.id })).toBe(0);
    expect((await ledgerOf(other)).balanceCents).toBe(5_000);
  });

  it('keeps a tip apart: not on the balance, not credit', async () => {
    const client = await t.buildClient();
    const invoice = await t.buildInvoice({ client, status: InvoiceStatus.SENT, subtotalCents: 5_000 });
    const payment = await record({
      clientId: client.id,
      amountCents: 5_000,
      tipCents: 1_000,
      allocations: [{ invoiceId: invoice.id, amountCents: 5_000 }],
    });
    expect((await ledgerOf(invoice)).balanceCents).toBe(0);
    expect(await creditOf(client)).toBe(0);
    expect(await t.em().findOneOrFail(Tip, { payment: payment.id })).toMatchObject({ amountCents: 1_000 });
  });

  it('refuses a helper and a client', async () => {
    const client = await t.buildClient();
    for (const role of [Role.HELPER, Role.CLIENT]) {
      const user = await t.buildUser({ role });
      const error = await refused(record({ clientId: client.id, amountCents: 1_000 }, { id: user.id, role }));
      expect(error.code).toBe('FORBIDDEN');
    }
    expect(await t.em().count(Payment, { client: client.id })).toBe(0);
  });
});
