import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { formatInstantDate } from '../../lib/businessTime';
import { formatPhone } from '../../lib/phone';
import { useDecideRoleRequest } from './useDecideRoleRequest';
import { StackList } from '../../ui/StackList';

// The form (and the form and validation libraries) loads when a decline is opened: not on the dashboard's first paint.
const DeclineForm = lazy(() => import('./DeclineForm').then((m) => ({ default: m.DeclineForm })));

export const RoleRequestItem_request = graphql(`
  fragment RoleRequestItem_request on RoleRequest {
    id
    phone
    experience
    reason
    createdAt
    requester {
      id
      name
      email
    }
  }
`);

type Request = NonNullable<ReturnType<typeof useRequests>>[number];
const useRequests = (refs: readonly FragmentType<typeof RoleRequestItem_request>[]) => useFragment(RoleRequestItem_request, refs);

/**
 * Clients asking to join the team, oldest waiting first. Approve makes them a helper (they then complete a helper
 * profile); Decline asks for an optional reason, which they see.
 */
export function RoleRequestsReview(props: { requests: readonly FragmentType<typeof RoleRequestItem_request>[] }) {
  const requests = [...useRequests(props.requests)].reverse();
  const { decide, busy } = useDecideRoleRequest();
  const [declining, setDeclining] = useState<Request | null>(null);

  if (requests.length === 0) {
    return (
      <EmptyState title="No requests waiting">When a client asks to become a helper, their request appears here.</EmptyState>
    );
  }

  return (
    <>
      <StyledList aria-label="Requests waiting for review">
        {requests.map((request) => (
          <StyledItem key={request.id}>
            <StyledHead>
              <div>
                <StyledName>{request.requester.name}</StyledName>
                <StyledMuted>
                  {request.requester.email} · {formatPhone(request.phone)} · asked {formatInstantDate(request.createdAt)}
                </StyledMuted>
              </div>
              <StyledActions>
                <Button
                  $size="sm"
                  disabled={busy}
                  aria-label={`Approve ${request.requester.name}`}
                  onClick={() => void decide(request.id, request.requester.name, { approve: true })}
                >
                  Approve
                </Button>
                <Button
                  $size="sm"
                  $variant="secondary"
                  disabled={busy}
                  aria-label={`Decline ${request.requester.name}`}
                  onClick={() => setDeclining(request)}
                >
                  Decline
                </Button>
              </StyledActions>
            </StyledHead>
            <StyledDetails>
              <div>
                <dt>Experience</dt>
                <dd>{request.experience || 'Not given'}</dd>
              </div>
              <div>
                <dt>Why they want to join</dt>
                <dd>{request.reason || 'Not given'}</dd>
              </div>
            </StyledDetails>
          </StyledItem>
        ))}
      </StyledList>
      {/* Around the dialog, not the form: it opens once its form has loaded, never empty. */}
      <Suspense fallback={null}>
        <Dialog
          open={declining !== null}
          onOpenChange={(open) => !open && setDeclining(null)}
          title={declining ? `Decline ${declining.requester.name}?` : 'Decline'}
          description="They will see your decision, with the reason if you give one."
        >
          {declining ? (
            <DeclineForm
              busy={busy}
              onDecline={(reason) =>
                decide(declining.id, declining.requester.name, { approve: false, reason }).then(
                  (done) => done && setDeclining(null),
                )
              }
            />
          ) : null}
        </Dialog>
      </Suspense>
    </>
  );
}

const StyledList = styled(StackList)`
  gap: 0.75rem;
`;

const StyledItem = styled.li`
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem;
`;

const StyledName = styled.p`
  margin: 0;
  font-weight: 700;
`;

const StyledMuted = styled.p`
  margin: 0.125rem 0 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
`;

const StyledDetails = styled.dl`
  display: grid;
  gap: 0.75rem;
  margin: 0.75rem 0 0;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));

  dt {
    font-size: 0.8125rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0.125rem 0 0;
    white-space: pre-line;
  }
`;
