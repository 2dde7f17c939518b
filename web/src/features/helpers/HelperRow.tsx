import { graphql, useFragment, type FragmentType } from '../../gql';
import { formatCents } from '../../lib/money';
import { Badge } from '../../ui/Badge';
import { Td, Tr } from '../../ui/Table';
import { MutedLine, PhoneLink, StrongLabel } from '../../widgets/roster/ListLayout';
import { RosterRowActions } from '../../widgets/roster/RosterRowActions';
import { HelperFormDialog } from './HelperFormDialog';
import { useSetHelperActive } from './useHelperMutations';
import { formatInstantDate } from '../../lib/businessTime';
import { formatPhone } from '../../lib/phone';
import { helperLabel, helperName, maxHoursLabel } from '../../lib/people';

export const HelperRow_helper = graphql(`
  fragment HelperRow_helper on Helper {
    id
    name
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

/** One helper: Name, ID (the spec's label), Phone, Hourly Rate, Max Hours/Week, Status, Created and the actions. */
export function HelperRow(props: { helper: FragmentType<typeof HelperRow_helper> }) {
  const helper = useFragment(HelperRow_helper, props.helper);
  const { setActive, loading } = useSetHelperActive();
  const label = helperLabel(helper.databaseId);
  const name = helperName(helper);

  return (
    <Tr>
      <Td label="Name" primary>
        <StrongLabel>{name}</StrongLabel>
        {helper.user ? null : <MutedLine>No account</MutedLine>}
      </Td>
      <Td label="ID">{label}</Td>
      <Td label="Phone">
        {helper.phone ? <PhoneLink href={`tel:${helper.phone}`}>{formatPhone(helper.phone)}</PhoneLink> : '—'}
      </Td>
      <Td label="Hourly Rate">{formatCents(helper.hourlyRateCents)}</Td>
      <Td label="Max Hours/Week">{maxHoursLabel(helper.maxHoursPerWeek)}</Td>
      <Td label="Status">{helper.active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}</Td>
      <Td label="Created">{formatInstantDate(helper.createdAt)}</Td>
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
