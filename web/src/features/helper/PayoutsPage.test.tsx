import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PAYOUT_PERIODS, PayoutsPage, PayoutsPage_Query } from './PayoutsPage';
import { payPeriod } from './payPeriodTestData';

function payoutsMock(periods: ReturnType<typeof payPeriod>[]): MockLink.MockedResponse {
  return {
    request: { query: PayoutsPage_Query, variables: { count: PAYOUT_PERIODS } },
    result: { data: { myPayPeriods: periods } },
  };
}

describe('PayoutsPage', () => {
  it("shows the demo's approved week exactly: 32.00 hours at $25.00 plus a $75.00 bonus is $875.00", async () => {
    renderWithProviders(<PayoutsPage />, {
      mocks: [
        payoutsMock([
          payPeriod({ workedMinutes: 150, payoutCents: 6250, openEntries: 1 }),
          payPeriod({
            periodStart: '2026-11-15',
            periodEnd: '2026-11-21',
            approved: true,
            approvedAt: '2026-11-22T05:00:00.000Z',
            approvedMinutes: 1920,
            workedMinutes: 1920,
            bonusCents: 7500,
            bonusNote: 'Five-star review from the Whitfield move-out',
            payoutCents: 87500,
          }),
          payPeriod({ periodStart: '2026-11-08', periodEnd: '2026-11-14' }),
          payPeriod({ periodStart: '2026-11-01', periodEnd: '2026-11-07' }),
        ]),
      ],
    });

    const approved = within(await screen.findByRole('article', { name: 'Nov 15 – 21, 2026' }));
    expect(approved.getByText('Approved')).toBeTruthy();
    expect(approved.getByText('Approved on Sun, Nov 22')).toBeTruthy();
    const figure = (term: string) => approved.getByText(term).nextElementSibling?.textContent;
    expect(figure('Approved hours')).toBe('32.00');
    expect(figure('Hourly rate')).toBe('$25.00');
    expect(figure('Bonus')).toBe('$75.00');
    expect(figure('Payout')).toBe('$875.00');
    expect(approved.getByText('32.00 hours × $25.00 + $75.00 bonus = $875.00')).toBeTruthy();
    expect(approved.getByText('Bonus: Five-star review from the Whitfield move-out')).toBeTruthy();

    const current = within(screen.getByRole('article', { name: 'Nov 22 – 28, 2026' }));
    expect(current.getByText('Pending')).toBeTruthy();
    expect(current.getByText('Current period, so far')).toBeTruthy();
    expect(current.getByText('2.50 hours × $25.00 + $0.00 bonus = $62.50')).toBeTruthy();
    expect(current.getByText(/clocked in: this shift counts once you clock out/)).toBeTruthy();

    // Empty past periods fold into one quiet line, not cards of zeros.
    expect(screen.queryByRole('article', { name: 'Nov 8 – 14, 2026' })).toBeNull();
    expect(screen.getAllByText('No hours recorded')).toHaveLength(1);
    expect(screen.getByText('Nov 1 – 14, 2026')).toBeTruthy();
    expect(screen.getByText(/Approved in the last 4 periods/).textContent).toContain('$875.00');
  });

  it('shows an error with a way to try again', async () => {
    renderWithProviders(<PayoutsPage />, {
      mocks: [{ request: { query: PayoutsPage_Query, variables: { count: PAYOUT_PERIODS } }, error: new Error('offline') }],
    });
    expect(await screen.findByText('Failed to load your payouts')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
