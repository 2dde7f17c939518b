import { registerEnumType } from 'type-graphql';

export enum InvoiceStatus {
  DRAFT = 'draft',
  SENT = 'sent',
  PAID = 'paid',
  OVERDUE = 'overdue',
  CANCELLED = 'cancelled',
  /** Display-only in the spec; kept so old records can carry it. */
  VOID = 'void',
}

registerEnumType(InvoiceStatus, { name: 'InvoiceStatus' });
