import { graphql, useFragment, type FragmentType } from '../../gql';
import { formatLocalDate } from '../../lib/businessTime';
import { describeRecurrence, TIME_SLOT_LABELS } from '../../lib/serviceLabels';

export const RequestRepeatsFact_request = graphql(`
  fragment RequestRepeatsFact_request on ServiceRequest {
    recurring
    customDays {
      sunday
      monday
      tuesday
      wednesday
      thursday
      friday
      saturday
    }
  }
`);

export const RequestScheduleFacts_request = graphql(`
  fragment RequestScheduleFacts_request on ServiceRequest {
    date
    time
    recurring
    ...RequestRepeatsFact_request
  }
`);

/** A request's Repeats fact, inside a `<dl>`: "Weekly", or "Custom: Mon, Wed, Fri". */
export function RequestRepeatsFact(props: { request: FragmentType<typeof RequestRepeatsFact_request> }) {
  const request = useFragment(RequestRepeatsFact_request, props.request);
  return (
    <div>
      <dt>Repeats</dt>
      <dd>{describeRecurrence(request.recurring, request.customDays)}</dd>
    </div>
  );
}

/**
 * When a request's cleanings happen, inside a `<dl>`: its date (or first date, for a repeating one), time of day and
 * how it repeats. The client's own request card and the admin's request list both show these three facts.
 */
export function RequestScheduleFacts(props: { request: FragmentType<typeof RequestScheduleFacts_request> }) {
  const request = useFragment(RequestScheduleFacts_request, props.request);
  return (
    <>
      <div>
        <dt>{request.recurring === 'ONETIME' ? 'Date' : 'Starts'}</dt>
        <dd>{formatLocalDate(request.date, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>{TIME_SLOT_LABELS[request.time]}</dd>
      </div>
      <RequestRepeatsFact request={request} />
    </>
  );
}
