import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphql } from '../../gql';
import { useToast } from '../../ui/Toast';

/** Messages per page of a thread (also the cache's key for a thread's list: see type-policies). */
export const THREAD_PAGE_SIZE = 30;

export const ConversationView_conversation = graphql(`
  fragment ConversationView_conversation on Conversation {
    id
    databaseId
    unreadCount
    participant {
      id
      name
      role
    }
    messages(first: $first, after: $after) {
      edges {
        node {
          id
          ...MessageThread_message
        }
      }
      pageInfo {
        ...Paging_pageInfo @unmask
      }
      totalCount
    }
  }
`);

export const adminConversationQuery = graphql(`
  query AdminConversation_Query($userId: ID!, $first: Int!, $after: String) {
    conversationWithUser(userId: $userId) {
      id
      ...ConversationView_conversation
    }
  }
`);

export const myConversationQuery = graphql(`
  query MyConversation_Query($first: Int!, $after: String) {
    myConversation {
      id
      ...ConversationView_conversation
    }
  }
`);

export const markConversationReadMutation = graphql(`
  mutation ConversationView_MarkRead($input: MarkConversationReadInput!) {
    markConversationRead(input: $input) {
      conversation {
        id
        unreadCount
      }
      unreadNotificationCount
    }
  }
`);

export const replyToConversationMutation = graphql(`
  mutation ConversationView_Reply($input: ReplyToConversationInput!) {
    replyToConversation(input: $input) {
      message {
        id
      }
    }
  }
`);

export const startConversationMutation = graphql(`
  mutation ConversationView_Start($input: SendMessageInput!) {
    sendMessage(input: $input) {
      message {
        id
      }
    }
  }
`);

export const sendToBusinessMutation = graphql(`
  mutation MyConversation_Send($input: SendMessageToBusinessInput!) {
    sendMessageToBusiness(input: $input) {
      message {
        id
      }
    }
  }
`);

/** Spec §8: the server's words where it gave some, else 'Failed to send message'. */
function sendFailure(error: unknown): string {
  const words = CombinedGraphQLErrors.is(error) ? error.errors.map((e) => e.message).filter(Boolean) : [];
  return words.join('\n') || 'Failed to send message';
}

/** What a send re-reads: the thread, the inbox's order and counts, the sent history. */
const AFTER_SEND = ['AdminConversation_Query', 'MyConversation_Query', 'MessagesInbox_Query', 'MessagesSent_Query'];

/**
 * Opening a conversation with unread messages marks them read (once per conversation and count), and the sidebar's
 * badge is read again. The conversation's own unread count comes back in the payload and updates the inbox row; the
 * server also read the conversation's 'new message' notifications, so the bell takes the payload's count and an open
 * notification list is read again.
 */
export function useMarkConversationRead(conversation: { id: string; unreadCount: number } | null | undefined) {
  const [mark] = useMutation(markConversationReadMutation, {
    refetchQueries: ['UnreadMessagesBadge_Query', 'NotificationList_Query'],
    update(cache, { data }) {
      const count = data?.markConversationRead.unreadNotificationCount;
      if (count === undefined) return;
      cache.modify({ fields: { unreadNotificationCount: () => count } });
    },
  });
  const marked = useRef<string | null>(null);
  const id = conversation?.id;
  const unread = conversation?.unreadCount ?? 0;
  useEffect(() => {
    if (!id || unread === 0) return;
    const key = `${id}:${unread}`;
    if (marked.current === key) return;
    marked.current = key;
    void mark({ variables: { input: { conversationId: id } } }).catch(() => undefined);
  }, [id, unread, mark]);
}

/** Sends one message and says how it went: 'Message Sent', or 'Error' with the server's words. */
export function useSendInConversation() {
  const { toast } = useToast();
  const [reply, replying] = useMutation(replyToConversationMutation, { refetchQueries: AFTER_SEND, awaitRefetchQueries: true });
  const [start, starting] = useMutation(startConversationMutation, { refetchQueries: AFTER_SEND, awaitRefetchQueries: true });
  const [toBusiness, sendingToBusiness] = useMutation(sendToBusinessMutation, {
    refetchQueries: AFTER_SEND,
    awaitRefetchQueries: true,
  });

  const report = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      try {
        await action();
      } catch (error) {
        toast({ title: 'Error', description: sendFailure(error), variant: 'destructive' });
        return false;
      }
      toast({ title: 'Message Sent' });
      return true;
    },
    [toast],
  );

  return {
    sending: replying.loading || starting.loading || sendingToBusiness.loading,
    /** The owner answers in an existing conversation. */
    reply: (conversationId: string, body: string) => report(() => reply({ variables: { input: { conversationId, body } } })),
    /** The owner writes first to someone who has no conversation yet. */
    start: (toUserId: string, body: string) =>
      report(() => start({ variables: { input: { toUserId, body, subject: 'Message from Admin' } } })),
    /** A client or helper writes to the business. */
    sendToBusiness: (body: string) => report(() => toBusiness({ variables: { input: { body } } })),
  };
}
