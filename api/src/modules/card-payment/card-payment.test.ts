import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { type FakeStripe, fakeStripeEnv, startFakeStripe } from '../../../test/fake-stripe.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Client } from '../client/client.entity.js';
import { Visit } from '../visit/visit.entity.js';
import { InvoiceStatus } from '../invoice/invoice.enums.js';
import { Invoice } from '../invoice/invoice.entity.js';
import { Notification } from '../notification/notification.entity.js';
import { OutboxEmail } from '../notification/notification-delivery.entity.js';
import { Payment, Refund } from '../payment/payment.entities.js';
import { RefundStatus } from '../payment/payment.enums.js';
import { CardCharge, StripeEvent } from './card-payment.entities.js';
import { CardChargeStatus } from './card-payment.enums.js';
import { until } from '../../../test/until.js';

let fake: FakeStripe;
let t: TestApp;
let server: Server;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ config: fakeStripeEnv(fake) });
  // Stripe posts to the app over HTTP, as it would in production.
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  fake.webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`;
  await t.startWorker();
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  await fake.close();
});

type Agent = Awaited<ReturnType<TestApp['signInAs']>>['agent'];

const invoiceStatus = (id: string) =>
  t
    .em()
    .findOneOrFail(Invoice, id)
    .then((invoice) => invoice.status);
const eventRow = (eventId: string) => t.em().findOne(StripeEvent, { eventId });

/** A signed-in client with their record and a sent invoice of $120.00. */
async function clientWithInvoice(status = InvoiceStatus.SENT) {
  const { agent, user } = await t.signInAs(Role.CLIENT);
  const client = await t.clientOf(user);
  const invoice = await t.buildInvoice({ client, status, subtotalCents: 12_000 });
  return { agent, user, client, invoice };
}

const PAY = `mutation Pay($id: ID!) { createInvoicePaymentSession(input: { invoiceId: $id }) { url } }`;
const SETUP = `mutation Setup($consent: Boolean!) {
  createCardSetupSession(input: { consentToChargesWhenAbsent: $consent }) { url }
}`;
const CHARGE = `mutation Charge($id: ID!) { chargeInvoice(input: { invoiceId: $id }) { chargeStatus invoice { databaseId } } }`;
const CHARGE_AFTER = `mutation After($clientId: ID!, $enabled: Boolean!) {
  setChargeAfterVisit(input: { clientId: $clientId, enabled: $enabled }) { client { chargeAfterVisit savedCard { brand last4 } } }
}`;
const REMOVE = `mutation Remove($clientId: ID!) { removeSavedCard(input: { clientId: $clientId }) { client { savedCard { last4 } } } }`;

const sessionIdOf = (url: string) => url.split('/pay/')[1];

async function payNow(agent: Agent, invoice: Invoice): Promise<string> {
  const result = await gql(agent, PAY, { id: toGlobalId('Invoice', invoice.id) });
  expect(result.errors).toBeUndefined();
  return sessionIdOf(result.data.createInvoicePaymentSession.url as string);
}

/** Saves a card through the setup checkout, as the portal does, and waits for the webhook's work. */
async function saveCard(agent: Agent, client: Client, card: 'visa' | 'declined' | 'authentication') {
  const result = await gql(agent, SETUP, { consent: true });
  expect(result.errors).toBeUndefined();
  await fake.complete(sessionIdOf(result.data.createCardSetupSession.url as string), card);
  await until(
    () => gql(agent, `query { viewer { client { savedCard { brand last4 } } } }`),
    (read) => read.data?.viewer?.client?.savedCard != null,
    'the saved card',
  );
  return toGlobalId('Client', client.id);
}

describe('Pay Now', () => {
  it('opens Checkout for the balance; the signed webhook marks the invoice paid, in a job', async () => {
    const { agent, invoice, user } = await clientWithInvoice();
    const sessionId = await payNow(agent, invoice);
    expect(fake.sessions.get(sessionId)).toMatchObject({ mode: 'payment', amount_total: 12_000, currency: 'usd' });
    await fake.complete(sessionId);
    expect(fake.delivered.at(-1)?.status).toBe(200);
    await until(
      () => invoiceStatus(invoice.id),
      (status) => status === InvoiceStatus.PAID,
      'the invoice to be paid',
    );
    const payment = await t.em().findOneOrFail(Payment, { externalId: fake.sessions.get(sessionId)!.payment_intent as string });
    expect(payment).toMatchObject({ method: 'card', amountCents: 12_000 });
    // The ledger's receipt follows the recorded payment, through the outbox.
    const receipt = await t.em().findOneOrFail(Notification, { event: 'payment.receipt', recipient: user.id });
    expect(await t.em().count(OutboxEmail, { notification: receipt.id })).toBe(1);
  });

  it("a card refund the owner makes goes through Stripe and is settled by Stripe's webhook", async () => {
    const { agent, invoice } = await clientWithInvoice();
    const sessionId = await payNow(agent, invoice);
    await fake.complete(sessionId);
    await until(
      () => invoiceStatus(invoice.id),
      (status) => status === InvoiceStatus.PAID,
      'paid',
    );
    const payment = await t.em().findOneOrFail(Payment, { externalId: fake.sessions.get(sessionId)!.payment_intent as string });
    const admin = (await t.signInAs(Role.ADMIN)).agent;
    const refunded = await gql(admin, `mutation($input: RefundPaymentInput!) { refundPayment(input: $input) { status } }`, {
      input: {
        paymentId: toGlobalId('Payment', payment.id),
        amountCents: 2_000,
        reason: 'One room skipped',
        invoiceId: toGlobalId('Invoice', invoice.id),
      },
    });
    expect(refunded.errors).toBeUndefined();
    expect(refunded.data.refundPayment.status).toBe('PENDING');
    const refund = await until(
      () => t.em().findOneOrFail(Refund, { payment: payment.id }),
      (found) => found.status === RefundStatus.SUCCEEDED,
      'the refund to be confirmed by its webhook',
    );
    expect([...fake.refunds.values()].filter((made) => made.payment_intent === payment.externalId)).toHaveLength(1);
    expect(refund.amountCents).toBe(2_000);
    expect(await invoiceStatus(invoice.id)).toBe(InvoiceStatus.PARTLY_PAID);
  });

  it("is the invoice's own client's alone, and only for a sent or overdue invoice with a balance", async () => {
    const { invoice } = await clientWithInvoice();
    const id = toGlobalId('Invoice', invoice.id);
    const other = (await t.signInAs(Role.CLIENT)).agent;
    expect(errorCode(await gql(other, PAY, { id }))).toBe('FORBIDDEN');
    for (const role of [Role.ADMIN, Role.HELPER]) {
      expect(errorCode(await gql((await t.signInAs(role)).agent, PAY, { id }))).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(t.agent(), PAY, { id }))).toBe('UNAUTHENTICATED');
    for (const status of [InvoiceStatus.DRAFT, InvoiceStatus.PAID, InvoiceStatus.CANCELLED]) {
      const { agent, invoice: closed } = await clientWithInvoice(status);
      const result = await gql(agent, PAY, { id: toGlobalId('Invoice', closed.id) });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0].extensions?.field).toBe('invoiceId');
    }
  });
});

describe('the webhook', () => {
  it('refuses a missing or wrong signature with 400 and records nothing', async () => {
    const { invoice } = await clientWithInvoice();
    const event = fake.event('payment_intent.succeeded', {
      id: 'pi_forged',
      object: 'payment_intent',
      amount: 12_000,
      amount_received: 12_000,
      currency: 'usd',
      metadata: { invoiceId: invoice.id },
    });
    const wrong = 't=1700000000,v1=0000000000000000000000000000000000000000000000000000000000000000';
    expect(await fake.send(event, { signature: wrong })).toBe(400);
    const unsigned = await t.request().post('/api/webhooks/stripe').set('Content-Type', 'application/json').send(event);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'stripe-signature' });
    expect(await eventRow(event.id)).toBeNull();
    expect(await invoiceStatus(invoice.id)).toBe(InvoiceStatus.SENT);
  });

  it('records an event once: a replay and two deliveries at once change nothing more', async () => {
    const { agent, invoice } = await clientWithInvoice();
    const sessionId = await payNow(agent, invoice);
    await fake.complete(sessionId);
    const completed = fake.delivered.at(-1)!.event;
    await until(
      () => invoiceStatus(invoice.id),
      (status) => status === InvoiceStatus.PAID,
      'paid',
    );
    expect(await fake.send(completed)).toBe(200);
    expect(await t.em().count(StripeEvent, { eventId: completed.id })).toBe(1);

    // A second event about the same payment (Stripe sends several) finds it recorded, and is no mismatch.
    const { agent: agent2, invoice: second } = await clientWithInvoice();
    await fake.complete(await payNow(agent2, second));
    const event = fake.delivered.at(-1)!.event;
    const intentId = (event.data as { object: { payment_intent: string } }).object.payment_intent;
    const succeeded = fake.event('payment_intent.succeeded', { ...fake.paymentIntents.get(intentId)! });
    const statuses = await Promise.all([fake.send(succeeded), fake.send(succeeded), fake.send(succeeded)]);
    expect(statuses).toEqual([200, 200, 200]);
    expect(await t.em().count(StripeEvent, { eventId: succeeded.id })).toBe(1);
    const row = await until(
      () => eventRow(succeeded.id),
      (found) => found?.processedAt != null,
      'processed',
    );
    expect(row?.outcome).toBe('already recorded');
    expect(row?.reviewReason).toBeNull();
  });

  it('keeps a payment whose amount or currency is not the balance for review, never paid', async () => {
    const { invoice } = await clientWithInvoice();
    const short = fake.event('checkout.session.completed', {
      id: 'cs_test_short',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      amount_total: 100,
      currency: 'usd',
      payment_intent: 'pi_test_short',
      metadata: { invoiceId: invoice.id },
    });
    const euros = fake.event('payment_intent.succeeded', {
      id: 'pi_test_euros',
      object: 'payment_intent',
      amount: 12_000,
      amount_received: 12_000,
      currency: 'eur',
      metadata: { invoiceId: invoice.id },
    });
    expect(await fake.send(short)).toBe(200);
    expect(await fake.send(euros)).toBe(200);
    for (const event of [short, euros]) {
      const row = await until(
        () => eventRow(event.id),
        (found) => found?.processedAt != null,
        'processed',
      );
      expect(row?.reviewReason).toBeTruthy();
    }
    expect(await invoiceStatus(invoice.id)).toBe(InvoiceStatus.SENT);
    const admin = (await t.signInAs(Role.ADMIN)).agent;
    const review = await gql(admin, `query { cardPaymentsToReview { eventId reason invoice { databaseId } } }`);
    expect(review.data.cardPaymentsToReview).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ eventId: short.id, invoice: { databaseId: invoice.id } }),
        expect.objectContaining({ eventId: euros.id }),
      ]),
    );
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const agent = (await t.signInAs(role)).agent;
      expect(errorCode(await gql(agent, `query { cardPaymentsToReview { eventId } }`))).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, `query { declinedPayments { amountCents } }`))).toBe('FORBIDDEN');
    }
  });
});

describe('a card on file', () => {
  it('is saved through Checkout with consent; the owner sees brand and last four; others see nothing', async () => {
    const { agent, client } = await clientWithInvoice();
    const refused = await gql(agent, SETUP, { consent: false });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0].extensions?.field).toBe('consentToChargesWhenAbsent');
    const clientId = await saveCard(agent, client, 'visa');

    const admin = (await t.signInAs(Role.ADMIN)).agent;
    const read = await gql(admin, `query($id: ID!) { node(id: $id) { ... on Client { savedCard { brand last4 } } } }`, {
      id: clientId,
    });
    expect(read.data.node.savedCard).toEqual({ brand: 'visa', last4: '4242' });
    for (const role of [Role.ADMIN, Role.HELPER]) {
      expect(errorCode(await gql((await t.signInAs(role)).agent, SETUP, { consent: true }))).toBe('FORBIDDEN');
    }

    // Charge after visit: the client's choice; another client may not set it, nor remove the card.
    const other = (await t.signInAs(Role.CLIENT)).agent;
    expect(errorCode(await gql(other, CHARGE_AFTER, { clientId, enabled: true }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(other, REMOVE, { clientId }))).toBe('FORBIDDEN');
    const helper = (await t.signInAs(Role.HELPER)).agent;
    expect(errorCode(await gql(helper, CHARGE_AFTER, { clientId, enabled: true }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(helper, REMOVE, { clientId }))).toBe('FORBIDDEN');
    const on = await gql(agent, CHARGE_AFTER, { clientId, enabled: true });
    expect(on.data.setChargeAfterVisit.client).toEqual({ chargeAfterVisit: true, savedCard: { brand: 'visa', last4: '4242' } });

    const removed = await gql(agent, REMOVE, { clientId });
    expect(removed.data.removeSavedCard.client.savedCard).toBeNull();
    const after = await gql(
      admin,
      `query($id: ID!) { node(id: $id) { ... on Client { chargeAfterVisit savedCard { last4 } } } }`,
      {
        id: clientId,
      },
    );
    expect(after.data.node).toEqual({ chargeAfterVisit: false, savedCard: null });
    const without = await gql(admin, CHARGE_AFTER, { clientId, enabled: true });
    expect(errorCode(without)).toBe('BAD_USER_INPUT');
    expect(without.errors?.[0].extensions?.field).toBe('enabled');
  });
});

describe('charging a saved card', () => {
  it('charges once for a double click, and the invoice is paid', async () => {
    const { agent, client, invoice } = await clientWithInvoice();
    await saveCard(agent, client, 'visa');
    const admin = (await t.signInAs(Role.ADMIN)).agent;
    const before = fake.chargeAttempts;
    const id = toGlobalId('Invoice', invoice.id);
    const [first, second] = await Promise.all([gql(admin, CHARGE, { id }), gql(admin, CHARGE, { id })]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    await until(
      () => invoiceStatus(invoice.id),
      (status) => status === InvoiceStatus.PAID,
      'paid',
    );
    expect(await t.em().count(CardCharge, { invoice: invoice.id })).toBe(1);
    // A click after it is paid is refused, and the job run again (a retry) charges nothing more.
    expect(errorCode(await gql(admin, CHARGE, { id }))).toBe('BAD_USER_INPUT');
    const charge = await t.em().findOneOrFail(CardCharge, { invoice: invoice.id });
    await t.services.cardPayments.runCharge(t.em(), charge.id);
    expect(fake.chargeAttempts - before).toBe(1);

    for (const role of [Role.CLIENT, Role.HELPER]) {
      expect(errorCode(await gql((await t.signInAs(role)).agent, CHARGE, { id }))).toBe('FORBIDDEN');
    }
  });

  it('charges a client on "charge after visit" when their invoice is sent, once', async () => {
    const { agent, client } = await clientWithInvoice();
    const clientId = await saveCard(agent, client, 'visa');
    expect((await gql(agent, CHARGE_AFTER, { clientId, enabled: true })).errors).toBeUndefined();
    const draft = await t.buildInvoice({ client, status: InvoiceStatus.DRAFT, subtotalCents: 8_000 });
    const admin = (await t.signInAs(Role.ADMIN)).agent;
    const before = fake.chargeAttempts;
    const send = `mutation($input: UpdateInvoiceInput!) { updateInvoice(input: $input) { invoice { status } } }`;
    expect((await gql(admin, send, { input: { id: toGlobalId('Invoice', draft.id), status: 'SENT' } })).errors).toBeUndefined();
    await until(
      () => invoiceStatus(draft.id),
      (status) => status === InvoiceStatus.PAID,
      'charged after sending',
    );
    expect(fake.chargeAttempts - before).toBe(1);
  });

  it('a retried job reuses the idempotency key: Stripe answers with the first charge', async () => {
    const { agent, client, invoice } = await clientWithInvoice();
    await saveCard(agent, client, 'visa');
    const em = t.em();
    const charge = em.create(CardCharge, { invoice: invoice.id, amountCents: 12_000, idempotencyKey: `charge:${invoice.id}:1` });
    await em.flush();
    const before = fake.chargeAttempts;
    await t.services.cardPayments.runCharge(t.em(), charge.id);
    // As if the first run's commit was lost: the row is pending again, and the job runs again.
    await t.em().nativeUpdate(CardCharge, charge.id, { status: CardChargeStatus.PENDING });
    await t.services.cardPayments.runCharge(t.em(), charge.id);
    expect(fake.chargeAttempts - before).toBe(1);
    expect(await invoiceStatus(invoice.id)).toBe(InvoiceStatus.PAID);
  });

  it('a decline leaves the invoice open, emails the client and lists it under Declined payments', async () => {
    for (const card of ['declined', 'authentication'] as const) {
      const { agent, client, user, invoice } = await clientWithInvoice();
      await saveCard(agent, client, card);
      const admin = (await t.signInAs(Role.ADMIN)).agent;
      expect((await gql(admin, CHARGE, { id: toGlobalId('Invoice', invoice.id) })).errors).toBeUndefined();
      const charge = await until(
        () => t.em().findOneOrFail(CardCharge, { invoice: invoice.id }),
        (found) => found.status !== CardChargeStatus.PENDING,
        'the charge to finish',
      );
      expect(charge.status).toBe(card === 'declined' ? CardChargeStatus.DECLINED : CardChargeStatus.AUTHENTICATION_REQUIRED);
      expect(await invoiceStatus(invoice.id)).toBe(InvoiceStatus.SENT);
      const notification = await t.em().findOneOrFail(Notification, { event: 'payment.card-declined', recipient: user.id });
      expect(await t.em().count(OutboxEmail, { notification: notification.id })).toBe(1);
      const declined = await gql(admin, `query { declinedPayments { status amountCents invoice { databaseId } } }`);
      expect(declined.data.declinedPayments).toContainEqual({
        status: card === 'declined' ? 'DECLINED' : 'AUTHENTICATION_REQUIRED',
        amountCents: 12_000,
        invoice: { databaseId: invoice.id },
      });
    }
  });

  it("with the hold on, a decline holds the client's next visit at once; a payment through Checkout lifts it", async () => {
    const admin = (await t.signInAs(Role.ADMIN)).agent;
    const SETTINGS = `mutation($input: UpdateBusinessSettingsInput!) { updateBusinessSettings(input: $input) { __typename } }`;
    expect((await gql(admin, SETTINGS, { input: { holdWhenUnpaid: true } })).errors).toBeUndefined();
    try {
      const { agent, client, user, invoice } = await clientWithInvoice();
      const next = await t.buildVisit({ client });
      await saveCard(agent, client, 'declined');
      expect((await gql(admin, CHARGE, { id: toGlobalId('Invoice', invoice.id) })).errors).toBeUndefined();
      const held = () =>
        t
          .em()
          .findOneOrFail(Visit, next.id)
          .then((visit) => visit.onHold);
      await until(held, (onHold) => onHold, 'the next visit to be held');
      expect(await t.em().count(Notification, { event: 'payment.hold', recipient: user.id })).toBe(1);
      // The client pays the balance with another card, from Pay Now: the webhook's payment lifts the hold.
      await fake.complete(await payNow(agent, invoice));
      await until(held, (onHold) => !onHold, 'the hold to lift');
      expect((await t.em().findOneOrFail(Client, client.id)).paymentHoldSince).toBeNull();
    } finally {
      await gql(admin, SETTINGS, { input: { holdWhenUnpaid: false } });
    }
  });
});

describe('without Stripe keys', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(() => off.close());

  it('says card payments are off; Pay Now and the webhook refuse plainly', async () => {
    const { agent, user } = await off.signInAs(Role.CLIENT);
    const invoice = await off.buildInvoice({
      client: await off.clientOf(user),
      status: InvoiceStatus.SENT,
      subtotalCents: 5_000,
    });
    const status = await gql(agent, `query { cardPayments { enabled message } }`);
    expect(status.data.cardPayments).toEqual({
      enabled: false,
      message: 'Card payments are off: the business has not set up Stripe.',
    });
    const pay = await gql(agent, PAY, { id: toGlobalId('Invoice', invoice.id) });
    expect(errorCode(pay)).toBe('CONFLICT');
    expect(pay.errors?.[0].message).toBe('Card payments are off: the business has not set up Stripe.');
    const webhook = await off.request().post('/api/webhooks/stripe').set('Content-Type', 'application/json').send('{}');
    expect(webhook.status).toBe(404);
    expect(webhook.body.code).toBe('NOT_FOUND');
  });
});
