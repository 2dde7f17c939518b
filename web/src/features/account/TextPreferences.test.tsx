import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { myTextPreferencesQuery, TextPreferences, updateMyTextPreferencesMutation } from './TextPreferences';

const prefs = (fields: Record<string, unknown> = {}) => ({
  __typename: 'TextPreferences',
  phone: '+12395550101',
  categories: [],
  consentAt: null,
  consentMethod: null,
  optedOut: false,
  available: true,
  ...fields,
});

const loadMock = (data = prefs()) => ({
  request: { query: myTextPreferencesQuery },
  result: { data: { myTextPreferences: data } },
});

describe('TextPreferences', () => {
  it('saves the kinds by text with consent, and shows when and how consent was given', async () => {
    const saved = prefs({
      categories: ['SCHEDULE'],
      consentAt: '2026-12-01T15:00:00.000Z',
      consentMethod: 'Account Settings',
    });
    const { user } = renderWithProviders(<TextPreferences viewerRole="CLIENT" />, {
      mocks: [
        loadMock(),
        {
          request: {
            query: updateMyTextPreferencesMutation,
            variables: { input: { phone: '+12395550101', categories: ['SCHEDULE'], consent: true } },
          },
          result: { data: { updateMyTextPreferences: { __typename: 'UpdateTextPreferencesPayload', textPreferences: saved } } },
        },
      ],
    });
    const phone = (await screen.findByLabelText('Mobile number')) as HTMLInputElement;
    expect(phone.value).toBe('+12395550101');
    // A client chooses among their own kinds: service-request alerts are the owner's.
    expect(screen.queryByRole('checkbox', { name: 'Service requests' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Schedule and reminders' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree to get text messages/ }));
    await user.click(screen.getByRole('button', { name: 'Save text choices' }));
    await waitFor(() => expect(screen.getByText(/Consent given .* via Account Settings\./)).toBeTruthy());
    expect((screen.getByRole('checkbox', { name: 'Schedule and reminders' }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows the server's reason when consent is missing, and says when texts are off", async () => {
    const { user } = renderWithProviders(<TextPreferences viewerRole="ADMIN" />, {
      mocks: [
        loadMock(prefs({ available: false })),
        {
          request: {
            query: updateMyTextPreferencesMutation,
            variables: { input: { phone: '+12395550101', categories: ['REQUESTS'], consent: false } },
          },
          result: {
            errors: [
              {
                message: 'Texts need consent: tick "I agree to get text messages"',
                extensions: { code: 'BAD_USER_INPUT', field: 'consent' },
              },
            ],
          },
        },
      ],
    });
    expect(await screen.findByText(/Text messages are off for now/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Service requests' }));
    await user.click(screen.getByRole('button', { name: 'Save text choices' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Texts need consent');
  });
});
