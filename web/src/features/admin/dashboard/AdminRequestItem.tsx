import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { AssignJobHelpersButton } from '../../../widgets/assignments/AssignJobHelpersButton';
import { useApproveServiceRequest, useDeclineServiceRequest } from './useDecideServiceRequest';
import { businessToday, formatLocalDate } from '../../../lib/businessTime';
import { formatPhone } from '../../../lib/phone';
import { clientName } from '../../../lib/people';
import { describeRecurrence, REQUEST_STATUS, SERVICE_NAMES, TIME_SLOT_LABELS } from '../../../lib/serviceLabels';
import { cardSurface } from '../../../ui/Card';

// Mounted when opened, from its own chunk: the form and validation libraries are not on the dashboard's first paint.
const DeclineDialog = lazy(() => import('./DeclineDialog').then((m) => ({ default: m.DeclineDialog })));

export const AdminRequestItem_request = graphql(`
  fragment AdminRequestItem_request on ServiceRequest {
    id
    service
    status
    date
    time
    address
    phoneNumber
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
    client {
      id
      displayName
    }
  }
`);

/** One request in the admin's lists; a pending one offers Approve and Decline. */
export function AdminRequestItem(props: { request: FragmentType<typeof AdminRequestItem_request> }) {
  const request = useFragment(AdminRequestItem_request, props.request);
  const { approve, loading: approving } = useApproveServiceRequest();
  const { decline, loading: declining } = useDeclineServiceRequest();
  const [declineOpen, setDeclineOpen] = useState(false);

  const client = clientName(request.client);
  const service = SERVICE_NAMES[request.service];
  const date = formatLocalDate(request.date, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
  const subject = {
    id: request.id,
    summary: `${client}'s ${service} on ${formatLocalDate(request.date, { weekday: 'short', month: 'short', day: 'numeric' })}`,
  };
  const status = REQUEST_STATUS[request.status];
  const busy = approving || declining;
  const titleId = `request-${request.id}-title`;
  // A one-time cleaning whose day has gone has no visit left to staff.
  const pastOneTime = request.recurring === 'ONETIME' && request.date < businessToday();

  return (
    <StyledItem aria-labelledby={titleId}>
      <StyledTop>
        <div>
          <StyledClient id={titleId}>{client}</StyledClient>
          <StyledService>{service}</StyledService>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </StyledTop>
      <StyledMeta>
        <div>
          <dt>{request.recurring === 'ONETIME' ? 'Date' : 'Starts'}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{TIME_SLOT_LABELS[request.time]}</dd>
        </div>
        <div>
          <dt>Repeats</dt>
          <dd>{describeRecurrence(request.recurring, request.customDays)}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${request.phoneNumber}`}>{formatPhone(request.phoneNumber)}</a>
          </dd>
        </div>
        <StyledWide>
          <dt>Address</dt>
          <dd>{request.address}</dd>
        </StyledWide>
        {request.notes ? (
          <StyledWide>
            <dt>Notes</dt>
            <dd>{request.notes}</dd>
          </StyledWide>
        ) : null}
        {request.adminFeedback ? (
          <StyledWide>
            <dt>Your feedback</dt>
            <dd>{request.adminFeedback}</dd>
          </StyledWide>
        ) : null}
      </StyledMeta>
      {request.status === 'PENDING' ? (
        <StyledActions>
          <Button $size="sm" disabled={busy} aria-describedby={titleId} onClick={() => void approve(subject)}>
            {approving ? 'Approving…' : 'Approve'}
          </Button>
          <Button $size="sm" $variant="secondary" disabled={busy} aria-describedby={titleId} onClick={() => setDeclineOpen(true)}>
            Decline
          </Button>
          {declineOpen ? (
            <Suspense fallback={null}>
              <DeclineDialog
                open
                summary={subject.summary}
                pending={declining}
                onCancel={() => setDeclineOpen(false)}
                onConfirm={async (reason) => {
                  const done = await decline(subject, reason);
                  if (done) setDeclineOpen(false);
                }}
              />
            </Suspense>
          ) : null}
        </StyledActions>
      ) : null}
      {(request.status === 'ACCEPTED' || request.status === 'SCHEDULED') && !pastOneTime ? (
        <StyledActions>
          <AssignJobHelpersButton requestId={request.id} describedBy={titleId} />
        </StyledActions>
      ) : null}
    </StyledItem>
  );
}

const StyledItem = styled.li`
  ${cardSurface}
  box-shadow: none;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem 1.125rem;
  min-width: 0;
`;

const StyledTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
`;

const StyledClient = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
  overflow-wrap: anywhere;
`;

const StyledService = styled.p`
  margin: 0.125rem 0 0;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledMeta = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
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

const StyledWide = styled.div`
  grid-column: 1 / -1;
`;

const StyledActions = styled.div`
  display: flex;
  gap: 0.5rem;
  & > button {
    flex: 1;
  }
`;
