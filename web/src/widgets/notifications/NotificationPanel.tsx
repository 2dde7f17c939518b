import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { Button, CloseButton } from '../../ui/Button';
import { ListFooter } from '../../ui/ListFooter';
import { LoadState } from '../../ui/LoadState';
import { NotificationItem } from './NotificationItem';
import { NOTIFICATIONS_PAGE_SIZE, notificationListQuery, useNotificationActions } from './useNotifications';

/** The bell's open list: the person's notifications, newest first, with 'Mark read' and 'Mark all read'. */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(notificationListQuery, {
    variables: { first: NOTIFICATIONS_PAGE_SIZE },
    // Opening the list always asks the server: it is the moment the person wants what is new.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { markRead, markAllRead, markingAll } = useNotificationActions();
  const connection = data?.notifications;
  const unread = data?.unreadNotificationCount ?? 0;

  return (
    <>
      <StyledPanelHeader>
        <StyledTitle>Notifications</StyledTitle>
        <Button $variant="secondary" $size="sm" disabled={unread === 0 || markingAll} onClick={() => void markAllRead()}>
          {markingAll ? 'Marking…' : 'Mark all read'}
        </Button>
        <DialogPrimitive.Close asChild>
          <CloseButton type="button" aria-label="Close notifications">
            ×
          </CloseButton>
        </DialogPrimitive.Close>
      </StyledPanelHeader>
      <StyledScroll>
        {!connection ? (
          <StyledPad>
            <LoadState
              loading={!error}
              error={error ? `We couldn't load your notifications. ${errorMessage(error)}` : null}
              label="Loading notifications…"
              onRetry={() => void refetch().catch(() => undefined)}
            />
          </StyledPad>
        ) : connection.edges.length === 0 ? (
          <StyledEmpty role="status">
            <strong>No notifications yet</strong>
            <span>News about your requests, visits, invoices and messages will appear here.</span>
          </StyledEmpty>
        ) : (
          <>
            <StyledList aria-label="Your notifications">
              {connection.edges.map((edge) => (
                <NotificationItem
                  key={edge.node.id}
                  notification={edge.node}
                  onMarkRead={(id) => void markRead(id)}
                  onOpen={onClose}
                />
              ))}
            </StyledList>
            <StyledPad>
              <ListFooter
                shown={connection.edges.length}
                total={connection.totalCount}
                noun="notification"
                hasMore={connection.pageInfo.hasNextPage}
                loadingMore={networkStatus === NetworkStatus.fetchMore}
                onLoadMore={() => void fetchMore({ variables: { after: connection.pageInfo.endCursor } }).catch(() => undefined)}
              />
            </StyledPad>
          </>
        )}
      </StyledScroll>
    </>
  );
}

const StyledPanelHeader = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem 0.75rem 0.75rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTitle = styled(DialogPrimitive.Title)`
  flex: 1;
  margin: 0;
  font-size: 1.125rem;
`;

const StyledScroll = styled.div`
  flex: 1;
  overflow-y: auto;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledPad = styled.div`
  padding: 0 1rem 1rem;
`;

const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 2rem 1.25rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
