import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';

export const SavedCardSection_Query = graphql(`
  query SavedCardSection_Query {
    cardPayments {
      enabled
    }
    viewer {
      id
      client {
        id
        chargeAfterVisit
        savedCard {
          brand
          last4
        }
      }
    }
  }
`);

const SavedCardSection_Setup = graphql(`
  mutation SavedCardSection_Setup($input: CreateCardSetupSessionInput!) {
    createCardSetupSession(input: $input) {
      url
    }
  }
`);

const SavedCardSection_Remove = graphql(`
  mutation SavedCardSection_Remove($input: RemoveSavedCardInput!) {
    removeSavedCard(input: $input) {
      client {
        id
        chargeAfterVisit
        savedCard {
          brand
          last4
        }
      }
    }
  }
`);

const SavedCardSection_ChargeAfterVisit = graphql(`
  mutation SavedCardSection_ChargeAfterVisit($input: SetChargeAfterVisitInput!) {
    setChargeAfterVisit(input: $input) {
      client {
        id
        chargeAfterVisit
      }
    }
  }
`);

/** The consent a client gives before saving a card, in plain words. */
export const CARD_CONSENT =
  'I allow Sunshine Clean to charge this card for my cleanings when I am not present, for the amount on each invoice. ' +
  'I can remove the card at any time.';

/**
 * The portal's card on file: save one through Stripe Checkout (setup mode) after agreeing to charges made when the
 * client is not present, remove it, and choose "Charge my card when a visit is completed". Hidden when card payments
 * are off or the viewer has no client record.
 */
export function SavedCardSection() {
  const { data } = useQuery(SavedCardSection_Query);
  const [params] = useSearchParams();
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [setup, { loading: opening }] = useMutation(SavedCardSection_Setup);
  const [remove, { loading: removing }] = useMutation(SavedCardSection_Remove);
  const [setAfterVisit, { loading: saving }] = useMutation(SavedCardSection_ChargeAfterVisit);
  const client = data?.viewer?.client;
  if (!data?.cardPayments.enabled || !client) return null;
  const card = client.savedCard;

  const run = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const saveCard = () =>
    run(async () => {
      const result = await setup({ variables: { input: { consentToChargesWhenAbsent: consent } } });
      if (result.data) window.location.assign(result.data.createCardSetupSession.url);
    });

  const returned = params.get('card');
  return (
    <StyledSection aria-labelledby="saved-card-title">
      <CardTitle id="saved-card-title">Card on file</CardTitle>
      {returned === 'saved' ? (
        <StyledNote role="status">Thank you: your card is being saved. It shows here in a moment.</StyledNote>
      ) : returned === 'cancelled' ? (
        <StyledNote role="status">No card was saved.</StyledNote>
      ) : null}
      {card ? (
        <>
          <CardDescription>
            Saved card: <strong>{`${card.brand.toUpperCase()} ending in ${card.last4}`}</strong>
          </CardDescription>
          <Checkbox
            label="Charge my card when a visit is completed"
            checked={client.chargeAfterVisit}
            disabled={saving}
            onChange={(event) =>
              void run(() =>
                setAfterVisit({ variables: { input: { clientId: client.id, enabled: event.currentTarget.checked } } }),
              )
            }
          />
          <StyledActions>
            <Button
              $variant="secondary"
              $size="sm"
              disabled={removing}
              onClick={() => void run(() => remove({ variables: { input: { clientId: client.id } } }))}
            >
              Remove card
            </Button>
          </StyledActions>
        </>
      ) : (
        <>
          <CardDescription>Save a card to pay invoices without typing it each time.</CardDescription>
          <Checkbox label={CARD_CONSENT} checked={consent} onChange={(event) => setConsent(event.currentTarget.checked)} />
          <StyledActions>
            <Button $size="sm" disabled={!consent || opening} onClick={() => void saveCard()}>
              {opening ? 'Opening…' : 'Save a card'}
            </Button>
          </StyledActions>
        </>
      )}
      {problem ? <StyledProblem role="alert">{problem}</StyledProblem> : null}
    </StyledSection>
  );
}

const StyledSection = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const StyledNote = styled.p`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
