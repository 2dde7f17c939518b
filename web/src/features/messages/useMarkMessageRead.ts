import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { unreadMessagesBadgeQuery } from './UnreadMessagesBadge';

export const markMessageReadMutation = graphql(`
  mutation MessageItem_MarkMessageRead($input: MarkMessageReadInput!) {
    markMessageRead(input: $input) {
      message {
        id
        read
        readAt
      }
      unreadMessageCount
    }
  }
`);

/**
 * Marks one of the viewer's messages read. The message updates through the normalized cache and the sidebar's unread
 * count through the answer's own count. Quiet on failure: the message stays unread and opening it again retries.
 */
export function useMarkMessageRead() {
  const [mutate] = useMutation(markMessageReadMutation, {
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({
        query: unreadMessagesBadgeQuery,
        data: { unreadMessageCount: data.markMessageRead.unreadMessageCount },
      });
    },
  });
  return useCallback(
    (id: string) => {
      void mutate({ variables: { input: { id } } }).catch(() => undefined);
    },
    [mutate],
  );
}
