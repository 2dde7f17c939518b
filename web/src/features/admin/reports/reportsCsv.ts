import { toCsv } from '../../../lib/csv';
import type { ReportCsv } from './reportData';

export const reportCsvFileName = (name: string, from: string, to: string) => `report_${name}_${from}_${to}.csv`;

/** A report's export through the formula-safe CSV writer (client and helper names are typed by people). */
export const reportCsvText = (csv: ReportCsv) => toCsv(csv.columns, csv.rows);
