import { useQuery } from '@apollo/client/react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { IconButton } from '../../ui/Button';
import { BellIcon } from '../../ui/Icon';
import { Tooltip } from '../../ui/Tooltip';
import { notificationBellQuery } from './useNotifications';

// The list loads on opening the bell: every screen carries the bell, few open it.
const NotificationPanel = lazy(() => import('./NotificationPanel').then((m) => ({ default: m.NotificationPanel })));

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
          {open ? (
            <Suspense fallback={null}>
              <NotificationPanel onClose={() => setOpen(false)} />
            </Suspense>
          ) : null}
        </StyledPanel>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
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
