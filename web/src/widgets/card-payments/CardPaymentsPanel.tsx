import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { formatInstantDate } from '../../lib/businessTime';
import { formatCents } from '../../lib/money';
import { Button } from '../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../ui/Card';

const CardPaymentsPanel_Query = graphql(`
  query CardPaymentsPanel_Query {
    cardPayments {
      enabled
      message
    }
    declinedPayments {
      status
      amountCents
      message
      failedAt
      invoice {
        id
        databaseId
        invoiceNumber
        client {
          id
          displayName
        }
      }
    }
    cardPaymentsToReview {
      eventId
      reason
      receivedAt
      invoice {
        id
        databaseId
        invoiceNumber
      }
    }
  }
`);

const CardPaymentsPanel_Charge = graphql(`
  mutation CardPaymentsPanel_Charge($input: ChargeInvoiceInput!) {
    chargeInvoice(input: $input) {
      chargeStatus
      invoice {
        id
      }
    }
  }
`);

const CardPaymentsPanel_Dismiss = graphql(`
  mutation CardPaymentsPanel_Dismiss($input: DismissCardPaymentReviewInput!) {
    dismissCardPaymentReview(input: $input) {
      eventId
      reviewedAt
    }
  }
`);

/**
 * The owner's view of card payments on the invoices page: whether they are on (and why not), **Declined payments**
 * (charges declined or waiting for the cardholder, each with Charge again), and Stripe payments kept for review.
 * Shows nothing when card payments are on and all is well.
 */
export function CardPaymentsPanel() {
  const { data, error, refetch } = useQuery(CardPaymentsPanel_Query);
  const [charge, { loading: charging }] = useMutation(CardPaymentsPanel_Charge);
  const [dismiss, { loading: dismissing }] = useMutation(CardPaymentsPanel_Dismiss);
  const [notice, setNotice] = useState<string | null>(null);
  if (error) {
    return (
      <StyledPanel>
        <CardDescription role="alert">
          We couldn&apos;t load card payments.{' '}
          <Button $variant="secondary" $size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </CardDescription>
      </StyledPanel>
    );
  }
  if (!data) return null;
  if (!data.cardPayments.enabled) {
    return (
      <StyledPanel aria-labelledby="card-payments-title">
        <CardTitle id="card-payments-title">Card payments</CardTitle>
        <CardDescription>{data.cardPayments.message}</CardDescription>
      </StyledPanel>
    );
  }
  const declined = data.declinedPayments;
  const review = data.cardPaymentsToReview;
  if (declined.length === 0 && review.length === 0 && !notice) return null;

  const chargeAgain = async (invoiceId: string, number: string) => {
    setNotice(null);
    try {
      await charge({ variables: { input: { invoiceId } } });
      setNotice(`Charging the card again for ${number}.`);
      await refetch();
    } catch (problem) {
      setNotice(errorMessage(problem));
    }
  };

  const dismissReview = async (eventId: string) => {
    setNotice(null);
    try {
      await dismiss({ variables: { input: { eventId } } });
      setNotice('Marked as reviewed.');
      await refetch();
    } catch (problem) {
      setNotice(errorMessage(problem));
    }
  };

  return (
    <StyledPanel aria-labelledby="declined-payments-title">
      {declined.length > 0 ? (
        <>
          <CardTitle id="declined-payments-title">Declined payments</CardTitle>
          <StyledList>
            {declined.map((row) => (
              <li key={row.invoice.id}>
                <span>
                  <Link to={`/invoices/${row.invoice.databaseId}/print`}>{row.invoice.invoiceNumber}</Link>,{' '}
                  {row.invoice.client.displayName}: {formatCents(row.amountCents)}{' '}
                  {row.status === 'AUTHENTICATION_REQUIRED' ? 'needs the cardholder to confirm' : 'was declined'}
                  {row.failedAt ? ` on ${formatInstantDate(row.failedAt)}` : ''}. The client was emailed a link to pay.
                </span>
                <Button
                  $variant="secondary"
                  $size="sm"
                  disabled={charging}
                  aria-label={`Charge again ${row.invoice.invoiceNumber}`}
                  onClick={() => void chargeAgain(row.invoice.id, row.invoice.invoiceNumber)}
                >
                  Charge again
                </Button>
              </li>
            ))}
          </StyledList>
        </>
      ) : (
        <CardTitle id="declined-payments-title">Card payments</CardTitle>
      )}
      {review.length > 0 ? (
        <>
          <StyledSubtitle>Card payments to review</StyledSubtitle>
          <StyledList>
            {review.map((row) => (
              <li key={row.eventId}>
                <span>
                  {row.reason} ({formatInstantDate(row.receivedAt)}, Stripe event {row.eventId})
                </span>
                <Button
                  $variant="secondary"
                  $size="sm"
                  disabled={dismissing}
                  aria-label={`Mark reviewed: Stripe event ${row.eventId}`}
                  onClick={() => void dismissReview(row.eventId)}
                >
                  Mark reviewed
                </Button>
              </li>
            ))}
          </StyledList>
        </>
      ) : null}
      {notice ? <p role="status">{notice}</p> : null}
    </StyledPanel>
  );
}

const StyledPanel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;

const StyledSubtitle = styled.h3`
  margin: 0.5rem 0 0;
  font-size: 1rem;
`;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
`;
