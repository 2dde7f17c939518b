import type { MockLink } from '@apollo/client/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ScheduleSettingsSection, ScheduleSettingsSection_Query, UpdateRules_Mutation } from './ScheduleSettingsSection';

configure({ asyncUtilTimeout: 5000 });

const settings = {
  __typename: 'BusinessSettings',
  id: 'QnVzaW5lc3NTZXR0aW5nczox',
  changeCutoffHours: 48,
  autoApproveSkips: false,
};

const queryMock: MockLink.MockedResponse = {
  request: { query: ScheduleSettingsSection_Query },
  result: { data: { businessSettings: { ...settings, timeOffAssignedVisits: 'KEEP' }, closures: [] } },
};

const saveMock: MockLink.MockedResponse = {
  request: {
    query: UpdateRules_Mutation,
    variables: { input: { changeCutoffHours: 48, autoApproveSkips: false, timeOffAssignedVisits: 'UNASSIGN' } },
  },
  result: {
    data: {
      updateBusinessSettings: {
        __typename: 'UpdateBusinessSettingsPayload',
        settings: { ...settings, timeOffAssignedVisits: 'UNASSIGN' },
      },
    },
  },
};

const notifications = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));

describe('ScheduleSettingsSection', () => {
  it("says what approving time off does to a helper's visits, and saves the choice", async () => {
    const { user } = renderWithProviders(<ScheduleSettingsSection />, { mocks: [queryMock, saveMock] });
    const keep = (await screen.findByRole('radio', { name: 'Stay assigned, for me to decide' })) as HTMLInputElement;
    expect(keep.checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Are unassigned/ }));
    const form = keep.closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notifications().getByText('Settings Saved')).toBeTruthy());
  });
});
