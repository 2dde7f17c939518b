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
  twoFactorEnabled: false,
  recoveryCodesLeft: 0,
};

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
    const input = { firstName: 'Jenny', lastName: 'Thompson', displayName: 'Jennifer Thompson', phone: '(239) 555-0142' };
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
