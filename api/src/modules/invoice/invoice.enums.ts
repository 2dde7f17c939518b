import { registerEnumType } from 'type-graphql';

export enum InvoiceStatus {
  DRAFT = 'draft',
  SENT = 'sent',
  PAID = 'paid',
  /** Some money applied, a balance left: follows from the ledger, never picked by hand. */
  PARTLY_PAID = 'partly_paid',
  OVERDUE = 'overdue',
  CANCELLED = 'cancelled',
  /** Display-only in the spec; kept so old records can carry it. */
  VOID = 'void',
}

registerEnumType(InvoiceStatus, { name: 'InvoiceStatus' });
