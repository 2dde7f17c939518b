import type { FilterQuery } from '@mikro-orm/core';
import type { Invoice } from './invoice.entity.js';
import { InvoiceStatus } from './invoice.enums.js';

/*
 * The one definition of "overdue": an invoice still SENT whose due date (a calendar date in America/New_York) is
 * before today's, or one the admin marked OVERDUE. The status a screen shows and the list's status filter both read
 * it from here, so the badge and the filter cannot disagree.
 */

/** The status to show an invoice with on `today` (America/New_York). */
export function effectiveStatus(invoice: Pick<Invoice, 'status' | 'dueDate'>, today: string): InvoiceStatus {
  return invoice.status === InvoiceStatus.SENT && invoice.dueDate < today ? InvoiceStatus.OVERDUE : invoice.status;
}

/** The invoices whose effective status on `today` is `status`, as a condition on the stored columns. */
export function effectiveStatusWhere(status: InvoiceStatus, today: string): FilterQuery<Invoice> {
  switch (status) {
    case InvoiceStatus.SENT:
      return { status: InvoiceStatus.SENT, dueDate: { $gte: today } };
    case InvoiceStatus.OVERDUE:
      return { $or: [{ status: InvoiceStatus.OVERDUE }, { status: InvoiceStatus.SENT, dueDate: { $lt: today } }] };
    default:
      return { status };
  }
}
