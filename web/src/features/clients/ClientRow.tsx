import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { formatCents } from '../../lib/money';
import { Button } from '../../ui/Button';
import { RecordPaymentDialog } from '../../widgets/payments/RecordPaymentDialog';
import { ClientAccessDialog } from './ClientAccessDialog';
import { Badge } from '../../ui/Badge';
import { Td, Tr } from '../../ui/Table';
import { ClientFormDialog } from './ClientFormDialog';
import { MutedLine, PhoneLink, StrongName } from '../../widgets/roster/ListLayout';
import { EmailText } from '../../ui/EmailText';
import { RosterRowActions } from '../../widgets/roster/RosterRowActions';
import { useSetClientActive } from './useClientMutations';
import { clientName } from '../../lib/people';
import { formatInstantDate } from '../../lib/businessTime';
import { formatPhone } from '../../lib/phone';
import { ClientPreferencesDialog } from './ClientPreferencesDialog';
import { SavedCardText } from '../../widgets/card-payments/SavedCardText';

// Opened from a row: its queries and mutations load with it, keeping /clients within its script budget.
const ClientBillingDialog = lazy(() =>
  import('./ClientBillingDialog').then((module) => ({ default: module.ClientBillingDialog })),
);

// Its own chunk, loaded when opened: /clients stays within its script budget.
const ClientTextDialog = lazy(() => import('./ClientTextDialog').then((module) => ({ default: module.ClientTextDialog })));

export const ClientRow_client = graphql(`
  fragment ClientRow_client on Client {
    id
    displayName
    phone
    email
    active
    createdAt
    balanceCents
    creditCents
    savedCard {
      brand
      last4
    }
    user {
      id
      email
    }
    ...ClientFormDialog_client
  }
`);

/** One client: Name, Phone, Status, Created and the actions (edit, message, deactivate or reactivate). */
export function ClientRow(props: { client: FragmentType<typeof ClientRow_client> }) {
  const client = useFragment(ClientRow_client, props.client);
  const { setActive, loading } = useSetClientActive();
  const [recording, setRecording] = useState(false);
  const [accessOpen, setAccessOpen] = useState(false);
  const name = clientName(client);
  // The account's email when linked, else the one on the record (where their emails go).
  const email = client.user?.email ?? client.email;
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [billingOpen, setBillingOpen] = useState(false);
  const [textsOpen, setTextsOpen] = useState(false);

  return (
    <Tr>
      <Td label="Name" primary>
        <StrongName>{name}</StrongName>
        {email ? (
          <MutedLine>
            <EmailText email={email} />
          </MutedLine>
        ) : null}
        {client.balanceCents > 0 || client.creditCents > 0 ? (
          <MutedLine>
            Balance {formatCents(client.balanceCents)} · Credit {formatCents(client.creditCents)}
          </MutedLine>
        ) : null}
      </Td>
      <Td label="Phone">
        {client.phone ? <PhoneLink href={`tel:${client.phone}`}>{formatPhone(client.phone)}</PhoneLink> : '—'}
      </Td>
      <Td label="Saved card">
        <SavedCardText card={client.savedCard} />
      </Td>
      <Td label="Status">{client.active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}</Td>
      <Td label="Created">{formatInstantDate(client.createdAt)}</Td>
      <Td label="Actions" align="right" actions>
        <ClientAccessDialog clientId={client.id} name={name} open={accessOpen} onOpenChange={setAccessOpen} />
        <RosterRowActions
          kind="client"
          name={name}
          userId={client.user?.id ?? null}
          active={client.active}
          setActive={(active) => setActive(client.id, active)}
          busy={loading}
          keeps="Their details, requests and invoices are kept"
          renderEditDialog={(open, onOpenChange) => <ClientFormDialog client={client} open={open} onOpenChange={onOpenChange} />}
          extraActions={
            <>
              <Button
                $variant="secondary"
                $size="sm"
                aria-label={`Access and checklist: ${name}`}
                onClick={() => setAccessOpen(true)}
              >
                Access
              </Button>
              <Button
                $variant="secondary"
                $size="sm"
                aria-label={`Record a payment from ${name}`}
                onClick={() => setRecording(true)}
              >
                Record Payment
              </Button>
              <Button
                $variant="secondary"
                $size="sm"
                aria-label={`Billing and card of ${name}`}
                onClick={() => setBillingOpen(true)}
              >
                Billing
              </Button>
              <Button
                $variant="secondary"
                $size="sm"
                aria-label={`Helper preferences of ${name}`}
                onClick={() => setPreferencesOpen(true)}
              >
                Helpers
              </Button>
              <Button $variant="secondary" $size="sm" aria-label={`Text messages for ${name}`} onClick={() => setTextsOpen(true)}>
                Texts
              </Button>
            </>
          }
        />
        <RecordPaymentDialog open={recording} onOpenChange={setRecording} clientId={client.id} />
        {billingOpen ? (
          <Suspense fallback={null}>
            <ClientBillingDialog clientId={client.id} name={name} open onOpenChange={setBillingOpen} />
          </Suspense>
        ) : null}
        {textsOpen ? (
          <Suspense fallback={null}>
            <ClientTextDialog clientId={client.id} name={name} open onOpenChange={setTextsOpen} />
          </Suspense>
        ) : null}
        {preferencesOpen ? (
          <ClientPreferencesDialog clientId={client.id} name={name} open onOpenChange={setPreferencesOpen} />
        ) : null}
      </Td>
    </Tr>
  );
}
