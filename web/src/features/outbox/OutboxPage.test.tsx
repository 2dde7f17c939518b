import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLocation, renderWithProviders } from '../../../test/render';
import { outboxEmailDialogQuery } from './OutboxEmailDialog';
import { OUTBOX_PAGE_SIZE, OutboxPage, outboxPageQuery } from './OutboxPage';
import { retryOutboxEmailMutation } from './useRetryOutboxEmail';

function email(id: string, fields: Record<string, unknown>) {
  return {
    __typename: 'OutboxEmail',
    id,
    event: 'request.approved',
    subject: 'Your cleaning is confirmed',
    status: 'KEPT',
    toAddress: 'jen@example.com',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-24T14:00:00.000Z',
    sentAt: null,
    recipientName: 'Jen Lopez',
    channel: 'EMAIL',
    providerStatus: null,
    sendAfter: null,
    ...fields,
  };
}

const KEPT = email('T3V0Ym94OjE', {});
const FAILED = email('T3V0Ym94OjI', {
  event: 'invoice.sent',
  subject: 'Invoice INV-2026-0007',
  status: 'FAILED',
  toAddress: 'bounce@example.com',
  attempts: 5,
  lastError: '550 5.1.1 Mailbox does not exist',
});

function pageMock(
  emails: ReturnType<typeof email>[],
  { status = null, counts = { waiting: 0, sent: 0, kept: 1, failed: 1 }, mode = 'kept' } = {} as {
    status?: string | null;
    counts?: Record<string, number>;
    mode?: string;
  },
): MockLink.MockedResponse {
  return {
    request: { query: outboxPageQuery, variables: { first: OUTBOX_PAGE_SIZE, status } },
    result: {
      data: {
        outboxStatus: { __typename: 'OutboxStatus', mode, counts: { __typename: 'OutboxCounts', ...counts } },
        outbox: {
          __typename: 'OutboxEmailConnection',
          totalCount: emails.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: emails.map((node) => ({ __typename: 'OutboxEmailEdge', node })),
        },
      },
    },
  };
}

const notifications = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));

describe('OutboxPage', () => {
  it('shows the counts per state and the emails newest first, with a failed one’s error and Retry', async () => {
    renderWithProviders(<OutboxPage />, { mocks: [pageMock([FAILED, KEPT])] });
    const counts = await screen.findByLabelText('Emails by state');
    expect(within(counts).getByText('Failed').nextSibling?.textContent).toBe('1');
    expect(within(counts).getByText('Kept').nextSibling?.textContent).toBe('1');
    expect(screen.getByText(/emails are kept here instead of sent/)).toBeTruthy();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.querySelector('button')?.textContent)).toEqual([
      'Invoice INV-2026-0007',
      'Your cleaning is confirmed',
    ]);
    expect(within(rows[0]!).getByText('550 5.1.1 Mailbox does not exist')).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: /^Retry/ })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: /^Retry/ })).toBeNull();
  });

  it('retries a failed email and reads the outbox again', async () => {
    const requeued = { ...FAILED, status: 'PENDING', lastError: null };
    const { user } = renderWithProviders(<OutboxPage />, {
      mocks: [
        pageMock([FAILED, KEPT]),
        {
          request: { query: retryOutboxEmailMutation, variables: { input: { id: FAILED.id } } },
          result: { data: { retryOutboxEmail: { __typename: 'RetryOutboxEmailPayload', email: requeued } } },
        },
        pageMock([requeued, KEPT], { counts: { waiting: 1, sent: 0, kept: 1, failed: 0 } }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: /^Retry\W+Invoice INV-2026-0007/ }));
    expect(await notifications().findByText('Email queued again')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Retry/ })).toBeNull());
    expect(within(screen.getByLabelText('Emails by state')).getByText('Waiting').nextSibling?.textContent).toBe('1');
  });

  it("toasts the server's words when a retry is refused", async () => {
    const { user } = renderWithProviders(<OutboxPage />, {
      mocks: [
        pageMock([FAILED]),
        {
          request: { query: retryOutboxEmailMutation, variables: { input: { id: FAILED.id } } },
          result: {
            errors: [{ message: 'This email is sent; only a failed email can be retried', extensions: { code: 'CONFLICT' } }],
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: /^Retry/ }));
    expect(await notifications().findByText('This email is sent; only a failed email can be retried')).toBeTruthy();
  });

  it('opens an email: its HTML in a sandboxed frame without scripts, and its text', async () => {
    const { user } = renderWithProviders(<OutboxPage />, {
      mocks: [
        pageMock([KEPT]),
        {
          request: { query: outboxEmailDialogQuery, variables: { id: KEPT.id } },
          result: {
            data: {
              node: {
                __typename: 'OutboxEmail',
                id: KEPT.id,
                event: KEPT.event,
                subject: KEPT.subject,
                status: 'KEPT',
                toAddress: KEPT.toAddress,
                lastError: null,
                html: '<p>Hello <strong>Jen</strong></p><script>alert(1)</script>',
                text: 'Hello Jen\nSee you Friday.',
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Your cleaning is confirmed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your cleaning is confirmed' });
    const frame = (await within(dialog).findByTitle('Email preview: Your cleaning is confirmed')) as HTMLIFrameElement;
    // An empty sandbox: no scripts, no same-origin access, no forms, no top navigation.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<strong>Jen</strong>');
    expect(within(dialog).getByLabelText('Plain-text part').textContent).toBe('Hello Jen\nSee you Friday.');
    expect(within(dialog).getByText('To jen@example.com')).toBeTruthy();
  });

  it('filters by state through the address, and says when a state has no emails', async () => {
    const { user } = renderWithProviders(<OutboxPage />, {
      mocks: [pageMock([FAILED, KEPT]), pageMock([], { status: 'SENT' })],
      route: '/settings/outbox',
    });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Show'), 'SENT');
    expect(await screen.findByText('No emails in this state')).toBeTruthy();
    await expectLocation('/settings/outbox?status=SENT');
  });

  it('offers to try again when the outbox cannot be loaded', async () => {
    renderWithProviders(<OutboxPage />, {
      mocks: [
        {
          request: { query: outboxPageQuery, variables: { first: OUTBOX_PAGE_SIZE, status: null } },
          error: new Error('offline'),
        },
      ],
    });
    expect(await screen.findByText(/We couldn't load the outbox/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
