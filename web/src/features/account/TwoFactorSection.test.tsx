import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AccountSettingsPage, accountSettingsPageQuery } from './AccountSettingsPage';
import {
  adminTwoFactorRequirementQuery,
  beginTwoFactorSetupMutation,
  confirmTwoFactorSetupMutation,
  disableTwoFactorMutation,
  setAdminTwoFactorRequirementMutation,
} from './useTwoFactor';

const QR = 'data:image/svg+xml;base64,PHN2Zy8+';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

function page(
  overrides: { role?: string; twoFactorEnabled?: boolean; recoveryCodesLeft?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: accountSettingsPageQuery },
    result: {
      data: {
        viewer: {
          __typename: 'User',
          id: 'VXNlcjox',
          role: 'HELPER',
          firstName: 'Hector',
          lastName: 'Diaz',
          displayName: null,
          phone: null,
          email: 'helper@demo.local',
          client: null,
          twoFactorEnabled: false,
          recoveryCodesLeft: 0,
          ...overrides,
        },
        publicSite: { __typename: 'PublicSite', email: null },
      },
    },
  };
}

const notifications = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));
const user = (fields: Record<string, unknown>) => ({ __typename: 'User', id: 'VXNlcjox', ...fields });

describe('two-factor sign-in in Account Settings', () => {
  it('sets it up after the current password: the QR code and key, a wrong code refused inline, then the ten recovery codes once', async () => {
    const { user: person } = renderWithProviders(<AccountSettingsPage />, {
      mocks: [
        page(),
        {
          request: { query: beginTwoFactorSetupMutation, variables: { input: { password: 'wrong-one' } } },
          result: {
            errors: [{ message: 'The password is not right', extensions: { code: 'BAD_USER_INPUT', field: 'password' } }],
          },
        },
        {
          request: { query: beginTwoFactorSetupMutation, variables: { input: { password: 'demo1234' } } },
          result: { data: { beginTwoFactorSetup: { __typename: 'TwoFactorSetup', secret: SECRET, qrCodeDataUrl: QR } } },
        },
        {
          request: { query: confirmTwoFactorSetupMutation, variables: { input: { code: '000000' } } },
          result: {
            errors: [
              {
                message: 'That code is not right. Check your authenticator app and try again.',
                extensions: { code: 'BAD_USER_INPUT', field: 'code' },
              },
            ],
          },
        },
        {
          request: { query: confirmTwoFactorSetupMutation, variables: { input: { code: '123456' } } },
          result: {
            data: {
              confirmTwoFactorSetup: {
                __typename: 'ConfirmTwoFactorSetupPayload',
                recoveryCodes: CODES,
                user: user({ twoFactorEnabled: true, recoveryCodesLeft: 10 }),
              },
            },
          },
        },
      ],
    });
    await person.click(await screen.findByRole('button', { name: 'Set Up Two-Factor' }));
    // The password first: a borrowed session must not enrol another phone.
    const asking = await screen.findByRole('dialog', { name: 'Set up two-factor sign-in' });
    expect(within(asking).queryByRole('img', { name: /QR code/ })).toBeNull();
    const password = within(asking).getByLabelText('Current password');
    await person.type(password, 'wrong-one');
    await person.click(within(asking).getByRole('button', { name: 'Continue' }));
    expect(await within(asking).findByText('The password is not right')).toBeTruthy();
    await person.clear(password);
    await person.type(password, 'demo1234');
    await person.click(within(asking).getByRole('button', { name: 'Continue' }));
    expect(((await screen.findByRole('img', { name: /QR code/ })) as HTMLImageElement).src).toBe(QR);
    const dialog = screen.getByRole('dialog', { name: 'Set up two-factor sign-in' });
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    const field = within(dialog).getByLabelText('Code from the app');
    await person.type(field, '000000');
    await person.click(within(dialog).getByRole('button', { name: 'Turn On' }));
    expect(await within(dialog).findByText('That code is not right. Check your authenticator app and try again.')).toBeTruthy();

    await person.clear(field);
    await person.type(field, '123456');
    await person.click(within(dialog).getByRole('button', { name: 'Turn On' }));
    const codes = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(within(codes).getByRole('link', { name: 'Download as a text file' }).getAttribute('download')).toBe(
      'sunshine-clean-recovery-codes.txt',
    );
    expect(await notifications().findByText('Two-Factor On')).toBeTruthy();
    await person.click(within(codes).getByRole('button', { name: 'Done' }));
    // The viewer is updated by id: the section now says it is on.
    expect(await screen.findByRole('region', { name: 'Two-factor authentication On' })).toBeTruthy();
    expect(screen.getByText(/10 of 10 recovery codes left/)).toBeTruthy();
    // Two dialogs of typing: more than the default 5 s on a shared machine.
  }, 15_000);

  it('turns it off only with the right password', async () => {
    const { user: person } = renderWithProviders(<AccountSettingsPage />, {
      mocks: [
        page({ twoFactorEnabled: true, recoveryCodesLeft: 2 }),
        {
          request: { query: disableTwoFactorMutation, variables: { input: { password: 'wrong-one' } } },
          result: {
            errors: [{ message: 'The password is not right', extensions: { code: 'BAD_USER_INPUT', field: 'password' } }],
          },
        },
        {
          request: { query: disableTwoFactorMutation, variables: { input: { password: 'demo1234' } } },
          result: {
            data: {
              disableTwoFactor: {
                __typename: 'TwoFactorUserPayload',
                user: user({ twoFactorEnabled: false, recoveryCodesLeft: 0 }),
              },
            },
          },
        },
      ],
    });
    const section = await screen.findByRole('region', { name: 'Two-factor authentication On' });
    expect(within(section).getByText('You are running low on recovery codes.', { exact: false })).toBeTruthy();
    await person.click(within(section).getByRole('button', { name: 'Turn Off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    await person.type(within(dialog).getByLabelText('Current password'), 'wrong-one');
    await person.click(within(dialog).getByRole('button', { name: 'Turn Off' }));
    expect(await within(dialog).findByText('The password is not right')).toBeTruthy();
    await person.clear(within(dialog).getByLabelText('Current password'));
    await person.type(within(dialog).getByLabelText('Current password'), 'demo1234');
    await person.click(within(dialog).getByRole('button', { name: 'Turn Off' }));
    expect(await notifications().findByText('Two-Factor Off')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Two-factor authentication Off' })).toBeTruthy();
  });

  it("offers the admin the owner's requirement, once their own two-factor is on", async () => {
    const requirement = (required: boolean): MockLink.MockedResponse => ({
      request: { query: adminTwoFactorRequirementQuery },
      result: {
        data: { businessSettings: { __typename: 'BusinessSettings', id: 'QnVzaW5lc3M6MQ', requireAdminTwoFactor: required } },
      },
    });
    const off = renderWithProviders(<AccountSettingsPage />, { mocks: [page({ role: 'ADMIN' }), requirement(false)] });
    const disabled = (await screen.findByRole('checkbox', {
      name: 'Require two-factor sign-in for admin accounts',
    })) as HTMLInputElement;
    expect(disabled.disabled).toBe(true);
    expect(screen.getByText('Turn on two-factor for your own account first, so you cannot lock yourself out.')).toBeTruthy();
    off.unmount();

    const { user: person } = renderWithProviders(<AccountSettingsPage />, {
      mocks: [
        page({ role: 'ADMIN', twoFactorEnabled: true, recoveryCodesLeft: 10 }),
        requirement(false),
        {
          request: { query: setAdminTwoFactorRequirementMutation, variables: { input: { required: true, password: null } } },
          result: {
            data: {
              setAdminTwoFactorRequirement: {
                __typename: 'AdminTwoFactorRequirementPayload',
                settings: { __typename: 'BusinessSettings', id: 'QnVzaW5lc3M6MQ', requireAdminTwoFactor: true },
              },
            },
          },
        },
      ],
    });
    const box = (await screen.findByRole('checkbox', {
      name: 'Require two-factor sign-in for admin accounts',
    })) as HTMLInputElement;
    await screen.findByText('Every admin account would have to sign in with a code from an authenticator app.');
    expect(box.disabled).toBe(false);
    await person.click(box);
    expect(await notifications().findByText('Settings Saved')).toBeTruthy();
    expect(((await screen.findByRole('checkbox', { name: /Require two-factor/ })) as HTMLInputElement).checked).toBe(true);
  });
});
