import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PaymentHoldBanner, PaymentHoldBanner_Query } from './PaymentHoldBanner';

function holdMock(paymentHold: { since: string; reason: string } | null) {
  return {
    request: { query: PaymentHoldBanner_Query },
    result: {
      data: {
        viewer: {
          __typename: 'User',
          id: 'u1',
          client: {
            __typename: 'Client',
            id: 'c1',
            paymentHold: paymentHold ? { __typename: 'PaymentHold', ...paymentHold } : null,
          },
        },
      },
    },
  };
}

describe('PaymentHoldBanner', () => {
  it('tells a held client why, that visits stay on the schedule, and links to pay', async () => {
    renderWithProviders(<PaymentHoldBanner />, {
      mocks: [holdMock({ since: '2026-11-27T15:00:00.000Z', reason: 'Invoice INV-2026-0007 is 20 days overdue' })],
    });
    const banner = await screen.findByRole('region', { name: 'Your upcoming visits are on hold: unpaid' });
    expect(banner.textContent).toContain('Invoice INV-2026-0007 is 20 days overdue.');
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/client-invoices');
  });

  it('shows nothing to a client who is not held', async () => {
    renderWithProviders(<PaymentHoldBanner />, { mocks: [holdMock(null)] });
    // Answered (the query settles) and still nothing about a hold.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/on hold/i)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });
});
