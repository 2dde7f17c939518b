import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../gql';
import type { ExportInvoicesCsvQuery, InvoiceStatus } from '../../gql/graphql';
import { useToast } from '../../ui/Toast';
import type { CsvInvoice } from './invoiceCsv';
import { businessToday } from '../../lib/businessTime';

const EXPORT_PAGE_SIZE = 500;
/** 100,000 invoices: far past this business, and a bound on a runaway loop. */
const MAX_PAGES = 200;

export const exportInvoicesQuery = graphql(`
  query ExportInvoicesCsv($search: String, $status: InvoiceStatus, $first: Int!, $after: String) {
    invoices(search: $search, status: $status, first: $first, after: $after) {
      edges {
        node {
          id
          invoiceNumber
          issueDate
          dueDate
          effectiveStatus
          subtotalCents
          taxAmountCents
          totalCents
          notes
          client {
            id
            displayName
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/**
 * 'Export CSV': every invoice the ledger's search and status filter match (all pages, fresh from the server, kept out of the
 * ledger's cache), downloaded as invoices_{date}.csv; with none, the toast 'No data to export'.
 */
export function useExportInvoicesCsv() {
  const client = useApolloClient();
  const { toast } = useToast();
  const [exporting, setExporting] = useState(false);

  const exportCsv = useCallback(
    async (search: string | null, status: InvoiceStatus | null = null) => {
      setExporting(true);
      try {
        const rows: CsvInvoice[] = [];
        let after: string | null = null;
        for (let page = 0; page < MAX_PAGES; page++) {
          const { data }: { data?: ExportInvoicesCsvQuery } = await client.query({
            query: exportInvoicesQuery,
            variables: { search, status, first: EXPORT_PAGE_SIZE, after },
            fetchPolicy: 'no-cache',
          });
          if (!data) throw new Error('No data');
          for (const { node } of data.invoices.edges) {
            rows.push({
              invoiceNumber: node.invoiceNumber,
              clientName: node.client.displayName,
              issueDate: node.issueDate,
              dueDate: node.dueDate,
              status: node.effectiveStatus,
              subtotalCents: node.subtotalCents,
              taxAmountCents: node.taxAmountCents,
              totalCents: node.totalCents,
              notes: node.notes ?? null,
            });
          }
          if (!data.invoices.pageInfo.hasNextPage) break;
          after = data.invoices.pageInfo.endCursor ?? null;
        }
        // The CSV writer (papaparse) loads only when someone exports.
        const { csvFileName, downloadCsv, invoicesToCsv } = await import('./invoiceCsv');
        const text = invoicesToCsv(rows);
        if (!text) {
          toast({ title: 'No data to export' });
          return;
        }
        downloadCsv(csvFileName(businessToday()), text);
      } catch {
        toast({ title: 'Error', description: 'Failed to export invoices. Please try again.', variant: 'destructive' });
      } finally {
        setExporting(false);
      }
    },
    [client, toast],
  );

  return { exportCsv, exporting };
}
