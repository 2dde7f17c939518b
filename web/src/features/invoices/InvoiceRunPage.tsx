import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { failureMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { formatDay } from '../../lib/businessTime';
import { formatCents } from '../../lib/money';
import { Alert } from '../../ui/Alert';
import { Button, buttonStyles, type ButtonStyleProps } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadState } from '../../ui/LoadState';
import { useDocumentTitle } from '../../ui/NavigationFocus';
import { PageHeader } from '../../ui/PageHeader';
import { Table, TBody, Td, THead, Th, Tr } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';

export const InvoiceRunPage_Query = graphql(`
  query InvoiceRunPage_Query($from: LocalDate, $through: LocalDate) {
    invoiceRunPreview(from: $from, through: $through) {
      from
      through
      visitCount
      totalCents
      clients {
        client {
          id
          displayName
        }
        visits {
          visitId
          date
          description
          priceCents
        }
        subtotalCents
        taxCents
        totalCents
      }
    }
  }
`);

export const InvoiceRunPage_Mutation = graphql(`
  mutation InvoiceRunPage_Mutation($input: CreateInvoiceRunInput!) {
    createInvoiceRun(input: $input) {
      invoiceCount
      totalCents
    }
  }
`);

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Invoices → Invoice run: the period (last month unless changed), per client every completed visit not yet billed at
 * its agreed price, and "Create and send", which asks first, naming how many invoices and their total. The server
 * bills each visit once, whatever the page does (two tabs, a double click).
 */
export function InvoiceRunPage() {
  useDocumentTitle('Invoice run · Sunshine Clean');
  const { toast } = useToast();
  const [period, setPeriod] = useState<{ from: string | null; through: string | null }>({ from: null, through: null });
  const { data, loading, error, refetch } = useQuery(InvoiceRunPage_Query, {
    variables: period,
    fetchPolicy: 'network-only',
  });
  const [confirming, setConfirming] = useState(false);
  const [run, { loading: running }] = useMutation(InvoiceRunPage_Mutation);
  const preview = data?.invoiceRunPreview;

  const create = async () => {
    if (!preview) return;
    try {
      const result = await run({ variables: { input: { from: preview.from, through: preview.through } } });
      const made = result.data?.createInvoiceRun;
      toast({
        title: made && made.invoiceCount > 0 ? `${plural(made.invoiceCount, 'invoice')} sent` : 'Nothing left to bill',
        description: made && made.invoiceCount > 0 ? `${formatCents(made.totalCents)} in all.` : undefined,
      });
      setConfirming(false);
      await refetch();
    } catch (failure) {
      setConfirming(false);
      toast({ title: failureMessage(failure, 'Failed to create the invoices. Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <>
      <StyledBack to="/invoices" $variant="ghost" $size="sm">
        ← Back to invoices
      </StyledBack>
      <PageHeader
        title="Invoice run"
        lead="Every completed visit not yet billed, one invoice per client, at its agreed price."
        action={
          <Button disabled={!preview || preview.clients.length === 0 || running} onClick={() => setConfirming(true)}>
            Create and send
          </Button>
        }
      />
      <StyledPeriod
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setPeriod({ from: String(form.get('from') || '') || null, through: String(form.get('through') || '') || null });
        }}
      >
        <TextField key={`from-${preview?.from}`} label="From" type="date" name="from" defaultValue={preview?.from ?? ''} />
        <TextField
          key={`through-${preview?.through}`}
          label="Through"
          type="date"
          name="through"
          defaultValue={preview?.through ?? ''}
        />
        <Button type="submit" $variant="secondary">
          Show
        </Button>
      </StyledPeriod>
      {error && data ? <Alert>{failureMessage(error, "We couldn't load the visits to bill.")}</Alert> : null}
      {!data ? (
        <LoadState
          loading={loading}
          error={failureMessage(error, "We couldn't load the visits to bill.")}
          label="Loading the visits to bill…"
          onRetry={() => void refetch()}
        />
      ) : preview && preview.clients.length === 0 ? (
        <EmptyState title="Nothing to bill">
          No completed visits between {formatDay(preview.from)} and {formatDay(preview.through)} are waiting for an invoice.
        </EmptyState>
      ) : preview ? (
        <>
          <StyledSummary>
            {plural(preview.clients.length, 'invoice')}, {plural(preview.visitCount, 'visit')}, {formatCents(preview.totalCents)}{' '}
            in all ({formatDay(preview.from)} to {formatDay(preview.through)}).
          </StyledSummary>
          {preview.clients.map((row) => (
            <StyledClient key={row.client.id} aria-labelledby={`run-${row.client.id}`}>
              <h2 id={`run-${row.client.id}`}>
                {row.client.displayName}: {formatCents(row.totalCents)}
              </h2>
              <Table caption={`Visits to bill for ${row.client.displayName}`}>
                <THead>
                  <Tr>
                    <Th>Visit</Th>
                    <Th $align="right">Price</Th>
                  </Tr>
                </THead>
                <TBody>
                  {row.visits.map((visit) => (
                    <Tr key={visit.visitId}>
                      <Td label="Visit" primary wrap>
                        {visit.description}
                      </Td>
                      <Td label="Price" align="right">
                        {formatCents(visit.priceCents)}
                      </Td>
                    </Tr>
                  ))}
                </TBody>
              </Table>
              <StyledTotals>
                Subtotal {formatCents(row.subtotalCents)} · Tax {formatCents(row.taxCents)} · Total {formatCents(row.totalCents)}
              </StyledTotals>
            </StyledClient>
          ))}
        </>
      ) : null}
      {preview ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={(next) => {
            if (!running) setConfirming(next);
          }}
          title="Create and send invoices?"
          description={`${plural(preview.clients.length, 'invoice')} totalling ${formatCents(preview.totalCents)} will be created and emailed to the clients.`}
          confirmLabel={`Create and send ${plural(preview.clients.length, 'invoice')}`}
          pendingLabel="Sending…"
          pending={running}
          onConfirm={() => void create()}
        />
      ) : null}
    </>
  );
}

const StyledBack = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  margin-bottom: 0.5rem;
`;

const StyledPeriod = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  margin-bottom: 1rem;

  > div {
    min-width: 10rem;
    flex: 1 1 10rem;
  }
`;

const StyledSummary = styled.p`
  font-weight: 600;
`;

const StyledClient = styled.section`
  margin-bottom: 1.5rem;

  h2 {
    font-size: 1.0625rem;
    margin: 0 0 0.5rem;
  }
`;

const StyledTotals = styled.p`
  margin: 0.5rem 0 0;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;
