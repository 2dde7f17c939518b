import type { EntityManager } from '@mikro-orm/postgresql';
import { InvoiceStatus } from '../invoice/invoice.enums.js';
import type { Invoice } from '../invoice/invoice.entity.js';
import { StripeEvent } from './card-payment.entities.js';

/**
 * What card payments need of the payment ledger: an invoice's open balance, and recording a card payment once (by
 * its Stripe payment intent, the ledger's unique externalId). The ledger (modules/payment) provides it; until it is
 * wired in, `invoiceStatusLedger` stands for it with the invoice's own status.
 */
export interface CardLedger {
  balanceCents(tx: EntityManager, invoice: Invoice): Promise<number>;
  /** Whether a payment with this external id (a payment intent) is already recorded. */
  hasPayment(tx: EntityManager, externalId: string): Promise<boolean>;
  recordCardPayment(
    tx: EntityManager,
    input: { invoice: Invoice; amountCents: number; externalId: string; receivedOn: string },
  ): Promise<void>;
  /** Stripe confirmed (or failed) a refund the ledger asked for. */
  confirmRefund(tx: EntityManager, input: { refundId: string; succeeded: boolean }): Promise<void>;
}

const OPEN: readonly InvoiceStatus[] = [InvoiceStatus.SENT, InvoiceStatus.OVERDUE];

/** The invoice's status as the ledger: open invoices owe their total, a card payment marks them paid. */
export const invoiceStatusLedger: CardLedger = {
  balanceCents: (_tx, invoice) => Promise.resolve(OPEN.includes(invoice.status) ? invoice.totalCents : 0),
  async hasPayment(tx, externalId) {
    return (await tx.count(StripeEvent, { outcome: `recorded ${externalId}` })) > 0;
  },
  recordCardPayment(_tx, { invoice }) {
    invoice.status = InvoiceStatus.PAID;
    invoice.paidAt = new Date();
    return Promise.resolve();
  },
  confirmRefund: () => Promise.resolve(),
};
