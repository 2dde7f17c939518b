import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { operationProblems } from '../../apollo/errors';
import { graphql } from '../../gql';
import type { PaymentMethod } from '../../gql/graphql';
import { businessToday, formatDay } from '../../lib/businessTime';
import { centsToDollarsInput, dollarsToCents, formatCents } from '../../lib/money';
import { Alert } from '../../ui/Alert';
import { Dialog, DialogSubmitButtons } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { PAYMENT_METHOD_LABELS, RECORDABLE_METHODS } from './paymentWords';

export const RecordPaymentDialog_Query = graphql(`
  query RecordPaymentDialog_Query($clientId: ID!) {
    node(id: $clientId) {
      ... on Client {
        id
        displayName
        creditCents
        openInvoices {
          id
          invoiceNumber
          dueDate
          balanceCents
        }
      }
    }
  }
`);

export const RecordPaymentDialog_Mutation = graphql(`
  mutation RecordPaymentDialog_Mutation($input: RecordPaymentInput!) {
    recordPayment(input: $input) {
      paymentId
      creditedCents
      invoices {
        id
        status
        effectiveStatus
        balanceCents
      }
      client {
        id
        balanceCents
        creditCents
      }
    }
  }
`);

/** Spreads an amount over open invoices, oldest due first (the one asked for first), at most each balance. */
export function spread(amountCents: number, invoices: readonly { id: string; balanceCents: number }[]): Record<string, number> {
  let left = amountCents;
  const applied: Record<string, number> = {};
  for (const invoice of invoices) {
    const take = Math.max(0, Math.min(left, invoice.balanceCents));
    applied[invoice.id] = take;
    left -= take;
  }
  return applied;
}

export interface RecordPaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client's global id. */
  clientId: string;
  /** The invoice the payment is recorded from: it is paid first. */
  invoiceId?: string;
}

/**
 * Records money received from a client: one payment split over the client's open invoices (the amount fills them
 * oldest due first, the one it was opened from first; each amount can be changed), and what is left shown as credit.
 */
export function RecordPaymentDialog({ open, onOpenChange, clientId, invoiceId }: RecordPaymentDialogProps) {
  const formId = useId();
  const { toast } = useToast();
  const { data, loading, error } = useQuery(RecordPaymentDialog_Query, {
    variables: { clientId },
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const [record, { loading: saving }] = useMutation(RecordPaymentDialog_Mutation, { refetchQueries: 'active' });
  const client = data?.node && 'openInvoices' in data.node ? data.node : null;
  const invoices = useMemo(() => {
    const open = client?.openInvoices ?? [];
    return [...open.filter((invoice) => invoice.id === invoiceId), ...open.filter((invoice) => invoice.id !== invoiceId)];
  }, [client, invoiceId]);

  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('CHECK');
  const [receivedOn, setReceivedOn] = useState(businessToday());
  const [reference, setReference] = useState('');
  const [applied, setApplied] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<{ fields: Record<string, string>; general: string | null }>({
    fields: {},
    general: null,
  });

  // Each opening starts blank (set while rendering, as React advises, rather than in an effect).
  const [shownFor, setShownFor] = useState(false);
  if (open !== shownFor) {
    setShownFor(open);
    if (open) {
      setAmount('');
      setReference('');
      setReceivedOn(businessToday());
      setApplied({});
      setProblems({ fields: {}, general: null });
    }
  }

  const amountCents = dollarsToCents(amount);
  const onAmount = (text: string) => {
    setAmount(text);
    const cents = dollarsToCents(text);
    const split = spread(cents && !Number.isNaN(cents) ? cents : 0, invoices);
    setApplied(Object.fromEntries(Object.entries(split).map(([id, value]) => [id, value ? centsToDollarsInput(value) : ''])));
  };
  const appliedCents = invoices.map((invoice) => dollarsToCents(applied[invoice.id] ?? '') ?? 0);
  const appliedTotal = appliedCents.reduce((sum, value) => sum + (Number.isNaN(value) ? 0 : value), 0);
  const credit = (amountCents && !Number.isNaN(amountCents) ? amountCents : 0) - appliedTotal;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (amountCents === null || Number.isNaN(amountCents) || amountCents <= 0)
      fields.amountCents = 'Enter the amount received, more than $0';
    if (credit < 0) fields.allocations = 'The amounts applied are more than the payment';
    if (Object.keys(fields).length) {
      setProblems({ fields, general: null });
      return;
    }
    try {
      const result = await record({
        variables: {
          input: {
            clientId,
            method,
            amountCents: amountCents!,
            receivedOn,
            reference: reference.trim() || null,
            allocations: invoices
              .map((invoice, index) => ({ invoiceId: invoice.id, amountCents: appliedCents[index] }))
              .filter((allocation) => allocation.amountCents > 0),
          },
        },
      });
      const credited = result.data?.recordPayment.creditedCents ?? 0;
      toast({
        title: 'Payment recorded',
        description: credited > 0 ? `${formatCents(credited)} kept as credit.` : undefined,
      });
      onOpenChange(false);
    } catch (failure) {
      setProblems(operationProblems(failure));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!saving) onOpenChange(next);
      }}
      title="Record Payment"
      description={client ? `Money received from ${client.displayName}.` : 'Money received from a client.'}
      width="34rem"
      footer={
        <DialogSubmitButtons
          formId={formId}
          pending={saving}
          label="Record Payment"
          pendingLabel="Recording…"
          disabled={loading}
        />
      }
    >
      <Form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        {problems.general ? <Alert>{problems.general}</Alert> : null}
        {error ? <Alert>We couldn't load this client's open invoices.</Alert> : null}
        <StyledRow>
          <TextField
            label="Amount ($)"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => onAmount(event.target.value)}
            error={problems.fields.amountCents ?? null}
          />
          <Select
            label="Method"
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentMethod)}
            options={RECORDABLE_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
          />
        </StyledRow>
        <StyledRow>
          <TextField
            label="Received on"
            type="date"
            value={receivedOn}
            onChange={(event) => setReceivedOn(event.target.value)}
            error={problems.fields.receivedOn ?? null}
          />
          <TextField
            label="Reference"
            hint="Check number, transfer reference"
            maxLength={100}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            error={problems.fields.reference ?? null}
          />
        </StyledRow>
        <fieldset>
          <StyledLegend>Apply to open invoices</StyledLegend>
          {loading ? <p>Loading open invoices…</p> : null}
          {!loading && invoices.length === 0 ? <p>No open invoices: the whole payment is kept as credit.</p> : null}
          {invoices.map((invoice) => (
            <TextField
              key={invoice.id}
              label={`${invoice.invoiceNumber} (due ${formatDay(invoice.dueDate)}, balance ${formatCents(invoice.balanceCents)})`}
              inputMode="decimal"
              autoComplete="off"
              value={applied[invoice.id] ?? ''}
              onChange={(event) => setApplied({ ...applied, [invoice.id]: event.target.value })}
            />
          ))}
          {problems.fields.allocations ? <Alert>{problems.fields.allocations}</Alert> : null}
        </fieldset>
        <StyledCredit aria-live="polite">
          {credit > 0
            ? `Left as credit: ${formatCents(credit)}`
            : credit < 0
              ? `Applied ${formatCents(-credit)} more than received`
              : 'Nothing left as credit'}
          {client && client.creditCents > 0 ? ` (credit on file: ${formatCents(client.creditCents)})` : ''}
        </StyledCredit>
      </Form>
    </Dialog>
  );
}

const StyledRow = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const StyledLegend = styled.legend`
  font-weight: 600;
  margin-bottom: 0.5rem;
`;

const StyledCredit = styled.p`
  margin: 0;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;
