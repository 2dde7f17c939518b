import type { ReactNode } from 'react';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { Button } from '../../../ui/Button';
import { AdminRequestItem } from './AdminRequestItem';
import { SectionTitle } from './SectionTitle';

export const AdminRequestList_connection = graphql(`
  fragment AdminRequestList_connection on ServiceRequestConnection {
    totalCount
    edges {
      node {
        id
        ...AdminRequestItem_request
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
`);

/** The next page of one of the dashboard's lists; merged into the same cached list by the type policy. */
export const AdminRequestList_MoreQuery = graphql(`
  query AdminRequestList_MoreQuery($status: ServiceRequestStatus!, $first: Int!, $after: String) {
    serviceRequests(status: $status, first: $first, after: $after) {
      ...AdminRequestList_connection
    }
  }
`);

interface AdminRequestListProps {
  id: string;
  title: string;
  empty: string;
  /** A line under the title, e.g. where the rest of the jobs are. */
  note?: ReactNode;
  connection: FragmentType<typeof AdminRequestList_connection>;
  loadingMore: boolean;
  onLoadMore: (after: string) => void;
}

/** A titled list of requests with its count, an empty state and 'Load more'. */
export function AdminRequestList({ id, title, empty, note, connection: ref, loadingMore, onLoadMore }: AdminRequestListProps) {
  const connection = useFragment(AdminRequestList_connection, ref);
  const { hasNextPage, endCursor } = connection.pageInfo;
  return (
    <StyledSection aria-labelledby={id}>
      <SectionTitle id={id} count={connection.totalCount}>
        {title}
      </SectionTitle>
      {note ? <StyledNote>{note}</StyledNote> : null}
      {connection.edges.length === 0 ? (
        <StyledEmpty>{empty}</StyledEmpty>
      ) : (
        <StyledList>
          {connection.edges.map(({ node }) => (
            <AdminRequestItem key={node.id} request={node} />
          ))}
        </StyledList>
      )}
      {hasNextPage && endCursor ? (
        <Button $variant="secondary" disabled={loadingMore} onClick={() => onLoadMore(endCursor)}>
          {loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
`;

const StyledNote = styled.p`
  margin: -0.25rem 0 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: 1.25rem;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
