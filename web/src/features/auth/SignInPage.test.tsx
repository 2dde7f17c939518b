import { screen, within } from '@testing-library/react';
import type { GraphQLFormattedError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildViewer, expectLocation, renderWithProviders, viewerMock } from '../../../test/render';
import { App } from '../../App';
import { signInMutation } from './SignInPage';
import { verifyTwoFactorSignInMutation } from './TwoFactorCodeStep';
import { beginSignInTwoFactorSetupMutation, confirmSignInTwoFactorSetupMutation } from './TwoFactorSetupStep';

const input = { email: 'olivia@example.com', password: 'correct horse battery' };

function signInMock(result: { errors: GraphQLFormattedError[] } | 'ok' | 'TWO_FACTOR_CODE' | 'TWO_FACTOR_SETUP') {
  const payload = (nextStep: string, user: unknown) => ({ data: { signIn: { __typename: 'SignInPayload', nextStep, user } } });
  return {
    request: { query: signInMutation, variables: { input } },
    result:
      result === 'ok'
        ? payload('SIGNED_IN', { __typename: 'User', id: 'VXNlcjoADMIN' })
        : typeof result === 'string'
          ? payload(result, null)
          : result,
  };
}

function verifyMock(code: string, outcome: 'ok' | GraphQLFormattedError) {
  return {
    request: { query: verifyTwoFactorSignInMutation, variables: { input: { code } } },
    result:
      outcome === 'ok'
        ? {
            data: {
              verifyTwoFactorSignIn: {
                __typename: 'TwoFactorSignInPayload',
                usedRecoveryCode: code.includes('-'),
                recoveryCodesLeft: 9,
                user: { __typename: 'User', id: 'VXNlcjoADMIN' },
              },
            },
          }
        : { errors: [outcome] },
  };
}

async function signIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(await screen.findByLabelText('Email'), input.email);
  await user.type(screen.getByLabelText('Password'), input.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInPage', () => {
  it.each([
    ['wrong credentials', 'Invalid email or password', 'UNAUTHENTICATED'],
    ['throttling', 'Too many attempts. Please wait and try again.', 'TOO_MANY_REQUESTS'],
  ])('shows the server message inline on %s', async (_case, message, code) => {
    const { user } = renderWithProviders(<App />, {
      route: '/signin',
      mocks: [viewerMock(null), signInMock({ errors: [{ message, extensions: { code } }] })],
    });
    await signIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await expectLocation('/signin');
  });

  it('refetches the viewer and goes to the returnTo path', async () => {
    const { user } = renderWithProviders(<App />, {
      route: '/signin?returnTo=%2Finvoices',
      mocks: [viewerMock(null), signInMock('ok'), viewerMock(buildViewer('ADMIN'))],
    });
    await signIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeTruthy();
    await expectLocation('/invoices');
  });

  it('goes home instead of to another site', async () => {
    const { user } = renderWithProviders(<App />, {
      route: `/signin?returnTo=${encodeURIComponent('//evil.example/phish')}`,
      mocks: [viewerMock(null), signInMock('ok'), viewerMock(buildViewer('ADMIN'))],
    });
    await signIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    await expectLocation('/');
  });

  it('submits with the keyboard alone', async () => {
    const { user } = renderWithProviders(<App />, {
      route: '/signin',
      mocks: [viewerMock(null), signInMock('ok'), viewerMock(buildViewer('ADMIN'))],
    });
    await screen.findByLabelText('Email');
    await user.tab();
    await user.tab(); // past the brand link to the first field
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    await user.keyboard(`${input.email}{Tab}${input.password}{Enter}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('asks for the code from the app after a right password, shows a wrong code inline, then goes in', async () => {
    const { user } = renderWithProviders(<App />, {
      route: '/signin?returnTo=%2Fclients',
      mocks: [
        viewerMock(null),
        signInMock('TWO_FACTOR_CODE'),
        verifyMock('000000', {
          message: 'That code is not right. Check your authenticator app and try again.',
          extensions: { code: 'BAD_USER_INPUT', field: 'code' },
        }),
        verifyMock('123456', 'ok'),
        viewerMock(buildViewer('ADMIN')),
      ],
    });
    await signIn(user);
    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toBeTruthy();
    // Focus moved on from the password form to the code.
    expect(document.activeElement).toBe(code);
    await expectLocation('/signin?returnTo=%2Fclients');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code is not right. Check your authenticator app and try again.',
    );
    await user.clear(code);
    await user.type(code, '123456{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
    await expectLocation('/clients');
  });

  it('can start over from the code step, keeping the email and forgetting the password', async () => {
    const { user } = renderWithProviders(<App />, {
      route: '/signin',
      mocks: [viewerMock(null), signInMock('TWO_FACTOR_CODE')],
    });
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe(input.email);
    expect(((await screen.findByLabelText('Password')) as HTMLInputElement).value).toBe('');
  });

  it('signs in with a recovery code', async () => {
    const { user } = renderWithProviders(<App />, {
      route: '/signin',
      mocks: [viewerMock(null), signInMock('TWO_FACTOR_CODE'), verifyMock('abcde-fghjk', 'ok'), viewerMock(buildViewer('ADMIN'))],
    });
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('has an admin set up two-factor first when the owner requires it, showing the recovery codes before going in', async () => {
    const { user } = renderWithProviders(<App />, {
      route: '/signin',
      mocks: [
        viewerMock(null),
        signInMock('TWO_FACTOR_SETUP'),
        {
          request: { query: beginSignInTwoFactorSetupMutation },
          result: {
            data: {
              beginSignInTwoFactorSetup: {
                __typename: 'TwoFactorSetup',
                secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
                qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
              },
            },
          },
          maxUsageCount: 2,
        },
        {
          request: { query: confirmSignInTwoFactorSetupMutation, variables: { input: { code: '654321' } } },
          result: {
            data: {
              confirmSignInTwoFactorSetup: {
                __typename: 'ConfirmTwoFactorSetupPayload',
                recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'],
                user: { __typename: 'User', id: 'VXNlcjoADMIN' },
              },
            },
          },
        },
        viewerMock(buildViewer('ADMIN')),
      ],
    });
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeTruthy();
    await user.type(screen.getByLabelText('Code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn On and Sign In' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaaa-bbbbb', 'ccccc-ddddd']);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });
});
