import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { formatDayAndTime } from '../../lib/businessTime';
import { Spinner } from '../../ui/Spinner';
import { StackList } from '../../ui/StackList';

/** How many of the latest messages the Send Message dialog shows. */
export const PREVIEW_SIZE = 4;

export const conversationPreviewQuery = graphql(`
  query SendMessageDialog_Conversation($userId: ID!, $first: Int!) {
    conversationWithUser(userId: $userId) {
      id
      messages(first: $first) {
        totalCount
        edges {
          node {
            id
            body
            createdAt
            fromBusiness
            senderName
          }
        }
      }
    }
  }
`);

/**
 * The Clients and Helpers screens' Send Message dialog opens on that person's conversation: its latest messages, and
 * a link to the whole thread in Messages. What the dialog sends lands in the same conversation.
 */
export function ConversationPreview({ userId, name }: { userId: string; name: string }) {
  const { data, error } = useQuery(conversationPreviewQuery, {
    variables: { userId, first: PREVIEW_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  if (!data) {
    return error ? null : <Spinner label="Loading the conversation…" size={20} />;
  }
  const messages = [...(data.conversationWithUser?.messages.edges ?? [])].reverse().map((edge) => edge.node);
  const total = data.conversationWithUser?.messages.totalCount ?? 0;
  return (
    <StyledPreview aria-label={`Conversation with ${name}`}>
      <StyledHead>
        <StyledTitle>Conversation so far</StyledTitle>
        {total > 0 ? (
          <Link to={`/messages?with=${encodeURIComponent(userId)}`}>
            {total > messages.length ? `Open all ${total} messages` : 'Open in Messages'}
          </Link>
        ) : null}
      </StyledHead>
      {messages.length === 0 ? (
        <StyledNone>{`No messages with ${name} yet.`}</StyledNone>
      ) : (
        // Focusable, so the messages scroll from the keyboard too.
        <StyledScroller tabIndex={0} role="region" aria-label="Latest messages (scrolls)">
          <StyledList>
            {messages.map((message) => (
              <li key={message.id}>
                <StyledMeta>
                  <strong>{message.fromBusiness ? 'You' : message.senderName}</strong> · {formatDayAndTime(message.createdAt)}
                </StyledMeta>
                <StyledBody>{message.body}</StyledBody>
              </li>
            ))}
          </StyledList>
        </StyledScroller>
      )}
    </StyledPreview>
  );
}

const StyledPreview = styled.section`
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 0.5rem;
  font-size: 0.9375rem;
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: 0.9375rem;
`;

const StyledScroller = styled.div`
  max-height: 12rem;
  overflow-y: auto;
`;

const StyledList = styled(StackList).attrs({ as: 'ol' })`
  gap: 0.5rem;
`;

const StyledMeta = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBody = styled.p`
  margin: 0.125rem 0 0;
  font-size: 0.9375rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledNone = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
