import type { InvoiceStatus } from '../../gql/graphql';
import { toCsv } from '../../lib/csv';
import { INVOICE_STATUS_LABELS } from '../../lib/invoiceStatus';

/** Spec §9: the columns of the export, in order. */
export const CSV_COLUMNS = [
  'Invoice Number',
  'Client',
  'Issue Date',
  'Due Date',
  'Status',
  'Subtotal',
  'Tax',
  'Total',
  'Notes',
] as const;

export interface CsvInvoice {
  invoiceNumber: string;
  clientName: string;
  issueDate: string;
  dueDate: string;
  status: InvoiceStatus;
  subtotalCents: number;
  taxAmountCents: number;
  totalCents: number;
  notes: string | null;
}

/** 1999 → "19.99": plain dollars a spreadsheet reads as a number. */
export const centsToDollarText = (cents: number) => (cents / 100).toFixed(2);

/**
 * The export file's text (spec §9 columns, amounts in dollars), quoted where a cell holds a comma, quote or line
 * break, and safe against formula injection (lib/csv). Null when there is nothing to export.
 */
export function invoicesToCsv(invoices: readonly CsvInvoice[]): string | null {
  if (invoices.length === 0) return null;
  const rows = invoices.map((invoice) => [
    invoice.invoiceNumber,
    invoice.clientName,
    invoice.issueDate,
    invoice.dueDate,
    INVOICE_STATUS_LABELS[invoice.status],
    centsToDollarText(invoice.subtotalCents),
    centsToDollarText(invoice.taxAmountCents),
    centsToDollarText(invoice.totalCents),
    invoice.notes,
  ]);
  return toCsv(CSV_COLUMNS, rows);
}

/** Spec §9: invoices_{date}.csv, dated by the business's calendar day. */
export const csvFileName = (date: string) => `invoices_${date}.csv`;

export { downloadCsv } from '../../lib/csv';
