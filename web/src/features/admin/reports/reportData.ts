import type { CsvCell } from '../../../lib/csv';
import { formatLocalDate } from '../../../lib/businessTime';
import { formatCents } from '../../../lib/money';

/** Plain dollars a spreadsheet can add up (a month with more refunded than received stays a negative number). */
export const dollars = (cents: number) => Number((cents / 100).toFixed(2));

/** One report's export: its columns and rows (written by reportsCsv.ts, loaded only when someone exports). */
export interface ReportCsv {
  /** The report's name in the file name, e.g. 'revenue'. */
  name: string;
  columns: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

/** '2026-03-01' → 'Mar 2026'. */
export const monthLabel = (month: string) => formatLocalDate(month, { month: 'short', year: 'numeric' });

/** A chart axis's money: whole dollars. */
export const formatAxisCents = (cents: number) => formatCents(Math.round(cents / 100) * 100).replace(/\.00$/, '');

/** 37.2 → '37.2%'; null (nothing to compare with) → '—'. */
export const formatPercent = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${value}%`);
