import type { MockLink } from '@apollo/client/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DecideTimeOff_Mutation, TimeOffPage, TimeOffPage_Query, TimeOffPreview_Query } from './TimeOffPage';

configure({ asyncUtilTimeout: 5000 });

const MARIA = {
  __typename: 'Helper',
  id: 'SGVscGVyOm1hcmlh',
  databaseId: '7f3a9c2e-0000-4000-8000-000000000001',
  user: { __typename: 'User', id: 'VXNlcjptYXJpYQ', name: 'Maria Lopez' },
};

const request = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'TimeOffRequest',
  id,
  startDate: '2031-03-17',
  endDate: '2031-03-23',
  startTime: null,
  endTime: null,
  reason: 'Family wedding',
  status,
  decisionNote: null,
  createdAt: '2031-03-01T15:00:00Z',
  helper: MARIA,
  ...extra,
});

const edges = (nodes: unknown[]) => nodes.map((node) => ({ __typename: 'TimeOffRequestEdge', node }));

function pageMock(pending: unknown[], recent: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: TimeOffPage_Query },
    result: {
      data: {
        pending: { __typename: 'TimeOffRequestConnection', totalCount: pending.length, edges: edges(pending) },
        recent: { __typename: 'TimeOffRequestConnection', edges: edges(recent) },
      },
    },
  };
}

const previewMock: MockLink.MockedResponse = {
  request: { query: TimeOffPreview_Query, variables: { id: 't1' } },
  result: {
    data: {
      timeOffPreview: {
        __typename: 'TimeOffPreview',
        action: 'UNASSIGN',
        visits: [
          {
            __typename: 'Visit',
            id: 'v1',
            date: '2031-03-18',
            timeSlot: 'MORNING',
            startTime: null,
            clientName: 'Jennifer Thompson',
          },
        ],
      },
    },
  },
};

const decideMock: MockLink.MockedResponse = {
  request: { query: DecideTimeOff_Mutation, variables: { input: { id: 't1', approve: true, note: 'Enjoy' } } },
  result: {
    data: {
      decideTimeOff: {
        __typename: 'DecideTimeOffPayload',
        unassigned: true,
        affectedVisits: [{ __typename: 'Visit', id: 'v1' }],
        timeOffRequest: { __typename: 'TimeOffRequest', id: 't1', status: 'APPROVED', decisionNote: 'Enjoy' },
      },
    },
  },
};

const notifications = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));

describe('TimeOffPage', () => {
  it('lists pending requests first, then decided ones, with their notes', async () => {
    renderWithProviders(<TimeOffPage />, {
      mocks: [
        pageMock(
          [request('t1', 'PENDING')],
          [request('t1', 'PENDING'), request('t2', 'DECLINED', { decisionNote: 'Holiday rush' })],
        ),
      ],
    });
    const pending = await screen.findByRole('region', { name: 'Pending (1)' });
    expect(within(pending).getByText('Maria Lopez')).toBeTruthy();
    expect(within(pending).getByText('Mar 17 – 23, 2031')).toBeTruthy();
    const decided = screen.getByRole('region', { name: 'Decided' });
    expect(within(decided).getByText('Declined')).toBeTruthy();
    expect(within(decided).getByText('Note: Holiday rush')).toBeTruthy();
  });

  it('says so when nothing waits', async () => {
    renderWithProviders(<TimeOffPage />, { mocks: [pageMock([], [])] });
    expect(await screen.findByText('No time off is waiting for a decision.')).toBeTruthy();
  });

  it('shows the visits a request touches before approving, and what approving does to them', async () => {
    const { user } = renderWithProviders(<TimeOffPage />, {
      mocks: [pageMock([request('t1', 'PENDING')], []), previewMock, decideMock, pageMock([], [])],
    });
    await user.click(await screen.findByRole('button', { name: 'Review time off of Maria Lopez' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Time off of Maria Lopez' }));
    const visits = await dialog.findByRole('list', { name: 'Affected visits' });
    expect(within(visits).getByText(/Tue, Mar 18, Morning.*Jennifer Thompson/)).toBeTruthy();
    expect(dialog.getByText(/they then need helpers|it then needs helpers/)).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: /Note to the helper/ }), 'Enjoy');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notifications().getByText('Time Off Approved')).toBeTruthy();
    expect(notifications().getByText('1 visit now needs helpers.')).toBeTruthy();
  });
});
