import { useMutation, useQuery } from '@apollo/client/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { serverMessage } from '../../apollo/errors';
import { formatDay } from '../../lib/businessTime';
import { helperName } from '../../lib/people';
import { QueryLoadState } from '../../lib/QueryLoadState';
import { TIME_OFF_STATUS, timeOffWhen } from '../../lib/timeOff';
import { whenLabel } from '../../lib/visits';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';

export const TimeOffPage_Query = graphql(`
  query TimeOffPage_Query {
    pending: timeOffRequests(status: PENDING, first: 100) {
      totalCount
      edges {
        node {
          ...TimeOffPage_request @unmask
        }
      }
    }
    recent: timeOffRequests(first: 50) {
      edges {
        node {
          ...TimeOffPage_request @unmask
        }
      }
    }
  }
`);

export const TimeOffPage_request = graphql(`
  fragment TimeOffPage_request on TimeOffRequest {
    id
    startDate
    endDate
    startTime
    endTime
    reason
    status
    decisionNote
    createdAt
    helper {
      id
      databaseId
      user {
        id
        name
      }
    }
  }
`);

export const TimeOffPreview_Query = graphql(`
  query TimeOffPreview_Query($id: ID!) {
    timeOffPreview(id: $id) {
      action
      visits {
        id
        date
        timeSlot
        startTime
        clientName
      }
    }
  }
`);

export const DecideTimeOff_Mutation = graphql(`
  mutation DecideTimeOff_Mutation($input: DecideTimeOffInput!) {
    decideTimeOff(input: $input) {
      unassigned
      affectedVisits {
        id
      }
      timeOffRequest {
        id
        status
        decisionNote
      }
    }
  }
`);

type Request = ResultOf<typeof TimeOffPage_Query>['pending']['edges'][number]['node'];

/** /helpers/time-off (owner): pending requests first, each reviewed with the visits it touches; then the decided ones. */
export function TimeOffPage() {
  const query = useQuery(TimeOffPage_Query, { fetchPolicy: 'cache-and-network' });
  const { data } = query;
  const [reviewing, setReviewing] = useState<Request | null>(null);
  const pending = data?.pending.edges.map((edge) => edge.node) ?? [];
  const decided = (data?.recent.edges.map((edge) => edge.node) ?? []).filter((request) => request.status !== 'PENDING');

  return (
    <>
      <PageHeader
        title="Time off"
        lead="Helpers' requests: approve or decline with a note, after seeing the visits they touch."
        action={<Link to="/helpers">Back to Helpers</Link>}
      />
      {!data ? (
        <QueryLoadState query={query} label="Loading time off…" failed="Failed to load time off" />
      ) : (
        <>
          <StyledSection aria-labelledby="pending-title">
            <StyledHeading id="pending-title">Pending ({pending.length})</StyledHeading>
            {pending.length === 0 ? (
              <StyledMuted>No time off is waiting for a decision.</StyledMuted>
            ) : (
              <StyledList>
                {pending.map((request) => (
                  <RequestItem key={request.id} request={request}>
                    <Button $size="sm" onClick={() => setReviewing(request)} aria-label={`Review time off of ${nameOf(request)}`}>
                      Review
                    </Button>
                  </RequestItem>
                ))}
              </StyledList>
            )}
          </StyledSection>
          <StyledSection aria-labelledby="decided-title">
            <StyledHeading id="decided-title">Decided</StyledHeading>
            {decided.length === 0 ? (
              <StyledMuted>Nothing decided yet.</StyledMuted>
            ) : (
              <StyledList>
                {decided.map((request) => (
                  <RequestItem key={request.id} request={request} />
                ))}
              </StyledList>
            )}
          </StyledSection>
        </>
      )}
      {reviewing ? <ReviewDialog request={reviewing} onClose={() => setReviewing(null)} /> : null}
    </>
  );
}

const nameOf = (request: Request) => helperName(request.helper);

function RequestItem({ request, children }: { request: Request; children?: ReactNode }) {
  const status = TIME_OFF_STATUS[request.status];
  return (
    <StyledItem>
      <div>
        <strong>{nameOf(request)}</strong> <Badge tone={status.tone}>{status.label}</Badge>
        <div>{timeOffWhen(request)}</div>
        {request.reason ? <StyledMuted>“{request.reason}”</StyledMuted> : null}
        {request.decisionNote ? <StyledMuted>Note: {request.decisionNote}</StyledMuted> : null}
      </div>
      {children}
    </StyledItem>
  );
}

/** Approve or decline one request, after the list of the helper's visits inside it (and what approving does to them). */
function ReviewDialog({ request, onClose }: { request: Request; onClose: () => void }) {
  const preview = useQuery(TimeOffPreview_Query, { variables: { id: request.id }, fetchPolicy: 'network-only' });
  const [note, setNote] = useState('');
  const { toast } = useToast();
  const [decide, { loading }] = useMutation(DecideTimeOff_Mutation, {
    refetchQueries: ['TimeOffPage_Query', 'AdminDashboardPage_Query', 'TimeOffCount_Query'],
    awaitRefetchQueries: true,
    update(cache, { data }) {
      // Freed visits now need helpers: the dashboard's list is read again.
      if (data?.decideTimeOff.unassigned) {
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'unassignedVisits' });
        cache.gc();
      }
    },
  });
  const visits = preview.data?.timeOffPreview.visits ?? [];
  const unassign = preview.data?.timeOffPreview.action === 'UNASSIGN';

  async function onDecide(approve: boolean) {
    try {
      const { data } = await decide({ variables: { input: { id: request.id, approve, note: note.trim() || null } } });
      const freed = data?.decideTimeOff.affectedVisits.length ?? 0;
      toast({
        title: approve ? 'Time Off Approved' : 'Time Off Declined',
        description: approve
          ? freed === 0
            ? `${nameOf(request)} has no visits in it.`
            : data?.decideTimeOff.unassigned
              ? `${freed} ${freed === 1 ? 'visit now needs' : 'visits now need'} helpers.`
              : `${freed} ${freed === 1 ? 'visit is' : 'visits are'} still assigned to ${nameOf(request)}: reassign ${freed === 1 ? 'it' : 'them'}.`
          : undefined,
      });
      onClose();
    } catch (caught) {
      toast({ title: 'Error', description: serverMessage(caught) ?? 'Failed to decide the time off', variant: 'destructive' });
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !loading && onClose()}
      title={`Time off of ${nameOf(request)}`}
      description={timeOffWhen(request)}
      width="34rem"
      footer={
        <>
          <Button $variant="secondary" onClick={() => void onDecide(false)} disabled={loading || preview.loading}>
            Decline
          </Button>
          <Button onClick={() => void onDecide(true)} disabled={loading || preview.loading}>
            {loading ? 'Saving…' : 'Approve'}
          </Button>
        </>
      }
    >
      {request.reason ? <StyledMuted>“{request.reason}”</StyledMuted> : null}
      <StyledHeading as="h3">Visits in this time off</StyledHeading>
      {preview.loading && !preview.data ? (
        <Spinner label="Loading the visits…" />
      ) : preview.error ? (
        <Alert>{serverMessage(preview.error) ?? 'Failed to load the visits'}</Alert>
      ) : visits.length === 0 ? (
        <StyledMuted>{nameOf(request)} has no visits in it.</StyledMuted>
      ) : (
        <>
          <StyledVisits aria-label="Affected visits">
            {visits.map((visit) => (
              <li key={visit.id}>
                {formatDay(visit.date, { weekday: 'short', month: 'short', day: 'numeric' })}, {whenLabel(visit)} ·{' '}
                {visit.clientName}
              </li>
            ))}
          </StyledVisits>
          <StyledMuted>
            {unassign
              ? `Approving takes ${nameOf(request)} off ${visits.length === 1 ? 'this visit' : 'these visits'}: ${visits.length === 1 ? 'it then needs' : 'they then need'} helpers.`
              : `Approving keeps ${nameOf(request)} on ${visits.length === 1 ? 'this visit' : 'these visits'} for you to reassign (Settings decide this).`}
          </StyledMuted>
        </>
      )}
      <TextField label="Note to the helper (optional)" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
    </Dialog>
  );
}

const StyledSection = styled.section`
  margin-bottom: 1.5rem;
`;

const StyledHeading = styled.h2`
  font-size: 1.125rem;
  margin: 0.75rem 0 0.5rem;
`;

const StyledMuted = styled.p`
  margin: 0.25rem 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0.75rem;
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledItem = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.75rem 1rem;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledVisits = styled.ul`
  margin: 0 0 0.5rem;
  padding-left: 1.25rem;
`;
