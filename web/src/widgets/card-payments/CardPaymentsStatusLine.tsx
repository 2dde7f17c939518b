import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { CardDescription } from '../../ui/Card';

const CardPaymentsStatusLine_Query = graphql(`
  query CardPaymentsStatusLine_Query {
    cardPayments {
      enabled
      message
    }
  }
`);

/** Settings: whether clients can pay by card, in plain words (the Stripe keys are environment settings). */
export function CardPaymentsStatusLine() {
  const { data, loading, error } = useQuery(CardPaymentsStatusLine_Query);
  if (loading) return <CardDescription>Checking card payments…</CardDescription>;
  if (error || !data) return <CardDescription>We couldn&apos;t check card payments.</CardDescription>;
  return (
    <CardDescription role="status">
      {data.cardPayments.enabled
        ? 'Card payments are on: clients can pay invoices by card and save a card, through Stripe.'
        : `${data.cardPayments.message} Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to turn them on.`}
    </CardDescription>
  );
}
