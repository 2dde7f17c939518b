import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useFragment, type FragmentType } from '../../gql';
import { MessageThread } from './MessageThread';
import { ConversationView_conversation, useMarkConversationRead } from './useConversation';

interface ConversationViewProps {
  conversation: FragmentType<typeof ConversationView_conversation> | null;
  readerIsBusiness: boolean;
  /** The thread's name for screen readers, e.g. 'Messages with Jen Lopez'. */
  label: string;
  /** Shown when there are no messages yet. */
  empty: ReactNode;
  loadingEarlier: boolean;
  onLoadEarlier: (after: string) => void;
  /** The reply box, under the thread. */
  children: ReactNode;
}

/** A conversation: its messages (marked read on opening) and the box to answer in. */
export function ConversationView(props: ConversationViewProps) {
  const conversation = useFragment(ConversationView_conversation, props.conversation);
  useMarkConversationRead(conversation);
  const connection = conversation?.messages;

  return (
    <StyledView>
      {/* Focusable, so the thread scrolls from the keyboard too. */}
      <StyledScroll tabIndex={0} role="region" aria-label={`${props.label} (scrolls)`}>
        {connection && connection.edges.length > 0 ? (
          <MessageThread
            label={props.label}
            messages={connection.edges.map((edge) => edge.node)}
            readerIsBusiness={props.readerIsBusiness}
            hasEarlier={connection.pageInfo.hasNextPage}
            loadingEarlier={props.loadingEarlier}
            onLoadEarlier={() => {
              if (connection.pageInfo.endCursor) props.onLoadEarlier(connection.pageInfo.endCursor);
            }}
          />
        ) : (
          <StyledEmpty role="status">{props.empty}</StyledEmpty>
        )}
      </StyledScroll>
      <StyledReply>{props.children}</StyledReply>
    </StyledView>
  );
}

const StyledView = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
`;

const StyledScroll = styled.div`
  flex: 1;
  min-height: 12rem;
  overflow-y: auto;
  padding: 1rem;
`;

const StyledEmpty = styled.p`
  margin: 2rem 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledReply = styled.div`
  padding: 0.75rem 1rem 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
