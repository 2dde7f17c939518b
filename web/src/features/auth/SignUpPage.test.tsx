import { screen } from '@testing-library/react';
import type { GraphQLFormattedError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { expectLocation, renderWithProviders, viewerMock } from '../../../test/render';
import { App } from '../../App';
import { signUpMutation } from './SignUpPage';

const SENT =
  'Thanks! We sent an email to that address. Follow its link to confirm it, then sign in to finish setting up your account.';
const input = { firstName: 'Clara', lastName: 'Sunshine', email: 'clara@example.com', password: 'long enough secret' };

function signUpMock(result: { errors: GraphQLFormattedError[] } | 'ok', variables = { input }) {
  return {
    request: { query: signUpMutation, variables },
    result: result === 'ok' ? { data: { signUp: { __typename: 'SignUpPayload', message: SENT } } } : result,
  };
}

async function fillIn(user: ReturnType<typeof renderWithProviders>['user'], values = input) {
  await user.type(await screen.findByLabelText('First name'), values.firstName);
  await user.type(screen.getByLabelText('Last name'), values.lastName);
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('SignUpPage', () => {
  it('shows a validation message beside its field', async () => {
    const short = { ...input, password: 'short' };
    const message = 'password must be 8 to 128 characters';
    const { user } = renderWithProviders(<App />, {
      route: '/signup',
      mocks: [
        viewerMock(null),
        signUpMock(
          {
            errors: [
              { message, extensions: { code: 'BAD_USER_INPUT', field: 'password', fields: [{ field: 'password', message }] } },
            ],
          },
          { input: short },
        ),
      ],
    });
    await fillIn(user, short);
    expect(await screen.findByText(message)).toBeTruthy();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(screen.getByText(message).id);
    expect(screen.getByRole('alert').textContent).toBe('Please correct the fields marked below.');
  });

  it('says to check the email and sign in, the same for any address, without signing anyone in', async () => {
    const { user } = renderWithProviders(<App />, {
      route: '/signup',
      mocks: [viewerMock(null), signUpMock('ok')],
    });
    await fillIn(user);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(SENT).getAttribute('role')).toBe('status');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    expect(screen.queryByLabelText('Password')).toBeNull();
    await expectLocation('/signup');
  });

  it('links back to sign in', async () => {
    renderWithProviders(<App />, { route: '/signup', mocks: [viewerMock(null)] });
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/signin');
  });
});
