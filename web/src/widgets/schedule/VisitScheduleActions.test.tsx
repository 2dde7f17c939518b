import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { UpdateSeries_Mutation } from './scheduleDocuments';
import { VisitScheduleActions } from './VisitScheduleActions';

const visit = {
  id: 'v1',
  date: '2031-03-12',
  timeSlot: 'MORNING',
  status: 'SCHEDULED',
  request: { id: 'r1', recurring: 'WEEKLY' },
} as const;

const MON_THU = { sunday: false, monday: true, tuesday: false, wednesday: false, thursday: true, friday: false, saturday: false };

const updateSeriesMock: MockLink.MockedResponse = {
  request: {
    query: UpdateSeries_Mutation,
    variables: {
      input: {
        visitId: 'v1',
        scope: 'THIS_AND_FOLLOWING',
        timeSlot: null,
        service: null,
        recurring: 'CUSTOM',
        customDays: MON_THU,
        address: null,
        priceCents: null,
        force: false,
      },
    },
  },
  result: {
    data: {
      updateSeries: {
        __typename: 'RescheduleVisitPayload',
        applied: true,
        warnings: [],
        visit: { __typename: 'Visit', id: 'v2', date: '2031-03-13', timeSlot: 'MORNING', service: 'STANDARD' },
      },
    },
  },
};

describe('Edit series', () => {
  it('offers weekdays with the Custom frequency (the one that stores them) and sends the ticked ones', async () => {
    const { user } = renderWithProviders(<VisitScheduleActions visit={visit} layout="buttons" />, { mocks: [updateSeriesMock] });
    await user.click(screen.getByRole('button', { name: 'Edit series' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit series' }));
    expect(dialog.queryByRole('group', { name: /Weekdays/ })).toBeNull();

    await user.selectOptions(dialog.getByLabelText(/Frequency/), 'Custom');
    const weekdays = within(dialog.getByRole('group', { name: /Weekdays/ }));
    const names = weekdays.getAllByRole('checkbox').map((box) => box.getAttribute('name'));
    expect(names).toHaveLength(7);
    for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      expect(weekdays.getByRole('checkbox', { name: day })).toBeTruthy();
    }
    await user.selectOptions(dialog.getByLabelText(/Frequency/), 'Bi-weekly');
    expect(dialog.queryByRole('group', { name: /Weekdays/ })).toBeNull();

    await user.selectOptions(dialog.getByLabelText(/Frequency/), 'Custom');
    await user.click(dialog.getByRole('radio', { name: 'This and following' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Monday' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Thursday' }));
    await user.click(dialog.getByRole('button', { name: 'Edit series' }));
    expect(await screen.findByText('Series Updated')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edit series' })).toBeNull();
  });
});
