import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { expectLocation, renderWithProviders } from '../../../test/render';
import { TooltipProvider } from '../../ui/Tooltip';
import { bellLabel, NotificationBell } from './NotificationBell';
import {
  markAllNotificationsReadMutation,
  markNotificationReadMutation,
  NOTIFICATIONS_PAGE_SIZE,
  notificationBellQuery,
  notificationListQuery,
} from './useNotifications';

function notification(id: string, title: string, read: boolean, link: string | null = null) {
  return {
    __typename: 'Notification',
    id,
    title,
    body: `${title}: the details.`,
    link,
    read,
    createdAt: '2026-11-24T14:00:00.000Z',
  };
}

const APPROVED = notification('Tm90aWZpY2F0aW9uOjE', 'Request approved', false, '/portal');
const MESSAGE = notification('Tm90aWZpY2F0aW9uOjI', 'New message from Olivia', false, '/messages');
const INVOICE = notification('Tm90aWZpY2F0aW9uOjM', 'Invoice sent', true);

const bellMock = (count: number): MockLink.MockedResponse => ({
  request: { query: notificationBellQuery },
  result: { data: { unreadNotificationCount: count } },
});

function listMock(items: ReturnType<typeof notification>[], unread: number): MockLink.MockedResponse {
  return {
    request: { query: notificationListQuery, variables: { first: NOTIFICATIONS_PAGE_SIZE } },
    result: {
      data: {
        notifications: {
          __typename: 'NotificationConnection',
          totalCount: items.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: items.map((node) => ({ __typename: 'NotificationEdge', node })),
        },
        unreadNotificationCount: unread,
      },
    },
  };
}

const markOneMock = (id: string, unreadAfter: number): MockLink.MockedResponse => ({
  request: { query: markNotificationReadMutation, variables: { input: { id } } },
  result: {
    data: {
      markNotificationRead: {
        __typename: 'MarkNotificationReadPayload',
        notification: { __typename: 'Notification', id, read: true, readAt: '2026-11-24T15:00:00.000Z' },
        unreadNotificationCount: unreadAfter,
      },
    },
  },
});

/** The bell as the header holds it (its tooltip needs the app's provider). */
const bell = (): ReactElement => (
  <TooltipProvider>
    <NotificationBell />
  </TooltipProvider>
);

describe('NotificationBell', () => {
  it('names its unread count', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });

  it('shows the unread count, lists notifications newest first and marks one read', async () => {
    const { user } = renderWithProviders(bell(), {
      mocks: [bellMock(2), listMock([APPROVED, MESSAGE, INVOICE], 2), markOneMock(MESSAGE.id, 1)],
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = await within(panel).findByRole('list', { name: 'Your notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Unread: Request approved',
      'Unread: New message from Olivia',
      'Invoice sent',
    ]);
    // Only unread ones offer 'Mark read'.
    expect(within(items[2]!).queryByRole('button', { name: /Mark read/ })).toBeNull();
    await user.click(within(items[1]!).getByRole('button', { name: /^Mark read\W+New message from Olivia$/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy());
    expect(within(items[1]!).queryByRole('button', { name: /Mark read/ })).toBeNull();
  });

  it('marks all read, and the bell shows none', async () => {
    const { user } = renderWithProviders(bell(), {
      mocks: [
        bellMock(2),
        listMock([APPROVED, MESSAGE, INVOICE], 2),
        {
          request: { query: markAllNotificationsReadMutation },
          result: {
            data: {
              markAllNotificationsRead: { __typename: 'MarkAllNotificationsReadPayload', marked: 2, unreadNotificationCount: 0 },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findByRole('list', { name: 'Your notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(within(panel).queryAllByRole('button', { name: /^Mark read/ })).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('follows a notification to its target, marks it read and closes the list', async () => {
    const { user } = renderWithProviders(bell(), {
      mocks: [bellMock(1), listMock([APPROVED], 1), markOneMock(APPROVED.id, 0), bellMock(0)],
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(panel).findByRole('link', { name: 'Unread: Request approved' }));
    await expectLocation('/portal');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
  });

  it('says when there is nothing, and Escape closes the list', async () => {
    const { user } = renderWithProviders(bell(), { mocks: [bellMock(0), listMock([], 0)] });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('No notifications yet')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const { user } = renderWithProviders(bell(), {
      mocks: [
        bellMock(0),
        { request: { query: notificationListQuery, variables: { first: NOTIFICATIONS_PAGE_SIZE } }, error: new Error('offline') },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText(/We couldn't load your notifications/)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
