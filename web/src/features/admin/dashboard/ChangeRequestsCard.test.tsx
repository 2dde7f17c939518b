import type { MockLink } from '@apollo/client/testing';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ChangeRequestsCard, ChangeRequestsCard_Query, DecideVisitChange_Mutation } from './ChangeRequestsCard';

configure({ asyncUtilTimeout: 5000 });

const pending = {
  data: {
    visitChangeRequests: {
      __typename: 'VisitChangeRequestConnection',
      totalCount: 2,
      edges: [
        {
          __typename: 'VisitChangeRequestEdge',
          node: {
            __typename: 'VisitChangeRequest',
            id: 'ch1',
            kind: 'SKIP',
            note: 'Family visiting',
            clientName: 'Jennifer Thompson',
            visitDate: '2031-03-18',
            proposedDate: null,
            proposedTimeSlot: null,
          },
        },
        {
          __typename: 'VisitChangeRequestEdge',
          node: {
            __typename: 'VisitChangeRequest',
            id: 'ch2',
            kind: 'MOVE',
            note: null,
            clientName: 'Robert Chen',
            visitDate: '2031-03-19',
            proposedDate: '2031-03-20',
            proposedTimeSlot: 'EVENING',
          },
        },
      ],
    },
  },
};

const listMock: MockLink.MockedResponse = {
  request: { query: ChangeRequestsCard_Query },
  result: pending,
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const decided = (id: string, approve: boolean, reason: string | null): MockLink.MockedResponse => ({
  request: { query: DecideVisitChange_Mutation, variables: { input: { id, approve, reason } } },
  result: {
    data: {
      decideVisitChange: {
        __typename: 'DecideVisitChangePayload',
        changeRequest: {
          __typename: 'VisitChangeRequest',
          id,
          status: approve ? 'APPROVED' : 'DECLINED',
          decisionReason: reason,
        },
      },
    },
  },
});

describe('ChangeRequestsCard', () => {
  it('lists pending change requests with a count, and approves one', async () => {
    const { user } = renderWithProviders(<ChangeRequestsCard />, { mocks: [listMock, decided('ch1', true, null)] });
    const card = await screen.findByRole('region', { name: 'Change requests (2)' });
    const skip = within(card).getByText('Jennifer Thompson').closest('li')!;
    expect(within(skip).getByText('Skip the visit on Mar 18, 2031')).toBeTruthy();
    expect(within(skip).getByText('“Family visiting”')).toBeTruthy();
    expect(within(card).getByText(/Move the visit on Mar 19, 2031 to Mar 20, 2031, Evening 4PM-7PM/)).toBeTruthy();
    await user.click(within(skip).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Change Approved')).toBeTruthy();
  });

  it('declines only with a reason', async () => {
    const { user } = renderWithProviders(<ChangeRequestsCard />, {
      mocks: [listMock, decided('ch2', false, 'Fully booked that evening')],
    });
    const card = await screen.findByRole('region', { name: 'Change requests (2)' });
    const move = within(card).getByText('Robert Chen').closest('li')!;
    await user.click(within(move).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline request' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Say why the change is declined')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Fully booked that evening');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Change Declined')).toBeTruthy();
  });
});
