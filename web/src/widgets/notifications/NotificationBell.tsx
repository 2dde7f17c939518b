import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { Button, IconButton } from '../../ui/Button';
import { BellIcon } from '../../ui/Icon';
import { ListFooter } from '../../ui/ListFooter';
import { LoadState } from '../../ui/LoadState';
import { Tooltip } from '../../ui/Tooltip';
import { NotificationItem } from './NotificationItem';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationBellQuery,
  notificationListQuery,
  useNotificationActions,
} from './useNotifications';

/** The bell's accessible name: 'Notifications, 3 unread'. */
export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

/**
 * The header's bell (every role): the unread count, and the list of the person's notifications in a popover beside it
 * (a full-screen sheet on a phone) with 'Mark read' and 'Mark all read'. The count is read again on each move to
 * another screen, as the sidebar's unread messages are, so news shows up without a reload or polling.
 */
export function NotificationBell() {
  const { data, refetch } = useQuery(notificationBellQuery, { fetchPolicy: 'cache-and-network' });
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const theme = useTheme();
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.mobile})`);

  useEffect(() => {
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);

  const unread = data?.unreadNotificationCount ?? 0;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen} modal={isPhone}>
      <Tooltip content="Notifications">
        <DialogPrimitive.Trigger asChild>
          <StyledBellButton aria-label={bellLabel(unread)}>
            <BellIcon />
            {unread > 0 ? <StyledCount aria-hidden="true">{unread > 99 ? '99+' : unread}</StyledCount> : null}
          </StyledBellButton>
        </DialogPrimitive.Trigger>
      </Tooltip>
      <DialogPrimitive.Portal>
        {isPhone ? <StyledOverlay /> : null}
        <StyledPanel $sheet={isPhone} aria-describedby={undefined}>
          {open ? <NotificationPanel onClose={() => setOpen(false)} /> : null}
        </StyledPanel>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function NotificationPanel({ onClose }: { onClose: () => void }) {
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
          <StyledClose type="button" aria-label="Close notifications">
            ×
          </StyledClose>
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

const StyledBellButton = styled(IconButton)`
  position: relative;
`;

const StyledCount = styled.span`
  position: absolute;
  top: 0.125rem;
  right: 0.125rem;
  min-width: 1.125rem;
  height: 1.125rem;
  padding: 0 0.25rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 1.125rem;
  text-align: center;
  pointer-events: none;
`;

const StyledOverlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: ${({ theme }) => theme.colors.overlay};
`;

/** Beside the bell under the header on a wide screen; the whole screen on a phone. */
const StyledPanel = styled(DialogPrimitive.Content)<{ $sheet: boolean }>`
  position: fixed;
  z-index: 45;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  ${({ $sheet, theme }) =>
    $sheet
      ? `inset: 0;`
      : `top: 3.75rem;
         right: 0.75rem;
         width: min(26rem, calc(100vw - 1.5rem));
         max-height: min(36rem, calc(100vh - 5rem));
         border: 1px solid ${theme.colors.border};
         border-radius: ${theme.radii.lg};
         box-shadow: ${theme.shadows.raised};`}
  &:focus {
    outline: none;
  }
`;

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

const StyledClose = styled.button`
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
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
