import { useState } from 'react';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { formatCents } from '../../lib/money';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Td, Tr } from '../../ui/Table';
import { formatDate, formatPhone } from '../clients/format';
import { MutedLine, PhoneLink, RowActions, StrongLabel } from '../clients/ListLayout';
import { SendMessageDialog } from '../messages/SendMessageDialog';
import { HelperFormDialog } from './HelperFormDialog';
import { helperLabel, maxHoursLabel } from './helperForm';
import { useSetHelperActive } from './useHelperMutations';

export const HelperRow_helper = graphql(`
  fragment HelperRow_helper on Helper {
    id
    databaseId
    phone
    hourlyRateCents
    maxHoursPerWeek
    active
    createdAt
    user {
      id
      name
    }
    ...HelperFormDialog_helper
  }
`);

type OpenDialog = 'edit' | 'message' | 'deactivate' | null;

/** One helper: ID (label and linked name), Phone, Hourly Rate, Max Hours/Week, Status, Created and the actions. */
export function HelperRow(props: { helper: FragmentType<typeof HelperRow_helper> }) {
  const helper = useFragment(HelperRow_helper, props.helper);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { setActive, loading } = useSetHelperActive();
  const label = helperLabel(helper.databaseId);
  const name = helper.user ? `${label} (${helper.user.name})` : label;
  const onOpenChange = (which: OpenDialog) => (open: boolean) => setDialog(open ? which : null);

  return (
    <Tr>
      <Td label="ID" primary>
        <StrongLabel>{label}</StrongLabel>
        {helper.user ? <MutedLine>{helper.user.name}</MutedLine> : null}
      </Td>
      <Td label="Phone">{helper.phone ? <PhoneLink href={`tel:${helper.phone}`}>{formatPhone(helper.phone)}</PhoneLink> : '—'}</Td>
      <Td label="Hourly Rate">{formatCents(helper.hourlyRateCents)}</Td>
      <Td label="Max Hours/Week">{maxHoursLabel(helper.maxHoursPerWeek)}</Td>
      <Td label="Status">{helper.active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}</Td>
      <Td label="Created">{formatDate(helper.createdAt)}</Td>
      <Td label="Actions" align="right" actions>
        <RowActions>
          <Button $variant="secondary" $size="sm" aria-label={`Edit ${name}`} onClick={() => setDialog('edit')}>
            Edit
          </Button>
          <Button $variant="secondary" $size="sm" aria-label={`Message ${name}`} onClick={() => setDialog('message')}>
            Message
          </Button>
          {helper.active ? (
            <Button $variant="ghost" $size="sm" aria-label={`Deactivate ${name}`} onClick={() => setDialog('deactivate')}>
              Deactivate
            </Button>
          ) : (
            <Button $variant="ghost" $size="sm" aria-label={`Reactivate ${name}`} disabled={loading} onClick={() => void setActive(helper.id, true)}>
              Reactivate
            </Button>
          )}
        </RowActions>
        <HelperFormDialog helper={helper} open={dialog === 'edit'} onOpenChange={onOpenChange('edit')} />
        <SendMessageDialog
          recipient={{ kind: 'helper', name, userId: helper.user?.id ?? null }}
          open={dialog === 'message'}
          onOpenChange={onOpenChange('message')}
        />
        <ConfirmDialog
          open={dialog === 'deactivate'}
          onOpenChange={onOpenChange('deactivate')}
          title={`Deactivate ${name}?`}
          description="They will show as Inactive. Their rate, hours and history are kept, and you can reactivate them at any time."
          confirmLabel="Deactivate"
          pendingLabel="Deactivating…"
          pending={loading}
          destructive
          onConfirm={async () => {
            if (await setActive(helper.id, false)) setDialog(null);
          }}
        />
      </Td>
    </Tr>
  );
}
