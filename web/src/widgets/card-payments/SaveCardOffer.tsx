import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { CARD_CONSENT } from './SavedCardSection';

export const SaveCardOffer_Query = graphql(`
  query SaveCardOffer_Query {
    cardPayments {
      enabled
    }
    viewer {
      id
      client {
        id
        savedCard {
          brand
          last4
        }
      }
    }
  }
`);

const SaveCardOffer_Setup = graphql(`
  mutation SaveCardOffer_Setup($input: CreateCardSetupSessionInput!) {
    createCardSetupSession(input: $input) {
      url
    }
  }
`);

/**
 * The end of online booking offers a card on file for charges after each visit (Stripe Checkout in setup mode), once
 * the client agrees to charges made when they are not present. Nothing when card payments are off, the viewer is not
 * a client, or a card is already saved.
 */
export function SaveCardOffer() {
  const { data } = useQuery(SaveCardOffer_Query, { fetchPolicy: 'network-only' });
  const [setup, { loading }] = useMutation(SaveCardOffer_Setup);
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const client = data?.viewer?.client;
  if (!data?.cardPayments.enabled || !client || client.savedCard) return null;

  const save = async () => {
    setProblem(null);
    try {
      const result = await setup({ variables: { input: { consentToChargesWhenAbsent: consent } } });
      if (result.data) window.location.assign(result.data.createCardSetupSession.url);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <StyledOffer aria-labelledby="save-card-offer-title">
      <StyledTitle id="save-card-offer-title">Save a card for after each visit</StyledTitle>
      <p>We charge it when a visit is completed, for the amount on its invoice, so you never have to pay by hand.</p>
      <Checkbox label={CARD_CONSENT} checked={consent} onChange={(event) => setConsent(event.currentTarget.checked)} />
      <div>
        <Button $size="sm" disabled={!consent || loading} onClick={() => void save()}>
          {loading ? 'Opening…' : 'Save a card for after each visit'}
        </Button>
      </div>
      {problem ? <StyledProblem role="alert">{problem}</StyledProblem> : null}
    </StyledOffer>
  );
}

const StyledOffer = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin-top: 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  p {
    margin: 0;
  }
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const StyledProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
