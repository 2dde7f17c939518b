import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import {
  NotificationPreferences,
  notificationPreferencesQuery,
  updateNotificationPreferenceMutation,
} from './NotificationPreferences';

const preference = (category: string, label: string, emailEnabled: boolean, essential = false) => ({
  __typename: 'NotificationPreference',
  category,
  label,
  emailEnabled,
  essential,
});

const PREFERENCES = [
  preference('ACCOUNT', 'Account security', true, true),
  preference('REQUESTS', 'Service requests', true),
  preference('MESSAGES', 'Messages', true),
];

const loadMock: MockLink.MockedResponse = {
  request: { query: notificationPreferencesQuery },
  result: { data: { notificationPreferences: PREFERENCES } },
};

const notifications = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));

describe('NotificationPreferences', () => {
  it('shows email on or off per category; the essential one is on and cannot be turned off', async () => {
    renderWithProviders(<NotificationPreferences />, { mocks: [loadMock] });
    const security = (await screen.findByRole('checkbox', { name: /Account security/ })) as HTMLInputElement;
    expect(security.checked).toBe(true);
    expect(security.disabled).toBe(true);
    expect(screen.getByText('(always sent)')).toBeTruthy();
    const requests = screen.getByRole('checkbox', { name: 'Service requests' }) as HTMLInputElement;
    expect(requests.checked).toBe(true);
    expect(requests.disabled).toBe(false);
    expect(screen.getByRole('group', { name: 'Send me an email about' })).toBeTruthy();
  });

  it('turns a category off at once and keeps what the server saved', async () => {
    const saved = PREFERENCES.map((p) => (p.category === 'MESSAGES' ? { ...p, emailEnabled: false } : p));
    const { user } = renderWithProviders(<NotificationPreferences />, {
      mocks: [
        loadMock,
        {
          request: {
            query: updateNotificationPreferenceMutation,
            variables: { input: { category: 'MESSAGES', emailEnabled: false } },
          },
          result: {
            data: {
              updateNotificationPreference: { __typename: 'UpdateNotificationPreferencePayload', preferences: saved },
            },
          },
        },
      ],
    });
    const messages = (await screen.findByRole('checkbox', { name: 'Messages' })) as HTMLInputElement;
    await user.click(messages);
    expect(messages.checked).toBe(false);
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Messages' }) as HTMLInputElement).checked).toBe(false));
  });

  it("puts the choice back and says 'Error' when saving fails", async () => {
    const { user } = renderWithProviders(<NotificationPreferences />, {
      mocks: [
        loadMock,
        {
          request: {
            query: updateNotificationPreferenceMutation,
            variables: { input: { category: 'REQUESTS', emailEnabled: false } },
          },
          error: new Error('offline'),
        },
      ],
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Service requests' }));
    expect(await notifications().findByText(/Failed to save your choice/)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Service requests' }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it('offers to try again when the choices cannot be loaded', async () => {
    renderWithProviders(<NotificationPreferences />, {
      mocks: [{ request: { query: notificationPreferencesQuery }, error: new Error('offline') }],
    });
    expect(await screen.findByText(/We couldn't load your email choices/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
