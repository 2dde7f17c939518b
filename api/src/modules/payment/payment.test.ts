import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Client } from '../client/client.entity.js';
import { InvoiceStatus } from '../invoice/invoice.enums.js';
import { Invoice } from '../invoice/invoice.entity.js';
import { OutboxEmail } from '../notification/notification-delivery.entity.js';
import { Notification } from '../notification/notification.entity.js';
import { Payment, Refund, WriteOff } from './payment.entities.js';

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

const INVOICE = `databaseId status balanceCents paidAt
  payments { paymentId method receivedOn reference appliedCents refundedCents pendingRefundCents paymentAmountCents }
  writeOffs { amountCents reason }`;
const RECORD = `mutation($input: RecordPaymentInput!) {
  recordPayment(input: $input) { paymentId creditedCents invoices { ${INVOICE} } client { balanceCents creditCents } }
}`;
const REFUND = `mutation($input: RefundPaymentInput!) {
  refundPayment(input: $input) { status invoice { ${INVOICE} } client { balanceCents creditCents } }
}`;
const APPLY = `mutation($input: ApplyCreditInput!) {
  applyCredit(input: $input) { invoices { ${INVOICE} } client { balanceCents creditCents } }
}`;
const WRITE_OFF = `mutation($input: WriteOffBalanceInput!) { writeOffBalance(input: $input) { invoice { ${INVOICE} } } }`;
const READ = `query($id: ID!) { invoice(id: $id) { ${INVOICE} client { balanceCents creditCents openInvoices { databaseId } } } }`;
const UPDATE = `mutation($input: UpdateInvoiceInput!) { updateInvoice(input: $input) { invoice { ${INVOICE} } } }`;

const sent = (client: Client, subtotalCents: number, issueDate = '2026-11-01') =>
  t.buildInvoice({ client, status: InvoiceStatus.SENT, subtotalCents, issueDate });

async function ok(agent: Agent, query: string, variables: Record<string, unknown>) {
  const result = await gql(agent, query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data;
}
const read = async (invoice: Invoice, agent: Agent = admin) => (await ok(agent, READ, { id: invoice.id })).invoice;

async function refusal(agent: Agent, query: string, input: Record<string, unknown>) {
  const result = await gql(agent, query, { input });
  return { code: errorCode(result), field: result.errors?.[0]?.extensions?.field, message: result.errors?.[0]?.message };
}

describe('recordPayment', () => {
  it('splits one check over two invoices, leaves the rest as credit, and marks them paid and partly paid', async () => {
    const client = await t.buildClient({ email: 'split@example.com' });
    const a = await sent(client, 10_000, '2026-10-01');
    const b = await sent(client, 8_000);
    const data = await ok(admin, RECORD, {
      input: {
        clientId: toGlobalId('Client', client.id),
        method: 'CHECK',
        amountCents: 15_000,
        reference: '2231',
        allocations: [
          { invoiceId: toGlobalId('Invoice', a.id), amountCents: 10_000 },
          { invoiceId: b.id, amountCents: 3_000 },
        ],
      },
    });
    expect(data.recordPayment.creditedCents).toBe(2_000);
    expect(data.recordPayment.client).toEqual({ balanceCents: 5_000, creditCents: 2_000 });
    const [first, second] = data.recordPayment.invoices;
    expect(first).toMatchObject({ status: 'PAID', balanceCents: 0, paidAt: NOW.toISOString() });
    expect(second).toMatchObject({ status: 'PARTLY_PAID', balanceCents: 5_000, paidAt: null });
    expect(second.payments).toEqual([
      expect.objectContaining({
        method: 'CHECK',
        receivedOn: TODAY,
        reference: '2231',
        appliedCents: 3_000,
        paymentAmountCents: 15_000,
      }),
    ]);
  });

  it('applies an overpayment oldest first, never making a balance negative', async () => {
    const client = await t.buildClient();
    const invoice = await sent(client, 5_000);
    const data = await ok(admin, RECORD, {
      input: { clientId: client.id, method: 'CASH', amountCents: 7_500, applyOldestFirst: true },
    });
    expect(data.recordPayment.invoices[0]).toMatchObject({ balanceCents: 0, status: 'PAID' });
    expect(data.recordPayment.client).toEqual({ balanceCents: 0, creditCents: 2_500 });
    expect((await read(invoice)).balanceCents).toBe(0);
  });

  it('refuses zero, negative and non-integer amounts, naming the field, and changes nothing', async () => {
    const client = await t.buildClient();
    for (const amountCents of [0, -1]) {
      const result = await refusal(admin, RECORD, { clientId: client.id, method: 'CASH', amountCents });
      expect(result).toMatchObject({ code: 'BAD_USER_INPUT', field: 'amountCents' });
    }
    const fraction = await gql(admin, RECORD, { input: { clientId: client.id, method: 'CASH', amountCents: 12.5 } });
    expect(errorCode(fraction)).toBe('BAD_USER_INPUT');
    expect(fraction.errors?.[0].message).toMatch(/amountCents/);
    const marked = await refusal(admin, RECORD, { clientId: client.id, method: 'MARKED_PAID', amountCents: 100 });
    expect(marked).toMatchObject({ code: 'BAD_USER_INPUT', field: 'method' });
    expect(await t.em().count(Payment, { client: client.id })).toBe(0);
  });

  it("refuses a cancelled invoice and another client's invoice, naming the allocation", async () => {
    const client = await t.buildClient();
    const cancelled = await t.buildInvoice({ client, status: InvoiceStatus.CANCELLED, subtotalCents: 5_000 });
    const others = await sent(await t.buildClient(), 5_000);
    for (const invoice of [cancelled, others]) {
      const result = await refusal(admin, RECORD, {
        clientId: client.id,
        method: 'CASH',
        amountCents: 1_000,
        allocations: [{ invoiceId: invoice.id, amountCents: 1_000 }],
      });
      expect(result).toMatchObject({ code: 'BAD_USER_INPUT', field: 'allocations.0.invoiceId' });
    }
    expect(await t.em().count(Payment, { client: client.id })).toBe(0);
  });

  it('refuses a client and a helper', async () => {
    const client = await t.buildClient();
    const { agent: clientAgent } = await t.signInAs(Role.CLIENT);
    for (const agent of [clientAgent, helper]) {
      expect((await refusal(agent, RECORD, { clientId: client.id, method: 'CASH', amountCents: 100 })).code).toBe('FORBIDDEN');
    }
    expect(await t.em().count(Payment, { client: client.id })).toBe(0);
  });

  it('emails a receipt through the outbox', async () => {
    const client = await t.buildClient({ email: 'receipt@example.com' });
    const invoice = await sent(client, 4_000);
    const data = await ok(admin, RECORD, {
      input: {
        clientId: client.id,
        method: 'BANK_TRANSFER',
        amountCents: 4_000,
        allocations: [{ invoiceId: invoice.id, amountCents: 4_000 }],
      },
    });
    expect(data.recordPayment.invoices[0].status).toBe('PAID');
    const receipt = await t.em().findOneOrFail(Notification, { event: 'payment.receipt', recipientClient: client.id });
    const email = await t.em().findOneOrFail(OutboxEmail, { notification: receipt.id });
    expect(email.toAddress).toBe('receipt@example.com');
    expect(receipt.title).toBe('Payment received: $40.00');
  });
});

describe('refundPayment', () => {
  async function paid(amountCents: number, method = 'CASH') {
    const client = await t.buildClient();
    const invoice = await sent(client, amountCents);
    const data = await ok(admin, RECORD, {
      input: { clientId: client.id, method, amountCents, allocations: [{ invoiceId: invoice.id, amountCents }] },
    });
    return { client, invoice, paymentId: data.recordPayment.paymentId as string };
  }

  it('gives back part of a payment: the invoice reopens as partly paid, then a second refund empties it', async () => {
    const { invoice, paymentId } = await paid(10_000);
    const first = await ok(admin, REFUND, { input: { paymentId, amountCents: 4_000, reason: 'Missed a room' } });
    expect(first.refundPayment).toMatchObject({
      status: 'SUCCEEDED',
      invoice: { status: 'PARTLY_PAID', balanceCents: 4_000, paidAt: null },
      client: { balanceCents: 4_000, creditCents: 0 },
    });
    expect(first.refundPayment.invoice.payments[0]).toMatchObject({ appliedCents: 10_000, refundedCents: 4_000 });
    const second = await ok(admin, REFUND, {
      input: { paymentId, amountCents: 6_000, reason: 'Cancelled', invoiceId: invoice.id },
    });
    expect(second.refundPayment.invoice).toMatchObject({ status: 'SENT', balanceCents: 10_000 });
  });

  it('refuses a refund above what was paid, naming the amount, and changes nothing', async () => {
    const { client, paymentId } = await paid(5_000);
    const result = await refusal(admin, REFUND, { paymentId, amountCents: 5_001, reason: 'Too much' });
    expect(result).toMatchObject({ code: 'BAD_USER_INPUT', field: 'amountCents' });
    expect(result.message).toMatch(/\$50\.00/);
    const missingReason = await refusal(admin, REFUND, { paymentId, amountCents: 100, reason: '  ' });
    expect(missingReason).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
    expect(await t.em().count(Refund, { payment: { client: client.id } })).toBe(0);
  });

  it('says plainly that card refunds need Stripe (the card side is not set up here)', async () => {
    const { paymentId, invoice } = await paid(3_000, 'CARD');
    const result = await refusal(admin, REFUND, { paymentId, amountCents: 1_000, reason: 'Refund' });
    expect(result).toMatchObject({ code: 'BAD_USER_INPUT', field: 'paymentId' });
    expect(result.message).toMatch(/Card refunds need Stripe/);
    expect((await read(invoice)).balanceCents).toBe(0);
  });

  it('refuses a client and a helper', async () => {
    const { paymentId } = await paid(2_000);
    const { agent: clientAgent } = await t.signInAs(Role.CLIENT);
    for (const agent of [clientAgent, helper]) {
      expect((await refusal(agent, REFUND, { paymentId, amountCents: 100, reason: 'x' })).code).toBe('FORBIDDEN');
    }
  });
});

describe('credit', () => {
  it('applies credit to the next invoice by hand, and by itself when the setting is on', async () => {
    const client = await t.buildClient();
    await ok(admin, RECORD, { input: { clientId: client.id, method: 'CASH', amountCents: 9_000 } });
    const first = await sent(client, 5_000);
    const applied = await ok(admin, APPLY, { input: { clientId: client.id, invoiceId: first.id } });
    expect(applied.applyCredit.invoices[0]).toMatchObject({ status: 'PAID', balanceCents: 0 });
    expect(applied.applyCredit.client).toEqual({ balanceCents: 0, creditCents: 4_000 });

    await t.updateSettings({ autoApplyCredit: true });
    try {
      const draft = await t.buildInvoice({ client, status: InvoiceStatus.DRAFT, subtotalCents: 6_000 });
      const data = await ok(admin, UPDATE, { input: { id: draft.id, status: 'SENT' } });
      expect(data.updateInvoice.invoice).toMatchObject({ status: 'PARTLY_PAID', balanceCents: 2_000 });
    } finally {
      await t.updateSettings({ autoApplyCredit: false });
    }
    const none = await refusal(admin, APPLY, { clientId: client.id });
    expect(none).toMatchObject({ code: 'BAD_USER_INPUT', field: 'clientId' });
  });

  it('refuses a client and a helper', async () => {
    const client = await t.buildClient();
    const { agent: clientAgent } = await t.signInAs(Role.CLIENT);
    for (const agent of [clientAgent, helper]) {
      expect((await refusal(agent, APPLY, { clientId: client.id })).code).toBe('FORBIDDEN');
    }
  });
});

describe('writeOffBalance', () => {
  it('writes off what is left, with the reason, and the invoice reads paid', async () => {
    const client = await t.buildClient();
    const invoice = await sent(client, 10_000);
    await ok(admin, RECORD, {
      input: {
        clientId: client.id,
        method: 'CASH',
        amountCents: 9_950,
        allocations: [{ invoiceId: invoice.id, amountCents: 9_950 }],
      },
    });
    const missing = await refusal(admin, WRITE_OFF, { invoiceId: invoice.id, reason: '' });
    expect(missing).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
    const tooMuch = await refusal(admin, WRITE_OFF, { invoiceId: invoice.id, reason: 'x', amountCents: 51 });
    expect(tooMuch).toMatchObject({ code: 'BAD_USER_INPUT', field: 'amountCents' });
    const data = await ok(admin, WRITE_OFF, { input: { invoiceId: invoice.id, reason: 'Rounding' } });
    expect(data.writeOffBalance.invoice).toMatchObject({
      status: 'PAID',
      balanceCents: 0,
      writeOffs: [{ amountCents: 50, reason: 'Rounding' }],
    });
  });

  it('refuses a client and a helper', async () => {
    const invoice = await sent(await t.buildClient(), 1_000);
    const { agent: clientAgent } = await t.signInAs(Role.CLIENT);
    for (const agent of [clientAgent, helper]) {
      expect((await refusal(agent, WRITE_OFF, { invoiceId: invoice.id, reason: 'x' })).code).toBe('FORBIDDEN');
    }
    expect(await t.em().count(WriteOff, { invoice: invoice.id })).toBe(0);
  });
});

describe('the paid status and the ledger agree', () => {
  it('an edit to paid records a "marked paid" payment of the balance; back to sent removes it', async () => {
    const client = await t.buildClient({ email: 'marked@example.com' });
    const invoice = await sent(client, 7_000);
    await ok(admin, RECORD, {
      input: {
        clientId: client.id,
        method: 'CASH',
        amountCents: 2_000,
        allocations: [{ invoiceId: invoice.id, amountCents: 2_000 }],
      },
    });
    const marked = await ok(admin, UPDATE, { input: { id: invoice.id, status: 'PAID' } });
    expect(marked.updateInvoice.invoice).toMatchObject({ status: 'PAID', balanceCents: 0, paidAt: NOW.toISOString() });
    expect(marked.updateInvoice.invoice.payments.map((payment: { method: string }) => payment.method).sort()).toEqual([
      'CASH',
      'MARKED_PAID',
    ]);
    expect(await t.em().count(Notification, { event: 'payment.receipt', recipientClient: client.id })).toBe(1);
    const back = await ok(admin, UPDATE, { input: { id: invoice.id, status: 'SENT' } });
    expect(back.updateInvoice.invoice).toMatchObject({ status: 'PARTLY_PAID', balanceCents: 5_000 });
  });

  it('refuses cancelling an invoice that holds money, and a total below what was paid', async () => {
    const client = await t.buildClient();
    const invoice = await sent(client, 7_000);
    await ok(admin, RECORD, {
      input: {
        clientId: client.id,
        method: 'CASH',
        amountCents: 3_000,
        allocations: [{ invoiceId: invoice.id, amountCents: 3_000 }],
      },
    });
    expect(await refusal(admin, UPDATE, { id: invoice.id, status: 'CANCELLED' })).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'status',
    });
    expect(await refusal(admin, UPDATE, { id: invoice.id, subtotalCents: 2_000 })).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'totalCents',
    });
    const deleted = await gql(admin, 'mutation($id: ID!) { deleteInvoice(input: { id: $id }) { deletedInvoiceId } }', {
      id: invoice.id,
    });
    expect(errorCode(deleted)).toBe('CONFLICT');
    expect((await t.em().findOneOrFail(Invoice, invoice.id)).status).toBe(InvoiceStatus.PARTLY_PAID);
  });
});

describe('who reads payments', () => {
  it("a client reads its own invoices' payments (GraphQL and REST), never another's; a helper none", async () => {
    const { agent: mine, user } = await t.signInAs(Role.CLIENT);
    const client = await t.em().findOneOrFail(Client, { user: user.id });
    const invoice = await sent(client, 6_000);
    const other = await sent(await t.buildClient(), 6_000);
    for (const target of [invoice, other]) {
      await ok(admin, RECORD, {
        input: {
          clientId: (await t.em().findOneOrFail(Invoice, target.id)).client.id,
          method: 'CHECK',
          amountCents: 2_500,
          allocations: [{ invoiceId: target.id, amountCents: 2_500 }],
        },
      });
    }
    const own = await read(invoice, mine);
    expect(own).toMatchObject({ status: 'PARTLY_PAID', balanceCents: 3_500, client: { balanceCents: 3_500, creditCents: 0 } });
    expect(own.payments).toHaveLength(1);
    expect((await ok(mine, READ, { id: other.id })).invoice).toBeNull();

    const rest = await mine.get(`/api/invoices/${invoice.id}/payments`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ invoiceId: invoice.id, status: 'partly_paid', total: 6_000, balance: 3_500 });
    expect(rest.body.payments).toEqual([expect.objectContaining({ method: 'check', applied: 2_500, refunded: 0 })]);
    expect((await mine.get(`/api/invoices/${other.id}/payments`)).status).toBe(404);
    expect((await helper.get(`/api/invoices/${invoice.id}/payments`)).status).toBe(403);
    expect((await t.request().get(`/api/invoices/${invoice.id}/payments`)).status).toBe(401);
    expect(errorCode(await gql(helper, READ, { id: invoice.id }))).toBe('FORBIDDEN');
  });
});
