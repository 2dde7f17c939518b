import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer, renderWithProviders, viewerMock } from '../../../test/render';
import { App } from '../../App';
import { resendVerificationMutation } from './VerifyEmailBanner';

describe('the unverified-email banner', () => {
  it('asks an unverified client to verify, and resends the link', async () => {
    const { user } = renderWithProviders(<App />, {
      route: '/portal',
      mocks: [
        viewerMock(buildViewer('CLIENT', { emailVerified: false, email: 'clara@example.com' })),
        {
          request: { query: resendVerificationMutation },
          result: { data: { resendVerificationEmail: { __typename: 'ResendVerificationEmailPayload', sent: true } } },
        },
      ],
    });
    // The shell is a lazy chunk: on a busy machine it takes longer than findBy's default second.
    const banner = await screen.findByRole('region', { name: 'Account verification' }, { timeout: 10_000 });
    expect(banner.textContent).toContain('clara@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('We sent a new link to clara@example.com.')).toBeTruthy();
  });

  it('is not shown once the address is verified', async () => {
    renderWithProviders(<App />, { route: '/portal', mocks: [viewerMock(buildViewer('CLIENT'))] });
    await screen.findByText('Client Menu', {}, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Account verification' })).toBeNull();
  });
});
