import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { EarnedTrendLine, EarnedTrendLine_Query } from './EarnedTrendLine';

// Chart.js needs a real canvas; the stand-in keeps the accessible name the real chart gets.
vi.mock('../../../ui/Chart', () => ({
  Chart: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

const months = ['2025-12-01', '2026-01-01', '2026-02-01'];

describe('EarnedTrendLine', () => {
  it('draws the earned months and says each month’s figure to a screen reader', async () => {
    renderWithProviders(<EarnedTrendLine />, {
      mocks: [
        {
          request: { query: EarnedTrendLine_Query },
          result: {
            data: {
              adminDashboard: {
                __typename: 'AdminDashboard',
                month: '2026-02-01',
                earnedTrend: months.map((month, index) => ({
                  __typename: 'EarnedMonth',
                  month,
                  earnedCents: [10_000, 0, 9_050][index],
                })),
              },
            },
          },
        },
      ],
    });
    const chart = await screen.findByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Earned revenue, last 12 months: Dec 2025 $100.00, Jan 2026 $0.00, Feb 2026 $90.50.',
    );
    expect(screen.getByText('Earned, last 12 months')).toBeTruthy();
  });
});
