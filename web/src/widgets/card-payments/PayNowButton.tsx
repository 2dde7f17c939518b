import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { Button, buttonStyles, type ButtonStyleProps } from '../../ui/Button';

const PayNowButton_Mutation = graphql(`
  mutation PayNowButton_Mutation($input: CreateInvoicePaymentSessionInput!) {
    createInvoicePaymentSession(input: $input) {
      url
    }
  }
`);

/**
 * Pay Now. With card payments on, it opens Stripe Checkout for the invoice's balance (the browser leaves the app and
 * comes back to /client-invoices); without them, the printable invoice with the business's payment instructions.
 */
export function PayNowButton(props: { invoiceId: string; databaseId: string; invoiceNumber: string; cards: boolean }) {
  const [open, { loading }] = useMutation(PayNowButton_Mutation);
  const [problem, setProblem] = useState<string | null>(null);
  const label = `Pay Now ${props.invoiceNumber}`;
  if (!props.cards) {
    return (
      <StyledLink to={`/invoices/${props.databaseId}/print?pay=1`} $size="sm" aria-label={label}>
        Pay Now
      </StyledLink>
    );
  }
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
    <>
      <Button $size="sm" aria-label={label} disabled={loading} onClick={() => void pay()}>
        {loading ? 'Opening…' : 'Pay Now'}
      </Button>
      {problem ? <StyledProblem role="alert">{problem}</StyledProblem> : null}
    </>
  );
}

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const StyledProblem = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
