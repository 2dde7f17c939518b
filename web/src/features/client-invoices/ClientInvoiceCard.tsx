import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PaidOnFact } from '../../widgets/invoices/PaidOnFact';
import { cardSurface } from '../../ui/Card';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { formatCents } from '../../lib/money';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button';
import { InvoiceStatusBadge } from '../../widgets/invoices/InvoiceStatusBadge';
import { formatDay } from '../../lib/businessTime';
import { isPayable } from '../../lib/invoiceStatus';
import { factRows } from '../../ui/facts';

export const ClientInvoiceCard_invoice = graphql(`
  fragment ClientInvoiceCard_invoice on Invoice {
    id
    ...InvoiceSummary_invoice @unmask
    paidAt
  }
`);

/**
 * One of the client's invoices: status, dates and total. Pay Now only for a sent or overdue invoice; with no
 * payment provider it opens the printable invoice with the business's payment instructions first.
 */
export function ClientInvoiceCard(props: { invoice: FragmentType<typeof ClientInvoiceCard_invoice> }) {
  const invoice = useFragment(ClientInvoiceCard_invoice, props.invoice);
  const headingId = `invoice-${invoice.databaseId}`;
  const overdue = invoice.effectiveStatus === 'OVERDUE';
  return (
    <StyledCard aria-labelledby={headingId}>
      <StyledTop>
        <StyledNumber id={headingId}>{invoice.invoiceNumber}</StyledNumber>
        <InvoiceStatusBadge status={invoice.effectiveStatus} />
      </StyledTop>
      <StyledTotal>{formatCents(invoice.totalCents)}</StyledTotal>
      <StyledFacts>
        <dt>Issued</dt>
        <dd>{formatDay(invoice.issueDate)}</dd>
        <dt>Due</dt>
        <StyledDue $overdue={overdue}>{formatDay(invoice.dueDate)}</StyledDue>
        <PaidOnFact paidAt={invoice.paidAt} />
      </StyledFacts>
      <StyledActions>
        <StyledLink
          to={`/invoices/${invoice.databaseId}/print`}
          $variant="secondary"
          $size="sm"
          aria-label={`View invoice ${invoice.invoiceNumber}`}
        >
          View invoice
        </StyledLink>
        {isPayable(invoice.effectiveStatus) ? (
          <StyledLink
            to={`/invoices/${invoice.databaseId}/print?pay=1`}
            $size="sm"
            aria-label={`Pay Now ${invoice.invoiceNumber}`}
          >
            Pay Now
          </StyledLink>
        ) : null}
      </StyledActions>
    </StyledCard>
  );
}

const StyledCard = styled.article`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.25rem;
`;

const StyledTop = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 0.75rem;
`;

const StyledNumber = styled.h2`
  margin: 0;
  font-size: 1.0625rem;
  font-variant-numeric: tabular-nums;
`;

const StyledTotal = styled.p`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: 1rem;
  ${factRows}
`;

const StyledDue = styled.dd<{ $overdue: boolean }>`
  && {
    color: ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : 'inherit')};
    font-weight: ${({ $overdue }) => ($overdue ? 600 : 'inherit')};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: auto;
  padding-top: 0.5rem;
`;

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
