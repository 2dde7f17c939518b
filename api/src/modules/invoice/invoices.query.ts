import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeLike } from '../client/search.js';
import { leanPage } from '../../shared/lean-page.js';
import type { Page, PageArgs } from '../../shared/paging.js';
import type { Viewer } from '../../shared/policy.js';
import { Invoice } from './invoice.entity.js';
import type { InvoiceStatus } from './invoice.enums.js';
import { invoicePolicy } from './invoice.policy.js';
import { effectiveStatusWhere } from './invoice-status.js';

/** An invoice as the list shows it: plain data from one row (the client and the lines by loader). */
export interface InvoiceRow {
  id: string;
  createdAt: Date;
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  subtotalCents: number;
  taxAmountCents: number;
  totalCents: number;
  status: InvoiceStatus;
  notes: string | null;
  paidAt: Date | null;
  /** The billed client, as the reference the `client` field reads. */
  client: { id: string };
}

/** What the list is narrowed to: a search, and a status as shown on `today` (America/New_York). */
export interface InvoicesFilter {
  search?: string | null;
  status?: InvoiceStatus | null;
  today: string;
}

/**
 * The invoices list, newest issue first, searched by invoice number or client name and narrowed to one status as
 * shown: one SQL statement a page of plain rows (and a count only when `totalCount` is asked for), through the
 * invoice policy's scope.
 */
export function invoicesPage(
  em: EntityManager,
  viewer: Viewer,
  args: PageArgs,
  { search, status, today }: InvoicesFilter,
): Promise<Page<InvoiceRow>> {
  const term = search?.trim();
  const pattern = term ? `%${escapeLike(term)}%` : null;
  const platform = em.getPlatform();
  const timestamp = (value: unknown) => (value == null ? null : platform.parseDate(value as string));
  return leanPage(args, {
    matching: () => {
      const query = em.createQueryBuilder(Invoice, 'i').where(invoicePolicy.where(viewer));
      if (status) query.andWhere(effectiveStatusWhere(status, today));
      // The number and the client's name are each an indexed sub-select (trigram indexes); their union is one
      // `id in (...)`, which PostgreSQL answers as a semi-join both when it reads a page in order and when it counts.
      return pattern
        ? query.andWhere(
            `i.id in (select id from invoices where invoice_number ilike ?
                       union all
                      select ic.id from invoices ic join clients c on c.id = ic.client_id where c.display_name ilike ?)`,
            [pattern, pattern],
          )
        : query;
    },
    select: [
      'i.id',
      'i.created_at',
      'i.invoice_number',
      'i.issue_date',
      'i.due_date',
      'i.subtotal_cents',
      'i.tax_amount_cents',
      'i.total_cents',
      'i.status',
      'i.notes',
      'i.paid_at',
      'i.client_id',
    ],
    orderBy: ['i.issue_date', 'i.invoice_number'],
    direction: 'desc',
    shape: ['date', 'text'],
    countColumn: 'i.id',
    toRow: (row) => ({
      id: row.id as string,
      createdAt: timestamp(row.created_at)!,
      invoiceNumber: row.invoice_number as string,
      issueDate: row.issue_date as string,
      dueDate: row.due_date as string,
      subtotalCents: row.subtotal_cents as number,
      taxAmountCents: row.tax_amount_cents as number,
      totalCents: row.total_cents as number,
      status: row.status as InvoiceStatus,
      notes: row.notes as string | null,
      paidAt: timestamp(row.paid_at),
      client: { id: row.client_id as string },
    }),
    cursorOf: (row) => [row.issueDate, row.invoiceNumber],
  });
}
