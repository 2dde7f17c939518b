import type { EntityManager } from '@mikro-orm/postgresql';
import type { Invoice } from '../invoice/invoice.entity.js';
import { Payment } from '../payment/payment.entities.js';
import { PaymentMethod } from '../payment/payment.enums.js';
import type { PaymentService } from '../payment/payment.service.js';

/**
 * What card payments need of the payment ledger (modules/payment): an invoice's open balance, recording a card
 * payment once (its Stripe payment intent is the ledger's unique externalId) and settling a card refund.
 */
export interface CardLedger {
  balanceCents(tx: EntityManager, invoice: Invoice): Promise<number>;
  /** Whether a payment with this external id (a payment intent) is already recorded. */
  hasPayment(tx: EntityManager, externalId: string): Promise<boolean>;
  recordCardPayment(
    tx: EntityManager,
    input: { invoice: Invoice; amountCents: number; externalId: string; receivedOn: string },
  ): Promise<void>;
  /** Stripe confirmed (or failed) a refund the ledger asked for, named by the refund's externalId. */
  confirmRefund(tx: EntityManager, input: { refundId: string; succeeded: boolean }): Promise<void>;
}

/** The ledger as card payments see it. The app records (actor null); the ledger queues the receipt email. */
export function paymentLedger(payments: () => PaymentService): CardLedger {
  return {
    async balanceCents(tx, invoice) {
      const [ledger] = await payments().ledgers(tx, [invoice.id]);
      return ledger?.balanceCents ?? 0;
    },
    async hasPayment(tx, externalId) {
      return (await tx.count(Payment, { externalId })) > 0;
    },
    async recordCardPayment(tx, { invoice, amountCents, externalId, receivedOn }) {
      await payments().record(
        tx,
        {
          clientId: invoice.client.id,
          method: PaymentMethod.CARD,
          amountCents,
          receivedOn,
          reference: 'Stripe',
          externalId,
          allocations: [{ invoiceId: invoice.id, amountCents }],
        },
        null,
      );
    },
    async confirmRefund(tx, { refundId, succeeded }) {
      await payments().settleRefund(tx, refundId, succeeded);
    },
  };
}
