import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLocation, renderWithProviders, viewerMock } from '../../../test/render';
import { App } from '../../App';
import { requestPasswordResetMutation } from './ForgotPasswordPage';

const MESSAGE = 'If an account exists for that email, we sent a link to reset its password. Check your inbox.';

describe('Forgot password?', () => {
  it('is linked from the sign-in page and shows the server’s one answer once the link is asked for', async () => {
    const { user } = renderWithProviders(<App />, {
      route: '/signin',
      mocks: [
        viewerMock(null),
        {
          request: { query: requestPasswordResetMutation, variables: { input: { email: 'rita@example.com' } } },
          result: { data: { requestPasswordReset: { __typename: 'RequestPasswordResetPayload', message: MESSAGE } } },
        },
      ],
    });
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await expectLocation('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), ' rita@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    // The page's title announcer is a status too, so the answer is found by its words and checked to be announced.
    expect((await screen.findByText(MESSAGE)).getAttribute('role')).toBe('status');
  });
});
