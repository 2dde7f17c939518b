import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { TextSettingsSection, TextSettingsSection_Query, UpdateTextRules_Mutation } from './TextSettingsSection';

const settings = (fields: Record<string, unknown> = {}) => ({
  __typename: 'BusinessSettings',
  id: 'QnVzaW5lc3NTZXR0aW5nczox',
  textQuietStartHour: 21,
  textQuietEndHour: 8,
  textDailyLimit: 5,
  ...fields,
});

const load = {
  request: { query: TextSettingsSection_Query },
  result: {
    data: {
      textMessaging: {
        __typename: 'TextMessagingStatus',
        enabled: false,
        message: 'Text messages are off: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM to send and receive texts.',
        incomingUrl: 'http://localhost:3000/api/webhooks/sms',
      },
      businessSettings: settings(),
    },
  },
};

describe('TextSettingsSection', () => {
  it('says texts are off, and saves quiet hours and the daily cap', async () => {
    const { user } = renderWithProviders(<TextSettingsSection />, {
      mocks: [
        load,
        {
          request: {
            query: UpdateTextRules_Mutation,
            variables: { input: { textQuietStartHour: 22, textQuietEndHour: 8, textDailyLimit: 3 } },
          },
          result: {
            data: {
              updateBusinessSettings: {
                __typename: 'UpdateBusinessSettingsPayload',
                settings: settings({ textQuietStartHour: 22, textDailyLimit: 3 }),
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText(/^Text messages are off: set TWILIO_ACCOUNT_SID/)).toBeTruthy();
    const start = screen.getByLabelText('Quiet hours start (0-23)') as HTMLInputElement;
    expect(start.value).toBe('21');
    await user.clear(start);
    await user.type(start, '22');
    const limit = screen.getByLabelText('Texts a day to one number, at most');
    await user.clear(limit);
    await user.type(limit, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Settings Saved')).toBeTruthy());
  });
});
