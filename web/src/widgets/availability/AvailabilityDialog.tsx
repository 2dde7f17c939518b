import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/index';
import { serverMessage } from '../../apollo/errors';
import { Alert } from '../../ui/Alert';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { WeeklyAvailabilityEditor } from './WeeklyAvailabilityEditor';

export const AvailabilityDialog_Query = graphql(`
  query AvailabilityDialog_Query($helperId: ID!) {
    node(id: $helperId) {
      id
      ... on Helper {
        availability {
          weekday
          ranges {
            from
            to
          }
        }
      }
    }
  }
`);

/** The owner sets a helper's usual week (from the Helpers screen). */
export function AvailabilityDialog(props: {
  helperId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data, loading, error } = useQuery(AvailabilityDialog_Query, {
    variables: { helperId: props.helperId },
    skip: !props.open,
    fetchPolicy: 'cache-and-network',
  });
  const helper = data?.node && 'availability' in data.node ? data.node : null;
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Availability of ${props.name}`}
      description="The usual week. Visits outside it, or in approved time off, warn before they are assigned."
      width="40rem"
    >
      {helper ? (
        <WeeklyAvailabilityEditor
          key={props.helperId}
          helperId={props.helperId}
          availability={helper.availability}
          own={false}
          onSaved={() => props.onOpenChange(false)}
          onCancel={() => props.onOpenChange(false)}
        />
      ) : loading ? (
        <Spinner label="Loading availability…" />
      ) : (
        <Alert>{error ? (serverMessage(error) ?? 'Failed to load the availability') : 'This helper no longer exists.'}</Alert>
      )}
    </Dialog>
  );
}
