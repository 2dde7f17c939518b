import { useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { operationProblems } from '../../apollo/errors';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { HistoryLink } from '../../lib/HistoryLink';
import type { InvoiceItemInput, InvoiceStatus } from '../../gql/graphql';
import { centsToDecimal, dollarsToCents, formatCents, formatRate, taxAtRate } from '../../lib/money';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { useCreateInvoice } from './useCreateInvoice';
import { useUpdateInvoice } from './useUpdateInvoice';
import { addDays, businessToday, formatDay, isCalendarDate } from '../../lib/businessTime';
import { INVOICE_STATUS_LABELS, PICKABLE_STATUSES } from '../../lib/invoiceStatus';

export const InvoiceFormDialog_invoice = graphql(`
  fragment InvoiceFormDialog_invoice on Invoice {
    id
    invoiceNumber
    issueDate
    dueDate
    subtotalCents
    taxAmountCents
    status
    notes
    paidAt
    client {
      id
      displayName
    }
    items {
      id
      description
      quantity
      unitPriceCents
    }
  }
`);

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
const CLIENT_LIST_LIMIT = 200;
const MAX_QUANTITY = 10_000;
const MONEY_HINT = 'Enter an amount in dollars, like 150 or 19.99';

interface LineDraft {
  key: number;
  description: string;
  quantity: string;
  unitPrice: string;
}

type Errors = Partial<Record<string, string>>;

export type InvoiceFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** From settings; the tax of a new invoice follows it until the admin types a tax. */
  taxRateBasisPoints: number | null;
} & ({ mode: 'create'; invoice?: undefined } | { mode: 'edit'; invoice: FragmentType<typeof InvoiceFormDialog_invoice> });

const parseQuantity = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** Empty counts as 0 for the optional tax; anything unreadable is NaN. */
function moneyOrZero(text: string): number {
  return dollarsToCents(text) ?? 0;
}

/**
 * New Invoice and Edit Invoice (spec §2, §5): client, dates, line items (the subtotal follows them when there are
 * any), tax (defaulted from the settings' rate), status and notes. The invoice number is the server's and only shown.
 */
export function InvoiceFormDialog(props: InvoiceFormDialogProps) {
  const { open, onOpenChange, mode } = props;
  const invoice = useFragment(InvoiceFormDialog_invoice, props.invoice);
  const { createInvoice, creating } = useCreateInvoice();
  const { updateInvoice, updating } = useUpdateInvoice();
  const pending = creating || updating;
  const formId = useId();
  const rate = props.taxRateBasisPoints;

  const today = useMemo(() => businessToday(), []);
  const [clientId, setClientId] = useState('');
  const [clientSearch, setClientSearch] = useState('');
  const [issueDate, setIssueDate] = useState(invoice?.issueDate ?? today);
  const [dueDate, setDueDate] = useState(invoice?.dueDate ?? addDays(today, PAYMENT_TERMS_DAYS));
  const [dueTouched, setDueTouched] = useState(mode === 'edit');
  const [nextKey, setNextKey] = useState(invoice?.items.length ?? 0);
  const [lines, setLines] = useState<LineDraft[]>(
    () =>
      invoice?.items.map((item, index) => ({
        key: index,
        description: item.description,
        quantity: String(item.quantity),
        unitPrice: centsToDecimal(item.unitPriceCents),
      })) ?? [],
  );
  const [subtotal, setSubtotal] = useState(invoice ? centsToDecimal(invoice.subtotalCents) : '0.00');
  const [taxAuto, setTaxAuto] = useState(mode === 'create' && Boolean(rate));
  const [tax, setTax] = useState(invoice ? centsToDecimal(invoice.taxAmountCents) : '0.00');
  const [status, setStatus] = useState<InvoiceStatus>(invoice?.status ?? 'DRAFT');
  const [notes, setNotes] = useState(invoice?.notes ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);

  const clients = useQuery(InvoiceFormDialog_Clients, {
    variables: { search: clientSearch.trim() || null },
    skip: !open || mode !== 'create',
  });
  const clientOptions = (clients.data ?? clients.previousData)?.billableClients ?? [];

  const lineCents = lines.map((line) => {
    const quantity = parseQuantity(line.quantity);
    const price = dollarsToCents(line.unitPrice);
    return Number.isInteger(quantity) && quantity >= 1 && price !== null && !Number.isNaN(price) ? quantity * price : null;
  });
  const subtotalCents =
    lines.length > 0
      ? lineCents.every((cents) => cents !== null)
        ? lineCents.reduce<number>((sum, cents) => sum + (cents ?? 0), 0)
        : null
      : (() => {
          const cents = dollarsToCents(subtotal);
          return cents === null || Number.isNaN(cents) ? null : cents;
        })();
  const taxCents = taxAuto ? (subtotalCents === null ? null : taxAtRate(subtotalCents, rate)) : moneyOrZero(tax);
  const totalCents = subtotalCents !== null && taxCents !== null && !Number.isNaN(taxCents) ? subtotalCents + taxCents : null;
  const taxText = taxAuto ? (taxCents === null ? '' : centsToDecimal(taxCents)) : tax;

  const statusOptions = [...PICKABLE_STATUSES, ...(invoice?.status === 'VOID' ? (['VOID'] as const) : [])].map((value) => ({
    value,
    label: INVOICE_STATUS_LABELS[value],
  }));

  function changeIssueDate(value: string) {
    setIssueDate(value);
    if (!dueTouched && isCalendarDate(value)) setDueDate(addDays(value, PAYMENT_TERMS_DAYS));
  }

  function updateLine(key: number, change: Partial<LineDraft>) {
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));
  }

  function addLine() {
    setLines((current) => [...current, { key: nextKey, description: '', quantity: '1', unitPrice: '' }]);
    setNextKey((key) => key + 1);
  }

  function removeLine(key: number) {
    setLines((current) => current.filter((line) => line.key !== key));
  }

  function validate(): Errors {
    const found: Errors = {};
    if (mode === 'create' && !clientId) found.client = 'Choose a client';
    if (mode === 'create' && !isCalendarDate(issueDate)) found.issueDate = 'Enter the issue date';
    if (!isCalendarDate(dueDate)) found.dueDate = 'Enter the due date';
    else if (isCalendarDate(issueDate) && dueDate < issueDate) found.dueDate = 'The due date cannot be before the issue date';
    lines.forEach((line, index) => {
      if (!line.description.trim()) found[`line-${line.key}-description`] = `Describe item ${index + 1}`;
      const quantity = parseQuantity(line.quantity);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
        found[`line-${line.key}-quantity`] = 'A whole number, 1 or more';
      }
      const price = dollarsToCents(line.unitPrice);
      if (price === null || Number.isNaN(price)) found[`line-${line.key}-unitPrice`] = MONEY_HINT;
    });
    if (lines.length === 0 && subtotalCents === null) found.subtotal = MONEY_HINT;
    if (!taxAuto && Number.isNaN(moneyOrZero(tax))) found.tax = MONEY_HINT;
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = validate();
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length > 0 || subtotalCents === null || taxCents === null) return;

    // The API takes integer cents; the dollars typed here were read into cents by lib/money above.
    const items: InvoiceItemInput[] = lines.map((line) => ({
      description: line.description.trim(),
      quantity: parseQuantity(line.quantity),
      unitPriceCents: dollarsToCents(line.unitPrice) ?? 0,
    }));
    const amounts = {
      ...(lines.length === 0 ? { subtotalCents } : {}),
      taxAmountCents: taxCents,
      totalCents: subtotalCents + taxCents,
    };
    const outcome =
      mode === 'create'
        ? await createInvoice({
            clientId,
            issueDate,
            dueDate,
            status,
            notes: notes.trim() || null,
            ...amounts,
            ...(items.length > 0 ? { items } : {}),
          })
        : await updateInvoice({ id: invoice!.id, dueDate, status, notes: notes.trim() || null, items, ...amounts });
    if (outcome.ok) {
      onOpenChange(false);
      return;
    }
    const problems = operationProblems(outcome.error);
    setErrors(problems.fields.dueDate ? { dueDate: problems.fields.dueDate } : {});
    const rest = Object.entries(problems.fields)
      .filter(([field]) => field !== 'dueDate')
      .map(([, message]) => message);
    setGeneral([problems.general, ...rest].filter(Boolean).join('\n') || null);
  }

  const title = mode === 'create' ? 'New Invoice' : `Edit Invoice ${invoice!.invoiceNumber}`;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
      description={
        mode === 'create'
          ? 'The invoice number is assigned when you save.'
          : `For ${invoice!.client.displayName}, issued ${formatDay(invoice!.issueDate)}. The number cannot change.`
      }
      width="46rem"
      footer={
        <>
          <DialogClose asChild>
            <Button $variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={pending}>
            {mode === 'create' ? (pending ? 'Creating…' : 'Create Invoice') : pending ? 'Saving…' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <StyledForm id={formId} onSubmit={(event) => void submit(event)} noValidate>
        {general ? <Alert>{general}</Alert> : null}

        {mode === 'create' ? (
          <StyledClientPicker>
            {clientOptions.length >= CLIENT_LIST_LIMIT || clientSearch ? (
              <TextField
                label="Find client"
                type="search"
                value={clientSearch}
                onChange={(event) => setClientSearch(event.target.value)}
                hint="Type part of a name to narrow the list."
              />
            ) : null}
            <Select
              label="Client"
              required
              value={clientId}
              onChange={(event) => setClientId(event.target.value)}
              placeholder={clients.loading && !clientOptions.length ? 'Loading clients…' : 'Select a client'}
              options={clientOptions.map((client) => ({ value: client.id, label: client.displayName }))}
              error={errors.client}
            />
          </StyledClientPicker>
        ) : null}

        <StyledRow>
          {mode === 'create' ? (
            <TextField
              label="Issue Date"
              type="date"
              required
              value={issueDate}
              onChange={(event) => changeIssueDate(event.target.value)}
              error={errors.issueDate}
            />
          ) : (
            <StyledStatic>
              <span>Issue Date</span>
              <strong>{formatDay(invoice!.issueDate)}</strong>
            </StyledStatic>
          )}
          <TextField
            label="Due Date"
            type="date"
            required
            min={issueDate}
            value={dueDate}
            onChange={(event) => {
              setDueTouched(true);
              setDueDate(event.target.value);
            }}
            error={errors.dueDate}
          />
        </StyledRow>

        <StyledItems aria-labelledby={`${formId}-items`}>
          <StyledItemsHeading id={`${formId}-items`}>Line items</StyledItemsHeading>
          <StyledMuted>
            {lines.length
              ? 'The subtotal is the sum of these lines.'
              : 'Optional. Add lines to itemize; the subtotal then follows them.'}
          </StyledMuted>
          {lines.map((line, index) => (
            <StyledLine key={line.key}>
              <StyledDescription>
                <TextField
                  label="Description"
                  aria-label={`Item ${index + 1} description`}
                  value={line.description}
                  maxLength={300}
                  onChange={(event) => updateLine(line.key, { description: event.target.value })}
                  error={errors[`line-${line.key}-description`]}
                />
              </StyledDescription>
              <TextField
                label="Qty"
                aria-label={`Item ${index + 1} qty`}
                inputMode="numeric"
                value={line.quantity}
                onChange={(event) => updateLine(line.key, { quantity: event.target.value })}
                error={errors[`line-${line.key}-quantity`]}
              />
              <TextField
                label="Unit price"
                aria-label={`Item ${index + 1} unit price`}
                inputMode="decimal"
                prefix="$"
                value={line.unitPrice}
                onChange={(event) => updateLine(line.key, { unitPrice: event.target.value })}
                error={errors[`line-${line.key}-unitPrice`]}
              />
              <StyledLineAmount aria-label={`Item ${index + 1} amount`}>
                {lineCents[index] === null ? '—' : formatCents(lineCents[index]!)}
              </StyledLineAmount>
              <StyledRemove
                $variant="ghost"
                $size="sm"
                aria-label={`Remove item ${index + 1}`}
                onClick={() => removeLine(line.key)}
              >
                Remove
              </StyledRemove>
            </StyledLine>
          ))}
          <div>
            <Button $variant="secondary" $size="sm" onClick={addLine}>
              + Add line item
            </Button>
          </div>
        </StyledItems>

        <StyledAmounts>
          <TextField
            label="Subtotal"
            prefix="$"
            inputMode="decimal"
            required
            readOnly={lines.length > 0}
            value={lines.length > 0 ? (subtotalCents === null ? '' : centsToDecimal(subtotalCents)) : subtotal}
            onChange={(event) => setSubtotal(event.target.value)}
            hint={lines.length > 0 ? 'Follows the line items.' : undefined}
            error={errors.subtotal}
          />
          <TextField
            label="Tax"
            prefix="$"
            inputMode="decimal"
            value={taxText}
            onChange={(event) => {
              setTaxAuto(false);
              setTax(event.target.value);
            }}
            hint={
              rate ? (
                taxAuto ? (
                  `${formatRate(rate)} of the subtotal, the default rate. Type to change it.`
                ) : (
                  <StyledLinkButton type="button" onClick={() => setTaxAuto(true)}>
                    Use the default rate ({formatRate(rate)})
                  </StyledLinkButton>
                )
              ) : (
                'Optional.'
              )
            }
            error={errors.tax}
          />
        </StyledAmounts>

        <StyledTotal aria-live="polite">
          <span>Total</span>
          <strong>{totalCents === null ? '—' : formatCents(totalCents)}</strong>
        </StyledTotal>

        <StyledRow>
          <Select
            label="Status"
            value={status}
            onChange={(event) => setStatus(event.target.value as InvoiceStatus)}
            options={statusOptions}
            hint={status === 'PAID' && !invoice?.paidAt ? 'The payment date is set to now when you save.' : undefined}
          />
        </StyledRow>

        <TextArea label="Notes" rows={3} maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </StyledForm>
      {invoice ? <HistoryLink objectId={invoice.id} what="invoice" /> : null}
    </Dialog>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const StyledClientPicker = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const StyledAmounts = styled(StyledRow)`
  input[readonly] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-style: dashed;
    cursor: default;
  }
`;

const StyledStatic = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  & > span {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  & > strong {
    min-height: 2.75rem;
    display: flex;
    align-items: center;
    font-weight: 500;
  }
`;

const StyledItems = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledItemsHeading = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const StyledMuted = styled.p`
  margin: -0.5rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledLine = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 5rem 8rem 6rem auto;
  gap: 0.5rem;
  align-items: start;
  padding-bottom: 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 5rem minmax(0, 1fr);
  }
`;

const StyledDescription = styled.div`
  min-width: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-column: 1 / -1;
  }
`;

const StyledLineAmount = styled.output`
  align-self: end;
  min-height: 2.75rem;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

const StyledRemove = styled(Button)`
  align-self: end;
  min-height: 2.75rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledTotal = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: 1.125rem;
  & > strong {
    font-size: 1.375rem;
    font-variant-numeric: tabular-nums;
  }
`;

const StyledLinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
  font-size: inherit;
`;
