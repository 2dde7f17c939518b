import { useMutation, useQuery } from '@apollo/client/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import { formatDay } from '../../../lib/businessTime';
import { Button } from '../../../ui/Button';
import { useToast } from '../../../ui/Toast';
import { serverMessage } from '../../../apollo/errors';
import { TIME_SLOT_LABELS } from '../../../lib/serviceLabels';
import { StackList } from '../../../ui/StackList';

// Loaded on opening, as on the requests list: its form and checks stay out of the dashboard's first load.
const DeclineDialog = lazy(() => import('./DeclineDialog').then((m) => ({ default: m.DeclineDialog })));

export const ChangeRequestsCard_Query = graphql(`
  query ChangeRequestsCard_Query {
    visitChangeRequests(status: PENDING, first: 20) {
      totalCount
      edges {
        node {
          id
          kind
          note
          clientName
          visitDate
          proposedDate
          proposedTimeSlot
        }
      }
    }
  }
`);

export const DecideVisitChange_Mutation = graphql(`
  mutation DecideVisitChange_Mutation($input: DecideVisitChangeInput!) {
    decideVisitChange(input: $input) {
      changeRequest {
        id
        status
        decisionReason
      }
    }
  }
`);

/** What a decision makes stale, when on screen. */
const AFTER_DECISION = ['ChangeRequestsCard_Query', 'AdminDashboardPage_Query', 'CalendarPage_Query'];

type Change = ResultOf<typeof ChangeRequestsCard_Query>['visitChangeRequests']['edges'][number]['node'];

function describe(change: Change): string {
  const on = formatDay(change.visitDate);
  switch (change.kind) {
    case 'SKIP':
      return `Skip the visit on ${on}`;
    case 'MOVE':
      return `Move the visit on ${on} to ${change.proposedDate ? formatDay(change.proposedDate) : '?'}, ${
        change.proposedTimeSlot ? TIME_SLOT_LABELS[change.proposedTimeSlot] : ''
      }`;
    default:
      return `End the plan from ${on}`;
  }
}

/** The dashboard's pending change requests from clients, with a count, each approved or declined (with a reason). */
export function ChangeRequestsCard() {
  const { data } = useQuery(ChangeRequestsCard_Query);
  const { toast } = useToast();
  const [declining, setDeclining] = useState<Change | null>(null);
  const [decide, { loading }] = useMutation(DecideVisitChange_Mutation, {
    refetchQueries: AFTER_DECISION,
    awaitRefetchQueries: true,
  });
  const changes = data?.visitChangeRequests.edges.map((edge) => edge.node) ?? [];
  const count = data?.visitChangeRequests.totalCount ?? 0;

  async function onDecide(change: Change, approve: boolean, reason?: string) {
    try {
      await decide({ variables: { input: { id: change.id, approve, reason: reason || null } } });
      toast({ title: approve ? 'Change Approved' : 'Change Declined' });
      setDeclining(null);
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to decide the change', variant: 'destructive' });
    }
  }

  return (
    <StyledSection aria-labelledby="change-requests-title">
      <StyledHeading id="change-requests-title">
        Change requests <StyledCount>({count})</StyledCount>
      </StyledHeading>
      {changes.length === 0 ? (
        <StyledEmpty>No client has asked to change a visit.</StyledEmpty>
      ) : (
        <StyledList>
          {changes.map((change) => (
            <StyledItem key={change.id}>
              <div>
                <strong>{change.clientName}</strong>
                <div>{describe(change)}</div>
                {change.note ? <StyledNote>“{change.note}”</StyledNote> : null}
              </div>
              <StyledButtons>
                <Button $size="sm" onClick={() => void onDecide(change, true)} disabled={loading}>
                  Approve
                </Button>
                <Button $size="sm" $variant="secondary" onClick={() => setDeclining(change)} disabled={loading}>
                  Decline
                </Button>
              </StyledButtons>
            </StyledItem>
          ))}
        </StyledList>
      )}
      {declining ? (
        <Suspense fallback={null}>
          <DeclineDialog
            open
            summary={`${declining.clientName}'s request (${describe(declining)})`}
            pending={loading}
            onCancel={() => setDeclining(null)}
            onConfirm={(reason) => {
              if (!reason.trim()) {
                toast({ title: 'Error', description: 'Say why the change is declined', variant: 'destructive' });
                return;
              }
              void onDecide(declining, false, reason);
            }}
          />
        </Suspense>
      ) : null}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0.75rem;
  padding: 1rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledHeading = styled.h2`
  font-size: 1.125rem;
  margin: 0 0 0.75rem;
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledList = styled(StackList)`
  gap: 0.75rem;
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding-bottom: 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: none;
    padding-bottom: 0;
  }
`;

const StyledNote = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const StyledButtons = styled.div`
  display: flex;
  gap: 0.375rem;
  align-items: flex-start;
`;
