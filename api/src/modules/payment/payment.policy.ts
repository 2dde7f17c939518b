import type { FilterQuery } from '@mikro-orm/core';
import { Role } from '../../auth/role.enum.js';
import { definePolicy, type Viewer } from '../../shared/policy.js';
import { InvoiceStatus } from '../invoice/invoice.enums.js';
import type { Invoice } from '../invoice/invoice.entity.js';
import { Payment, PaymentAllocation, Refund, WriteOff } from './payment.entities.js';

/*
 * Money is the owner's to record, refund and write off. A client reads the payments of its own record (and what was
 * applied to, refunded from or written off its own invoices once sent); a helper reads none of it (their tip totals
 * come through payroll, not these rows).
 */
const ownPayments = (viewer: Viewer): FilterQuery<Payment> => ({ client: { user: viewer.id } });
const ownSentInvoices = (viewer: Viewer): FilterQuery<Invoice> => ({
  client: { user: viewer.id },
  status: { $ne: InvoiceStatus.DRAFT },
});

export const paymentPolicy = definePolicy(Payment, {
  label: 'Payment',
  read: { [Role.ADMIN]: true, [Role.CLIENT]: ownPayments },
  actions: {
    record: { [Role.ADMIN]: true },
    refund: { [Role.ADMIN]: true },
  },
});

export const paymentAllocationPolicy = definePolicy(PaymentAllocation, {
  label: 'Payment allocation',
  read: { [Role.ADMIN]: true, [Role.CLIENT]: (viewer) => ({ invoice: ownSentInvoices(viewer) }) },
  actions: {},
});

export const refundPolicy = definePolicy(Refund, {
  label: 'Refund',
  read: { [Role.ADMIN]: true, [Role.CLIENT]: (viewer) => ({ payment: ownPayments(viewer) }) },
  actions: {},
});

export const writeOffPolicy = definePolicy(WriteOff, {
  label: 'Write-off',
  read: { [Role.ADMIN]: true, [Role.CLIENT]: (viewer) => ({ invoice: ownSentInvoices(viewer) }) },
  actions: {
    create: { [Role.ADMIN]: true },
  },
});
