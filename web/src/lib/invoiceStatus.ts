import type { InvoiceStatus } from '../gql/graphql';
import type { BadgeTone } from '../ui/Badge';

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  DRAFT: 'Draft',
  SENT: 'Sent',
  PAID: 'Paid',
  PARTLY_PAID: 'Partly paid',
  OVERDUE: 'Overdue',
  CANCELLED: 'Cancelled',
  VOID: 'Void',
};

export const INVOICE_STATUS_TONES: Record<InvoiceStatus, BadgeTone> = {
  DRAFT: 'neutral',
  SENT: 'info',
  PAID: 'success',
  PARTLY_PAID: 'warning',
  OVERDUE: 'danger',
  CANCELLED: 'neutral',
  VOID: 'neutral',
};

/** Spec §4: the admin may pick any of these; void is display-only. */
export const PICKABLE_STATUSES: readonly InvoiceStatus[] = ['DRAFT', 'SENT', 'PAID', 'OVERDUE', 'CANCELLED'];

/** Pay Now appears only for these (spec §2, client invoices). */
export const isPayable = (status: InvoiceStatus) => status === 'SENT' || status === 'OVERDUE' || status === 'PARTLY_PAID';
