import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MESSAGES_PAGE_SIZE, MessagesPage, messagesPageQuery } from './MessagesPage';
import { UnreadMessagesBadge, unreadMessagesBadgeQuery } from './UnreadMessagesBadge';
import { markMessageReadMutation } from './useMarkMessageRead';

function messageNode(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Message',
    id: 'TWVzc2FnZTox',
    subject: 'Message from Admin',
    body: 'Hi Jennifer,\nyour deep clean is <b>confirmed</b>.',
    read: false,
    createdAt: '2026-11-20T15:00:00.000Z',
    senderName: 'Maria Alvarez',
    ...overrides,
  };
}

const OLDER = messageNode({
  id: 'TWVzc2FnZToy',
  subject: 'Welcome',
  body: 'Welcome aboard!',
  read: true,
  createdAt: '2026-11-01T15:00:00.000Z',
});

function pageMock(nodes: ReturnType<typeof messageNode>[], unread: number): MockLink.MockedResponse {
  return {
    request: { query: messagesPageQuery, variables: { first: MESSAGES_PAGE_SIZE } },
    result: {
      data: {
        myMessages: {
          __typename: 'MessageConnection',
          totalCount: nodes.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: nodes.map((node) => ({ __typename: 'MessageEdge', cursor: `cursor-${node.id}`, node })),
        },
        unreadMessageCount: unread,
      },
    },
    maxUsageCount: 3,
  };
}

const badgeMock = (count: number): MockLink.MockedResponse => ({
  request: { query: unreadMessagesBadgeQuery },
  result: { data: { unreadMessageCount: count } },
  maxUsageCount: 5,
});

describe('MessagesPage', () => {
  it('lists messages newest first with the unread ones marked', async () => {
    renderWithProviders(<MessagesPage />, { mocks: [pageMock([messageNode(), OLDER], 1)] });
    const list = await screen.findByRole('list', { name: 'Your messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      expect.stringContaining('Message from AdminNew'),
      expect.stringContaining('Welcome'),
    ]);
    expect(screen.getByText('You have 1 unread message.')).toBeTruthy();
    expect(within(items[1]!).queryByText('New')).toBeNull();
  });

  it('opens a message as plain text (never HTML) and marks it read, updating the sidebar count', async () => {
    const { user } = renderWithProviders(
      <>
        <UnreadMessagesBadge />
        <MessagesPage />
      </>,
      {
        mocks: [
          badgeMock(1),
          pageMock([messageNode(), OLDER], 1),
          {
            request: { query: markMessageReadMutation, variables: { input: { id: 'TWVzc2FnZTox' } } },
            result: {
              data: {
                markMessageRead: {
                  __typename: 'MarkMessageReadPayload',
                  message: { __typename: 'Message', id: 'TWVzc2FnZTox', read: true, readAt: '2026-11-22T15:00:00.000Z' },
                  unreadMessageCount: 0,
                },
              },
            },
          },
        ],
      },
    );
    expect(await screen.findByText('(1 unread)')).toBeTruthy();
    const toggle = await screen.findByRole('button', { name: /Message from Admin/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(body.hidden).toBe(false);
    expect(body.textContent).toBe('Hi Jennifer,\nyour deep clean is <b>confirmed</b>.');
    expect(body.querySelector('b')).toBeNull();
    await waitFor(() => expect(screen.queryByText('(1 unread)')).toBeNull());
    await waitFor(() => expect(screen.getByText('You are all caught up.')).toBeTruthy());
    expect(within(toggle).queryByText('New')).toBeNull();
  });

  it('does not mark an already read message again', async () => {
    const { user } = renderWithProviders(<MessagesPage />, { mocks: [pageMock([OLDER], 0)] });
    await user.click(await screen.findByRole('button', { name: /Welcome/ }));
    expect(screen.getByText('Welcome aboard!', { selector: 'p' })).toBeTruthy();
  });

  it("says 'No messages yet' when there are none", async () => {
    renderWithProviders(<MessagesPage />, { mocks: [pageMock([], 0)] });
    expect(await screen.findByText('No messages yet')).toBeTruthy();
  });
});
