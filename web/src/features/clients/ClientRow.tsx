import { useState } from 'react';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Td, Tr } from '../../ui/Table';
import { SendMessageDialog } from '../messages/SendMessageDialog';
import { ClientFormDialog } from './ClientFormDialog';
import { clientName, formatDate, formatPhone } from './format';
import { MutedLine, PhoneLink, RowActions, StrongName } from './ListLayout';
import { useSetClientActive } from './useClientMutations';

export const ClientRow_client = graphql(`
  fragment ClientRow_client on Client {
    id
    displayName
    phone
    active
    createdAt
    user {
      id
      email
    }
    ...ClientFormDialog_client
  }
`);

type OpenDialog = 'edit' | 'message' | 'deactivate' | null;

/** One client: Name, Phone, Status, Created and the actions (edit, message, deactivate or reactivate). */
export function ClientRow(props: { client: FragmentType<typeof ClientRow_client> }) {
  const client = useFragment(ClientRow_client, props.client);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { setActive, loading } = useSetClientActive();
  const name = clientName(client);
  const onOpenChange = (which: OpenDialog) => (open: boolean) => setDialog(open ? which : null);

  return (
    <Tr>
      <Td label="Name" primary>
        <StrongName>{name}</StrongName>
        {client.user ? <MutedLine>{client.user.email}</MutedLine> : null}
      </Td>
      <Td label="Phone">{client.phone ? <PhoneLink href={`tel:${client.phone}`}>{formatPhone(client.phone)}</PhoneLink> : '—'}</Td>
      <Td label="Status">{client.active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}</Td>
      <Td label="Created">{formatDate(client.createdAt)}</Td>
      <Td label="Actions" align="right" actions>
        <RowActions>
          <Button $variant="secondary" $size="sm" aria-label={`Edit ${name}`} onClick={() => setDialog('edit')}>
            Edit
          </Button>
          <Button $variant="secondary" $size="sm" aria-label={`Message ${name}`} onClick={() => setDialog('message')}>
            Message
          </Button>
          {client.active ? (
            <Button $variant="ghost" $size="sm" aria-label={`Deactivate ${name}`} onClick={() => setDialog('deactivate')}>
              Deactivate
            </Button>
          ) : (
            <Button $variant="ghost" $size="sm" aria-label={`Reactivate ${name}`} disabled={loading} onClick={() => void setActive(client.id, true)}>
              Reactivate
            </Button>
          )}
        </RowActions>
        <ClientFormDialog client={client} open={dialog === 'edit'} onOpenChange={onOpenChange('edit')} />
        <SendMessageDialog
          recipient={{ kind: 'client', name, userId: client.user?.id ?? null }}
          open={dialog === 'message'}
          onOpenChange={onOpenChange('message')}
        />
        <ConfirmDialog
          open={dialog === 'deactivate'}
          onOpenChange={onOpenChange('deactivate')}
          title={`Deactivate ${name}?`}
          description="They will show as Inactive. Their details, requests and invoices are kept, and you can reactivate them at any time."
          confirmLabel="Deactivate"
          pendingLabel="Deactivating…"
          pending={loading}
          destructive
          onConfirm={async () => {
            if (await setActive(client.id, false)) setDialog(null);
          }}
        />
      </Td>
    </Tr>
  );
}
