import type { MockLink } from '@apollo/client/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SetHelperAvailability_Mutation } from '../../widgets/availability/WeeklyAvailabilityEditor';
import { AvailabilityPage, AvailabilityPage_Query } from './AvailabilityPage';

configure({ asyncUtilTimeout: 5000 });

const HELPER_ID = 'SGVscGVyOm1hcmlh';
const ninetoFive = { __typename: 'TimeRange', from: '09:00', to: '17:00' };
const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  __typename: 'AvailabilityDay',
  weekday,
  ranges: weekday === 2 ? [ninetoFive] : [],
}));

const pageMock: MockLink.MockedResponse = {
  request: { query: AvailabilityPage_Query },
  result: {
    data: {
      myHelper: { __typename: 'Helper', id: HELPER_ID, availability: week },
      timeOffRequests: {
        __typename: 'TimeOffRequestConnection',
        edges: [
          {
            __typename: 'TimeOffRequestEdge',
            node: {
              __typename: 'TimeOffRequest',
              id: 't1',
              startDate: '2031-03-17',
              endDate: '2031-03-17',
              startTime: '08:00',
              endTime: '12:00',
              reason: 'Dentist',
              status: 'DECLINED',
              decisionNote: 'Busy morning',
            },
          },
        ],
      },
    },
  },
  maxUsageCount: 2,
};

const expectedDays = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  ranges: weekday === 2 ? [{ from: '09:00', to: '17:00' }] : weekday === 4 ? [{ from: '08:00', to: '17:00' }] : [],
}));

const saveMock: MockLink.MockedResponse = {
  request: { query: SetHelperAvailability_Mutation, variables: { input: { helperId: HELPER_ID, days: expectedDays } } },
  result: {
    data: {
      setHelperAvailability: {
        __typename: 'SetHelperAvailabilityPayload',
        helper: {
          __typename: 'Helper',
          id: HELPER_ID,
          availability: expectedDays.map((day) => ({
            __typename: 'AvailabilityDay',
            ...day,
            ranges: day.ranges.map((range) => ({ __typename: 'TimeRange', ...range })),
          })),
        },
      },
    },
  },
};

const notifications = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));

describe('AvailabilityPage', () => {
  it("shows the helper's week and requests with the owner's note, and saves a day added", async () => {
    const { user } = renderWithProviders(<AvailabilityPage />, { mocks: [pageMock, saveMock] });
    const form = within(await screen.findByRole('form', { name: 'Your weekly availability' }));
    expect((form.getByRole('checkbox', { name: 'Tuesday' }) as HTMLInputElement).checked).toBe(true);
    expect((form.getByLabelText('Tuesday from') as HTMLInputElement).value).toBe('09:00');
    expect((form.getByRole('checkbox', { name: 'Friday' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Declined')).toBeTruthy();
    expect(screen.getByText('Owner’s note: Busy morning')).toBeTruthy();

    await user.click(form.getByRole('checkbox', { name: 'Thursday' }));
    await user.click(form.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(notifications().getByText('Availability Saved')).toBeTruthy());
  });

  it('refuses time off that ends before it starts, before asking the server', async () => {
    const { user } = renderWithProviders(<AvailabilityPage />, { mocks: [pageMock] });
    const form = within(await screen.findByRole('form', { name: 'Request time off' }));
    const first = form.getByLabelText('First day') as HTMLInputElement;
    const last = form.getByLabelText('Last day') as HTMLInputElement;
    await user.clear(last);
    await user.type(last, '2020-01-01');
    expect(first.value > last.value).toBe(true);
    await user.click(form.getByRole('button', { name: 'Request time off' }));
    expect(await form.findByText('Time off cannot end before it starts')).toBeTruthy();
  });
});
