import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { formatCents } from '../../lib/money';
import { Button, buttonStyles, type ButtonStyleProps } from '../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../ui/Card';
import { LoadState } from '../../ui/LoadState';
import { ClientInvoiceCard } from './ClientInvoiceCard';
import { isPayable } from '../../lib/invoiceStatus';
import { PageHeader } from '../../ui/PageHeader';
import { CardReturnNotice } from '../../widgets/card-payments/CardReturnNotice';

export const CLIENT_INVOICES_PAGE_SIZE = 12;

export const ClientInvoicesPage_Query = graphql(`
  query ClientInvoicesPage_Query($first: Int!, $after: String) {
    viewer {
      id
      role
    }
    invoices(first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          totalCents
          effectiveStatus
          ...ClientInvoiceCard_invoice
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
 * /client-invoices: the signed-in client's own invoices from the server (never drafts, never another client's), as
 * cards, newest first. Unlike the spec's always-empty page, this one is real.
 */
export function ClientInvoicesPage() {
  const { data, loading, error, networkStatus, refetch, fetchMore } = useQuery(ClientInvoicesPage_Query, {
    variables: { first: CLIENT_INVOICES_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
    // A helper's or the admin's viewer still loads when the invoices field is refused.
    errorPolicy: 'all',
  });
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  const header = <PageHeader title="Invoices" lead="Your bills from Sunshine Clean." />;

  if (data?.viewer && data.viewer.role !== 'CLIENT') {
    return (
      <>
        {header}
        <Card>
          <CardTitle>For our clients</CardTitle>
          <CardDescription>This page shows a client's own invoices.</CardDescription>
          {data.viewer.role === 'ADMIN' ? (
            <StyledLinkButton to="/invoices" $variant="secondary">
              Go to the invoice ledger
            </StyledLinkButton>
          ) : null}
        </Card>
      </>
    );
  }

  if (!data?.invoices) {
    return (
      <>
        {header}
        <LoadState
          loading={loading}
          error={error ? "We couldn't load your invoices." : 'Something went wrong.'}
          label="Loading your invoices…"
          onRetry={() => void refetch()}
        />
      </>
    );
  }

  const invoices = data.invoices.edges.map((edge) => edge.node);
  const { hasNextPage, endCursor } = data.invoices.pageInfo;
  const due = invoices.filter((invoice) => isPayable(invoice.effectiveStatus));
  const dueCents = due.reduce((sum, invoice) => sum + invoice.totalCents, 0);

  return (
    <>
      {header}
      <CardReturnNotice />
      {invoices.length === 0 ? (
        <Card>
          <CardTitle>No invoices yet</CardTitle>
          <CardDescription>When we send you an invoice, it will appear here.</CardDescription>
        </Card>
      ) : (
        <>
          {due.length && !hasNextPage ? (
            <StyledSummary role="status">
              {due.length === 1 ? '1 invoice' : `${due.length} invoices`} to pay, {formatCents(dueCents)} in total.
            </StyledSummary>
          ) : null}
          <StyledGrid>
            {invoices.map((invoice) => (
              <ClientInvoiceCard key={invoice.id} invoice={invoice} />
            ))}
          </StyledGrid>
          {hasNextPage ? (
            <StyledFooter>
              <Button
                $variant="secondary"
                disabled={loadingMore}
                onClick={() => void fetchMore({ variables: { first: CLIENT_INVOICES_PAGE_SIZE, after: endCursor } })}
              >
                {loadingMore ? 'Loading…' : 'Load more'}
              </Button>
            </StyledFooter>
          ) : null}
        </>
      )}
    </>
  );
}

const StyledSummary = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: 600;
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 1.25rem;
`;

const StyledLinkButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
