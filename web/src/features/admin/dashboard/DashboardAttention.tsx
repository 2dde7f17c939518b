import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { RoleRequestsReview } from '../../../widgets/role-requests/RoleRequestsReview';

export const DashboardAttention_query = graphql(`
  fragment DashboardAttention_query on Query {
    businessSettings {
      id
      phone
      email
    }
    # The first few waiting requests; Settings lists them all.
    roleRequests(status: PENDING, first: 5) {
      totalCount
      edges {
        node {
          id
          ...RoleRequestItem_request
        }
      }
    }
  }
`);

/**
 * What waits on the owner besides service requests: a public page that visitors cannot reach the business from
 * (no phone or mailbox yet, as on a new installation), and clients asking to join the team. Renders nothing when
 * there is neither.
 */
export function DashboardAttention(props: { query: FragmentType<typeof DashboardAttention_query> }) {
  const { businessSettings, roleRequests } = useFragment(DashboardAttention_query, props.query);
  const missing = [businessSettings.phone ? null : 'phone number', businessSettings.email ? null : 'mailbox'].filter(Boolean);
  const waiting = roleRequests.totalCount;

  if (missing.length === 0 && waiting === 0) return null;
  return (
    <>
      {missing.length > 0 ? (
        <StyledNotice aria-labelledby="public-page-setup-title">
          <StyledTitle id="public-page-setup-title">Finish your public page</StyledTitle>
          <p>
            Your public page has no {missing.join(' or ')} yet, so visitors cannot{' '}
            {businessSettings.email ? 'call or text you' : businessSettings.phone ? 'write to you' : 'call, text or write to you'}
            . <Link to="/settings#business">Add them in Settings</Link>.
          </p>
        </StyledNotice>
      ) : null}
      {waiting > 0 ? (
        <section aria-labelledby="role-requests-title">
          <StyledHeading id="role-requests-title">Helper Access Requests ({waiting})</StyledHeading>
          <RoleRequestsReview requests={roleRequests.edges.map((edge) => edge.node)} />
          {waiting > roleRequests.edges.length ? (
            <StyledMore>
              <Link to="/settings#role-requests">See all {waiting} requests in Settings</Link>
            </StyledMore>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

const StyledNotice = styled.section`
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  p {
    margin: 0.25rem 0 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const StyledTitle = styled.h2`
  font-size: 1.0625rem;
  margin: 0;
`;

const StyledHeading = styled.h2`
  font-size: 1.25rem;
  margin: 0 0 0.75rem;
`;

const StyledMore = styled.p`
  margin: 0.75rem 0 0;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
