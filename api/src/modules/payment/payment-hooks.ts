import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../shared/errors.js';
import type { Invoice } from '../invoice/invoice.entity.js';
import type { Payment, Refund } from './payment.entities.js';

/**
 * Where the card side (Stripe) plugs into the ledger, so the ledger never imports a payment SDK. Both run inside the
 * ledger's transaction: an outside call belongs in a job they enqueue there, never in the hook itself.
 */
export interface PaymentHooks {
  /**
   * An invoice has just been sent (by hand, by an invoice run, per visit), after any credit was applied: the place to
   * charge a client on "charge after the visit" (enqueue the charge; its idempotency key per invoice).
   */
  afterInvoiceSent(tx: EntityManager, invoice: Invoice): Promise<void>;
  /**
   * Money reached the client's invoices (a payment, credit applied, a write-off, marked paid): the payment-aware hold
   * looks again and lifts itself once nothing unpaid is left.
   */
  afterLedgerChange?(tx: EntityManager, clientId: string): Promise<void>;
  cardRefunds: {
    /**
     * A refund of a CARD payment, saved PENDING: ask the processor for it (set `refund.externalId`), and settle it
     * with `PaymentService.settleRefund` when its webhook says how it went. Throwing rolls the refund back.
     */
    request(tx: EntityManager, refund: { refund: Refund; payment: Payment }): Promise<void>;
  };
}

/** Without the card side: nothing happens after sending, and a card refund is refused in words. */
export const defaultPaymentHooks: PaymentHooks = {
  afterInvoiceSent: async () => {},
  cardRefunds: {
    request: async () => {
      throw badInput('paymentId', 'Card refunds need Stripe, which is not set up; refund the card from your Stripe dashboard');
    },
  },
};
