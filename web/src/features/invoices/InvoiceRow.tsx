import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { formatCents } from '../../lib/money';
import { Button, buttonStyles, type ButtonStyleProps } from '../../ui/Button';
import { formatDay } from '../../lib/businessTime';
import { clientName } from '../../lib/people';
import { RowActions, Td, Tr } from '../../ui/Table';
import { InvoiceStatusBadge } from '../../widgets/invoices/InvoiceStatusBadge';

export const InvoiceRow_invoice = graphql(`
  fragment InvoiceRow_invoice on Invoice {
    id
    ...InvoiceSummary_invoice @unmask
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

/** One ledger line: Invoice #, Client, Issue Date, Due Date, Total, Status, Actions (spec §2); a card on a phone. */
export function InvoiceRow({ invoice: ref, onEdit, onDelete }: InvoiceRowProps) {
  const invoice = useFragment(InvoiceRow_invoice, ref);
  return (
    <Tr>
      <Td label="Invoice #" primary>
        <StyledNumber>{invoice.invoiceNumber}</StyledNumber>
      </Td>
      <Td label="Client" wrap>
        {clientName(invoice.client)}
      </Td>
      <Td label="Issue Date">{formatDay(invoice.issueDate)}</Td>
      <Td label="Due Date">{formatDay(invoice.dueDate)}</Td>
      <Td label="Total" align="right">
        <StyledAmount>{formatCents(invoice.totalCents)}</StyledAmount>
      </Td>
      <Td label="Status">
        <InvoiceStatusBadge status={invoice.effectiveStatus} />
      </Td>
      <Td label="Actions" actions>
        <RowActions>
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
        </RowActions>
      </Td>
    </Tr>
  );
}

const StyledNumber = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const StyledAmount = styled.span`
  font-variant-numeric: tabular-nums;
`;

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const StyledDelete = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
`;
