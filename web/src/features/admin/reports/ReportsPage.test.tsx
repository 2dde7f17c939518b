import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import type * as Csv from '../../../lib/csv';
import { ReportsPage, ReportsPage_Query } from './ReportsPage';

const downloads = vi.hoisted(() => [] as { fileName: string; text: string }[]);
vi.mock('../../../lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof Csv>()),
  downloadCsv: (fileName: string, text: string) => downloads.push({ fileName, text }),
}));
// Chart.js needs a real canvas; here the chart is a stand-in that says what it would draw.
vi.mock('../../../ui/Chart', () => ({
  Chart: ({ summary, labels }: { summary: string; labels: string[] }) => (
    <div role="img" aria-label={summary} data-labels={labels.join('|')} />
  ),
}));

const PERIOD = { __typename: 'ReportPeriod', preset: 'CUSTOM', from: '2026-01-01', to: '2026-02-28', today: '2026-04-10' };

function reports(overrides: { revenue?: Record<string, unknown> } = {}) {
  return {
    __typename: 'Reports',
    period: PERIOD,
    revenue: {
      __typename: 'RevenueReport',
      months: [
        {
          __typename: 'RevenueMonth',
          month: '2026-01-01',
          earnedCents: 12_000,
          collectedCents: 12_000,
          refundedCents: 0,
          visitCount: 1,
        },
        {
          __typename: 'RevenueMonth',
          month: '2026-02-01',
          earnedCents: 9_000,
          collectedCents: -2_000,
          refundedCents: 2_000,
          visitCount: 1,
        },
      ],
      byService: [{ __typename: 'ServiceRevenue', service: 'STANDARD', visitCount: 2, earnedCents: 21_000 }],
      topClients: [
        { __typename: 'ClientRevenue', clientId: 'c1', clientName: 'Alma Reyes', visitCount: 1, earnedCents: 12_000 },
        { __typename: 'ClientRevenue', clientId: 'c2', clientName: 'Bea Stone', visitCount: 1, earnedCents: 9_000 },
      ],
      othersEarnedCents: 4_500,
      othersClientCount: 3,
      earnedCents: 21_000,
      collectedCents: 10_000,
      ...overrides.revenue,
    },
    moneyOwed: {
      __typename: 'MoneyOwedReport',
      asOf: '2026-04-10',
      totalOwedCents: 6_000,
      creditHeldCents: 1_500,
      buckets: [
        { key: 'CURRENT', label: 'Current', invoices: [] },
        {
          key: 'DAYS_1_30',
          label: '1-30',
          invoices: [
            {
              __typename: 'Invoice',
              id: 'SW52b2ljZTox',
              invoiceNumber: 'INV-2026-0007',
              dueDate: '2026-03-20',
              balanceCents: 6_000,
              client: { __typename: 'Client', id: 'Q2xpZW50OjE', displayName: 'Bea Stone' },
            },
          ],
        },
        { key: 'DAYS_31_60', label: '31-60', invoices: [] },
        { key: 'DAYS_61_90', label: '61-90', invoices: [] },
        { key: 'OVER_90', label: 'Over 90', invoices: [] },
      ].map(({ key, label, invoices }) => ({
        __typename: 'AgingBucket',
        bucket: key,
        label,
        invoiceCount: invoices.length,
        balanceCents: invoices.reduce((sum, invoice) => sum + invoice.balanceCents, 0),
        invoices,
      })),
    },
    payroll: {
      __typename: 'PayrollReport',
      rows: [
        {
          __typename: 'PayrollReportRow',
          helperId: 'h1',
          helperName: 'Carlos Rivera',
          periodStart: '2026-02-01',
          periodEnd: '2026-02-07',
          minutes: 210,
          payCents: 8_750,
          tipsCents: 500,
          approved: false,
        },
      ],
      totalMinutes: 210,
      totalPayCents: 8_750,
      totalTipsCents: 500,
      unassignedTipsCents: 0,
      earnedCents: 21_000,
      payrollPercentOfEarned: 41.7,
    },
    clients: {
      __typename: 'ClientsReport',
      activeSeries: 4,
      pausedSeries: 1,
      endedSeries: 2,
      clientsAtStart: 10,
      newClients: 2,
      lostClients: 1,
      churnRatePercent: 10,
      months: [
        {
          __typename: 'ClientMonth',
          month: '2026-01-01',
          newClients: 1,
          lostClients: 1,
          churnRatePercent: 10,
          skips: 2,
          cancellations: 0,
        },
        {
          __typename: 'ClientMonth',
          month: '2026-02-01',
          newClients: 1,
          lostClients: 0,
          churnRatePercent: 0,
          skips: 0,
          cancellations: 1,
        },
      ],
    },
  };
}

const mock = (period: Record<string, unknown>, data: unknown, errors?: GraphQLError[]): MockLink.MockedResponse => ({
  request: { query: ReportsPage_Query, variables: { period } },
  result: errors ? { errors } : { data: { reports: data } },
});

const section = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  downloads.length = 0;
});

describe('ReportsPage', () => {
  it('shows each report as a chart with a table of the same numbers, the last 12 months first', async () => {
    renderWithProviders(<ReportsPage />, { mocks: [mock({ preset: 'LAST_12_MONTHS' }, reports())] });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Period' }).value).toBe('LAST_12_MONTHS');

    const revenue = within(await screen.findByRole('region', { name: 'Revenue' }));
    expect(await revenue.findByRole('img', { name: /Earned and collected revenue by month, Jan 2026 to Feb 2026/ })).toBeTruthy();
    const months = revenue.getByRole('table', { name: 'Revenue by month' });
    const february = within(months).getAllByRole('row')[2]!;
    expect(
      within(february)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Feb 2026', '$90.00', '-$20.00', '$20.00', '1']);
    const clients = revenue.getByRole('table', { name: /by client/ });
    expect(within(clients).getByText('Others (3 clients)')).toBeTruthy();

    expect(section('Payroll').getByText('41.7%')).toBeTruthy();
    expect(section('Clients').getByRole('table', { name: /Clients won and lost/ })).toBeTruthy();
  });

  it("opens a money-owed bucket's invoices, each a link to the invoice", async () => {
    const { user } = renderWithProviders(<ReportsPage />, { mocks: [mock({ preset: 'LAST_12_MONTHS' }, reports())] });
    const owed = within(await screen.findByRole('region', { name: 'Money owed' }));
    expect(owed.getByText('$15.00')).toBeTruthy();
    // An empty bucket has nothing to open.
    expect(owed.queryByRole('button', { name: 'Current' })).toBeNull();
    const bucket = owed.getByRole('button', { name: '1-30 days' });
    expect(bucket.getAttribute('aria-expanded')).toBe('false');
    await user.click(bucket);
    expect(bucket.getAttribute('aria-expanded')).toBe('true');
    const link = owed.getByRole('link', { name: 'Invoice INV-2026-0007' });
    expect(link.getAttribute('href')).toBe('/invoices/SW52b2ljZTox/print');
  });

  it('exports a report as CSV, formulas neutralised and amounts in dollars', async () => {
    const { user } = renderWithProviders(<ReportsPage />, { mocks: [mock({ preset: 'LAST_12_MONTHS' }, reports())] });
    await screen.findByRole('region', { name: 'Revenue' });
    await user.click(screen.getByRole('button', { name: 'Export CSV: Revenue' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.fileName).toBe('report_revenue_2026-01-01_2026-02-28.csv');
    expect(downloads[0]!.text.slice(1).split('\r\n')).toEqual([
      'Month,Earned,Collected,Refunded,Visits',
      '2026-01-01,120,120,0,1',
      '2026-02-01,90,-20,20,1',
    ]);

    await user.click(screen.getByRole('button', { name: 'Export CSV: Money owed' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads[1]!.text.slice(1).split('\r\n')[1]).toBe('1-30 days,INV-2026-0007,Bea Stone,2026-03-20,60');
  });

  it('neutralises a formula typed as a helper name, hours and amounts as numbers', async () => {
    const data = reports();
    data.payroll.rows[0]!.helperName = '=HYPERLINK("http://evil")';
    const { user } = renderWithProviders(<ReportsPage />, { mocks: [mock({ preset: 'LAST_12_MONTHS' }, data)] });
    await screen.findByRole('region', { name: 'Payroll' });
    await user.click(screen.getByRole('button', { name: 'Export CSV: Payroll' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.text.slice(1).split('\r\n')).toEqual([
      'Helper,Period Start,Period End,Hours,Pay,Tips,Status',
      `"'=HYPERLINK(""http://evil"")",2026-02-01,2026-02-07,3.5,87.5,5,Not approved`,
    ]);
  });

  it('asks for custom dates and shows the server’s word on a bad period beside the field', async () => {
    const { user } = renderWithProviders(<ReportsPage />, {
      mocks: [
        mock({ preset: 'LAST_12_MONTHS' }, reports()),
        mock({ preset: 'CUSTOM', from: '2026-03-02', to: '2026-03-01' }, null, [
          new GraphQLError('to must be on or after from', { extensions: { code: 'BAD_USER_INPUT', field: 'to' } }),
        ]),
      ],
    });
    await screen.findByRole('region', { name: 'Revenue' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'CUSTOM');
    await user.type(screen.getByLabelText('From'), '2026-03-02');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Please correct the period: to must be on or after from')).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
  });
});
