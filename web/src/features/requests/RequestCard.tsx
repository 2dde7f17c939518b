import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { Badge } from '../../ui/Badge';
import { formatLocalDate } from '../../lib/businessTime';
import { describeRecurrence, REQUEST_STATUS, SERVICE_NAMES, TIME_SLOT_LABELS } from '../../lib/serviceLabels';
import { cardSurface } from '../../ui/Card';

export const RequestCard_request = graphql(`
  fragment RequestCard_request on ServiceRequest {
    id
    service
    status
    date
    time
    address
    notes
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
    adminFeedback
  }
`);

/** One of the client's requests: what, when, where, its status and any word from the business. */
export function RequestCard(props: { request: FragmentType<typeof RequestCard_request> }) {
  const request = useFragment(RequestCard_request, props.request);
  const status = REQUEST_STATUS[request.status];
  const service = SERVICE_NAMES[request.service];
  const when = formatLocalDate(request.date, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

  return (
    <StyledItem>
      <StyledTop>
        <StyledService>{service}</StyledService>
        <Badge tone={status.tone}>{status.label}</Badge>
      </StyledTop>
      <StyledMeta>
        <div>
          <dt>{request.recurring === 'ONETIME' ? 'Date' : 'Starts'}</dt>
          <dd>{when}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{TIME_SLOT_LABELS[request.time]}</dd>
        </div>
        <div>
          <dt>Repeats</dt>
          <dd>{describeRecurrence(request.recurring, request.customDays)}</dd>
        </div>
        <StyledWideFact>
          <dt>Address</dt>
          <dd>{request.address}</dd>
        </StyledWideFact>
      </StyledMeta>
      {request.notes ? <StyledNotes>Your notes: {request.notes}</StyledNotes> : null}
      {request.adminFeedback ? (
        <StyledFeedback>
          <strong>Message from Sunshine Clean:</strong> {request.adminFeedback}
        </StyledFeedback>
      ) : null}
    </StyledItem>
  );
}

const StyledItem = styled.li`
  ${cardSurface}
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  padding: 1rem 1.25rem;
  min-width: 0;
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

const StyledService = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
`;

/** The address takes a row of its own: squeezed into one of the short columns it broke onto three lines. */
const StyledWideFact = styled.div`
  grid-column: 1 / -1;
`;

const StyledMeta = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: 0.5rem 1rem;

  div {
    min-width: 0;
  }
  dt {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 0.9375rem;
    overflow-wrap: anywhere;
  }
`;

const StyledNotes = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StyledFeedback = styled.p`
  margin: 0;
  padding: 0.625rem 0.75rem;
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
`;
