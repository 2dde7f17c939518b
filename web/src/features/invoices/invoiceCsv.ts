import Papa from 'papaparse';
import type { InvoiceStatus } from '../../gql/graphql';
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

/**
 * A cell a spreadsheet would run as a formula starts with one of these (OWASP's CSV injection list). Such cells get
 * a leading single quote. papaparse's own default pattern misses a formula followed by a line break, so the
 * pattern is ours.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Spreadsheet byte-order mark, so Excel reads accented client names as UTF-8. */
const BOM = '\ufeff';

/** 1999 → "19.99": plain dollars a spreadsheet reads as a number. */
export const centsToDollarText = (cents: number) => (cents / 100).toFixed(2);

/**
 * The export file's text (spec §9 columns, amounts in dollars), quoted where a cell holds a comma, quote or line
 * break, and safe against formula injection. Null when there is nothing to export.
 */
export function invoicesToCsv(invoices: readonly CsvInvoice[]): string | null {
  if (invoices.length === 0) return null;
  const data = invoices.map((invoice) => [
    invoice.invoiceNumber,
    invoice.clientName,
    invoice.issueDate,
    invoice.dueDate,
    INVOICE_STATUS_LABELS[invoice.status],
    centsToDollarText(invoice.subtotalCents),
    centsToDollarText(invoice.taxAmountCents),
    centsToDollarText(invoice.totalCents),
    invoice.notes ?? '',
  ]);
  return BOM + Papa.unparse({ fields: [...CSV_COLUMNS], data }, { escapeFormulae: FORMULA_START, newline: '\r\n' });
}

/** Spec §9: invoices_{date}.csv, dated by the business's calendar day. */
export const csvFileName = (date: string) => `invoices_${date}.csv`;

/** Hands the text to the browser as a download. */
export function downloadCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
