import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql, useFragment } from '../../gql';
import { Badge } from '../../ui/Badge';
import { ArrowLeftIcon } from '../../ui/Icon';
import { ListFooter } from '../../ui/ListFooter';
import { LoadState } from '../../ui/LoadState';
import { PageHeader } from '../../ui/PageHeader';
import { ConversationView } from './ConversationView';
import { InboxItem, InboxItem_conversation, ROLE_WORD } from './InboxItem';
import { ReplyBox } from './ReplyBox';
import { SentView } from './SentView';
import { UnknownTextNumbers } from './UnknownTextNumbers';
import { adminConversationQuery, THREAD_PAGE_SIZE, useSendInConversation } from './useConversation';
import { StyledEmpty } from './messageStyles';

export const INBOX_PAGE_SIZE = 25;

export const messagesInboxQuery = graphql(`
  query MessagesInbox_Query($first: Int!, $after: String) {
    conversations(first: $first, after: $after) {
      edges {
        node {
          id
          ...InboxItem_conversation
        }
      }
      pageInfo {
        ...Paging_pageInfo @unmask
      }
      totalCount
    }
  }
`);

/**
 * The owner's Messages page: every conversation with clients and helpers, newest activity first with unread counts,
 * and the chosen one's thread with a reply box. `?with=<user id>` picks a person (the Clients and Helpers dialogs link
 * here); `?conversation=<database id>` (the links in notifications and emails) is turned into it. `?view=sent` shows
 * the sent history instead of the conversations.
 */
export function InboxView() {
  const [params, setParams] = useSearchParams();
  const selectedUserId = params.get('with');
  const conversationParam = params.get('conversation');
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(messagesInboxQuery, {
    variables: { first: INBOX_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.conversations;
  const items = useFragment(InboxItem_conversation, connection?.edges.map((edge) => edge.node) ?? []);
  const sentView = params.get('view') === 'sent' && !selectedUserId && !conversationParam;
  const selected = items.find((item) => item.participant.id === selectedUserId) ?? null;
  const unreadTotal = items.reduce((sum, item) => sum + item.unreadCount, 0);

  // A link naming the conversation by its database id opens it once the inbox has it.
  const linked = conversationParam ? items.find((item) => item.databaseId === conversationParam) : undefined;
  useEffect(() => {
    if (linked) setParams({ with: linked.participant.id }, { replace: true });
  }, [linked, setParams]);

  return (
    <>
      <PageHeader
        title="Messages"
        lead={
          <span role="status">
            {sentView
              ? 'Everything you sent to clients and helpers, newest first.'
              : connection
                ? unreadTotal > 0
                  ? `${unreadTotal} unread ${unreadTotal === 1 ? 'message' : 'messages'} from clients and helpers.`
                  : 'You are all caught up.'
                : 'Conversations with your clients and helpers.'}
          </span>
        }
      />
      <StyledFolders aria-label="Message folders">
        <StyledFolder to="/messages" aria-current={sentView ? undefined : 'page'}>
          Inbox
          {unreadTotal > 0 ? <Badge tone="info">{`${unreadTotal} unread`}</Badge> : null}
        </StyledFolder>
        <StyledFolder to="/messages?view=sent" aria-current={sentView ? 'page' : undefined}>
          Sent
        </StyledFolder>
      </StyledFolders>
      {sentView ? null : <UnknownTextNumbers />}
      {sentView ? (
        <SentView />
      ) : !connection ? (
        <LoadState
          loading={!error}
          error={error ? `We couldn't load your messages. ${errorMessage(error)}` : null}
          label="Loading messages…"
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : (
        <StyledInbox $threadOpen={selectedUserId !== null}>
          <StyledList aria-label="Conversations">
            {items.length === 0 ? (
              <StyledEmpty role="status">
                <strong>No conversations yet</strong>
                <span>When a client or helper writes, or you send someone a message from Clients or Helpers, it shows here.</span>
              </StyledEmpty>
            ) : (
              <>
                <StyledItems>
                  {connection.edges.map((edge) => (
                    <InboxItem
                      key={edge.node.id}
                      conversation={edge.node}
                      selected={items.find((item) => item.id === edge.node.id)?.participant.id === selectedUserId}
                    />
                  ))}
                </StyledItems>
                <StyledFooter>
                  <ListFooter
                    shown={connection.edges.length}
                    total={connection.totalCount}
                    noun="conversation"
                    hasMore={connection.pageInfo.hasNextPage}
                    loadingMore={networkStatus === NetworkStatus.fetchMore}
                    onLoadMore={() =>
                      void fetchMore({ variables: { after: connection.pageInfo.endCursor } }).catch(() => undefined)
                    }
                  />
                </StyledFooter>
              </>
            )}
          </StyledList>
          <StyledPane aria-label={selected ? `Conversation with ${selected.participant.name}` : 'Conversation'}>
            {selectedUserId ? (
              <ConversationPane
                key={selectedUserId}
                userId={selectedUserId}
                name={selected?.participant.name ?? null}
                role={selected?.participant.role ?? null}
              />
            ) : (
              <StyledEmpty role="status">
                <strong>Choose a conversation</strong>
                <span>Its messages and a reply box show here.</span>
              </StyledEmpty>
            )}
          </StyledPane>
        </StyledInbox>
      )}
    </>
  );
}

function ConversationPane({ userId, name, role }: { userId: string; name: string | null; role: keyof typeof ROLE_WORD | null }) {
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(adminConversationQuery, {
    variables: { userId, first: THREAD_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { reply, start, sending } = useSendInConversation();
  const conversation = data?.conversationWithUser ?? null;
  const shownName = name ?? 'this person';

  return (
    <StyledPaneInner>
      <StyledPaneHeader>
        <StyledBack to="/messages">
          <ArrowLeftIcon size={16} /> All conversations
        </StyledBack>
        <StyledPaneTitle>{name ?? 'Conversation'}</StyledPaneTitle>
        {role ? <Badge>{ROLE_WORD[role]}</Badge> : null}
      </StyledPaneHeader>
      {!data ? (
        <StyledPad>
          <LoadState
            loading={!error}
            error={error ? `We couldn't load this conversation. ${errorMessage(error)}` : null}
            label="Loading the conversation…"
            onRetry={() => void refetch().catch(() => undefined)}
          />
        </StyledPad>
      ) : (
        <ConversationView
          conversation={conversation}
          readerIsBusiness
          label={`Messages with ${shownName}`}
          empty={`No messages with ${shownName} yet.`}
          loadingEarlier={networkStatus === NetworkStatus.fetchMore}
          onLoadEarlier={(after) => void fetchMore({ variables: { after } }).catch(() => undefined)}
        >
          <ReplyBox
            label={`Reply to ${shownName}`}
            sending={sending}
            onSend={(body) => (conversation ? reply(conversation.id, body) : start(userId, body))}
          />
        </ConversationView>
      )}
    </StyledPaneInner>
  );
}

/** Inbox and Sent: links (each view has its address), the current one marked for the eye and for readers. */
const StyledFolders = styled.nav`
  display: flex;
  gap: 0.25rem;
  margin-bottom: 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledFolder = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0 1rem;
  margin-bottom: -1px;
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Two columns on a wide screen; on a phone the list, or the open conversation with a way back. */
// One pane or two by the room beside the sidebar (container 'main'): at 768 px two panes squeezed the conversation
// to a few letters a line ("Choose a convers…").
const StyledInbox = styled.div<{ $threadOpen: boolean }>`
  display: grid;
  grid-template-columns: minmax(16rem, 22rem) minmax(0, 1fr);
  /* The page's header, title and folders take about 17rem: the inbox fills the rest of the window, no page scroll. */
  height: min(46rem, calc(100dvh - 17rem));
  min-height: 26rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;

  @container main (max-width: 40rem) {
    grid-template-columns: minmax(0, 1fr);
    height: auto;
    min-height: 0;
    & > ${() => StyledList} {
      display: ${({ $threadOpen }) => ($threadOpen ? 'none' : 'block')};
    }
    & > ${() => StyledPane} {
      display: ${({ $threadOpen }) => ($threadOpen ? 'block' : 'none')};
      height: calc(100vh - 9rem);
    }
  }
`;

const StyledList = styled.nav`
  overflow-y: auto;
  border-right: 1px solid ${({ theme }) => theme.colors.border};

  @container main (max-width: 40rem) {
    border-right: 0;
  }
`;

const StyledItems = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledFooter = styled.div`
  padding: 0 1rem 1rem;
`;

const StyledPane = styled.section`
  min-width: 0;
  min-height: 0;
`;

const StyledPaneInner = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

const StyledPaneHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledBack = styled(Link)`
  display: none;
  align-items: center;
  gap: 0.25rem;
  width: 100%;
  font-size: 0.9375rem;

  @container main (max-width: 40rem) {
    display: inline-flex;
  }
`;

const StyledPaneTitle = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

const StyledPad = styled.div`
  padding: 1rem;
`;
