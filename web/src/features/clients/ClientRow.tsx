import { useState } from 'react';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { Button } from '../../ui/Button';
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

export const ClientRow_client = graphql(`
  fragment ClientRow_client on Client {
    id
    displayName
    phone
    email
    active
    createdAt
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
  const [accessOpen, setAccessOpen] = useState(false);
  const name = clientName(client);
  // The account's email when linked, else the one on the record (where their emails go).
  const email = client.user?.email ?? client.email;

  return (
    <Tr>
      <Td label="Name" primary>
        <StrongName>{name}</StrongName>
        {email ? (
          <MutedLine>
            <EmailText email={email} />
          </MutedLine>
        ) : null}
      </Td>
      <Td label="Phone">
        {client.phone ? <PhoneLink href={`tel:${client.phone}`}>{formatPhone(client.phone)}</PhoneLink> : '—'}
      </Td>
      <Td label="Status">{client.active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}</Td>
      <Td label="Created">{formatInstantDate(client.createdAt)}</Td>
      <Td label="Actions" align="right" actions>
        <Button $variant="ghost" $size="sm" aria-label={`Access and checklist: ${name}`} onClick={() => setAccessOpen(true)}>
          Access
        </Button>
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
        />
      </Td>
    </Tr>
  );
}
