import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { useToast } from '../../ui/Toast';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationBellQuery = graphql(`
  query NotificationBell_Query {
    unreadNotificationCount
  }
`);

export const notificationListQuery = graphql(`
  query NotificationList_Query($first: Int!, $after: String) {
    notifications(first: $first, after: $after) {
      edges {
        node {
          id
          ...NotificationItem_notification
        }
      }
      pageInfo {
        ...Paging_pageInfo @unmask
      }
      totalCount
    }
    unreadNotificationCount
  }
`);

export const markNotificationReadMutation = graphql(`
  mutation NotificationItem_MarkRead($input: MarkNotificationReadInput!) {
    markNotificationRead(input: $input) {
      notification {
        id
        read
        readAt
      }
      unreadNotificationCount
    }
  }
`);

export const markAllNotificationsReadMutation = graphql(`
  mutation NotificationList_MarkAllRead {
    markAllNotificationsRead {
      marked
      unreadNotificationCount
    }
  }
`);

/**
 * Marking read: the payload carries the new unread count, written into the cache so the bell updates with the list;
 * 'mark all' also flips every loaded item (the server marked them all).
 */
export function useNotificationActions() {
  const [markOne] = useMutation(markNotificationReadMutation);
  const [markAll, { loading: markingAll }] = useMutation(markAllNotificationsReadMutation);
  const { toast } = useToast();

  const markRead = useCallback(
    async (id: string) => {
      try {
        await markOne({
          variables: { input: { id } },
          update(cache, { data }) {
            const count = data?.markNotificationRead.unreadNotificationCount;
            if (count === undefined) return;
            cache.modify({ fields: { unreadNotificationCount: () => count } });
          },
        });
      } catch {
        toast({ title: 'Error', description: 'Failed to mark the notification read', variant: 'destructive' });
      }
    },
    [markOne, toast],
  );

  const markAllRead = useCallback(async () => {
    const readAt = new Date().toISOString();
    try {
      await markAll({
        update(cache, { data }) {
          const count = data?.markAllNotificationsRead.unreadNotificationCount;
          if (count === undefined) return;
          cache.modify({ fields: { unreadNotificationCount: () => count } });
          // Every notification the cache holds is read now.
          const entries = cache.extract() as Record<string, { __typename?: string; read?: boolean }>;
          for (const [key, entry] of Object.entries(entries)) {
            if (entry.__typename !== 'Notification' || entry.read) continue;
            cache.modify({ id: key, fields: { read: () => true, readAt: () => readAt } });
          }
        },
      });
    } catch {
      toast({ title: 'Error', description: 'Failed to mark notifications read', variant: 'destructive' });
    }
  }, [markAll, toast]);

  return { markRead, markAllRead, markingAll };
}
