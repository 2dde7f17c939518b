import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { BillingPreference } from '../../gql/graphql';
import { serverMessage } from '../../apollo/errors';
import { formatCents } from '../../lib/money';
import { formatDay } from '../../lib/businessTime';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { Select } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { savedCardWords } from '../../widgets/card-payments/SavedCardText';
import { ON_HOLD_LABEL } from '../../widgets/payments/HoldBadge';

export const ClientBillingDialog_Query = graphql(`
  query ClientBillingDialog_Query($clientId: ID!) {
    cardPayments {
      enabled
    }
    node(id: $clientId) {
      id
      ... on Client {
        billingPreference
        chargeAfterVisit
        savedCard {
          brand
          last4
        }
        paymentHold {
          since
          reason
        }
        openInvoices {
          id
          invoiceNumber
          dueDate
          balanceCents
        }
      }
    }
  }
`);

const ClientBillingDialog_Preference = graphql(`
  mutation ClientBillingDialog_Preference($input: UpdateClientInput!) {
    updateClient(input: $input) {
      client {
        id
        billingPreference
      }
    }
  }
`);

const ClientBillingDialog_ChargeAfterVisit = graphql(`
  mutation ClientBillingDialog_ChargeAfterVisit($input: SetChargeAfterVisitInput!) {
    setChargeAfterVisit(input: $input) {
      client {
        id
        chargeAfterVisit
      }
    }
  }
`);

const ClientBillingDialog_Charge = graphql(`
  mutation ClientBillingDialog_Charge($input: ChargeInvoiceInput!) {
    chargeInvoice(input: $input) {
      chargeStatus
      invoice {
        id
        status
        balanceCents
      }
    }
  }
`);

const ClientBillingDialog_Release = graphql(`
  mutation ClientBillingDialog_Release($input: ReleaseHoldInput!) {
    releaseHold(input: $input) {
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

const PREFERENCES: { value: BillingPreference; label: string }[] = [
  { value: 'MONTHLY', label: 'Monthly, in invoice runs' },
  { value: 'PER_VISIT', label: 'An invoice per visit, sent when it is completed' },
];

interface Props {
  clientId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A client's billing as the owner manages it: how they are billed, their saved card (brand and last four), charging
 * it after each visit (for a client who agreed by phone), "Charge card" for each open invoice, and the payment-aware
 * hold with its Release. Each change is saved as it is made.
 */
export function ClientBillingDialog({ clientId, name, open, onOpenChange }: Props) {
  const { data, loading, error, refetch } = useQuery(ClientBillingDialog_Query, {
    variables: { clientId },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const [setPreference, preference] = useMutation(ClientBillingDialog_Preference);
  const [setAfterVisit, afterVisit] = useMutation(ClientBillingDialog_ChargeAfterVisit);
  const [charge] = useMutation(ClientBillingDialog_Charge);
  const [release, releasing] = useMutation(ClientBillingDialog_Release);
  const [charging, setCharging] = useState<string | null>(null);
  const { toast } = useToast();
  const client = data?.node && 'billingPreference' in data.node ? data.node : null;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: done });
    } catch (caught) {
      toast({ title: 'Error', description: serverMessage(caught) ?? 'Failed to save', variant: 'destructive' });
    }
  };

  const card = savedCardWords(client?.savedCard);
  const cardsOn = data?.cardPayments.enabled ?? false;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Billing of ${name}`} width="36rem">
      {client ? (
        <StyledBody>
          {client.paymentHold ? (
            <StyledHold aria-labelledby="billing-hold-title">
              <strong id="billing-hold-title">{ON_HOLD_LABEL}</strong>
              <span>{client.paymentHold.reason}. Their future visits are marked on the calendar.</span>
              <Button
                $size="sm"
                $variant="secondary"
                disabled={releasing.loading}
                onClick={() => void run(() => release({ variables: { input: { clientId } } }), 'Hold Released')}
              >
                Release hold
              </Button>
            </StyledHold>
          ) : null}
          <Select
            label="Billing"
            options={PREFERENCES}
            value={client.billingPreference}
            disabled={preference.loading}
            onChange={(event) =>
              void run(
                () =>
                  setPreference({
                    variables: { input: { id: clientId, billingPreference: event.target.value as BillingPreference } },
                  }),
                'Billing Saved',
              )
            }
          />
          <p>
            Saved card: <strong>{card ?? 'none'}</strong>
            {!cardsOn ? ' (card payments are off)' : null}
          </p>
          <Checkbox
            label="Charge the saved card when a visit is completed (the client agreed)"
            checked={client.chargeAfterVisit}
            disabled={!card || afterVisit.loading}
            onChange={(event) => {
              const enabled = event.currentTarget.checked;
              void run(() => setAfterVisit({ variables: { input: { clientId, enabled } } }), 'Card Setting Saved');
            }}
          />
          <section aria-labelledby="billing-open-title">
            <StyledHeading id="billing-open-title">Open invoices</StyledHeading>
            {client.openInvoices.length === 0 ? (
              <p>No open invoices.</p>
            ) : (
              <StyledList>
                {client.openInvoices.map((invoice) => (
                  <li key={invoice.id}>
                    <span id={`billing-invoice-${invoice.id}`}>
                      {invoice.invoiceNumber} · {formatCents(invoice.balanceCents)} · due{' '}
                      {formatDay(invoice.dueDate, { month: 'short', day: 'numeric', year: 'numeric' })}
                    </span>
                    <Button
                      $size="sm"
                      $variant="secondary"
                      aria-describedby={`billing-invoice-${invoice.id}`}
                      disabled={!card || !cardsOn || charging !== null}
                      onClick={() => {
                        setCharging(invoice.id);
                        void run(async () => {
                          await charge({ variables: { input: { invoiceId: invoice.id } } });
                          await refetch();
                        }, 'Charge Sent').finally(() => setCharging(null));
                      }}
                    >
                      {charging === invoice.id ? 'Charging…' : 'Charge card'}
                    </Button>
                  </li>
                ))}
              </StyledList>
            )}
          </section>
        </StyledBody>
      ) : loading ? (
        <Spinner label="Loading billing…" />
      ) : (
        <Alert>{error ? (serverMessage(error) ?? 'Failed to load billing') : 'This client no longer exists.'}</Alert>
      )}
    </Dialog>
  );
}

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;

  p {
    margin: 0;
  }
`;

const StyledHold = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSurface};
`;

const StyledHeading = styled.h3`
  margin: 0 0 0.5rem;
  font-size: 1rem;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
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
