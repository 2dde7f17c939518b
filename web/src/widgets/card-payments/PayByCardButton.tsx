import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';

const PayNowButton_Mutation = graphql(`
  mutation PayNowButton_Mutation($input: CreateInvoicePaymentSessionInput!) {
    createInvoicePaymentSession(input: $input) {
      url
    }
  }
`);

/**
 * Pay by card: opens Stripe Checkout for the invoice's balance (the browser leaves the app and comes back to
 * /client-invoices, which says how it went). Shown beside the payment instructions when card payments are on.
 */
export function PayByCardButton(props: { invoiceId: string; invoiceNumber: string }) {
  const [open, { loading }] = useMutation(PayNowButton_Mutation);
  const [problem, setProblem] = useState<string | null>(null);
  const label = `Pay by card ${props.invoiceNumber}`;
  const pay = async () => {
    setProblem(null);
    try {
      const { data } = await open({ variables: { input: { invoiceId: props.invoiceId } } });
      if (data) window.location.assign(data.createInvoicePaymentSession.url);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <StyledWrap data-print-hidden>
      <Button aria-label={label} disabled={loading} onClick={() => void pay()}>
        {loading ? 'Opening…' : 'Pay by card'}
      </Button>
      {problem ? <StyledProblem role="alert">{problem}</StyledProblem> : null}
    </StyledWrap>
  );
}

const StyledWrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

const StyledProblem = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
