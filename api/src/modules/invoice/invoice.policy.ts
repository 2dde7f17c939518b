import type { FilterQuery } from '@mikro-orm/core';
import { Role } from '../../auth/role.enum.js';
import { definePolicy, type Viewer } from '../../shared/policy.js';
import { InvoiceStatus } from './invoice.enums.js';
import { InvoiceItem } from './invoice-item.entity.js';
import { Invoice } from './invoice.entity.js';

/** A client reads its own invoices once they leave draft. */
const clientsInvoices = (viewer: Viewer): FilterQuery<Invoice> => ({
  client: { user: viewer.id },
  status: { $ne: InvoiceStatus.DRAFT },
});

/** The admin reads and changes every invoice; a client reads its own, never a draft. */
export const invoicePolicy = definePolicy(Invoice, {
  label: 'Invoice',
  read: { [Role.ADMIN]: true, [Role.CLIENT]: clientsInvoices },
  actions: {
    update: { [Role.ADMIN]: true },
    delete: { [Role.ADMIN]: true },
    /** Pay Now by card: the invoice's own client. */
    pay: { [Role.CLIENT]: (viewer, invoice) => invoice.client.user?.id === viewer.id },
    /** Charge the client's saved card. */
    charge: { [Role.ADMIN]: true },
  },
});

/** A line is read with its invoice; lines change only through the invoice. */
export const invoiceItemPolicy = definePolicy(InvoiceItem, {
  label: 'Invoice line',
  read: { [Role.ADMIN]: true, [Role.CLIENT]: (viewer) => ({ invoice: clientsInvoices(viewer) }) },
  actions: {},
});
