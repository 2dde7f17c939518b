import { type ReactNode, useRef } from 'react';
import styled from 'styled-components';
import { PaidOnFact } from '../../widgets/invoices/PaidOnFact';
import { cardSurface } from '../../ui/Card';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { formatCents } from '../../lib/money';
import { InvoiceLines } from './InvoiceLines';
import { InvoiceStatusBadge } from '../../widgets/invoices/InvoiceStatusBadge';
import { formatDay } from '../../lib/businessTime';
import { formatPhone } from '../../lib/phone';
import { isPayable } from '../../lib/invoiceStatus';
import { useNavigationFocus } from '../../ui/NavigationFocus';
import { factRows } from '../../ui/facts';

export const InvoiceDocument_invoice = graphql(`
  fragment InvoiceDocument_invoice on Invoice {
    id
    invoiceNumber
    issueDate
    dueDate
    subtotalCents
    taxAmountCents
    totalCents
    effectiveStatus
    notes
    paidAt
    client {
      id
      displayName
      address
      phone
    }
    items {
      id
      description
      quantity
      unitPriceCents
      amountCents
    }
  }
`);

export const InvoiceDocument_business = graphql(`
  fragment InvoiceDocument_business on BusinessProfile {
    businessName
    phone
    email
    address
    paymentInstructions
  }
`);

export interface InvoiceDocumentProps {
  invoice: FragmentType<typeof InvoiceDocument_invoice>;
  business: FragmentType<typeof InvoiceDocument_business>;
  /** Opened through Pay Now: the payment instructions come first. */
  paying?: boolean;
  /** Pay by card (Stripe), when card payments are on and the reader is the invoice's client. */
  payByCard?: ReactNode;
}

/**
 * The invoice as the client receives it: the business's card from settings, who is billed, the dates, the lines,
 * the totals, and how to pay. Printed black on white whatever the screen theme.
 */
export function InvoiceDocument({ invoice: invoiceRef, business: businessRef, paying = false, payByCard }: InvoiceDocumentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useNavigationFocus(heading);
  const invoice = useFragment(InvoiceDocument_invoice, invoiceRef);
  const business = useFragment(InvoiceDocument_business, businessRef);
  const payable = isPayable(invoice.effectiveStatus);
  const lines = invoice.items.length
    ? invoice.items
    : [
        {
          id: 'services',
          description: 'Cleaning services',
          quantity: 1,
          unitPriceCents: invoice.subtotalCents,
          amountCents: invoice.subtotalCents,
        },
      ];

  const howToPay = payable ? (
    <StyledPay aria-labelledby="how-to-pay" $emphasis={paying} id="pay">
      <h2 id="how-to-pay">How to pay</h2>
      <p>
        Amount due: <StyledNowrap>{formatCents(invoice.totalCents)}</StyledNowrap> by{' '}
        <StyledNowrap as="span">{formatDay(invoice.dueDate)}</StyledNowrap>. Please include the invoice number{' '}
        <StyledNowrap>{invoice.invoiceNumber}</StyledNowrap> with your payment.
      </p>
      {business.paymentInstructions ? (
        <StyledPre>{business.paymentInstructions}</StyledPre>
      ) : (
        <p>
          Contact us to arrange payment
          {business.phone ? ` at ${formatPhone(business.phone)}` : ''}
          {business.email ? `${business.phone ? ' or ' : ' at '}${business.email}` : ''}.
        </p>
      )}
      {payByCard ?? (paying ? <StyledMuted>Online card payment is not available yet.</StyledMuted> : null)}
    </StyledPay>
  ) : null;

  return (
    <StyledPaper aria-label={`Invoice ${invoice.invoiceNumber}`} data-invoice-document>
      {paying ? howToPay : null}
      <StyledTop>
        <div>
          <StyledBusinessName>{business.businessName}</StyledBusinessName>
          <StyledAddress>
            {business.address ? <span>{business.address}</span> : null}
            {business.phone ? <span>{formatPhone(business.phone)}</span> : null}
            {business.email ? <span>{business.email}</span> : null}
          </StyledAddress>
        </div>
        <StyledTitleBlock>
          <StyledDocTitle ref={heading} tabIndex={-1}>
            Invoice
          </StyledDocTitle>
          <StyledNumber>{invoice.invoiceNumber}</StyledNumber>
          <StyledStatus>
            <InvoiceStatusBadge status={invoice.effectiveStatus} />
          </StyledStatus>
        </StyledTitleBlock>
      </StyledTop>

      <StyledParties>
        <div>
          <StyledLabel>Bill to</StyledLabel>
          <StyledStrong>{invoice.client.displayName || 'Unknown Client'}</StyledStrong>
          {invoice.client.address ? <div>{invoice.client.address}</div> : null}
          {invoice.client.phone ? <div>{formatPhone(invoice.client.phone)}</div> : null}
        </div>
        <StyledDates>
          <dt>Issue date</dt>
          <dd>{formatDay(invoice.issueDate)}</dd>
          <dt>Due date</dt>
          <dd>{formatDay(invoice.dueDate)}</dd>
          <PaidOnFact paidAt={invoice.paidAt} />
        </StyledDates>
      </StyledParties>

      <InvoiceLines
        lines={lines}
        subtotalCents={invoice.subtotalCents}
        taxAmountCents={invoice.taxAmountCents}
        totalCents={invoice.totalCents}
      />

      {invoice.notes ? (
        <StyledSection aria-labelledby="invoice-notes">
          <h2 id="invoice-notes">Notes</h2>
          <StyledPre>{invoice.notes}</StyledPre>
        </StyledSection>
      ) : null}

      {paying ? null : howToPay}

      <StyledThanks>Thank you for choosing {business.businessName}!</StyledThanks>
    </StyledPaper>
  );
}

const StyledPaper = styled.article`
  ${cardSurface}
  color: ${({ theme }) => theme.colors.text};
  padding: 2.5rem;
  max-width: 52rem;
  display: flex;
  flex-direction: column;
  gap: 1.75rem;

  h2 {
    font-size: 1rem;
    margin: 0 0 0.5rem;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 1.25rem 1rem;
    gap: 1.25rem;
  }

  @media print {
    border: 0;
    box-shadow: none;
    padding: 0;
    max-width: none;
    background: #fff;
    color: #000;
  }
`;

const StyledTop = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 1.5rem;
  flex-wrap: wrap;
`;

const StyledBusinessName = styled.p`
  margin: 0 0 0.375rem;
  font-size: 1.5rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  @media print {
    color: #000;
  }
`;

const StyledAddress = styled.address`
  font-style: normal;
  display: flex;
  flex-direction: column;
  color: ${({ theme }) => theme.colors.textMuted};
  @media print {
    color: #333;
  }
`;

const StyledTitleBlock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.25rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    align-items: flex-start;
  }
  /* Beside the sidebar on a tablet the block wraps under the business's address: left-aligned with it, not the
     number and status hanging right under a left-hand INVOICE. */
  @container main (max-width: 40rem) {
    align-items: flex-start;
  }
`;

const StyledDocTitle = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

const StyledStatus = styled.div`
  @media print {
    & > span {
      background: none !important;
      color: #000 !important;
      border: 1px solid #000;
    }
  }
`;

const StyledNowrap = styled.strong`
  white-space: nowrap;
`;

const StyledNumber = styled.p`
  margin: 0;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const StyledParties = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 1.5rem;
  flex-wrap: wrap;
  padding: 1.25rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media print {
    border-color: #999;
  }
`;

const StyledLabel = styled.p`
  margin: 0 0 0.25rem;
  font-size: 0.8125rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.textMuted};
  @media print {
    color: #333;
  }
`;

const StyledStrong = styled.div`
  font-weight: 600;
`;

const StyledDates = styled.dl`
  display: grid;
  align-content: start;
  grid-template-columns: auto auto;
  column-gap: 1.5rem;
  ${factRows}
  dd {
    text-align: right;
    font-weight: 600;
  }
  @media print {
    dt {
      color: #333;
    }
  }
`;

const StyledSection = styled.section``;

const StyledPay = styled.section<{ $emphasis: boolean }>`
  scroll-margin-top: 4.5rem;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme, $emphasis }) => ($emphasis ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.border}`)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  p {
    margin: 0 0 0.5rem;
  }
  p:last-child {
    margin-bottom: 0;
  }
  @media print {
    background: none;
    border: 1px solid #000;
  }
`;

const StyledPre = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  @media print {
    display: none;
  }
`;

const StyledThanks = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  @media print {
    color: #333;
  }
`;
