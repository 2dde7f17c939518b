import { z } from 'zod';
import { InvoiceStatus } from '../../modules/invoice/invoice.enums.js';
import { PaymentMethod } from '../../modules/payment/payment.enums.js';
import { MAX_CENTS } from '../../shared/money.js';
import { answer, cents, databaseIdOf, dateTime, fixed, from, localDate, storedEnum, uuid } from '../answer.js';

export const InvoiceItem = answer('InvoiceItem', null, 'One line of an invoice.', {
  id: from('databaseId', uuid),
  description: z.string(),
  quantity: z.int().min(1),
  unitPrice: from('unitPriceCents', cents('Price of one, in integer cents.')),
  amount: from('amountCents', z.int().min(0).describe('quantity × unitPrice, in integer cents.')),
});

/** Spec §3 Invoice: amounts in integer cents, stored status values. */
export const Invoice = answer('Invoice', 'Invoice', 'An invoice to a client; amounts in integer cents.', {
  id: from('databaseId', uuid),
  invoiceNumber: z.string().describe('Assigned by the server, e.g. INV-2026-0001.'),
  clientId: databaseIdOf('client'),
  client: z.object({ id: from('databaseId', uuid), displayName: z.string() }),
  issueDate: localDate,
  dueDate: localDate,
  subtotal: from('subtotalCents', cents()),
  taxAmount: from('taxAmountCents', cents()),
  // Each part is at most MAX_CENTS, so the sum may be up to twice that.
  total: from(
    'totalCents',
    z
      .int()
      .min(0)
      .max(2 * MAX_CENTS)
      .describe('subtotal + taxAmount, in integer cents.'),
  ),
  status: storedEnum(InvoiceStatus),
  effectiveStatus: storedEnum(InvoiceStatus).describe("As status, but 'overdue' once a sent invoice is past due."),
  notes: z.string().nullable(),
  paidAt: dateTime.nullable(),
  createdAt: dateTime,
  items: z.array(InvoiceItem),
});

export const DeletedInvoice = answer('DeletedInvoice', 'DeleteInvoicePayload', 'The invoice deleted.', {
  id: from('deletedInvoiceDatabaseId', uuid),
  deleted: fixed(true),
});

/** One payment as applied to an invoice (GET /api/invoices/{id}/payments). */
export const InvoicePayment = answer('InvoicePayment', null, 'A payment as applied to one invoice; amounts in integer cents.', {
  paymentId: z.string().describe('The payment (its GraphQL id), to refund it.'),
  method: storedEnum(PaymentMethod),
  receivedOn: localDate,
  reference: z.string().nullable(),
  note: z.string().nullable(),
  paymentAmount: from('paymentAmountCents', cents('The whole payment, which may have paid other invoices too.')),
  applied: from('appliedCents', cents('What it paid on this invoice.')),
  refunded: from('refundedCents', cents('What was refunded of that (confirmed).')),
  pendingRefund: from('pendingRefundCents', cents('Refunds asked for, not yet confirmed.')),
  createdAt: dateTime,
});

/** An invoice's balance and payment history. */
export const InvoicePayments = answer('InvoicePayments', 'Invoice', "An invoice's balance and the payments applied to it.", {
  invoiceId: from('databaseId', uuid),
  status: storedEnum(InvoiceStatus),
  total: from(
    'totalCents',
    z
      .int()
      .min(0)
      .max(2 * MAX_CENTS),
  ),
  balance: from(
    'balanceCents',
    z
      .int()
      .min(0)
      .max(2 * MAX_CENTS)
      .describe('What is still owed, in integer cents.'),
  ),
  paidAt: dateTime.nullable(),
  payments: z.array(InvoicePayment),
});
