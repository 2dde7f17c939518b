import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { type DeepPartial, useFieldArray, useWatch } from 'react-hook-form';
import { operationProblems } from '../../apollo/errors';
import { graphql } from '../../gql';
import type { InvoiceItemInput, InvoiceStatus } from '../../gql/graphql';
import { addDays, businessToday, isCalendarDate } from '../../lib/businessTime';
import { showServerProblems, useSchemaForm } from '../../lib/forms';
import { centsToDecimal, taxAtRate } from '../../lib/money';
import { amountCents, type InvoiceDraftValues, invoiceDraftSchema, wholeNumber } from '../../lib/validation';
import { useCreateInvoice } from './useCreateInvoice';
import { useUpdateInvoice } from './useUpdateInvoice';

export const InvoiceFormDialog_Clients = graphql(`
  query InvoiceFormDialog_Clients($search: String) {
    billableClients(search: $search, first: 200) {
      id
      displayName
    }
  }
`);

/** Spec §9: a new invoice is due 30 days after it is issued. */
export const PAYMENT_TERMS_DAYS = 30;

/** The invoice being edited, as the draft starts from it. */
export interface InvoiceDraftSource {
  id: string;
  issueDate: string;
  dueDate: string;
  subtotalCents: number;
  taxAmountCents: number;
  status: InvoiceStatus;
  notes?: string | null;
  items: readonly { description: string; quantity: number; unitPriceCents: number }[];
}

export interface InvoiceAmounts {
  /** Each line's amount, null while its quantity or price is not readable. */
  lineCents: (number | null)[];
  subtotalCents: number | null;
  taxCents: number | null;
  totalCents: number | null;
}

/** The money of a draft as it stands: the subtotal follows the lines when there are any; tax follows the rate until typed. */
export function invoiceAmounts(draft: DeepPartial<InvoiceDraftValues>, rate: number | null): InvoiceAmounts {
  const lines = draft.lines ?? [];
  const lineCents = lines.map((line) => {
    const quantity = wholeNumber(line?.quantity ?? '');
    const price = amountCents(line?.unitPrice ?? '');
    return Number.isInteger(quantity) && quantity >= 1 && price !== null ? quantity * price : null;
  });
  const subtotalCents =
    lines.length > 0
      ? lineCents.every((cents) => cents !== null)
        ? lineCents.reduce<number>((sum, cents) => sum + (cents ?? 0), 0)
        : null
      : amountCents(draft.subtotal ?? '');
  const taxCents = draft.taxAuto
    ? subtotalCents === null
      ? null
      : taxAtRate(subtotalCents, rate)
    : (draft.tax ?? '').trim()
      ? amountCents(draft.tax ?? '')
      : 0;
  const totalCents = subtotalCents !== null && taxCents !== null ? subtotalCents + taxCents : null;
  return { lineCents, subtotalCents, taxCents, totalCents };
}

/**
 * The New Invoice / Edit Invoice draft: the form (react-hook-form over `invoiceDraftSchema`), its line items, the
 * live amounts, the client list to pick from, and the save. This is the one place where the dollars a person typed
 * become the API's cents.
 */
export function useInvoiceDraft(options: {
  invoice?: InvoiceDraftSource;
  taxRateBasisPoints: number | null;
  onSaved: () => void;
}) {
  const { invoice, taxRateBasisPoints: rate } = options;
  const mode = invoice ? 'edit' : 'create';
  const today = useMemo(() => businessToday(), []);
  const form = useSchemaForm(invoiceDraftSchema, {
    defaultValues: {
      mode,
      clientId: '',
      issueDate: invoice?.issueDate ?? today,
      dueDate: invoice?.dueDate ?? addDays(today, PAYMENT_TERMS_DAYS),
      lines:
        invoice?.items.map((item) => ({
          description: item.description,
          quantity: String(item.quantity),
          unitPrice: centsToDecimal(item.unitPriceCents),
        })) ?? [],
      subtotal: invoice ? centsToDecimal(invoice.subtotalCents) : '0.00',
      tax: invoice ? centsToDecimal(invoice.taxAmountCents) : '0.00',
      taxAuto: mode === 'create' && Boolean(rate),
      status: invoice?.status ?? 'DRAFT',
      notes: invoice?.notes ?? '',
    },
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const draft = useWatch({ control: form.control });
  const amounts = invoiceAmounts(draft, rate);
  const [general, setGeneral] = useState<string | null>(null);

  const [clientSearch, setClientSearch] = useState('');
  const clientsQuery = useQuery(InvoiceFormDialog_Clients, {
    variables: { search: clientSearch.trim() || null },
    skip: mode !== 'create',
  });
  const clients = (clientsQuery.data ?? clientsQuery.previousData)?.billableClients ?? [];

  const { createInvoice, creating } = useCreateInvoice();
  const { updateInvoice, updating } = useUpdateInvoice();
  const pending = creating || updating;

  /** The due date follows the issue date (30 days on) until the admin picks one. */
  const issueDateField = form.register('issueDate', {
    onChange: (event: { target: { value: string } }) => {
      const issueDate = event.target.value;
      if (!form.getFieldState('dueDate').isDirty && isCalendarDate(issueDate)) {
        form.setValue('dueDate', addDays(issueDate, PAYMENT_TERMS_DAYS));
      }
    },
  });

  const submit = form.handleSubmit(async (values) => {
    if (pending) return;
    setGeneral(null);
    const { subtotalCents, taxCents } = invoiceAmounts(values, rate);
    if (subtotalCents === null || taxCents === null) return;
    // The API takes integer cents: the dollars typed were read into cents by lib/validation's amountCents.
    const items: InvoiceItemInput[] = values.lines.map((line) => ({
      description: line.description.trim(),
      quantity: wholeNumber(line.quantity),
      unitPriceCents: amountCents(line.unitPrice)!,
    }));
    const money = {
      ...(items.length === 0 ? { subtotalCents } : {}),
      taxAmountCents: taxCents,
      totalCents: subtotalCents + taxCents,
    };
    const status = values.status as InvoiceStatus;
    const notes = values.notes.trim() || null;
    const outcome = invoice
      ? await updateInvoice({ id: invoice.id, dueDate: values.dueDate, status, notes, items, ...money })
      : await createInvoice({
          clientId: values.clientId,
          issueDate: values.issueDate,
          dueDate: values.dueDate,
          status,
          notes,
          ...money,
          ...(items.length > 0 ? { items } : {}),
        });
    if (outcome.ok) {
      options.onSaved();
      return;
    }
    const problems = operationProblems(outcome.error);
    const rest = showServerProblems(form.setError, problems.fields, ['dueDate']);
    setGeneral([problems.general, ...rest].filter(Boolean).join('\n') || null);
  });

  return {
    form,
    lines,
    amounts,
    issueDateField,
    general,
    pending,
    submit,
    clientPicker: { clients, loading: clientsQuery.loading, search: clientSearch, onSearchChange: setClientSearch },
  };
}
