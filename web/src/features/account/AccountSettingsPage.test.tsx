import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AccountSettingsPage, accountSettingsPageQuery } from './AccountSettingsPage';
import { changePasswordMutation, updateMyProfileMutation } from './useAccountMutations';

const VIEWER = {
  __typename: 'User',
  id: 'VXNlcjox',
  role: 'CLIENT',
  firstName: 'Jennifer',
  lastName: 'Thompson',
  displayName: 'Jennifer Thompson',
  phone: '+12395550142',
  email: 'client@demo.local',
  client: { __typename: 'Client', id: 'Q2xpZW50OjE', address: '1450 Gulf Shore Blvd N', phone: '+12395550142' },
  twoFactorEnabled: false,
  recoveryCodesLeft: 0,
};

const pageMockAs = (viewer: Record<string, unknown>): MockLink.MockedResponse => ({
  request: { query: accountSettingsPageQuery },
  result: { data: { viewer, publicSite: { __typename: 'PublicSite', email: 'hello@sunshineclean.example' } } },
});

const profileSaved = (input: Record<string, unknown>, user: Record<string, unknown>): MockLink.MockedResponse => ({
  request: { query: updateMyProfileMutation, variables: { input } },
  result: { data: { updateMyProfile: { __typename: 'UpdateMyProfilePayload', user } } },
});

const pageMock: MockLink.MockedResponse = {
  request: { query: accountSettingsPageQuery },
  result: { data: { viewer: VIEWER, publicSite: { __typename: 'PublicSite', email: 'hello@sunshineclean.example' } } },
};

const notifications = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));

describe('AccountSettingsPage', () => {
  it('shows the profile with the email read-only, security with two-factor off and ready to set up, and a disabled delete', async () => {
    renderWithProviders(<AccountSettingsPage />, { mocks: [pageMock] });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect((within(profile).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Jennifer');
    expect((within(profile).getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('(239) 555-0142');
    const email = within(profile).getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.value).toBe('client@demo.local');
    expect(email.readOnly).toBe(true);
    expect(within(profile).getByText('This is your sign-in and cannot be changed.')).toBeTruthy();

    const security = screen.getByRole('region', { name: 'Security' });
    const twoFactor = within(security).getByRole('region', { name: 'Two-factor authentication Off' });
    expect(within(twoFactor).getByText('Off', { selector: 'span' })).toBeTruthy();
    expect((within(twoFactor).getByRole('button', { name: 'Set Up Two-Factor' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(security).queryByText('Coming Soon')).toBeNull();

    const danger = screen.getByRole('region', { name: 'Danger zone' });
    expect(within(danger).getByRole('heading', { name: 'Delete account' })).toBeTruthy();
    expect((within(danger).getByRole('button', { name: 'Contact Support' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(danger).getByRole('link', { name: 'hello@sunshineclean.example' })).toBeTruthy();

    // A client is offered the way to apply as a helper.
    const join = screen.getByRole('region', { name: 'Join the team' });
    expect(within(join).getByRole('link', { name: 'Request Helper Access' }).getAttribute('href')).toBe('/request-helper');
  });

  it('saves the profile and says so', async () => {
    const input = {
      firstName: 'Jenny',
      lastName: 'Thompson',
      displayName: 'Jennifer Thompson',
      phone: '(239) 555-0142',
      address: '1450 Gulf Shore Blvd N',
    };
    const { user } = renderWithProviders(<AccountSettingsPage />, {
      mocks: [
        pageMock,
        {
          request: { query: updateMyProfileMutation, variables: { input } },
          result: {
            data: {
              updateMyProfile: {
                __typename: 'UpdateMyProfilePayload',
                user: { ...VIEWER, firstName: 'Jenny', name: 'Jennifer Thompson' },
              },
            },
          },
        },
      ],
    });
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    await user.type(firstName, 'Jenny');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await notifications().findByText('Profile Updated')).toBeTruthy();
  });

  it("lets a client change its phone and home address, starting from its record's", async () => {
    const input = {
      firstName: 'Jennifer',
      lastName: 'Thompson',
      displayName: 'Jennifer Thompson',
      phone: '(239) 555-0199',
      address: '40 Sea Grape Way',
    };
    const saved = {
      ...VIEWER,
      phone: '+12395550199',
      name: 'Jennifer Thompson',
      client: { ...VIEWER.client, phone: '+12395550199', address: '40 Sea Grape Way' },
    };
    const { user } = renderWithProviders(<AccountSettingsPage />, { mocks: [pageMock, profileSaved(input, saved)] });
    const address = (await screen.findByRole('textbox', { name: 'Address' })) as HTMLInputElement;
    expect(address.value).toBe('1450 Gulf Shore Blvd N');
    expect(address.readOnly).toBe(false);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '(239) 555-0199');
    await user.clear(address);
    await user.type(address, ' 40 Sea Grape Way ');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    // The mock answers only the exact input: the phone as typed, the address trimmed.
    expect(await notifications().findByText('Profile Updated')).toBeTruthy();
    // Much typing on a shared machine: more than the default 5 s.
  }, 20_000);

  it('offers a helper no address, and sends none', async () => {
    const helper = { ...VIEWER, role: 'HELPER', displayName: null, client: null };
    const input = { firstName: 'Jennifer', lastName: 'Thompson', displayName: null, phone: '(239) 555-0100' };
    const { user } = renderWithProviders(<AccountSettingsPage />, {
      mocks: [pageMockAs(helper), profileSaved(input, { ...helper, phone: '+12395550100', name: 'Jennifer Thompson' })],
    });
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(screen.queryByRole('textbox', { name: 'Address' })).toBeNull();
    await user.clear(phone);
    await user.type(phone, '(239) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await notifications().findByText('Profile Updated')).toBeTruthy();
  });

  it('changes the password only when the new one is long enough and confirmed, and says other sessions ended', async () => {
    const { user } = renderWithProviders(<AccountSettingsPage />, {
      mocks: [
        pageMock,
        {
          request: {
            query: changePasswordMutation,
            variables: { input: { currentPassword: 'demo1234', newPassword: 'a-new-password' } },
          },
          result: { data: { changePassword: { __typename: 'ChangePasswordPayload', changed: true } } },
        },
      ],
    });
    const security = await screen.findByRole('region', { name: 'Security' });
    const submit = within(security).getByRole('button', { name: 'Change Password' }) as HTMLButtonElement;
    expect(within(security).getByText(/signs you out on every other device/)).toBeTruthy();
    await user.type(within(security).getByLabelText('Current password'), 'demo1234');
    await user.type(within(security).getByLabelText('New password'), 'short');
    expect(within(security).getByText('Use at least 8 characters.')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await user.type(within(security).getByLabelText('New password'), '-but-now-long');
    await user.clear(within(security).getByLabelText('New password'));
    await user.type(within(security).getByLabelText('New password'), 'a-new-password');
    await user.type(within(security).getByLabelText('Confirm new password'), 'a-new-passwor');
    expect(within(security).getByText('The passwords do not match.')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await user.type(within(security).getByLabelText('Confirm new password'), 'd');
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect(await notifications().findByText('Password Changed')).toBeTruthy();
    expect(notifications().getByText('You were signed out on your other devices.')).toBeTruthy();
    await waitFor(() => expect((within(security).getByLabelText('Current password') as HTMLInputElement).value).toBe(''));
  });

  it("puts the server's message under the current password when it is wrong", async () => {
    const { user } = renderWithProviders(<AccountSettingsPage />, {
      mocks: [
        pageMock,
        {
          request: {
            query: changePasswordMutation,
            variables: { input: { currentPassword: 'wrong', newPassword: 'a-new-password' } },
          },
          result: {
            errors: [
              { message: 'The current password is not right', extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' } },
            ],
          },
        },
      ],
    });
    const security = await screen.findByRole('region', { name: 'Security' });
    await user.type(within(security).getByLabelText('Current password'), 'wrong');
    await user.type(within(security).getByLabelText('New password'), 'a-new-password');
    await user.type(within(security).getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(within(security).getByRole('button', { name: 'Change Password' }));
    expect(await within(security).findByText('The current password is not right')).toBeTruthy();
    expect(notifications().getByText('Error')).toBeTruthy();
  });
});
