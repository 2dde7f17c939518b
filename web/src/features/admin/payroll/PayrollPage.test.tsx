import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectLocation, renderWithProviders } from '../../../../test/render';
import { PayrollPage, PayrollPage_Query } from './PayrollPage';
import type * as Csv from '../../../lib/csv';
import {
  addTimeEntryMutation,
  adjustTimeEntryMutation,
  approvePayPeriodMutation,
  setPayPeriodBonusMutation,
} from './usePayrollMutations';

const downloads = vi.hoisted(() => [] as { fileName: string; text: string }[]);
vi.mock('../../../lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof Csv>()),
  downloadCsv: (fileName: string, text: string) => downloads.push({ fileName, text }),
}));

// A past period, so "today" never falls inside it whatever day the tests run.
const START = '2026-11-15';
const END = '2026-11-21';

const CARLOS = {
  __typename: 'Helper',
  id: 'SGVscGVyOmNhcmxvcw',
  databaseId: '7f3a9c2e-0000-4000-8000-000000000001',
  name: 'Carlos Rivera',
  active: true,
  notes: 'Prefers mornings.',
  user: { __typename: 'User', id: 'VXNlcjpjYXJsb3M', name: 'Carlos Rivera' },
};
const ANA = {
  __typename: 'Helper',
  id: 'SGVscGVyOmFuYQ',
  databaseId: 'a1b2c3d4-0000-4000-8000-000000000002',
  name: 'Helper a1b2c3d4',
  active: true,
  notes: 'Ana Gómez: evenings and weekends.',
  user: null,
};

function entry(id: string, clockInAt: string, clockOutAt: string | null, overrides: Record<string, unknown> = {}) {
  const minutes = clockOutAt ? Math.round((Date.parse(clockOutAt) - Date.parse(clockInAt)) / 60_000) : null;
  return {
    __typename: 'TimeEntry',
    id,
    clockInAt,
    clockOutAt,
    minutes,
    adjustmentNote: null,
    clockInLatitude: null,
    clockInLongitude: null,
    ...overrides,
  };
}

function row(helper: typeof CARLOS | typeof ANA, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PayPeriodSummary',
    periodStart: START,
    periodEnd: END,
    approved: false,
    approvedAt: null as string | null,
    approvedMinutes: null as number | null,
    workedMinutes: 0,
    openEntries: 0,
    hourlyRateCents: 2500,
    bonusCents: 0,
    bonusNote: null as string | null,
    payoutCents: 0,
    tipsCents: 0,
    helper,
    entries: [],
    ...overrides,
  };
}

// Monday 8:00 to 16:00 in Naples (EST, UTC-5), and a Tuesday clock-in never closed.
const MONDAY = entry('VGltZUVudHJ5OjE', '2026-11-16T13:00:00.000Z', '2026-11-16T21:00:00.000Z', {
  clockInLatitude: 26.142,
  clockInLongitude: -81.7948,
});
const TUESDAY_OPEN = entry('VGltZUVudHJ5OjI', '2026-11-17T13:05:00.000Z', null);

const carlosOpen = row(CARLOS, { workedMinutes: 480, payoutCents: 20000, openEntries: 1, entries: [MONDAY, TUESDAY_OPEN] });
const carlosClosed = row(CARLOS, {
  workedMinutes: 960,
  payoutCents: 40000,
  entries: [
    MONDAY,
    entry(TUESDAY_OPEN.id, TUESDAY_OPEN.clockInAt, '2026-11-17T21:05:00.000Z', {
      adjustmentNote: 'Forgot to clock out; left at 4:05 PM',
    }),
  ],
});
const anaRow = row(ANA);

function payrollMock(
  periodStart: string | null,
  rows: ReturnType<typeof row>[],
  dates = { start: START, end: END },
): MockLink.MockedResponse {
  return {
    request: { query: PayrollPage_Query, variables: { periodStart } },
    result: {
      data: {
        payroll: {
          __typename: 'Payroll',
          periodStart: dates.start,
          periodEnd: dates.end,
          rows,
          totalPayoutCents: rows.reduce((sum, each) => sum + each.payoutCents, 0),
        },
      },
    },
  };
}

/**
 * The toast region. With a dialog open on top of another, Radix marks the region itself aria-hidden, which also
 * empties its accessible name, so it is found by its label attribute.
 */
const notifications = () => within(document.querySelector<HTMLElement>('[role="region"][aria-label^="Notifications"]')!);

beforeEach(() => {
  downloads.length = 0;
});
afterEach(() => vi.restoreAllMocks());

describe('PayrollPage', () => {
  it("shows every helper's hours, rate, bonus, payout and status for the period, with the totals", async () => {
    renderWithProviders(<PayrollPage />, {
      route: `/payroll?period=${START}`,
      mocks: [payrollMock(START, [carlosOpen, anaRow])],
    });
    const table = await screen.findByRole('table', { name: 'Payroll, Nov 15 – 21, 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Helper', 'Hours', 'Rate', 'Bonus', 'Payout', 'Tips', 'Status', 'Actions']);
    const [carlos, ana] = within(table).getAllByRole('row').slice(1);
    expect(
      within(carlos!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 7),
    ).toEqual(['Carlos Rivera', '8.00+ 1 open', '$25.00', '$0.00', '$200.00', '$0.00', 'Clocked in']);
    // Without an account a helper is 'Helper' + id; the admin's notes say who that is. A named helper's notes stay out.
    expect(within(ana!).getAllByRole('cell')[0]!.textContent).toBe('Helper a1b2c3d4Ana Gómez: evenings and weekends.');
    expect(within(carlos!).queryByText('Prefers mornings.')).toBeNull();
    expect(within(ana!).getAllByRole('cell')[6]!.textContent).toBe('No hours yet');
    expect(screen.getByText(/Total payout/).closest('p')!.textContent).toContain('Total payout $200.00');
    expect(screen.getByText('Past period')).toBeTruthy();
  });

  it('moves a period back and forward, and back to the current one', async () => {
    const { user } = renderWithProviders(<PayrollPage />, {
      route: `/payroll?period=${START}`,
      mocks: [
        payrollMock(START, [anaRow]),
        payrollMock('2026-11-08', [anaRow], { start: '2026-11-08', end: '2026-11-14' }),
        payrollMock(START, [anaRow]),
        payrollMock(null, [anaRow], { start: '2026-11-22', end: '2026-11-28' }),
      ],
    });
    await screen.findByText('Nov 15 – 21, 2026');
    await user.click(screen.getByRole('button', { name: 'Previous period' }));
    expect(await screen.findByText('Nov 8 – 14, 2026')).toBeTruthy();
    await expectLocation('/payroll?period=2026-11-08');
    await user.click(screen.getByRole('button', { name: 'Next period' }));
    expect(await screen.findByText('Nov 15 – 21, 2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to the current period' }));
    await expectLocation('/payroll');
  });

  it('exports the table as CSV, amounts in dollars and formulas neutralised', async () => {
    const evil = row(ANA, { bonusCents: 1000, payoutCents: 1000, tipsCents: 1250, bonusNote: '=HYPERLINK("http://x")' });
    const { user } = renderWithProviders(<PayrollPage />, {
      route: `/payroll?period=${START}`,
      mocks: [payrollMock(START, [carlosOpen, evil])],
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.fileName).toBe('payroll_2026-11-15.csv');
    expect(downloads[0]!.text.slice(1).split('\r\n')).toEqual([
      'Helper,Period Start,Period End,Hours,Hourly Rate,Bonus,Bonus Note,Payout,Tips,Status',
      'Carlos Rivera,2026-11-15,2026-11-21,8.00,25.00,0.00,,200.00,0.00,Pending',
      `Helper a1b2c3d4,2026-11-15,2026-11-21,0.00,25.00,10.00,"'=HYPERLINK(""http://x"")",10.00,12.50,Pending`,
    ]);
  });

  it('reviews a helper: entries on the Naples clock, an open entry blocks Approve, setting its clock-out needs a note', async () => {
    const { user } = renderWithProviders(<PayrollPage />, {
      route: `/payroll?period=${START}`,
      mocks: [
        payrollMock(START, [carlosOpen, anaRow]),
        {
          request: {
            query: adjustTimeEntryMutation,
            variables: {
              input: {
                id: TUESDAY_OPEN.id,
                clockInAt: '2026-11-17T13:05:00.000Z',
                clockOutAt: '2026-11-17T21:05:00.000Z',
                note: 'Forgot to clock out; left at 4:05 PM',
              },
            },
          },
          result: { data: { adjustTimeEntry: { entry: carlosClosed.entries[1] } } },
        },
        payrollMock(START, [carlosClosed, anaRow]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Review Carlos Rivera' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Carlos Rivera · Nov 15 – 21, 2026' }));
    expect(dialog.getByText('Mon, Nov 16')).toBeTruthy();
    expect(dialog.getByText('8:00 AM – 4:00 PM')).toBeTruthy();
    expect(dialog.getByText('8.00 h (480 min)')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Clock-in location' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=26.14200,-81.79480',
    );
    expect(dialog.getByText('still clocked in')).toBeTruthy();
    expect(dialog.getByRole('alert').textContent).toMatch(
      /has an open entry \(still clocked in\)\. Set the clock-out before approving/,
    );
    expect(dialog.getByRole('button', { name: 'Approve' })).toHaveProperty('disabled', true);

    await user.click(dialog.getByRole('button', { name: /Set clock-out for the entry of Tue, Nov 17, 8:05 AM/ }));
    const editor = within(await screen.findByRole('dialog', { name: 'Adjust the time entry' }));
    expect((editor.getByLabelText('Clock in') as HTMLInputElement).value).toBe('2026-11-17T08:05');
    expect((editor.getByLabelText('Clock out') as HTMLInputElement).value).toBe('2026-11-17T16:05');
    await user.click(editor.getByRole('button', { name: 'Save entry' }));
    expect(editor.getByText(/Say why/)).toBeTruthy();
    await user.type(editor.getByLabelText('Note'), 'Forgot to clock out; left at 4:05 PM');
    await user.click(editor.getByRole('button', { name: 'Save entry' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adjust the time entry' })).toBeNull());
    expect(notifications().getByText('Entry Adjusted')).toBeTruthy();
    const refreshed = within(screen.getByRole('dialog', { name: 'Carlos Rivera · Nov 15 – 21, 2026' }));
    await waitFor(() => expect(refreshed.getByText('Adjusted: Forgot to clock out; left at 4:05 PM')).toBeTruthy());
    expect(refreshed.queryByRole('alert')).toBeNull();
    expect(refreshed.getByRole('button', { name: 'Approve' })).toHaveProperty('disabled', false);
  });

  it('adds a missing entry and a bonus with a note, then approves after a confirmation', async () => {
    const withBonus = row(CARLOS, { ...carlosClosed, bonusCents: 7500, bonusNote: 'Five-star review', payoutCents: 47500 });
    const approved = { ...withBonus, approved: true, approvedAt: '2026-11-22T15:00:00.000Z', approvedMinutes: 960 };
    const { user } = renderWithProviders(<PayrollPage />, {
      route: `/payroll?period=${START}`,
      mocks: [
        payrollMock(START, [carlosClosed]),
        {
          request: {
            query: addTimeEntryMutation,
            variables: {
              input: {
                helperId: CARLOS.id,
                clockInAt: '2026-11-21T13:00:00.000Z',
                clockOutAt: '2026-11-21T17:30:00.000Z',
                note: 'Paper timesheet',
              },
            },
          },
          result: {
            data: {
              addTimeEntry: {
                entry: entry('VGltZUVudHJ5OjM', '2026-11-21T13:00:00.000Z', '2026-11-21T17:30:00.000Z', {
                  adjustmentNote: 'Paper timesheet',
                }),
              },
            },
          },
        },
        payrollMock(START, [carlosClosed]),
        {
          request: {
            query: setPayPeriodBonusMutation,
            variables: { input: { helperId: CARLOS.id, periodStart: START, bonusCents: 7500, note: 'Five-star review' } },
          },
          result: {
            data: {
              setPayPeriodBonus: {
                period: {
                  __typename: 'PayPeriodSummary',
                  periodStart: START,
                  bonusCents: 7500,
                  bonusNote: 'Five-star review',
                  payoutCents: 47500,
                },
              },
            },
          },
        },
        payrollMock(START, [withBonus]),
        {
          request: { query: approvePayPeriodMutation, variables: { input: { helperId: CARLOS.id, periodStart: START } } },
          result: {
            data: {
              approvePayPeriod: {
                period: {
                  __typename: 'PayPeriodSummary',
                  periodStart: START,
                  approved: true,
                  approvedMinutes: 960,
                  payoutCents: 47500,
                },
              },
            },
          },
        },
        payrollMock(START, [approved]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Review Carlos Rivera' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Carlos Rivera/ }));

    await user.click(dialog.getByRole('button', { name: 'Add entry' }));
    const editor = within(await screen.findByRole('dialog', { name: 'Add a time entry' }));
    const clockIn = editor.getByLabelText('Clock in');
    await user.clear(clockIn);
    await user.type(clockIn, '2026-11-21T08:00');
    const clockOut = editor.getByLabelText('Clock out');
    await user.clear(clockOut);
    await user.type(clockOut, '2026-11-21T12:30');
    await user.type(editor.getByLabelText('Note'), 'Paper timesheet');
    await user.click(editor.getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(notifications().getByText('Entry Added')).toBeTruthy());

    await user.type(dialog.getByLabelText('Amount'), '75');
    await user.type(dialog.getByLabelText('Note (optional)'), 'Five-star review');
    await user.click(dialog.getByRole('button', { name: 'Save bonus' }));
    await waitFor(() => expect(notifications().getByText('Bonus Saved')).toBeTruthy());
    await waitFor(() => expect(dialog.getByText('16.00 hours × $25.00 + $75.00 bonus = $475.00')).toBeTruthy());

    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    const confirm = within(await screen.findByRole('dialog', { name: "Approve Carlos Rivera's period?" }));
    await user.click(confirm.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(notifications().getByText('Period Approved')).toBeTruthy());
    const locked = within(screen.getByRole('dialog', { name: /Carlos Rivera · Nov 15/ }));
    await waitFor(() => expect(locked.getByText(/Entries and bonus are locked/)).toBeTruthy());
    expect(locked.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(locked.queryByRole('button', { name: 'Add entry' })).toBeNull();
    expect(locked.getByText('Approved')).toBeTruthy();
  });

  it("shows the server's CONFLICT when approval fails (an entry was opened meanwhile)", async () => {
    const { user } = renderWithProviders(<PayrollPage />, {
      route: `/payroll?period=${START}`,
      mocks: [
        payrollMock(START, [carlosClosed]),
        {
          request: { query: approvePayPeriodMutation, variables: { input: { helperId: CARLOS.id, periodStart: START } } },
          result: {
            errors: [
              new GraphQLError('Close the open time entry (clock-out) before approving', { extensions: { code: 'CONFLICT' } }),
            ],
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Review Carlos Rivera' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Carlos Rivera/ })).getByRole('button', { name: 'Approve' }),
    );
    const confirm = within(await screen.findByRole('dialog', { name: "Approve Carlos Rivera's period?" }));
    await user.click(confirm.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(notifications().getByText('Close the open time entry (clock-out) before approving')).toBeTruthy());
    expect(notifications().getByText('Error')).toBeTruthy();
  });
});
