import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { InvoiceStatus } from '../../gql/graphql';
import { INVOICE_STATUS_LABELS, PICKABLE_STATUSES } from '../../lib/invoiceStatus';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { Alert } from '../../ui/Alert';
import { Button, buttonStyles, type ButtonStyleProps } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { PageHeader } from '../../ui/PageHeader';
import { CardPaymentsPanel } from '../../widgets/card-payments/CardPaymentsPanel';
import { ListToolbar } from '../../ui/ListToolbar';
import { PageLoader } from '../../ui/Spinner';
import { Table, TBody, Th, THead } from '../../ui/Table';
import { InvoiceFormDialog } from './InvoiceFormDialog';
import { InvoiceFromRequestDialog } from './InvoiceFromRequestDialog';
import { InvoiceRow } from './InvoiceRow';
import { useDeleteInvoice } from './useDeleteInvoice';
import { useExportInvoicesCsv } from './useExportInvoicesCsv';

export const INVOICES_PAGE_SIZE = 25;

export const InvoicesPage_Query = graphql(`
  query InvoicesPage_Query($search: String, $status: InvoiceStatus, $first: Int!, $after: String) {
    invoices(search: $search, status: $status, first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          ...InvoiceRow_invoice
          ...InvoiceFormDialog_invoice
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    businessProfile {
      defaultTaxRateBasisPoints
    }
  }
`);

type FormState = { mode: 'create' } | { mode: 'edit'; id: string } | null;

type StatusFilter = 'ALL' | InvoiceStatus;

/** The statuses as the ledger shows them; Overdue includes sent invoices past their due date. */
const STATUS_FILTER_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'ALL', label: 'All invoices' },
  ...PICKABLE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] })),
];

/** What an empty filtered ledger says, so the owner knows the filter, not a fault, emptied it. */
function noneWithStatus(status: InvoiceStatus) {
  const name = INVOICE_STATUS_LABELS[status].toLowerCase();
  return status === 'OVERDUE'
    ? { title: 'No overdue invoices', hint: 'Every sent invoice is still within its due date.' }
    : { title: `No ${name} invoices`, hint: 'Choose “All invoices” to see the others.' };
}

/**
 * /invoices and /admin/invoices: the admin's ledger (spec §2). Searched by invoice number or client name and
 * filtered by status on the server (as the clients and helpers lists are), paged with 'Load more'; New Invoice,
 * Export CSV (of what is shown), edit and delete (after a confirmation).
 */
export function InvoicesPage() {
  const [searchText, setSearchText] = useState('');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('ALL');
  const search = useDebouncedValue(searchText.trim());
  const status = statusFilter === 'ALL' ? null : statusFilter;
  const { data, previousData, loading, networkStatus, refetch, fetchMore } = useQuery(InvoicesPage_Query, {
    variables: { search: search || null, status, first: INVOICES_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const [form, setForm] = useState<FormState>(null);
  const [fromRequestOpen, setFromRequestOpen] = useState(false);
  const [deleting, setDeleting] = useState<{ id: string; invoiceNumber: string } | null>(null);
  const { deleteInvoice, deleting: deletePending } = useDeleteInvoice();
  const { exportCsv, exporting } = useExportInvoicesCsv();

  const nodes = shown?.invoices.edges.map((edge) => edge.node) ?? [];
  const editing = form?.mode === 'edit' ? nodes.find((node) => node.id === form.id) : undefined;
  const taxRate = shown?.businessProfile.defaultTaxRateBasisPoints ?? null;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const newInvoice = <Button onClick={() => setForm({ mode: 'create' })}>New Invoice</Button>;

  async function confirmDelete() {
    if (!deleting) return;
    const outcome = await deleteInvoice(deleting.id);
    if (outcome.ok) setDeleting(null);
  }

  return (
    <>
      <PageHeader
        title="Invoices"
        lead="Bills to clients: drafts, sent, paid and overdue."
        action={
          <StyledToolbar>
            <Button $variant="secondary" disabled={exporting} onClick={() => void exportCsv(search || null, status)}>
              {exporting ? 'Exporting…' : 'Export CSV'}
            </Button>
            <Button $variant="secondary" onClick={() => setFromRequestOpen(true)}>
              From Request
            </Button>
            <StyledRunLink to="/invoices/run" $variant="secondary">
              Invoice run
            </StyledRunLink>
            {newInvoice}
          </StyledToolbar>
        }
      />
      <CardPaymentsPanel />
      <ListToolbar
        searchLabel="Search invoices"
        placeholder="Invoice # or client name"
        search={searchText}
        onSearchChange={setSearchText}
        filterLabel="Show invoices"
        filterOptions={STATUS_FILTER_OPTIONS}
        filter={statusFilter}
        onFilterChange={setStatusFilter}
      />

      {!shown ? (
        loading ? (
          <PageLoader label="Loading invoices…" />
        ) : (
          <Alert>
            Failed to fetch invoices.{' '}
            <Button $variant="secondary" $size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        )
      ) : nodes.length === 0 ? (
        search ? (
          <EmptyState title="No invoices found matching your search">
            Check the spelling, or search by part of the invoice number (INV-2026-…) or the client name.
            {status ? ' The status filter also applies.' : ''}
          </EmptyState>
        ) : status ? (
          <EmptyState title={noneWithStatus(status).title}>{noneWithStatus(status).hint}</EmptyState>
        ) : (
          <EmptyState title="No invoices yet" action={newInvoice}>
            Create your first invoice, or bill the visits of an accepted request.
          </EmptyState>
        )
      ) : (
        <>
          <Table
            caption={`${status ? `${INVOICE_STATUS_LABELS[status]} invoices` : 'Invoices'}${search ? ` matching “${search}”` : ''}`}
            busy={loading && !loadingMore}
            // Issue Date, then Due Date: the number, client, total, status and actions always stay.
            collapse={[3, 4]}
          >
            <THead>
              <Th>Invoice #</Th>
              <Th>Client</Th>
              <Th>Issue Date</Th>
              <Th>Due Date</Th>
              <Th $align="right">Total</Th>
              <Th>Status</Th>
              <Th $align="right">Actions</Th>
            </THead>
            <TBody>
              {nodes.map((node) => (
                <InvoiceRow key={node.id} invoice={node} onEdit={(id) => setForm({ mode: 'edit', id })} onDelete={setDeleting} />
              ))}
            </TBody>
          </Table>
          <ListFooter
            shown={nodes.length}
            total={shown.invoices.totalCount}
            noun="invoice"
            hasMore={shown.invoices.pageInfo.hasNextPage}
            loadingMore={loadingMore}
            onLoadMore={() =>
              void fetchMore({ variables: { first: INVOICES_PAGE_SIZE, after: shown.invoices.pageInfo.endCursor } })
            }
          />
        </>
      )}

      {form?.mode === 'create' ? (
        <InvoiceFormDialog mode="create" open onOpenChange={(open) => !open && setForm(null)} taxRateBasisPoints={taxRate} />
      ) : null}
      {form?.mode === 'edit' && editing ? (
        <InvoiceFormDialog
          key={editing.id}
          mode="edit"
          open
          invoice={editing}
          onOpenChange={(open) => !open && setForm(null)}
          taxRateBasisPoints={taxRate}
        />
      ) : null}
      {fromRequestOpen ? <InvoiceFromRequestDialog open onOpenChange={setFromRequestOpen} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete invoice ${deleting?.invoiceNumber ?? ''}?`}
        description="The invoice and its line items are removed for good. This cannot be undone."
        confirmLabel="Delete Invoice"
        pendingLabel="Deleting…"
        pending={deletePending}
        destructive
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;

  /* Once the header is too narrow for the title and all three buttons (a phone, or a tablet beside the sidebar), the
     buttons share the full width: two on a row and New Invoice on its own, not two and a stray one at the left. */
  @container (max-width: 40rem) {
    width: 100%;
    & > * {
      flex: 1 1 auto;
    }
  }
`;

const StyledRunLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
