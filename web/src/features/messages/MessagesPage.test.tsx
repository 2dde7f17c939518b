import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer, expectLocation, renderWithProviders, viewerMock } from '../../../test/render';
import { TooltipProvider } from '../../ui/Tooltip';
import { NotificationBell } from '../../widgets/notifications/NotificationBell';
import { notificationBellQuery } from '../../widgets/notifications/useNotifications';
import { INBOX_PAGE_SIZE, messagesInboxQuery } from './InboxView';
import { MessagesPage } from './MessagesPage';
import { messagesSentQuery, SENT_PAGE_SIZE } from './SentView';
import { UnreadMessagesBadge, unreadMessagesBadgeQuery } from './UnreadMessagesBadge';
import {
  adminConversationQuery,
  markConversationReadMutation,
  myConversationQuery,
  replyToConversationMutation,
  sendToBusinessMutation,
  THREAD_PAGE_SIZE,
} from './useConversation';

const CONVERSATION = 'Q29udmVyc2F0aW9uOjE';
const CONVERSATION_DB = '6f1c1e2a-1111-4c3b-9a55-000000000001';
const JEN = 'VXNlcjpqZW4';
const HECTOR = 'VXNlcjpoZWN0b3I';

function message(id: string, body: string, fromBusiness: boolean, createdAt: string) {
  return {
    __typename: 'Message',
    id,
    body,
    createdAt,
    fromBusiness,
    senderName: fromBusiness ? 'Olivia Owner' : 'Jen Lopez',
    channel: 'APP',
  };
}

const ASK = message('TWVzc2FnZTox', 'Can you come Friday <b>instead</b>?', false, '2026-11-20T14:00:00.000Z');
const ANSWER = message('TWVzc2FnZToy', 'Friday 9 AM works.', true, '2026-11-20T15:00:00.000Z');

function conversation(
  messages: ReturnType<typeof message>[],
  unreadCount: number,
  participant = { id: JEN, name: 'Jen Lopez', role: 'CLIENT' },
) {
  return {
    __typename: 'Conversation',
    id: CONVERSATION,
    databaseId: CONVERSATION_DB,
    unreadCount,
    participant: { __typename: 'User', ...participant },
    messages: {
      __typename: 'MessageConnection',
      totalCount: messages.length,
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      // Newest first, as the API pages them.
      edges: [...messages].reverse().map((node) => ({ __typename: 'MessageEdge', node })),
    },
  };
}

const myConversationMock = (value: ReturnType<typeof conversation> | null, maxUsageCount = 1): MockLink.MockedResponse => ({
  request: { query: myConversationQuery, variables: { first: THREAD_PAGE_SIZE } },
  result: { data: { myConversation: value } },
  maxUsageCount,
});

const badgeMock = (count: number): MockLink.MockedResponse => ({
  request: { query: unreadMessagesBadgeQuery },
  result: { data: { unreadMessageCount: count } },
});

const markReadMock: MockLink.MockedResponse = {
  request: { query: markConversationReadMutation, variables: { input: { conversationId: CONVERSATION } } },
  result: {
    data: {
      markConversationRead: {
        __typename: 'MarkConversationReadPayload',
        conversation: { __typename: 'Conversation', id: CONVERSATION, unreadCount: 0 },
        unreadNotificationCount: 1,
      },
    },
  },
};

function inboxMock(items: ReturnType<typeof conversation>[], maxUsageCount = 1): MockLink.MockedResponse {
  return {
    request: { query: messagesInboxQuery, variables: { first: INBOX_PAGE_SIZE } },
    result: {
      data: {
        conversations: {
          __typename: 'ConversationConnection',
          totalCount: items.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: items.map((item) => ({
            __typename: 'ConversationEdge',
            node: {
              ...item,
              lastMessageAt: item.messages.edges[0]?.node.createdAt ?? '2026-11-20T12:00:00.000Z',
              latest: { __typename: 'MessageConnection', edges: item.messages.edges.slice(0, 1) },
            },
          })),
        },
      },
    },
    maxUsageCount,
  };
}

const threadMock = (
  userId: string,
  value: ReturnType<typeof conversation> | null,
  maxUsageCount = 1,
): MockLink.MockedResponse => ({
  request: { query: adminConversationQuery, variables: { userId, first: THREAD_PAGE_SIZE } },
  result: { data: { conversationWithUser: value } },
  maxUsageCount,
});

const notifications = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));

describe('Messages for a client (their conversation with the business)', () => {
  it('shows the thread oldest first as plain text, marks it read and updates the sidebar count', async () => {
    renderWithProviders(
      <>
        <UnreadMessagesBadge />
        <MessagesPage />
      </>,
      {
        mocks: [
          viewerMock(buildViewer('CLIENT')),
          badgeMock(1),
          myConversationMock(conversation([ASK, ANSWER], 1)),
          markReadMock,
          badgeMock(0),
        ],
      },
    );
    const thread = await screen.findByRole('list', { name: 'Messages with Sunshine Clean' });
    const items = within(thread).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['You', 'Olivia Owner']);
    // Typed text is shown as text, never as markup.
    expect(within(items[0]!).getByText('Can you come Friday <b>instead</b>?')).toBeTruthy();
    expect(thread.querySelector('b')).toBeNull();
    expect(await screen.findByText('(1 unread)')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('(1 unread)')).toBeNull());
  });

  it("opening the conversation lowers the bell: the server read its 'new message' notifications too", async () => {
    renderWithProviders(
      <TooltipProvider>
        <NotificationBell />
        <MessagesPage />
      </TooltipProvider>,
      {
        mocks: [
          viewerMock(buildViewer('CLIENT')),
          { request: { query: notificationBellQuery }, result: { data: { unreadNotificationCount: 2 } } },
          myConversationMock(conversation([ASK, ANSWER], 1)),
          markReadMock,
          badgeMock(0),
        ],
      },
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    // The payload's count (1: another notification stays unread) is the bell's, without reading the count again.
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('sends a message to the business, refreshes the thread and empties the box; blank text sends nothing', async () => {
    const { user } = renderWithProviders(<MessagesPage />, {
      mocks: [
        viewerMock(buildViewer('CLIENT')),
        myConversationMock(null),
        {
          request: { query: sendToBusinessMutation, variables: { input: { body: 'Is Friday possible?' } } },
          result: {
            data: {
              sendMessageToBusiness: { __typename: 'SendMessagePayload', message: { __typename: 'Message', id: 'TWVzc2FnZToz' } },
            },
          },
        },
        myConversationMock(conversation([message('TWVzc2FnZToz', 'Is Friday possible?', false, '2026-11-21T10:00:00.000Z')], 0)),
      ],
    });
    expect(await screen.findByText('No messages yet. Write to us below and we will answer here.')).toBeTruthy();
    const box = screen.getByLabelText('Message to Sunshine Clean');
    const send = screen.getByRole('button', { name: 'Send' });
    await user.type(box, '   ');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.clear(box);
    await user.type(box, 'Is Friday possible?');
    await user.click(send);
    expect(await notifications().findByText('Message Sent')).toBeTruthy();
    const thread = await screen.findByRole('list', { name: 'Messages with Sunshine Clean' });
    expect(within(thread).getByText('Is Friday possible?')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it("keeps the text and toasts 'Error' with the server's words when sending fails", async () => {
    const { user } = renderWithProviders(<MessagesPage />, {
      mocks: [
        viewerMock(buildViewer('HELPER')),
        myConversationMock(null),
        {
          request: { query: sendToBusinessMutation, variables: { input: { body: 'Late today' } } },
          result: { errors: [{ message: 'body must be at most 5000 characters', extensions: { code: 'BAD_USER_INPUT' } }] },
        },
      ],
    });
    const box = await screen.findByLabelText('Message to Sunshine Clean');
    await user.type(box, 'Late today');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await notifications().findByText('body must be at most 5000 characters')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Late today');
  });

  it('offers to try again when the conversation cannot be loaded', async () => {
    renderWithProviders(<MessagesPage />, {
      mocks: [
        viewerMock(buildViewer('CLIENT')),
        { request: { query: myConversationQuery, variables: { first: THREAD_PAGE_SIZE } }, error: new Error('offline') },
      ],
    });
    expect(await screen.findByText(/We couldn't load your messages/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('Messages for the owner (the inbox)', () => {
  const helperConversation = {
    ...conversation([message('TWVzc2FnZTo5', 'Running late', false, '2026-11-19T12:00:00.000Z')], 0, {
      id: HECTOR,
      name: 'Hector Diaz',
      role: 'HELPER',
    }),
    id: 'Q29udmVyc2F0aW9uOjI',
    databaseId: '6f1c1e2a-1111-4c3b-9a55-000000000002',
  };

  it('lists conversations newest activity first with unread counts; opening one shows its thread and marks it read', async () => {
    const { user } = renderWithProviders(<MessagesPage />, {
      mocks: [
        viewerMock(buildViewer('ADMIN')),
        inboxMock([conversation([ASK], 1), helperConversation], 2),
        threadMock(JEN, conversation([ASK], 1)),
        markReadMock,
      ],
      route: '/messages',
    });
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Jen Lopez'),
      expect.stringContaining('Hector Diaz'),
    ]);
    expect(within(links[0]!).getByText('1 unread')).toBeTruthy();
    expect(within(links[0]!).getByText('Client')).toBeTruthy();
    expect(within(links[1]!).getByText('Helper')).toBeTruthy();
    expect(within(links[1]!).queryByText(/unread/)).toBeNull();
    expect(screen.getByText('1 unread message from clients and helpers.')).toBeTruthy();
    expect(screen.getByText('Choose a conversation')).toBeTruthy();

    await user.click(links[0]!);
    await expectLocation(`/messages?with=${JEN}`);
    const thread = await screen.findByRole('list', { name: 'Messages with Jen Lopez' });
    expect(within(thread).getByText('Can you come Friday <b>instead</b>?')).toBeTruthy();
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    // Read on opening: the row's unread count goes, and so does the page's.
    await waitFor(() => expect(within(links[0]!).queryByText('1 unread')).toBeNull());
    expect(screen.getByText('You are all caught up.')).toBeTruthy();
  });

  it('shows the sent history newest first under Sent, each message linking to its conversation', async () => {
    const sent = (
      id: string,
      body: string,
      createdAt: string,
      read: boolean,
      recipient: { id: string; name: string; role: string },
    ) => ({
      __typename: 'Message',
      id,
      subject: 'Message from Admin',
      body,
      createdAt,
      read,
      recipient: { __typename: 'User', ...recipient },
    });
    const { user } = renderWithProviders(<MessagesPage />, {
      mocks: [
        viewerMock(buildViewer('ADMIN')),
        inboxMock([conversation([ASK], 1), helperConversation], 2),
        {
          request: { query: messagesSentQuery, variables: { first: SENT_PAGE_SIZE } },
          result: {
            data: {
              sentMessages: {
                __typename: 'MessageConnection',
                totalCount: 2,
                pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
                // Newest first, as the API pages them.
                edges: [
                  sent('TWVzc2FnZToxMQ', 'Keys at the desk', '2026-11-21T10:00:00.000Z', false, {
                    id: HECTOR,
                    name: 'Hector Diaz',
                    role: 'HELPER',
                  }),
                  sent('TWVzc2FnZToxMA', 'Friday 9 AM works.', '2026-11-20T15:00:00.000Z', true, {
                    id: JEN,
                    name: 'Jen Lopez',
                    role: 'CLIENT',
                  }),
                ].map((node) => ({ __typename: 'MessageEdge', node })),
              },
            },
          },
        },
        threadMock(HECTOR, helperConversation),
      ],
      route: '/messages',
    });
    const folders = await screen.findByRole('navigation', { name: 'Message folders' });
    expect(within(folders).getByRole('link', { name: /Inbox/ }).getAttribute('aria-current')).toBe('page');
    await user.click(within(folders).getByRole('link', { name: 'Sent' }));
    await expectLocation('/messages?view=sent');
    expect(within(folders).getByRole('link', { name: 'Sent' }).getAttribute('aria-current')).toBe('page');
    const list = await screen.findByRole('list', { name: 'Sent messages' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => within(link).getByText(/^To /).textContent)).toEqual(['To Hector Diaz', 'To Jen Lopez']);
    expect(within(links[0]!).getByText('Not read yet')).toBeTruthy();
    expect(within(links[1]!).getByText('Read')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).toBeNull();

    await user.click(links[0]!);
    await expectLocation(`/messages?with=${HECTOR}`);
    expect(await screen.findByRole('list', { name: 'Messages with Hector Diaz' })).toBeTruthy();
  });

  it('replies in the open conversation', async () => {
    const replied = conversation([ASK, ANSWER], 0);
    const { user } = renderWithProviders(<MessagesPage />, {
      mocks: [
        viewerMock(buildViewer('ADMIN')),
        inboxMock([conversation([ASK], 0)]),
        threadMock(JEN, conversation([ASK], 0)),
        {
          request: {
            query: replyToConversationMutation,
            variables: { input: { conversationId: CONVERSATION, body: 'Friday 9 AM works.' } },
          },
          result: {
            data: {
              replyToConversation: { __typename: 'SendMessagePayload', message: { __typename: 'Message', id: ANSWER.id } },
            },
          },
        },
        threadMock(JEN, replied),
        inboxMock([replied]),
      ],
      route: `/messages?with=${JEN}`,
    });
    const box = await screen.findByLabelText('Reply to Jen Lopez');
    await user.type(box, 'Friday 9 AM works.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await notifications().findByText('Message Sent')).toBeTruthy();
    const thread = await screen.findByRole('list', { name: 'Messages with Jen Lopez' });
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(2));
    expect(within(thread).getAllByRole('listitem')[1]!.textContent).toContain('Friday 9 AM works.');
  });

  it("opens the conversation a notification's link names by its database id", async () => {
    renderWithProviders(<MessagesPage />, {
      mocks: [
        viewerMock(buildViewer('ADMIN')),
        inboxMock([helperConversation, conversation([ASK], 0)]),
        threadMock(JEN, conversation([ASK], 0)),
      ],
      route: `/messages?conversation=${CONVERSATION_DB}`,
    });
    expect(await screen.findByRole('list', { name: 'Messages with Jen Lopez' })).toBeTruthy();
    await expectLocation(`/messages?with=${JEN}`);
  });

  it('says so when there are no conversations yet', async () => {
    renderWithProviders(<MessagesPage />, { mocks: [viewerMock(buildViewer('ADMIN')), inboxMock([])] });
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
  });
});
