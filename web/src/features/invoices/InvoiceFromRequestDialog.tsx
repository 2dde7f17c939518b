import { useQuery } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import { operationProblems } from '../../apollo/errors';
import { graphql, useFragment } from '../../gql';
import type { InvoiceStatus, Recurrence } from '../../gql/graphql';
import { businessToday, formatDay } from '../../lib/businessTime';
import { fieldError, useSchemaForm } from '../../lib/forms';
import { INVOICE_STATUS_LABELS, PICKABLE_STATUSES } from '../../lib/invoiceStatus';
import { SERVICE_NAMES } from '../../lib/serviceLabels';
import { invoiceFromRequestSchema } from '../../lib/validation';
import { Alert } from '../../ui/Alert';
import { Dialog, DialogSubmitButtons } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { ClientPicker } from './ClientPicker';
import { StyledRow } from './InvoiceFormDialog';
import { useCreateInvoice } from './useCreateInvoice';

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

const RECURRENCE_LABELS: Record<Recurrence, string> = {
  ONETIME: 'one time',
  WEEKLY: 'weekly',
  BIWEEKLY: 'every two weeks',
  MONTHLY: 'monthly',
  CUSTOM: 'custom days',
};

/**
 * Bills an accepted request: one line per completed visit between two dates (nothing else is billed) at its agreed
 * price (the visit's, the series', else the service's from settings). Replaces the spec's placeholder 'Manage Invoice
 * Items' with something that saves typing. The client is chosen first with New Invoice's client picker; the requests
 * listed are that client's.
 */
export function InvoiceFromRequestDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const formId = useId();
  const { data, loading, error } = useQuery(InvoiceFromRequestDialog_Query, { skip: !open, fetchPolicy: 'network-only' });
  const { createFromRequest, creating } = useCreateInvoice();
  const today = useMemo(() => businessToday(), []);
  const [problem, setProblem] = useState<string | null>(null);
  const [clientSearch, setClientSearch] = useState('');
  const form = useSchemaForm(invoiceFromRequestSchema, {
    defaultValues: { clientId: '', requestId: '', from: '', through: today, status: 'DRAFT' },
  });
  const { errors } = form.formState;
  const clientId = form.watch('clientId');

  const nodes = useFragment(
    InvoiceFromRequestDialog_request,
    [...(data?.accepted.edges ?? []), ...(data?.scheduled.edges ?? [])].map((edge) => edge.node),
  );
  const clients = [...new Map(nodes.map((request) => [request.client.id, request.client])).values()]
    .filter((client) => client.displayName.toLowerCase().includes(clientSearch.trim().toLowerCase()))
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
  const requests = nodes.filter((request) => request.client.id === clientId).sort((a, b) => b.date.localeCompare(a.date));

  const submit = form.handleSubmit(async ({ requestId, from, through, status }) => {
    setProblem(null);
    const outcome = await createFromRequest({ requestId, from: from || null, through, status: status as InvoiceStatus });
    if (outcome.ok) {
      onOpenChange(false);
      return;
    }
    const problems = operationProblems(outcome.error);
    setProblem([problems.general, ...Object.values(problems.fields)].filter(Boolean).join('\n') || null);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!creating) onOpenChange(next);
      }}
      title="Invoice from a request"
      description="One line per completed visit of an accepted request, at its agreed price. Visits not completed, canceled, skipped or already on an invoice are not billed."
      width="34rem"
      footer={
        <DialogSubmitButtons
          formId={formId}
          pending={creating}
          label="Create Invoice"
          pendingLabel="Creating…"
          disabled={loading}
        />
      }
    >
      <Form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        {problem ? <Alert>{problem}</Alert> : null}
        {error ? <Alert>Failed to fetch service requests</Alert> : null}
        <ClientPicker
          clients={clients}
          loading={loading}
          search={clientSearch}
          onSearchChange={setClientSearch}
          emptyLabel="No clients with accepted requests"
          error={fieldError(errors, 'clientId')}
          {...form.register('clientId', { onChange: () => form.setValue('requestId', '') })}
        />
        <Select
          label="Request"
          placeholder={
            loading
              ? 'Loading requests…'
              : !clientId
                ? 'Choose a client first'
                : requests.length
                  ? 'Select an accepted request'
                  : 'No accepted requests'
          }
          options={requests.map((request) => ({
            value: request.id,
            label: `${SERVICE_NAMES[request.service]} · from ${formatDay(request.date)} (${RECURRENCE_LABELS[request.recurring]})`,
          }))}
          error={fieldError(errors, 'requestId')}
          {...form.register('requestId')}
        />
        <StyledRow>
          <TextField
            label="Visits from"
            type="date"
            hint="Empty: from the first visit."
            error={fieldError(errors, 'from')}
            {...form.register('from')}
          />
          <TextField label="Through" type="date" error={fieldError(errors, 'through')} {...form.register('through')} />
        </StyledRow>
        <Select
          label="Status"
          options={PICKABLE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] }))}
          {...form.register('status')}
        />
      </Form>
    </Dialog>
  );
}
