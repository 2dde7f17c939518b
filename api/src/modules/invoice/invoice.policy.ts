import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { InvoiceStatus } from './invoice.enums.js';
import { InvoiceItem } from './invoice-item.entity.js';
import { Invoice } from './invoice.entity.js';

/** A client reads its own invoices once they leave draft; only the admin changes invoices. */
const readInvoice = (viewer: { id: string; role: Role }, invoice: Invoice) =>
  viewer.role === Role.ADMIN ||
  (viewer.role === Role.CLIENT && invoice.client.user?.id === viewer.id && invoice.status !== InvoiceStatus.DRAFT);

export const invoicePolicy = definePolicy(Invoice, {
  populate: ['client'],
  rules: {
    read: readInvoice,
    update: (viewer) => viewer.role === Role.ADMIN,
    delete: (viewer) => viewer.role === Role.ADMIN,
  },
});

export const invoiceItemPolicy = definePolicy(InvoiceItem, {
  populate: ['invoice.client'],
  rules: {
    read: (viewer, item) => readInvoice(viewer, item.invoice),
    update: (viewer) => viewer.role === Role.ADMIN,
    delete: (viewer) => viewer.role === Role.ADMIN,
  },
});
