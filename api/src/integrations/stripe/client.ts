import Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';

/**
 * The one door to Stripe. The domain asks for what it needs in its own words (a checkout for an invoice, an
 * off-session charge, a refund) and never sees the SDK; `createCardGateway` returns null without keys, and the
 * features say card payments are off.
 */
export interface CardGateway {
  readonly publishableKey: string;
  createCustomer(input: { clientId: string; name: string; email: string | null }): Promise<string>;
  createPaymentCheckout(input: PaymentCheckoutInput): Promise<CheckoutLink>;
  createSetupCheckout(input: SetupCheckoutInput): Promise<CheckoutLink>;
  /** The card a finished setup saved (brand and last four only). */
  savedCardOfSetupIntent(setupIntentId: string): Promise<SavedCard | null>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  chargeOffSession(input: OffSessionChargeInput): Promise<ChargeOutcome>;
  /** Asks for a refund; 'refused' when Stripe will not make it (more than is left, an unknown charge). */
  refund(input: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
    refundId: string;
  }): Promise<{ status: 'requested'; id: string } | { status: 'refused'; message: string }>;
  /** The event of a webhook delivery, or throws WebhookSignatureError. */
  verifyEvent(rawBody: Buffer | string, signature: string | undefined): Stripe.Event;
}

export interface CheckoutLink {
  id: string;
  url: string;
}

export interface PaymentCheckoutInput {
  invoiceId: string;
  invoiceNumber: string;
  amountCents: number;
  customerId: string | null;
  email: string | null;
  successUrl: string;
  cancelUrl: string;
  /** Two clicks on Pay Now in one moment open one session. */
  idempotencyKey: string;
}

export interface SetupCheckoutInput {
  clientId: string;
  customerId: string;
  successUrl: string;
  cancelUrl: string;
}

export interface SavedCard {
  /** The Stripe customer the card belongs to. */
  customerId: string | null;
  paymentMethodId: string;
  brand: string;
  last4: string;
}

export interface OffSessionChargeInput {
  invoiceId: string;
  invoiceNumber: string;
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  idempotencyKey: string;
}

export type ChargeOutcome =
  | { status: 'succeeded' | 'processing'; paymentIntentId: string }
  | { status: 'declined' | 'authentication_required'; paymentIntentId: string | null; message: string };

export const CURRENCY = 'usd';

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The SDK's constructor takes host, port and protocol: that is how STRIPE_API_BASE points it at a local fake. */
function connectionOf(apiBase: string): { host: string; port: string; protocol: 'http' | 'https' } {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? '80' : '443'), protocol };
}

export function createCardGateway(config: StripeConfig | undefined): CardGateway | null {
  if (!config) return null;
  const stripe = new Stripe(config.secretKey, {
    ...connectionOf(config.apiBase),
    // The SDK retries network failures with the same idempotency key, which Stripe answers with the first result.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'sunshine-clean' },
  });

  return {
    publishableKey: config.publishableKey,

    async createCustomer({ clientId, name, email }) {
      const customer = await stripe.customers.create(
        { name, ...(email && { email }), metadata: { clientId } },
        // One customer per client, whoever asks first.
        { idempotencyKey: `customer:${clientId}` },
      );
      return customer.id;
    },

    async createPaymentCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          ...(input.customerId ? { customer: input.customerId } : input.email ? { customer_email: input.email } : {}),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: CURRENCY,
                unit_amount: input.amountCents,
                product_data: { name: `Invoice ${input.invoiceNumber}` },
              },
            },
          ],
          client_reference_id: input.invoiceId,
          metadata: { invoiceId: input.invoiceId },
          payment_intent_data: { metadata: { invoiceId: input.invoiceId } },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    async createSetupCheckout(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        customer: input.customerId,
        currency: CURRENCY,
        client_reference_id: input.clientId,
        metadata: { clientId: input.clientId },
        setup_intent_data: { metadata: { clientId: input.clientId } },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    async savedCardOfSetupIntent(setupIntentId) {
      const intent = await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
      const method = intent.payment_method;
      if (!method || typeof method === 'string' || !method.card) return null;
      const customer = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null);
      return { customerId: customer, paymentMethodId: method.id, brand: method.card.brand, last4: method.card.last4 };
    },

    async detachPaymentMethod(paymentMethodId) {
      await stripe.paymentMethods.detach(paymentMethodId);
    },

    async chargeOffSession(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: CURRENCY,
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            description: `Invoice ${input.invoiceNumber}`,
            metadata: { invoiceId: input.invoiceId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
        if (intent.status === 'processing') return { status: 'processing', paymentIntentId: intent.id };
        return { status: 'authentication_required', paymentIntentId: intent.id, message: 'The card needs the cardholder' };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const raw = error.raw as { payment_intent?: { id?: string } };
          const code = error.code === 'authentication_required' ? 'authentication_required' : 'declined';
          return { status: code, paymentIntentId: raw.payment_intent?.id ?? null, message: error.message };
        }
        throw error;
      }
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey, refundId }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: amountCents, metadata: { refundId } },
          { idempotencyKey },
        );
        return { status: 'requested', id: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return { status: 'refused', message: error.message };
        throw error;
      }
    },

    verifyEvent(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing');
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'The signature does not match');
      }
    },
  };
}

export type { Stripe };
