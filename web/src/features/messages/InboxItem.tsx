import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { formatDayAndTime } from '../../lib/businessTime';
import { Avatar } from '../../ui/Avatar';
import { Badge } from '../../ui/Badge';
import { StyledTags, StyledText } from './messageStyles';

export const InboxItem_conversation = graphql(`
  fragment InboxItem_conversation on Conversation {
    id
    databaseId
    lastMessageAt
    unreadCount
    participant {
      id
      name
      role
    }
    latest: messages(first: 1) {
      edges {
        node {
          id
          body
          fromBusiness
        }
      }
    }
  }
`);

export const ROLE_WORD = { ADMIN: 'Owner', HELPER: 'Helper', CLIENT: 'Client' } as const;

/** A conversation in the owner's inbox: who, when, the latest words and how many are unread. */
export function InboxItem({
  conversation: ref,
  selected,
}: {
  conversation: FragmentType<typeof InboxItem_conversation>;
  selected: boolean;
}) {
  const conversation = useFragment(InboxItem_conversation, ref);
  const latest = conversation.latest.edges[0]?.node;
  const unread = conversation.unreadCount;
  return (
    <li>
      <StyledLink
        to={`/messages?with=${encodeURIComponent(conversation.participant.id)}`}
        aria-current={selected ? 'page' : undefined}
        $unread={unread > 0}
      >
        <Avatar name={conversation.participant.name} size={36} />
        <StyledText>
          <StyledTop>
            <StyledName>{conversation.participant.name}</StyledName>
            <StyledTime>{formatDayAndTime(conversation.lastMessageAt)}</StyledTime>
          </StyledTop>
          <StyledPreview>{latest ? `${latest.fromBusiness ? 'You: ' : ''}${latest.body}` : 'No messages yet'}</StyledPreview>
          <StyledTags>
            <Badge>{ROLE_WORD[conversation.participant.role]}</Badge>
            {unread > 0 ? <Badge tone="info">{`${unread} unread`}</Badge> : null}
          </StyledTags>
        </StyledText>
      </StyledLink>
    </li>
  );
}

const StyledLink = styled(Link)<{ $unread: boolean }>`
  display: flex;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  color: inherit;
  text-decoration: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid transparent;
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-current='page'] {
    /* Tinted, not grey: the row's grey badges stay visible on it. */
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 10%, ${({ theme }) => theme.colors.surface});
    border-left-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledTop = styled.span`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
`;

const StyledName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledTime = styled.span`
  flex: none;
  font-size: 0.8125rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledPreview = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
