import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import type { RoleRequestStatus as Status } from '../../gql/graphql';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Card, CardTitle } from '../../ui/Card';
import { formatInstantDate } from '../../lib/businessTime';

export const RoleRequestStatus_request = graphql(`
  fragment RoleRequestStatus_request on RoleRequest {
    status
    createdAt
    decidedAt
    decisionReason
  }
`);

const STATUS: Record<Status, { label: string; tone: BadgeTone }> = {
  PENDING: { label: 'Waiting for review', tone: 'warning' },
  APPROVED: { label: 'Approved', tone: 'success' },
  DECLINED: { label: 'Declined', tone: 'danger' },
};

/** The outcome of the viewer's latest request to join the team, with the admin's reason when it was declined. */
export function RoleRequestStatus(props: { request: FragmentType<typeof RoleRequestStatus_request> }) {
  const request = useFragment(RoleRequestStatus_request, props.request);
  const status = STATUS[request.status];
  return (
    <StyledCard role="status" aria-labelledby="role-request-status-title">
      <StyledTitleRow>
        <CardTitle id="role-request-status-title">Your request</CardTitle>
        <Badge tone={status.tone}>{status.label}</Badge>
      </StyledTitleRow>
      <p>
        Sent on {formatInstantDate(request.createdAt)}
        {request.decidedAt ? `, reviewed on ${formatInstantDate(request.decidedAt)}` : ''}.
      </p>
      {request.status === 'PENDING' ? (
        <p>An admin will review it soon. You can only have one request waiting at a time.</p>
      ) : null}
      {request.status === 'APPROVED' ? <p>Welcome to the team! Your helper account is ready.</p> : null}
      {request.status === 'DECLINED' ? (
        <>
          <p>
            <strong>Reason: </strong>
            {request.decisionReason || 'No reason was given.'}
          </p>
          <p>You are welcome to apply again below.</p>
        </>
      ) : null}
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  margin-bottom: 1.5rem;
  p {
    margin: 0.5rem 0 0;
  }
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
`;
