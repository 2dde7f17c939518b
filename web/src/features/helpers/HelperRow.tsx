import { graphql, useFragment, type FragmentType } from '../../gql';
import { formatCents } from '../../lib/money';
import { Badge } from '../../ui/Badge';
import { Td, Tr } from '../../ui/Table';
import { formatDate, formatPhone } from '../clients/format';
import { MutedLine, PhoneLink, StrongLabel } from '../clients/ListLayout';
import { RosterRowActions } from '../clients/RosterRowActions';
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

/** One helper: ID (label and linked name), Phone, Hourly Rate, Max Hours/Week, Status, Created and the actions. */
export function HelperRow(props: { helper: FragmentType<typeof HelperRow_helper> }) {
  const helper = useFragment(HelperRow_helper, props.helper);
  const { setActive, loading } = useSetHelperActive();
  const label = helperLabel(helper.databaseId);
  const name = helper.user ? `${label} (${helper.user.name})` : label;

  return (
    <Tr>
      <Td label="ID" primary>
        <StrongLabel>{label}</StrongLabel>
        {helper.user ? <MutedLine>{helper.user.name}</MutedLine> : null}
      </Td>
      <Td label="Phone">
        {helper.phone ? <PhoneLink href={`tel:${helper.phone}`}>{formatPhone(helper.phone)}</PhoneLink> : '—'}
      </Td>
      <Td label="Hourly Rate">{formatCents(helper.hourlyRateCents)}</Td>
      <Td label="Max Hours/Week">{maxHoursLabel(helper.maxHoursPerWeek)}</Td>
      <Td label="Status">{helper.active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}</Td>
      <Td label="Created">{formatDate(helper.createdAt)}</Td>
      <Td label="Actions" align="right" actions>
        <RosterRowActions
          kind="helper"
          name={name}
          userId={helper.user?.id ?? null}
          active={helper.active}
          setActive={(active) => setActive(helper.id, active)}
          busy={loading}
          keeps="Their rate, hours and history are kept"
          renderEditDialog={(open, onOpenChange) => <HelperFormDialog helper={helper} open={open} onOpenChange={onOpenChange} />}
        />
      </Td>
    </Tr>
  );
}
