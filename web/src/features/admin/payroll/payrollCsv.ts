import { toCsv } from '../../../lib/csv';

/** One helper's line of the export. */
export interface PayrollCsvRow {
  helper: string;
  periodStart: string;
  periodEnd: string;
  /** The minutes that pay: approved ones once approved, else worked ones. */
  minutes: number;
  hourlyRateCents: number;
  bonusCents: number;
  bonusNote: string | null;
  payoutCents: number;
  /** Tips from clients for the period's visits: the helper's, apart from the payout. */
  tipsCents: number;
  status: string;
}

export const PAYROLL_CSV_COLUMNS = [
  'Helper',
  'Period Start',
  'Period End',
  'Hours',
  'Hourly Rate',
  'Bonus',
  'Bonus Note',
  'Payout',
  'Tips',
  'Status',
] as const;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The payroll table as CSV: hours to two decimals and amounts in plain dollars (numbers a spreadsheet can add up),
 * text cells safe against formula injection (a helper's name or a bonus note is typed by people).
 */
export function payrollCsv(rows: readonly PayrollCsvRow[]): string {
  return toCsv(
    PAYROLL_CSV_COLUMNS,
    rows.map((row) => [
      row.helper,
      row.periodStart,
      row.periodEnd,
      (row.minutes / 60).toFixed(2),
      dollars(row.hourlyRateCents),
      dollars(row.bonusCents),
      row.bonusNote ?? '',
      dollars(row.payoutCents),
      dollars(row.tipsCents),
      row.status,
    ]),
  );
}

/** payroll_2026-11-15.csv: named by the period's first day. */
export const payrollCsvFileName = (periodStart: string) => `payroll_${periodStart}.csv`;
