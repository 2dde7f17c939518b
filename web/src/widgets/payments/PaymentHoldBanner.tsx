import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button';
import { ON_HOLD_LABEL } from './HoldBadge';

export const PaymentHoldBanner_Query = graphql(`
  query PaymentHoldBanner_Query {
    viewer {
      id
      client {
        id
        paymentHold {
          since
          reason
        }
      }
    }
  }
`);

/**
 * The client's portal tells them their visits are held, why, and how to pay (the hold lifts as soon as they do).
 * Nothing while not held, loading or failed: the rest of the portal says those.
 */
export function PaymentHoldBanner() {
  const { data } = useQuery(PaymentHoldBanner_Query, { fetchPolicy: 'cache-and-network' });
  const hold = data?.viewer?.client?.paymentHold;
  if (!hold) return null;
  return (
    <StyledBanner aria-labelledby="payment-hold-title">
      <StyledTitle id="payment-hold-title">Your upcoming visits are {ON_HOLD_LABEL.toLowerCase()}</StyledTitle>
      <p>{hold.reason}. Your visits stay on the schedule; pay the invoice and the hold lifts at once.</p>
      <StyledPayLink to="/client-invoices" $size="sm">
        Pay now
      </StyledPayLink>
    </StyledBanner>
  );
}

const StyledBanner = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin-bottom: 1.5rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 0;
  }
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: 1.0625rem;
`;

const StyledPayLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  align-self: flex-start;
`;
