import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageLoader } from '../../ui/Spinner';
import { MessageItem } from './MessageItem';
import { PageHeader } from '../../ui/PageHeader';

export const MESSAGES_PAGE_SIZE = 20;

export const messagesPageQuery = graphql(`
  query MessagesPage_Query($first: Int!, $after: String) {
    myMessages(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          ...MessageItem_message
        }
      }
    }
    unreadMessageCount
  }
`);

/** Every signed-in person's messages from Sunshine Clean, newest first, with what is still unread. */
export function MessagesPage() {
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(messagesPageQuery, {
    variables: { first: MESSAGES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.myMessages;
  const unread = data?.unreadMessageCount ?? 0;

  return (
    <>
      <PageHeader
        title="Messages"
        lead={
          <span role="status">
            {connection
              ? unread > 0
                ? `You have ${unread} unread ${unread === 1 ? 'message' : 'messages'}.`
                : 'You are all caught up.'
              : ' '}
          </span>
        }
      />
      {!connection ? (
        error ? (
          <Alert>
            We couldn't load your messages.{' '}
            <Button $variant="secondary" $size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <PageLoader label="Loading messages…" />
        )
      ) : connection.edges.length === 0 ? (
        <EmptyState title="No messages yet">Messages from Sunshine Clean will appear here.</EmptyState>
      ) : (
        <>
          <StyledList aria-label="Your messages">
            {connection.edges.map((edge) => (
              <MessageItem key={edge.node.id} message={edge.node} />
            ))}
          </StyledList>
          {connection.pageInfo.hasNextPage ? (
            <StyledMore>
              <Button
                $variant="secondary"
                disabled={networkStatus === NetworkStatus.fetchMore}
                onClick={() => void fetchMore({ variables: { after: connection.pageInfo.endCursor } }).catch(() => undefined)}
              >
                {networkStatus === NetworkStatus.fetchMore ? 'Loading…' : 'Load more'}
              </Button>
            </StyledMore>
          ) : null}
        </>
      )}
    </>
  );
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  max-width: 48rem;
`;

const StyledMore = styled.div`
  margin-top: 1rem;
`;
