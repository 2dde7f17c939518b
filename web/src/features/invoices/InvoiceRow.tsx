import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { formatCents } from '../../lib/money';
import { Button, buttonStyles, type ButtonStyleProps } from '../../ui/Button';
import { InvoiceStatusBadge } from '../../widgets/invoices/InvoiceStatusBadge';
import { formatDay } from '../../lib/businessTime';

export const InvoiceRow_invoice = graphql(`
  fragment InvoiceRow_invoice on Invoice {
    id
    databaseId
    invoiceNumber
    issueDate
    dueDate
    totalCents
    effectiveStatus
    client {
      id
      displayName
    }
    ...InvoiceFormDialog_invoice
  }
`);

export interface InvoiceRowProps {
  invoice: FragmentType<typeof InvoiceRow_invoice>;
  onEdit: (id: string) => void;
  onDelete: (invoice: { id: string; invoiceNumber: string }) => void;
}

/** One ledger line: Invoice #, Client, Issue Date, Due Date, Total, Status, Actions (spec §2). */
export function InvoiceRow({ invoice: ref, onEdit, onDelete }: InvoiceRowProps) {
  const invoice = useFragment(InvoiceRow_invoice, ref);
  return (
    <tr>
      <StyledNumberCell data-label="Invoice #">{invoice.invoiceNumber}</StyledNumberCell>
      <td data-label="Client">{invoice.client.displayName || 'Unknown Client'}</td>
      <StyledDateCell data-label="Issue Date">{formatDay(invoice.issueDate)}</StyledDateCell>
      <StyledDateCell data-label="Due Date">{formatDay(invoice.dueDate)}</StyledDateCell>
      <StyledAmountCell data-label="Total">{formatCents(invoice.totalCents)}</StyledAmountCell>
      <td data-label="Status">
        <InvoiceStatusBadge status={invoice.effectiveStatus} />
      </td>
      <StyledActionsCell data-label="Actions">
        <StyledActions>
          <Button $variant="secondary" $size="sm" aria-label={`Edit ${invoice.invoiceNumber}`} onClick={() => onEdit(invoice.id)}>
            Edit
          </Button>
          <StyledLink
            to={`/invoices/${invoice.databaseId}/print`}
            $variant="ghost"
            $size="sm"
            aria-label={`View ${invoice.invoiceNumber}`}
          >
            View
          </StyledLink>
          <StyledDelete
            $variant="ghost"
            $size="sm"
            aria-label={`Delete ${invoice.invoiceNumber}`}
            onClick={() => onDelete({ id: invoice.id, invoiceNumber: invoice.invoiceNumber })}
          >
            Delete
          </StyledDelete>
        </StyledActions>
      </StyledActionsCell>
    </tr>
  );
}

const StyledNumberCell = styled.td`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const StyledDateCell = styled.td`
  white-space: nowrap;
`;

const StyledAmountCell = styled.td`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  text-align: right;
`;

const StyledActionsCell = styled.td`
  text-align: right;
`;

const StyledActions = styled.div`
  display: inline-flex;
  flex-wrap: nowrap;
  justify-content: flex-end;
  gap: 0.25rem;
`;

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const StyledDelete = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
`;
