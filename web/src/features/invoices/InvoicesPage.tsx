import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { InvoiceFormDialog } from './InvoiceFormDialog';
import { InvoiceFromRequestDialog } from './InvoiceFromRequestDialog';
import { InvoiceRow } from './InvoiceRow';
import { useDeleteInvoice } from './useDeleteInvoice';
import { useExportInvoicesCsv } from './useExportInvoicesCsv';

export const INVOICES_PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

export const InvoicesPage_Query = graphql(`
  query InvoicesPage_Query($search: String, $first: Int!, $after: String) {
    invoices(search: $search, first: $first, after: $after) {
      totalCount
      edges {
        cursor
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

/** The search box's text, settled: the server is asked once the admin pauses typing. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * /invoices and /admin/invoices: the admin's ledger (spec §2). Searched by invoice number or client name on the
 * server, paged with 'Load more'; New Invoice, Export CSV, edit and delete (after a confirmation).
 */
export function InvoicesPage() {
  const [searchText, setSearchText] = useState('');
  const search = useSettled(searchText.trim(), SEARCH_DELAY_MS);
  const { data, previousData, loading, networkStatus, refetch, fetchMore } = useQuery(InvoicesPage_Query, {
    variables: { search: search || null, first: INVOICES_PAGE_SIZE },
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
  const searching = loading && !loadingMore;

  async function confirmDelete() {
    if (!deleting) return;
    const outcome = await deleteInvoice(deleting.id);
    if (outcome.ok) setDeleting(null);
  }

  return (
    <>
      <title>Invoices · Sunshine Clean</title>
      <StyledHeader>
        <div>
          <StyledHeading>Invoices</StyledHeading>
          <StyledLead>Bills to clients: drafts, sent, paid and overdue.</StyledLead>
        </div>
        <StyledToolbar>
          <Button $variant="secondary" disabled={exporting} onClick={() => void exportCsv(search || null)}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
          <Button $variant="secondary" onClick={() => setFromRequestOpen(true)}>
            From Request
          </Button>
          <Button onClick={() => setForm({ mode: 'create' })}>New Invoice</Button>
        </StyledToolbar>
      </StyledHeader>

      <StyledSearch role="search">
        <VisuallyHidden as="label" htmlFor="invoice-search">
          Search invoices
        </VisuallyHidden>
        <StyledSearchInput
          id="invoice-search"
          type="search"
          placeholder="Search by invoice # or client name"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        {searching && shown ? <Spinner label="Searching…" size={20} /> : null}
      </StyledSearch>

      {!shown ? (
        loading ? (
          <StyledCentered>
            <Spinner label="Loading invoices…" size={32} />
          </StyledCentered>
        ) : (
          <StyledStack>
            <Alert>Failed to fetch invoices</Alert>
            <div>
              <Button $variant="secondary" onClick={() => void refetch()}>
                Try again
              </Button>
            </div>
          </StyledStack>
        )
      ) : nodes.length === 0 ? (
        <Card>
          <CardTitle>{search ? 'No invoices found matching your search' : 'No invoices yet'}</CardTitle>
          <CardDescription>
            {search
              ? 'Check the spelling, or search by part of the invoice number (INV-2026-…) or the client name.'
              : 'Create your first invoice, or bill the visits of an accepted request.'}
          </CardDescription>
          {search ? null : <Button onClick={() => setForm({ mode: 'create' })}>New Invoice</Button>}
        </Card>
      ) : (
        <>
          <StyledTableWrap>
            <StyledTable>
              <caption>
                <VisuallyHidden>Invoices{search ? ` matching “${search}”` : ''}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">Invoice #</th>
                  <th scope="col">Client</th>
                  <th scope="col">Issue Date</th>
                  <th scope="col">Due Date</th>
                  <StyledRight scope="col">Total</StyledRight>
                  <th scope="col">Status</th>
                  <StyledRight scope="col">Actions</StyledRight>
                </tr>
              </thead>
              <tbody>
                {nodes.map((node) => (
                  <InvoiceRow
                    key={node.id}
                    invoice={node}
                    onEdit={(id) => setForm({ mode: 'edit', id })}
                    onDelete={setDeleting}
                  />
                ))}
              </tbody>
            </StyledTable>
          </StyledTableWrap>
          <StyledFooter>
            <StyledCount>
              Showing {nodes.length} of {shown.invoices.totalCount} {shown.invoices.totalCount === 1 ? 'invoice' : 'invoices'}
            </StyledCount>
            {shown.invoices.pageInfo.hasNextPage ? (
              <Button
                $variant="secondary"
                disabled={loadingMore}
                onClick={() =>
                  void fetchMore({ variables: { first: INVOICES_PAGE_SIZE, after: shown.invoices.pageInfo.endCursor } })
                }
              >
                {loadingMore ? 'Loading…' : 'Load more'}
              </Button>
            ) : null}
          </StyledFooter>
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

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 1rem;
  margin-bottom: 1.25rem;
`;

const StyledHeading = styled.h1`
  font-size: 1.75rem;
  margin-bottom: 0.25rem;
`;

const StyledLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    width: 100%;
    & > * {
      flex: 1 1 auto;
    }
  }
`;

const StyledSearch = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

const StyledSearchInput = styled.input`
  width: min(28rem, 100%);
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const StyledCentered = styled.div`
  display: grid;
  place-items: center;
  min-height: 12rem;
`;

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const StyledTableWrap = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow-x: auto;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    background: none;
    border: 0;
    box-shadow: none;
    overflow: visible;
  }
`;

const StyledRight = styled.th`
  && {
    text-align: right;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  th {
    text-align: left;
    font-size: 0.8125rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    color: ${({ theme }) => theme.colors.textMuted};
    padding: 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }

  th:first-child,
  td:first-child {
    padding-left: 1rem;
  }
  th:last-child,
  td:last-child {
    padding-right: 1rem;
  }

  td {
    padding: 0.625rem 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }

  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  /* Phones: each invoice becomes a card, each cell a labelled line. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tbody {
      display: flex;
      flex-direction: column;
      gap: 0.75rem;
    }
    tr {
      display: block;
      padding: 0.75rem 1rem;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.lg};
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: ${({ theme }) => theme.shadows.card};
    }
    tbody tr:hover td {
      background: none;
    }
    td {
      display: flex;
      justify-content: space-between;
      align-items: center;
      gap: 1rem;
      padding: 0.375rem 0;
      border: 0;
      text-align: right;
    }
    td::before {
      content: attr(data-label);
      font-weight: 600;
      font-size: 0.8125rem;
      color: ${({ theme }) => theme.colors.textMuted};
      text-align: left;
    }
    td[data-label='Actions'] {
      padding-top: 0.625rem;
      margin-top: 0.375rem;
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
    td[data-label='Actions']::before {
      content: none;
    }
    td[data-label='Actions'] > div {
      width: 100%;
      justify-content: flex-end;
    }
  }
`;

const StyledFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

const StyledCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;
