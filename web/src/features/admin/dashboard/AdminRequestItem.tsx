import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { AssignJobHelpersButton } from '../../../widgets/assignments/AssignJobHelpersButton';
import { useApproveServiceRequest, useDeclineServiceRequest } from './useDecideServiceRequest';
import { businessToday, formatLocalDate } from '../../../lib/businessTime';
import { clientName } from '../../../lib/people';
import { REQUEST_STATUS, SERVICE_NAMES } from '../../../lib/serviceLabels';
import { Fact, FactGrid } from '../../../ui/FactGrid';
import { PhoneFact, RequestScheduleFacts } from '../../../widgets/requests/RequestFacts';
import { cardSurface } from '../../../ui/Card';
import { QuoteLines } from '../../../widgets/quotes/QuoteLines';

// Mounted when opened, from its own chunk: the form and validation libraries are not on the dashboard's first paint.
const DeclineDialog = lazy(() => import('./DeclineDialog').then((m) => ({ default: m.DeclineDialog })));
const ApproveDialog = lazy(() => import('./ApproveDialog').then((m) => ({ default: m.ApproveDialog })));

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
      ...RequestFacts_customDays @unmask
    }
    adminFeedback
    awaitingEmailConfirmation
    quote {
      ...QuoteLines_quote
    }
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
  const [approveOpen, setApproveOpen] = useState(false);

  const client = clientName(request.client);
  const service = SERVICE_NAMES[request.service];
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
        <StyledBadges>
          <Badge tone={status.tone}>{status.label}</Badge>
          {/* Booked online by an account that has not followed its confirmation link yet. */}
          {request.awaitingEmailConfirmation ? <Badge tone="warning">email not confirmed yet</Badge> : null}
        </StyledBadges>
      </StyledTop>
      <FactGrid>
        <RequestScheduleFacts request={request} />
        <PhoneFact phone={request.phoneNumber} />
        <Fact wide label="Address">
          {request.address}
        </Fact>
        {request.notes ? (
          <Fact wide label="Notes">
            {request.notes}
          </Fact>
        ) : null}
        {request.quote ? (
          <Fact wide label="Quote">
            {/* The price the client agreed to when asking, line by line. */}
            <QuoteLines quote={request.quote} />
          </Fact>
        ) : null}
        {request.adminFeedback ? (
          <Fact wide label="Your feedback">
            {request.adminFeedback}
          </Fact>
        ) : null}
      </FactGrid>
      {request.status === 'PENDING' ? (
        <StyledActions>
          <Button $size="sm" disabled={busy} aria-describedby={titleId} onClick={() => setApproveOpen(true)}>
            {approving ? 'Approving…' : 'Approve'}
          </Button>
          <Button $size="sm" $variant="secondary" disabled={busy} aria-describedby={titleId} onClick={() => setDeclineOpen(true)}>
            Decline
          </Button>
          {approveOpen ? (
            <Suspense fallback={null}>
              <ApproveDialog
                request={request}
                summary={subject.summary}
                pending={approving}
                onCancel={() => setApproveOpen(false)}
                onConfirm={async (helperIds, priceCents) => {
                  const done = await approve(subject, helperIds, priceCents ?? null);
                  if (done) setApproveOpen(false);
                }}
              />
            </Suspense>
          ) : null}
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

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.375rem;
`;

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

const StyledActions = styled.div`
  display: flex;
  gap: 0.5rem;
  & > button {
    flex: 1;
  }
`;
