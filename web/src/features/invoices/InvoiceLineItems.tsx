import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { fieldError } from '../../lib/forms';
import { formatCents } from '../../lib/money';
import type { InvoiceDraftValues } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

interface InvoiceLineItemsProps {
  form: UseFormReturn<InvoiceDraftValues, unknown, InvoiceDraftValues>;
  lines: UseFieldArrayReturn<InvoiceDraftValues, 'lines'>;
  /** Each line's amount as it stands (null while unreadable). */
  lineCents: readonly (number | null)[];
  headingId: string;
}

/** The invoice's lines: description, whole quantity and unit price in dollars, the line's amount, and Remove. */
export function InvoiceLineItems({ form, lines, lineCents, headingId }: InvoiceLineItemsProps) {
  const { errors } = form.formState;
  return (
    <StyledItems aria-labelledby={headingId}>
      <StyledItemsHeading id={headingId}>Line items</StyledItemsHeading>
      <StyledMuted>
        {lines.fields.length
          ? 'The subtotal is the sum of these lines.'
          : 'Optional. Add lines to itemize; the subtotal then follows them.'}
      </StyledMuted>
      {lines.fields.map((line, index) => (
        <StyledLine key={line.id}>
          <StyledDescription>
            <TextField
              label="Description"
              aria-label={`Item ${index + 1} description`}
              maxLength={300}
              error={fieldError(errors, `lines.${index}.description`)}
              {...form.register(`lines.${index}.description`)}
            />
          </StyledDescription>
          <TextField
            label="Qty"
            aria-label={`Item ${index + 1} qty`}
            inputMode="numeric"
            error={fieldError(errors, `lines.${index}.quantity`)}
            {...form.register(`lines.${index}.quantity`)}
          />
          <TextField
            label="Unit price"
            aria-label={`Item ${index + 1} unit price`}
            inputMode="decimal"
            prefix="$"
            error={fieldError(errors, `lines.${index}.unitPrice`)}
            {...form.register(`lines.${index}.unitPrice`)}
          />
          <StyledLineAmount aria-label={`Item ${index + 1} amount`}>
            {lineCents[index] == null ? '—' : formatCents(lineCents[index])}
          </StyledLineAmount>
          <StyledRemove $variant="ghost" $size="sm" aria-label={`Remove item ${index + 1}`} onClick={() => lines.remove(index)}>
            Remove
          </StyledRemove>
        </StyledLine>
      ))}
      <div>
        <Button
          $variant="secondary"
          $size="sm"
          onClick={() => lines.append({ description: '', quantity: '1', unitPrice: '' }, { shouldFocus: false })}
        >
          + Add line item
        </Button>
      </div>
    </StyledItems>
  );
}

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
