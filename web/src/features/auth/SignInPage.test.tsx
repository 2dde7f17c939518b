import { screen } from '@testing-library/react';
import type { GraphQLFormattedError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildViewer, currentLocation, renderWithProviders, viewerMock } from '../../../test/render';
import { App } from '../../App';
import { signInMutation } from './SignInPage';

const input = { email: 'olivia@example.com', password: 'correct horse battery' };

function signInMock(result: { errors: GraphQLFormattedError[] } | 'ok') {
  return {
    request: { query: signInMutation, variables: { input } },
    result:
      result === 'ok'
        ? { data: { signIn: { __typename: 'SignInPayload', user: { __typename: 'User', id: 'VXNlcjoADMIN' } } } }
        : result,
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
    expect(currentLocation()).toBe('/signin');
  });

  it('refetches the viewer and goes to the returnTo path', async () => {
    const { user } = renderWithProviders(<App />, {
      route: '/signin?returnTo=%2Finvoices',
      mocks: [viewerMock(null), signInMock('ok'), viewerMock(buildViewer('ADMIN'))],
    });
    await signIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeTruthy();
    expect(currentLocation()).toBe('/invoices');
  });

  it('goes home instead of to another site', async () => {
    const { user } = renderWithProviders(<App />, {
      route: `/signin?returnTo=${encodeURIComponent('//evil.example/phish')}`,
      mocks: [viewerMock(null), signInMock('ok'), viewerMock(buildViewer('ADMIN'))],
    });
    await signIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(currentLocation()).toBe('/');
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
});
