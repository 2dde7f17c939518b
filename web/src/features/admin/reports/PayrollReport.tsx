import { useMemo } from 'react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatDayRange, formatHours } from '../../../lib/businessTime';
import { formatCents } from '../../../lib/money';
import { EmptyState } from '../../../ui/EmptyState';
import { dollars, formatAxisCents, formatPercent, type ReportCsv } from './reportData';
import type { ReportProps } from './RevenueReport';
import { LazyChart, ReportFigures, ReportSection } from './ReportSection';
import { FigureTable } from './FigureTable';

export const PayrollReport_report = graphql(`
  fragment PayrollReport_report on PayrollReport {
    rows {
      helperId
      helperName
      periodStart
      periodEnd
      minutes
      payCents
      tipsCents
      approved
    }
    totalMinutes
    totalPayCents
    totalTipsCents
    unassignedTipsCents
    earnedCents
    payrollPercentOfEarned
  }
`);

/** Payroll: hours and pay per helper per pay period, tips apart, and pay against earned revenue. */
export function PayrollReport(props: ReportProps<FragmentType<typeof PayrollReport_report>>) {
  const report = useFragment(PayrollReport_report, props.report);
  const periods = useMemo(() => [...new Set(report.rows.map((row) => row.periodStart))], [report.rows]);
  const labels = useMemo(
    () => periods.map((start) => formatDayRange(start, report.rows.find((row) => row.periodStart === start)!.periodEnd)),
    [periods, report.rows],
  );
  const series = useMemo(() => {
    const total = (start: string, of: (row: (typeof report.rows)[number]) => number) =>
      report.rows.filter((row) => row.periodStart === start).reduce((sum, row) => sum + of(row), 0);
    return [
      { label: 'Pay', values: periods.map((start) => total(start, (row) => row.payCents)) },
      { label: 'Tips', values: periods.map((start) => total(start, (row) => row.tipsCents)) },
    ];
  }, [periods, report]);
  const csv: ReportCsv = {
    name: 'payroll',
    columns: ['Helper', 'Period Start', 'Period End', 'Hours', 'Pay', 'Tips', 'Status'],
    rows: report.rows.map((row) => [
      row.helperName,
      row.periodStart,
      row.periodEnd,
      Number(formatHours(row.minutes)),
      dollars(row.payCents),
      dollars(row.tipsCents),
      row.approved ? 'Approved' : 'Not approved',
    ]),
  };
  return (
    <ReportSection
      title="Payroll"
      lead="Hours and pay per helper for each pay period in the period; tips are apart (not revenue)."
      exporting={props.exporting}
      onExport={() => props.onExport(csv)}
    >
      <ReportFigures>
        <div>
          <dt>Pay</dt>
          <dd>{formatCents(report.totalPayCents)}</dd>
        </div>
        <div>
          <dt>Hours</dt>
          <dd>{formatHours(report.totalMinutes)}</dd>
        </div>
        <div>
          <dt>Tips</dt>
          <dd>{formatCents(report.totalTipsCents)}</dd>
        </div>
        <div>
          <dt>Payroll % of earned</dt>
          <dd>{formatPercent(report.payrollPercentOfEarned)}</dd>
        </div>
      </ReportFigures>
      {report.rows.length === 0 ? (
        <EmptyState title="No hours or tips in this period" />
      ) : (
        <>
          <LazyChart
            type="bar"
            labels={labels}
            series={series}
            format={formatAxisCents}
            unit={100}
            summary="Pay and tips by pay period. The table below has the figures."
          />
          <FigureTable
            caption="Payroll per helper and pay period"
            collapse={[6]}
            rows={report.rows}
            rowKey={(row) => `${row.helperId} ${row.periodStart}`}
            columns={[
              { label: 'Helper', cell: (row) => row.helperName },
              { label: 'Pay period', cell: (row) => formatDayRange(row.periodStart, row.periodEnd) },
              { label: 'Hours', numeric: true, cell: (row) => formatHours(row.minutes) },
              { label: 'Pay', numeric: true, cell: (row) => formatCents(row.payCents) },
              { label: 'Tips', numeric: true, cell: (row) => formatCents(row.tipsCents) },
              { label: 'Status', cell: (row) => (row.approved ? 'Approved' : 'Not approved') },
            ]}
          />
        </>
      )}
      {report.unassignedTipsCents > 0 ? <p>Tips for no helper&apos;s visit: {formatCents(report.unassignedTipsCents)}</p> : null}
    </ReportSection>
  );
}
