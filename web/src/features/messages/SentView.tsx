import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { formatDayAndTime } from '../../lib/businessTime';
import { Avatar } from '../../ui/Avatar';
import { Badge } from '../../ui/Badge';
import { ListFooter } from '../../ui/ListFooter';
import { LoadState } from '../../ui/LoadState';
import { ROLE_WORD } from './InboxItem';
import { StyledEmpty, StyledTags, StyledText } from './messageStyles';

export const SENT_PAGE_SIZE = 25;

export const SentItem_message = graphql(`
  fragment SentItem_message on Message {
    id
    subject
    body
    createdAt
    read
    recipient {
      id
      name
      role
    }
  }
`);

export const messagesSentQuery = graphql(`
  query MessagesSent_Query($first: Int!, $after: String) {
    sentMessages(first: $first, after: $after) {
      edges {
        node {
          id
          ...SentItem_message
        }
      }
      pageInfo {
        ...Paging_pageInfo @unmask
      }
      totalCount
    }
  }
`);

/** The business's sent history (issue 14): every message the owner wrote, newest first, each opening its conversation. */
export function SentView() {
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(messagesSentQuery, {
    variables: { first: SENT_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.sentMessages;
  if (!connection) {
    return (
      <LoadState
        loading={!error}
        error={error ? `We couldn't load the sent messages. ${errorMessage(error)}` : null}
        label="Loading sent messages…"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (connection.edges.length === 0) {
    return (
      <StyledBox>
        <StyledEmpty role="status">
          <strong>Nothing sent yet</strong>
          <span>Your replies, and messages you send from Clients or Helpers, are listed here.</span>
        </StyledEmpty>
      </StyledBox>
    );
  }
  return (
    <StyledBox>
      <StyledItems aria-label="Sent messages">
        {connection.edges.map((edge) => (
          <SentItem key={edge.node.id} message={edge.node} />
        ))}
      </StyledItems>
      <StyledFooter>
        <ListFooter
          shown={connection.edges.length}
          total={connection.totalCount}
          noun="sent message"
          hasMore={connection.pageInfo.hasNextPage}
          loadingMore={networkStatus === NetworkStatus.fetchMore}
          onLoadMore={() => void fetchMore({ variables: { after: connection.pageInfo.endCursor } }).catch(() => undefined)}
        />
      </StyledFooter>
    </StyledBox>
  );
}

/** One sent message: to whom (a link to that conversation), when, whether it was read, and its words. */
function SentItem({ message: ref }: { message: FragmentType<typeof SentItem_message> }) {
  const message = useFragment(SentItem_message, ref);
  const recipient = message.recipient;
  const name = recipient?.name ?? 'A former account';
  // Clients and helpers have a conversation with the business; a note to another owner account has none.
  const hasConversation = recipient !== null && recipient !== undefined && recipient.role !== 'ADMIN';
  const content = (
    <>
      <Avatar name={name} size={36} />
      <StyledText>
        <StyledTop>
          <StyledName>To {name}</StyledName>
          <StyledTime>{formatDayAndTime(message.createdAt)}</StyledTime>
        </StyledTop>
        <StyledSubject>{message.subject}</StyledSubject>
        <StyledBody>{message.body}</StyledBody>
        <StyledTags>
          {recipient ? <Badge>{ROLE_WORD[recipient.role]}</Badge> : null}
          <Badge tone={message.read ? 'success' : 'neutral'}>{message.read ? 'Read' : 'Not read yet'}</Badge>
        </StyledTags>
      </StyledText>
    </>
  );
  return (
    <li>
      {hasConversation ? (
        <StyledLink to={`/messages?with=${encodeURIComponent(recipient.id)}`}>{content}</StyledLink>
      ) : (
        <StyledRow>{content}</StyledRow>
      )}
    </li>
  );
}

const StyledBox = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
`;

const StyledItems = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const rowStyles = `
  display: flex;
  gap: 0.75rem;
  padding: 0.875rem 1rem;
  color: inherit;
  text-decoration: none;
`;

const StyledLink = styled(Link)`
  ${rowStyles}
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledRow = styled.div`
  ${rowStyles}
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTop = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 0.5rem;
`;

const StyledName = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const StyledTime = styled.span`
  flex: none;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledSubject = styled.span`
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
`;

/** Two lines of the message; the conversation shows it all. */
const StyledBody = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  white-space: pre-line;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFooter = styled.div`
  padding: 0 1rem 1rem;
`;
