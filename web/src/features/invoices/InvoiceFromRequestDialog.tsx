import { useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { operationProblems } from '../../apollo/errors';
import { graphql, useFragment } from '../../gql';
import type { InvoiceStatus, Recurrence, ServiceType } from '../../gql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { useCreateInvoice } from './useCreateInvoice';
import { businessToday, formatDay, isCalendarDate } from '../../lib/businessTime';
import { INVOICE_STATUS_LABELS, PICKABLE_STATUSES } from '../../lib/invoiceStatus';

export const InvoiceFromRequestDialog_Query = graphql(`
  query InvoiceFromRequestDialog_Query {
    accepted: serviceRequests(status: ACCEPTED, first: 200) {
      edges {
        node {
          ...InvoiceFromRequestDialog_request
        }
      }
    }
    scheduled: serviceRequests(status: SCHEDULED, first: 200) {
      edges {
        node {
          ...InvoiceFromRequestDialog_request
        }
      }
    }
  }
`);

export const InvoiceFromRequestDialog_request = graphql(`
  fragment InvoiceFromRequestDialog_request on ServiceRequest {
    id
    date
    service
    recurring
    client {
      id
      displayName
    }
  }
`);

const SERVICE_LABELS: Record<ServiceType, string> = {
  STANDARD: 'Standard cleaning',
  DEEP: 'Deep cleaning',
  MOVEOUT: 'Move-out cleaning',
  MOVEIN: 'Move-in cleaning',
  POST_CONSTRUCTION: 'Post-construction cleaning',
  COMMERCIAL: 'Commercial cleaning',
};

const RECURRENCE_LABELS: Record<Recurrence, string> = {
  ONETIME: 'one time',
  WEEKLY: 'weekly',
  BIWEEKLY: 'every two weeks',
  MONTHLY: 'monthly',
  CUSTOM: 'custom days',
};

/**
 * Bills an accepted request: one line per visit between two dates (cancelled visits left out) at the service's
 * price from settings. Replaces the spec's placeholder 'Manage Invoice Items' with something that saves typing.
 */
export function InvoiceFromRequestDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const formId = useId();
  const { data, loading, error } = useQuery(InvoiceFromRequestDialog_Query, { skip: !open, fetchPolicy: 'network-only' });
  const { createFromRequest, creating } = useCreateInvoice();
  const today = useMemo(() => businessToday(), []);
  const [requestId, setRequestId] = useState('');
  const [from, setFrom] = useState('');
  const [through, setThrough] = useState(today);
  const [status, setStatus] = useState<InvoiceStatus>('DRAFT');
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const nodes = useFragment(
    InvoiceFromRequestDialog_request,
    [...(data?.accepted.edges ?? []), ...(data?.scheduled.edges ?? [])].map((edge) => edge.node),
  );
  const requests = [...nodes].sort(
    (a, b) => a.client.displayName.localeCompare(b.client.displayName) || b.date.localeCompare(a.date),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!requestId) errors.request = 'Choose a request';
    if (from && !isCalendarDate(from)) errors.from = 'Enter a date or leave it empty';
    if (!isCalendarDate(through)) errors.through = 'Enter the last date to bill';
    else if (from && isCalendarDate(from) && through < from) errors.through = "'Through' cannot be before 'from'";
    setFieldErrors(errors);
    setProblem(null);
    if (Object.keys(errors).length) return;
    const outcome = await createFromRequest({ requestId, from: from || null, through, status });
    if (outcome.ok) {
      onOpenChange(false);
      return;
    }
    const problems = operationProblems(outcome.error);
    setProblem([problems.general, ...Object.values(problems.fields)].filter(Boolean).join('\n') || null);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!creating) onOpenChange(next);
      }}
      title="Invoice from a request"
      description="One line per visit of an accepted request, at the service's price from settings. Cancelled visits are left out."
      width="34rem"
      footer={
        <>
          <DialogClose asChild>
            <Button $variant="secondary" disabled={creating}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={creating || loading}>
            {creating ? 'Creating…' : 'Create Invoice'}
          </Button>
        </>
      }
    >
      <StyledForm id={formId} onSubmit={(event) => void submit(event)} noValidate>
        {problem ? <Alert>{problem}</Alert> : null}
        {error ? <Alert>Failed to fetch service requests</Alert> : null}
        <Select
          label="Request"
          value={requestId}
          onChange={(event) => setRequestId(event.target.value)}
          placeholder={loading ? 'Loading requests…' : requests.length ? 'Select an accepted request' : 'No accepted requests'}
          options={requests.map((request) => ({
            value: request.id,
            label: `${request.client.displayName} · ${SERVICE_LABELS[request.service]} · from ${formatDay(request.date)} (${RECURRENCE_LABELS[request.recurring]})`,
          }))}
          error={fieldErrors.request}
        />
        <StyledRow>
          <TextField
            label="Visits from"
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            hint="Empty: from the first visit."
            error={fieldErrors.from}
          />
          <TextField
            label="Through"
            type="date"
            value={through}
            onChange={(event) => setThrough(event.target.value)}
            error={fieldErrors.through}
          />
        </StyledRow>
        <Select
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as InvoiceStatus)}
          options={PICKABLE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] }))}
        />
      </StyledForm>
    </Dialog>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
  }
`;
