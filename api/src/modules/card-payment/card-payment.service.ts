import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CardGateway, ChargeOutcome } from '../../integrations/stripe/client.js';
import { CURRENCY } from '../../integrations/stripe/client.js';
import { QUEUES } from '../../jobs/queue.js';
import type { Enqueuer } from '../../jobs/queue.js';
import { businessToday } from '../../shared/calendar-date.js';
import { badInput, conflict, forbidden, isUniqueViolation, notFound } from '../../shared/errors.js';
import type { Viewer } from '../../shared/policy.js';
import { Role } from '../../auth/role.enum.js';
import { Client } from '../client/client.entity.js';
import { clientPolicy } from '../client/client.policy.js';
import { Invoice } from '../invoice/invoice.entity.js';
import { InvoiceStatus } from '../invoice/invoice.enums.js';
import { invoicePolicy } from '../invoice/invoice.policy.js';
import type { NotificationService } from '../notification/notification.service.js';
import { CardCharge, ClientCard, StripeEvent } from './card-payment.entities.js';
import { CardChargeStatus } from './card-payment.enums.js';
import type { CardLedger } from './card-ledger.js';
import type { PaymentHooks } from '../payment/payment-hooks.js';
import { type Payment, Refund } from '../payment/payment.entities.js';
import { RefundStatus } from '../payment/payment.enums.js';

/** What Settings and the portal say when there are no Stripe keys. */
export const CARDS_OFF_MESSAGE = 'Card payments are off: the business has not set up Stripe.';

const PAYABLE: readonly InvoiceStatus[] = [InvoiceStatus.SENT, InvoiceStatus.OVERDUE, InvoiceStatus.PARTLY_PAID];
const FAILED: readonly CardChargeStatus[] = [CardChargeStatus.DECLINED, CardChargeStatus.AUTHENTICATION_REQUIRED];

/** Why an invoice cannot be paid or charged, in the owner's and client's words. */
function notPayableReason(invoice: Invoice): string | null {
  switch (invoice.status) {
    case InvoiceStatus.DRAFT:
      return 'This invoice is a draft and cannot be paid yet';
    case InvoiceStatus.PAID:
      return 'This invoice is already paid';
    case InvoiceStatus.CANCELLED:
    case InvoiceStatus.VOID:
      return 'This invoice is cancelled and cannot be paid';
    default:
      return null;
  }
}

interface EventObject {
  id?: string;
  object?: string;
  mode?: string;
  status?: string;
  payment_status?: string;
  amount?: number;
  amount_total?: number | null;
  amount_received?: number;
  currency?: string;
  metadata?: Record<string, string>;
  payment_intent?: string | { id: string } | null;
  setup_intent?: string | { id: string } | null;
  customer?: string | null;
  reason?: string;
  last_payment_error?: { code?: string; message?: string } | null;
  refunds?: { data?: { id: string; status?: string; metadata?: Record<string, string> }[] };
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Cards through Stripe: Pay Now's checkout, a card on file, charging it off-session exactly once per invoice, and
 * Stripe's webhooks, each recorded once and worked in a job. The money itself is the ledger's (CardLedger).
 */
export class CardPaymentService {
  constructor(
    private readonly gateway: CardGateway | null,
    private readonly queue: Enqueuer,
    private readonly notifications: NotificationService,
    private readonly ledger: CardLedger,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get enabled(): boolean {
    return this.gateway !== null;
  }

  get publishableKey(): string | null {
    return this.gateway?.publishableKey ?? null;
  }

  /**
   * A charge just failed (declined, or the bank wants the cardholder): the payment-aware hold looks at the client at
   * once (modules/collections), in the same transaction. Set by services.ts.
   */
  onChargeFailed: ((tx: EntityManager, clientId: string) => Promise<void>) | null = null;

  /** Where the ledger calls in: charging after an invoice is sent, and card refunds through Stripe. */
  readonly hooks: PaymentHooks = {
    afterInvoiceSent: (tx, invoice) => this.afterInvoiceSent(tx, invoice),
    cardRefunds: { request: (tx, { refund, payment }) => this.requestRefund(tx, refund, payment) },
  };

  /**
   * A refund of a card payment, saved PENDING by the ledger: Stripe is asked in a job (idempotent on the refund),
   * and its charge.refunded webhook settles it. Its externalId is fixed here, so the webhook finds it.
   */
  private async requestRefund(tx: EntityManager, refund: Refund, payment: Payment): Promise<void> {
    if (!this.gateway) {
      throw badInput('paymentId', 'Card refunds need Stripe, which is not set up; refund the card from your Stripe dashboard');
    }
    if (!payment.externalId?.startsWith('pi_')) {
      throw badInput('paymentId', 'This card payment was not taken through the app; refund it where it was taken');
    }
    refund.externalId = `refund:${refund.id}`;
    await tx.flush();
    await this.queue.enqueueJob(tx, QUEUES.cardRefund, { refundId: refund.id });
  }

  /** The refund job: asks Stripe once (the refund's own idempotency key); a refusal settles it as failed. */
  async runRefund(em: EntityManager, refundId: string): Promise<void> {
    const gateway = this.requireGateway();
    await em.transactional(async (tx) => {
      const refund = await tx.findOne(Refund, refundId, { populate: ['payment'], lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!refund || refund.status !== RefundStatus.PENDING || !refund.externalId) return;
      const outcome = await gateway.refund({
        paymentIntentId: refund.payment.externalId!,
        amountCents: refund.amountCents,
        idempotencyKey: refund.externalId,
        refundId: refund.externalId,
      });
      if (outcome.status === 'refused') await this.ledger.confirmRefund(tx, { refundId: refund.externalId, succeeded: false });
    });
  }

  private requireGateway(): CardGateway {
    // A setting, not an outage: 409 with the reason, never a 5xx.
    if (!this.gateway) throw conflict(CARDS_OFF_MESSAGE);
    return this.gateway;
  }

  private async cardOf(em: EntityManager, clientId: string): Promise<ClientCard | null> {
    return em.findOne(ClientCard, { client: clientId });
  }

  /** The saved card, chargeable off-session (null without one). */
  async savedCard(em: EntityManager, clientId: string): Promise<ClientCard | null> {
    const card = await this.cardOf(em, clientId);
    return card?.paymentMethodId ? card : null;
  }

  async chargeAfterVisit(em: EntityManager, clientId: string): Promise<boolean> {
    return (await this.cardOf(em, clientId))?.chargeAfterVisit ?? false;
  }

  /** Pay Now: a Checkout session for the invoice's balance, for the invoice's own client. Returns its URL. */
  async createInvoicePaymentSession(em: EntityManager, viewer: Viewer, invoiceId: string): Promise<string> {
    const invoice = await invoicePolicy.load(em, viewer, 'pay', invoiceId, { populate: ['client'] });
    const gateway = this.requireGateway();
    const reason = notPayableReason(invoice);
    if (reason) throw badInput('invoiceId', reason);
    const balance = await this.ledger.balanceCents(em, invoice);
    if (balance <= 0) throw badInput('invoiceId', 'This invoice has nothing left to pay');
    const card = await this.cardOf(em, invoice.client.id);
    const back = `${this.publicUrl}/client-invoices`;
    // A double click in one hour opens the same session; a new balance gets a new one.
    const hour = Math.floor(this.now().getTime() / 3_600_000);
    const link = await gateway.createPaymentCheckout({
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      amountCents: balance,
      customerId: card?.stripeCustomerId ?? null,
      email: invoice.client.email,
      successUrl: `${back}?paid=${encodeURIComponent(invoice.invoiceNumber)}`,
      cancelUrl: `${back}?cancelled=${encodeURIComponent(invoice.invoiceNumber)}`,
      idempotencyKey: `checkout:${invoice.id}:${balance}:${hour}`,
    });
    return link.url;
  }

  /** Checkout in setup mode: the signed-in client saves a card for charges made when they are not present. */
  async createCardSetupSession(em: EntityManager, viewer: Viewer): Promise<string> {
    if (viewer.role !== Role.CLIENT) throw forbidden();
    const client = await em.findOne(Client, { user: viewer.id, active: true });
    if (!client) throw notFound('Client');
    clientPolicy.authorize(viewer, 'manageCard', client);
    const gateway = this.requireGateway();
    const card = await this.customerFor(em, gateway, client);
    const back = `${this.publicUrl}/portal`;
    const link = await gateway.createSetupCheckout({
      clientId: client.id,
      customerId: card.stripeCustomerId!,
      successUrl: `${back}?card=saved`,
      cancelUrl: `${back}?card=cancelled`,
    });
    return link.url;
  }

  /** The client's Stripe customer, made once (its idempotency key is the client's id, so two at once make one). */
  private async customerFor(em: EntityManager, gateway: CardGateway, client: Client): Promise<ClientCard> {
    const existing = await this.cardOf(em, client.id);
    if (existing?.stripeCustomerId) return existing;
    const customerId = await gateway.createCustomer({ clientId: client.id, name: client.displayName, email: client.email });
    return em.transactional(async (tx) => {
      await tx.getConnection().execute(
        `insert into client_cards (id, client_id, stripe_customer_id, charge_after_visit, created_at, updated_at)
           values (gen_random_uuid(), ?, ?, false, now(), now())
           on conflict (client_id) do update set stripe_customer_id = coalesce(client_cards.stripe_customer_id, excluded.stripe_customer_id)`,
        [client.id, customerId],
        'run',
        tx.getTransactionContext(),
      );
      return tx.findOneOrFail(ClientCard, { client: client.id }, { refresh: true });
    });
  }

  /** Forgets the saved card (detached at Stripe too) and turns off charging after visits. */
  async removeSavedCard(em: EntityManager, viewer: Viewer, clientId: string): Promise<Client> {
    const client = await clientPolicy.load(em, viewer, 'manageCard', clientId);
    const card = await this.cardOf(em, client.id);
    if (!card?.paymentMethodId) throw badInput('clientId', 'There is no saved card to remove');
    const gateway = this.requireGateway();
    await gateway.detachPaymentMethod(card.paymentMethodId);
    card.paymentMethodId = null;
    card.brand = null;
    card.last4 = null;
    card.savedAt = null;
    card.chargeAfterVisit = false;
    await em.flush();
    return client;
  }

  /** "Charge my card when a visit is completed": the client's own choice, or the owner's on their behalf. */
  async setChargeAfterVisit(em: EntityManager, viewer: Viewer, clientId: string, enabled: boolean): Promise<Client> {
    const client = await clientPolicy.load(em, viewer, 'manageCard', clientId);
    const card = await this.cardOf(em, client.id);
    if (enabled && !card?.paymentMethodId) throw badInput('enabled', 'Save a card first: there is no card to charge');
    if (card) {
      card.chargeAfterVisit = enabled;
      await em.flush();
    }
    return client;
  }

  /** The owner's Charge card: queues the off-session charge (made once, whatever the clicks or instances). */
  async chargeInvoice(em: EntityManager, viewer: Viewer, invoiceId: string): Promise<CardCharge> {
    const invoice = await invoicePolicy.load(em, viewer, 'charge', invoiceId, { populate: ['client'] });
    this.requireGateway();
    const reason = notPayableReason(invoice);
    if (reason) throw badInput('invoiceId', reason);
    if (!(await this.savedCard(em, invoice.client.id))) {
      throw badInput('invoiceId', `${invoice.client.displayName} has no saved card`);
    }
    const charge = await em.transactional((tx) => this.queueCharge(tx, invoice.id));
    if (!charge) throw badInput('invoiceId', 'This invoice has nothing left to pay');
    return charge;
  }

  /**
   * The ledger's hook when an invoice is sent (an invoice run, or an invoice per visit): clients on "charge after
   * visit" with a saved card are charged, in a job queued in the same transaction.
   */
  async afterInvoiceSent(tx: EntityManager, invoice: Invoice): Promise<void> {
    if (!this.gateway) return;
    const card = await this.cardOf(tx, invoice.client.id);
    if (!card?.chargeAfterVisit || !card.paymentMethodId) return;
    await this.queueCharge(tx, invoice.id);
  }

  /**
   * Under the invoice's row lock: the invoice's one charge row, with the idempotency key the job will send. A pending
   * or finished charge is returned as it is (a double click queues nothing more); a failed one starts a new attempt.
   */
  private async queueCharge(tx: EntityManager, invoiceId: string): Promise<CardCharge | null> {
    const invoice = await tx.findOneOrFail(Invoice, invoiceId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const balance = await this.ledger.balanceCents(tx, invoice);
    const existing = await tx.findOne(CardCharge, { invoice: invoice.id });
    if (existing && !FAILED.includes(existing.status)) return existing;
    if (balance <= 0) return null;
    let charge: CardCharge;
    if (existing) {
      existing.attempt += 1;
      existing.idempotencyKey = `charge:${invoice.id}:${existing.attempt}`;
      existing.amountCents = balance;
      existing.status = CardChargeStatus.PENDING;
      existing.paymentIntentId = null;
      existing.failureMessage = null;
      existing.failedAt = null;
      charge = existing;
    } else {
      charge = tx.create(CardCharge, { invoice, amountCents: balance, idempotencyKey: `charge:${invoice.id}:1` });
    }
    await tx.flush();
    await this.queue.enqueueJob(tx, QUEUES.cardCharge, { chargeId: charge.id });
    return charge;
  }

  /**
   * The charge job. The row stays locked while Stripe is called, so a second worker waits and then finds it done;
   * a crash or a network failure retries the job with the same idempotency key, which Stripe answers with the first
   * payment intent: one charge whatever happens.
   */
  async runCharge(em: EntityManager, chargeId: string): Promise<void> {
    const gateway = this.requireGateway();
    await em.transactional(async (tx) => {
      const charge = await tx.findOne(CardCharge, chargeId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      if (!charge || charge.status !== CardChargeStatus.PENDING) return;
      const invoice = await tx.findOneOrFail(Invoice, charge.invoice.id, { populate: ['client'] });
      const card = await this.savedCard(tx, invoice.client.id);
      if (!card) {
        this.fail(charge, CardChargeStatus.DECLINED, 'No saved card to charge');
        return;
      }
      const outcome: ChargeOutcome = await gateway.chargeOffSession({
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        customerId: card.stripeCustomerId!,
        paymentMethodId: card.paymentMethodId!,
        amountCents: charge.amountCents,
        idempotencyKey: charge.idempotencyKey,
      });
      charge.paymentIntentId = outcome.paymentIntentId;
      if (outcome.status === 'succeeded') {
        charge.status = CardChargeStatus.SUCCEEDED;
        await this.recordOnce(tx, invoice, charge.amountCents, outcome.paymentIntentId);
      } else if (outcome.status === 'processing') {
        charge.status = CardChargeStatus.PROCESSING;
      } else if (outcome.status === 'declined' || outcome.status === 'authentication_required') {
        const needsAuthentication = outcome.status === 'authentication_required';
        this.fail(
          charge,
          needsAuthentication ? CardChargeStatus.AUTHENTICATION_REQUIRED : CardChargeStatus.DECLINED,
          outcome.message,
        );
        await this.notifications.raise(tx, {
          event: 'payment.card-declined',
          recipientClientId: invoice.client.id,
          dedupeKey: charge.idempotencyKey,
          data: {
            invoiceId: invoice.id,
            invoiceNumber: invoice.invoiceNumber,
            amountCents: charge.amountCents,
            needsAuthentication,
          },
        });
        await this.onChargeFailed?.(tx, invoice.client.id);
      }
    });
  }

  private fail(charge: CardCharge, status: CardChargeStatus, message: string) {
    charge.status = status;
    charge.failureMessage = message.slice(0, 500);
    charge.failedAt = this.now();
  }

  /** A card payment into the ledger once per payment intent, however many events or jobs report it. */
  private async recordOnce(tx: EntityManager, invoice: Invoice, amountCents: number, paymentIntentId: string) {
    if (await this.ledger.hasPayment(tx, paymentIntentId)) return false;
    await this.ledger.recordCardPayment(tx, {
      invoice,
      amountCents,
      externalId: paymentIntentId,
      receivedOn: businessToday(this.now()),
    });
    return true;
  }

  /**
   * A webhook delivery: verified (a bad signature throws WebhookSignatureError, nothing written), then recorded by its
   * event id with the job that will do its work, in one transaction. A delivery seen before changes nothing.
   */
  async receiveWebhook(em: EntityManager, rawBody: Buffer, signature: string | undefined): Promise<{ duplicate: boolean }> {
    const gateway = this.requireGateway();
    const event = gateway.verifyEvent(rawBody, signature);
    try {
      await em.transactional(async (tx) => {
        const row = tx.create(StripeEvent, {
          eventId: event.id,
          type: event.type,
          payload: event.data.object as unknown as Record<string, unknown>,
        });
        await tx.flush();
        await this.queue.enqueueJob(tx, QUEUES.stripeEvent, { eventRowId: row.id });
      });
      return { duplicate: false };
    } catch (error) {
      if (isUniqueViolation(error)) return { duplicate: true };
      throw error;
    }
  }

  /** The event job: the event's work and its "processed" mark in one transaction, under the event row's lock. */
  async processEvent(em: EntityManager, eventRowId: string): Promise<void> {
    await em.transactional(async (tx) => {
      const row = await tx.findOne(StripeEvent, eventRowId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row || row.processedAt) return;
      row.outcome = await this.work(tx, row);
      row.processedAt = this.now();
    });
  }

  private async work(tx: EntityManager, row: StripeEvent): Promise<string> {
    const object = row.payload as EventObject;
    switch (row.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        if (object.mode === 'setup') return this.saveCardFromSetup(tx, idOf(object.setup_intent));
        if (object.payment_status !== 'paid') return 'waiting for the payment to clear';
        return this.paymentReceived(tx, row, {
          invoiceId: object.metadata?.invoiceId,
          amount: object.amount_total ?? null,
          currency: object.currency,
          paymentIntentId: idOf(object.payment_intent),
        });
      case 'checkout.session.async_payment_failed':
        return 'the payment did not clear; the invoice stays open';
      case 'setup_intent.succeeded':
        return this.saveCardFromSetup(tx, object.id ?? null);
      case 'payment_intent.succeeded': {
        const charge = object.id ? await tx.findOne(CardCharge, { paymentIntentId: object.id }) : null;
        if (charge && charge.status !== CardChargeStatus.SUCCEEDED) charge.status = CardChargeStatus.SUCCEEDED;
        return this.paymentReceived(tx, row, {
          invoiceId: object.metadata?.invoiceId,
          amount: object.amount_received ?? object.amount ?? null,
          currency: object.currency,
          paymentIntentId: object.id ?? null,
        });
      }
      case 'payment_intent.payment_failed': {
        const charge = object.id ? await tx.findOne(CardCharge, { paymentIntentId: object.id }) : null;
        if (charge && !FAILED.includes(charge.status)) {
          this.fail(
            charge,
            object.last_payment_error?.code === 'authentication_required'
              ? CardChargeStatus.AUTHENTICATION_REQUIRED
              : CardChargeStatus.DECLINED,
            object.last_payment_error?.message ?? 'The card was declined',
          );
          const invoice = await tx.findOne(Invoice, charge.invoice.id);
          if (invoice) await this.onChargeFailed?.(tx, invoice.client.id);
        }
        return 'payment failed; the invoice stays open';
      }
      case 'charge.refunded': {
        const refunds = object.refunds?.data ?? [];
        for (const refund of refunds) {
          const refundId = refund.metadata?.refundId;
          if (refundId) await this.ledger.confirmRefund(tx, { refundId, succeeded: refund.status !== 'failed' });
        }
        return `refund confirmed (${refunds.length})`;
      }
      case 'charge.dispute.created': {
        const intentId = idOf(object.payment_intent);
        const charge = intentId ? await tx.findOne(CardCharge, { paymentIntentId: intentId }) : null;
        row.invoice = charge?.invoice ?? null;
        row.reviewReason = `The cardholder disputed ${this.amountWords(object.amount)} (${object.reason ?? 'no reason given'})`;
        return 'dispute kept for review';
      }
      default:
        return 'ignored';
    }
  }

  private amountWords(cents: number | null | undefined) {
    return cents == null ? 'a payment' : `$${(cents / 100).toFixed(2)}`;
  }

  /**
   * A payment Stripe took for an invoice: recorded when the amount and currency are the invoice's balance; otherwise
   * kept for the owner's review and never recorded as paid.
   */
  private async paymentReceived(
    tx: EntityManager,
    row: StripeEvent,
    payment: { invoiceId?: string; amount: number | null; currency?: string; paymentIntentId: string | null },
  ): Promise<string> {
    if (!payment.invoiceId || !payment.paymentIntentId) return 'not about an invoice';
    if (await this.ledger.hasPayment(tx, payment.paymentIntentId)) return 'already recorded';
    const invoice = await tx.findOne(Invoice, payment.invoiceId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!invoice) {
      row.reviewReason = `A card payment of ${this.amountWords(payment.amount)} names an invoice that does not exist`;
      return 'kept for review';
    }
    row.invoice = invoice;
    const balance = await this.ledger.balanceCents(tx, invoice);
    if (payment.currency !== CURRENCY || payment.amount !== balance) {
      row.reviewReason =
        payment.currency !== CURRENCY
          ? `Paid in ${String(payment.currency).toUpperCase()}, not USD: ${this.amountWords(payment.amount)} for invoice ${invoice.invoiceNumber}`
          : `Paid ${this.amountWords(payment.amount)} for invoice ${invoice.invoiceNumber}, whose balance is ${this.amountWords(balance)}`;
      return 'kept for review';
    }
    await this.recordOnce(tx, invoice, payment.amount, payment.paymentIntentId);
    return `recorded ${payment.paymentIntentId}`;
  }

  /** Saves the card a finished setup left on the client whose Stripe customer it is (brand and last four only). */
  private async saveCardFromSetup(tx: EntityManager, setupIntentId: string | null): Promise<string> {
    if (!setupIntentId) return 'no setup intent';
    const saved = await this.requireGateway().savedCardOfSetupIntent(setupIntentId);
    if (!saved) return 'no card on the setup intent';
    const card = saved.customerId ? await tx.findOne(ClientCard, { stripeCustomerId: saved.customerId }) : null;
    if (!card) return 'no client with this customer';
    if (card.paymentMethodId === saved.paymentMethodId) return 'card already saved';
    Object.assign(card, {
      paymentMethodId: saved.paymentMethodId,
      brand: saved.brand,
      last4: saved.last4,
      savedAt: this.now(),
    });
    return `card ${saved.brand} ${saved.last4} saved`;
  }

  /** Card payment problems for the owner: charges that were declined or need the cardholder, on open invoices. */
  async declinedPayments(em: EntityManager, viewer: Viewer): Promise<CardCharge[]> {
    if (viewer.role !== Role.ADMIN) throw forbidden();
    return em.find(
      CardCharge,
      { status: { $in: [...FAILED] }, invoice: { status: { $in: [...PAYABLE] } } },
      { populate: ['invoice'], orderBy: { failedAt: 'desc' }, limit: 200 },
    );
  }

  /** The owner has looked at an item of the review list: it leaves the list (the event itself is kept). */
  async dismissReview(em: EntityManager, viewer: Viewer, eventId: string): Promise<StripeEvent> {
    if (viewer.role !== Role.ADMIN) throw forbidden();
    const event = await em.findOne(StripeEvent, { eventId, reviewReason: { $ne: null } });
    if (!event) throw badInput('eventId', 'No payment to review has this event id');
    event.reviewedAt ??= this.now();
    await em.flush();
    return event;
  }

  /** Events kept for the owner's review (an amount that does not match, a dispute), newest first. */
  async eventsToReview(em: EntityManager, viewer: Viewer): Promise<StripeEvent[]> {
    if (viewer.role !== Role.ADMIN) throw forbidden();
    return em.find(
      StripeEvent,
      { reviewReason: { $ne: null }, reviewedAt: null },
      { orderBy: { receivedAt: 'desc' }, limit: 200 },
    );
  }
}
