import { useId } from 'react';
import styled from 'styled-components';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { formatDay } from '../../lib/businessTime';
import { fieldError } from '../../lib/forms';
import { HistoryLink } from '../../lib/HistoryLink';
import { INVOICE_STATUS_LABELS, PICKABLE_STATUSES } from '../../lib/invoiceStatus';
import { centsToDecimal, formatCents, formatRate } from '../../lib/money';
import { Alert } from '../../ui/Alert';
import { Dialog, DialogSubmitButtons } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { ClientPicker } from './ClientPicker';
import { InvoiceLineItems } from './InvoiceLineItems';
import { useInvoiceDraft } from './useInvoiceDraft';

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

export type InvoiceFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** From settings; the tax of a new invoice follows it until the admin types a tax. */
  taxRateBasisPoints: number | null;
} & ({ mode: 'create'; invoice?: undefined } | { mode: 'edit'; invoice: FragmentType<typeof InvoiceFormDialog_invoice> });

/**
 * New Invoice and Edit Invoice (spec §2, §5): client, dates, line items (the subtotal follows them when there are
 * any), tax (defaulted from the settings' rate), status and notes. The invoice number is the server's and only shown.
 * The draft (state, rules, amounts, save) is `useInvoiceDraft`; this is its layout.
 */
export function InvoiceFormDialog(props: InvoiceFormDialogProps) {
  const { open, onOpenChange } = props;
  const invoice = useFragment(InvoiceFormDialog_invoice, props.invoice);
  const rate = props.taxRateBasisPoints;
  const formId = useId();
  const { form, lines, amounts, issueDateField, general, pending, submit, clientPicker } = useInvoiceDraft({
    invoice: invoice ?? undefined,
    taxRateBasisPoints: rate,
    onSaved: () => onOpenChange(false),
  });
  const { errors } = form.formState;
  const [taxAuto, tax, subtotal, status, issueDate] = form.watch(['taxAuto', 'tax', 'subtotal', 'status', 'issueDate']);
  const itemized = lines.fields.length > 0;

  const statusOptions = [...PICKABLE_STATUSES, ...(invoice?.status === 'VOID' ? (['VOID'] as const) : [])].map((value) => ({
    value,
    label: INVOICE_STATUS_LABELS[value],
  }));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={invoice ? `Edit Invoice ${invoice.invoiceNumber}` : 'New Invoice'}
      description={
        invoice
          ? `For ${invoice.client.displayName}, issued ${formatDay(invoice.issueDate)}. The number cannot change.`
          : 'The invoice number is assigned when you save.'
      }
      width="46rem"
      footer={
        <DialogSubmitButtons
          formId={formId}
          pending={pending}
          label={invoice ? 'Save Changes' : 'Create Invoice'}
          pendingLabel={invoice ? 'Saving…' : 'Creating…'}
        />
      }
    >
      <Form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        {general ? <Alert>{general}</Alert> : null}
        {invoice ? null : (
          <ClientPicker {...clientPicker} error={fieldError(errors, 'clientId')} {...form.register('clientId')} />
        )}

        <StyledRow>
          {invoice ? (
            <StyledStatic>
              <span>Issue Date</span>
              <strong>{formatDay(invoice.issueDate)}</strong>
            </StyledStatic>
          ) : (
            <TextField label="Issue Date" type="date" required error={fieldError(errors, 'issueDate')} {...issueDateField} />
          )}
          <TextField
            label="Due Date"
            type="date"
            required
            min={issueDate}
            error={fieldError(errors, 'dueDate')}
            {...form.register('dueDate')}
          />
        </StyledRow>

        <InvoiceLineItems form={form} lines={lines} lineCents={amounts.lineCents} headingId={`${formId}-items`} />

        <StyledAmounts>
          <TextField
            label="Subtotal"
            prefix="$"
            inputMode="decimal"
            required
            readOnly={itemized}
            value={itemized ? (amounts.subtotalCents === null ? '' : centsToDecimal(amounts.subtotalCents)) : subtotal}
            onChange={(event) => form.setValue('subtotal', event.target.value)}
            hint={itemized ? 'Follows the line items.' : undefined}
            error={fieldError(errors, 'subtotal')}
          />
          <TextField
            label="Tax"
            prefix="$"
            inputMode="decimal"
            value={taxAuto ? (amounts.taxCents === null ? '' : centsToDecimal(amounts.taxCents)) : tax}
            onChange={(event) => {
              form.setValue('taxAuto', false);
              form.setValue('tax', event.target.value);
            }}
            hint={
              rate ? (
                taxAuto ? (
                  `${formatRate(rate)} of the subtotal, the default rate. Type to change it.`
                ) : (
                  <StyledLinkButton type="button" onClick={() => form.setValue('taxAuto', true)}>
                    Use the default rate ({formatRate(rate)})
                  </StyledLinkButton>
                )
              ) : (
                'Optional.'
              )
            }
            error={fieldError(errors, 'tax')}
          />
        </StyledAmounts>

        <StyledTotal aria-live="polite">
          <span>Total</span>
          <strong>{amounts.totalCents === null ? '—' : formatCents(amounts.totalCents)}</strong>
        </StyledTotal>

        <StyledRow>
          <Select
            label="Status"
            options={statusOptions}
            hint={status === 'PAID' && !invoice?.paidAt ? 'The payment date is set to now when you save.' : undefined}
            {...form.register('status')}
          />
        </StyledRow>

        <TextArea label="Notes" rows={3} maxLength={2000} {...form.register('notes')} />
      </Form>
      {invoice ? <HistoryLink objectId={invoice.id} what="invoice" /> : null}
    </Dialog>
  );
}

/** Two fields side by side, one above the other on a phone. */
export const StyledRow = styled.div`
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
