import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildViewer, expectLocation, renderWithProviders, viewerMock } from '../../../test/render';
import { App } from '../../App';
import type { CompleteProfileInput } from '../../gql/graphql';
import { completeProfileMutation } from './ProfileSetupPage';

const client = buildViewer('CLIENT', { needsProfileSetup: true });
const helper = buildViewer('HELPER', { needsProfileSetup: true });

function completeProfileMock(
  input: CompleteProfileInput,
  outcome: 'ok' | 'pending' | { error: string },
): MockLink.MockedResponse {
  const request = { query: completeProfileMutation, variables: { input } };
  if (outcome === 'pending') return { request, delay: Infinity };
  if (outcome !== 'ok') {
    return { request, result: { errors: [{ message: outcome.error, extensions: { code: 'BAD_USER_INPUT' } }] } };
  }
  return {
    request,
    result: {
      data: {
        completeProfile: {
          __typename: 'CompleteProfilePayload',
          user: {
            __typename: 'User',
            id: 'VXNlcjoSETUP',
            needsProfileSetup: false,
            displayName: input.displayName ?? null,
            phone: input.phone ?? null,
          },
        },
      },
    },
  };
}

/** Replaces the prefilled Display Name. */
async function retype(user: UserEvent, text: string) {
  const displayName = await screen.findByLabelText('Display Name');
  await user.clear(displayName);
  await user.type(displayName, text);
}

function submitButton() {
  return screen.getByRole('button', { name: /complete profile|setting up/i }) as HTMLButtonElement;
}

describe('ProfileSetupPage', () => {
  describe('client', () => {
    it('starts Display Name from the first and last name, ready to send', async () => {
      const { user } = renderWithProviders(<App />, {
        route: '/invoices',
        mocks: [
          viewerMock(client),
          completeProfileMock({ displayName: 'Clara Sunshine', phone: null }, 'ok'),
          viewerMock({ ...client, needsProfileSetup: false }),
        ],
      });
      const displayName = (await screen.findByLabelText('Display Name')) as HTMLInputElement;
      expect(displayName.value).toBe('Clara Sunshine');
      await waitFor(() => expect(submitButton().disabled).toBe(false));
      await user.click(submitButton());
      await expectLocation('/');
    });

    it('keeps submit disabled while Display Name is empty or blank', async () => {
      const { user } = renderWithProviders(<App />, { mocks: [viewerMock(client)] });
      const displayName = await screen.findByLabelText('Display Name');
      expect(screen.getByLabelText('Phone')).toBeTruthy();
      await user.clear(displayName);
      expect(submitButton().disabled).toBe(true);
      await user.type(displayName, '   ');
      expect(submitButton().disabled).toBe(true);
      await user.type(displayName, 'Clara');
      expect(submitButton().disabled).toBe(false);
    });

    it('sends the display name and phone, refetches the viewer and goes home', async () => {
      const { user } = renderWithProviders(<App />, {
        route: '/invoices',
        mocks: [
          viewerMock(client),
          completeProfileMock({ displayName: 'Clara S.', phone: '239-555-0100' }, 'ok'),
          viewerMock({ ...client, needsProfileSetup: false }),
        ],
      });
      await retype(user, '  Clara S. ');
      await user.type(screen.getByLabelText('Phone'), '239-555-0100');
      await user.click(submitButton());
      expect(await screen.findByRole('heading', { name: 'Client Menu' })).toBeTruthy();
      await expectLocation('/');
      expect(await screen.findByRole('heading', { level: 1, name: 'Portal' })).toBeTruthy();
    });

    it("reads 'Setting up...' and is disabled while pending", async () => {
      const { user } = renderWithProviders(<App />, {
        mocks: [viewerMock(client), completeProfileMock({ displayName: 'Clara', phone: null }, 'pending')],
      });
      await retype(user, 'Clara');
      await user.click(submitButton());
      const button = await screen.findByRole('button', { name: 'Setting up...' });
      expect((button as HTMLButtonElement).disabled).toBe(true);
    });

    it("shows an 'Error' toast with the server's message on failure", async () => {
      const { user } = renderWithProviders(<App />, {
        mocks: [
          viewerMock(client),
          completeProfileMock({ displayName: 'Clara', phone: 'nope' }, { error: 'Enter a valid phone number' }),
        ],
      });
      await retype(user, 'Clara');
      await user.type(screen.getByLabelText('Phone'), 'nope');
      await user.click(submitButton());
      const notifications = screen.getByRole('region', { name: /notifications/i });
      expect(await within(notifications).findByText('Error')).toBeTruthy();
      expect(within(notifications).getByText('Enter a valid phone number')).toBeTruthy();
      expect(submitButton().textContent).toBe('Complete Profile');
      expect(screen.getByRole('heading', { name: 'Complete Your Profile' })).toBeTruthy();
    });
  });

  describe('helper', () => {
    it('keeps submit disabled while Phone Number is empty', async () => {
      const { user } = renderWithProviders(<App />, { mocks: [viewerMock(helper)] });
      const phone = await screen.findByLabelText('Phone Number');
      const rate = screen.getByLabelText('Hourly Rate') as HTMLInputElement;
      expect(rate.type).toBe('number');
      expect(rate.placeholder).toBe('25');
      expect(submitButton().disabled).toBe(true);
      await user.type(rate, '30');
      expect(submitButton().disabled).toBe(true);
      await user.type(phone, '239-555-0100');
      expect(submitButton().disabled).toBe(false);
    });

    it('sends an hourly rate of 25.5 dollars as 2550 cents', async () => {
      const { user } = renderWithProviders(<App />, {
        mocks: [
          viewerMock(helper),
          completeProfileMock({ phone: '239-555-0100', hourlyRateCents: 2550 }, 'ok'),
          viewerMock({ ...helper, needsProfileSetup: false }),
        ],
      });
      await user.type(await screen.findByLabelText('Phone Number'), '239-555-0100');
      await user.type(screen.getByLabelText('Hourly Rate'), '25.5');
      await user.click(submitButton());
      expect(await screen.findByRole('heading', { level: 1, name: "Today's Jobs" })).toBeTruthy();
      await expectLocation('/');
    });

    it('sends no rate when the field is left empty', async () => {
      const { user } = renderWithProviders(<App />, {
        mocks: [
          viewerMock(helper),
          completeProfileMock({ phone: '239-555-0100', hourlyRateCents: null }, 'ok'),
          viewerMock({ ...helper, needsProfileSetup: false }),
        ],
      });
      await user.type(await screen.findByLabelText('Phone Number'), '239-555-0100');
      await user.click(submitButton());
      expect(await screen.findByRole('heading', { name: 'Helper Portal' })).toBeTruthy();
    });
  });
});
