import { useMemo } from 'react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatPercent, monthLabel, type ReportCsv } from './reportData';
import type { ReportProps } from './RevenueReport';
import { LazyChart, ReportFigures, ReportSection } from './ReportSection';
import { FigureTable } from './FigureTable';

export const ClientsReport_report = graphql(`
  fragment ClientsReport_report on ClientsReport {
    activeSeries
    pausedSeries
    endedSeries
    clientsAtStart
    newClients
    lostClients
    churnRatePercent
    months {
      month
      newClients
      lostClients
      churnRatePercent
      skips
      cancellations
    }
  }
`);

const count = (value: number) => String(value);

/** Clients: series as of today, clients won and lost per month, churn, and the visits that did not happen. */
export function ClientsReport(props: ReportProps<FragmentType<typeof ClientsReport_report>>) {
  const report = useFragment(ClientsReport_report, props.report);
  const labels = useMemo(() => report.months.map((month) => monthLabel(month.month)), [report.months]);
  const series = useMemo(
    () => [
      { label: 'New clients', values: report.months.map((month) => month.newClients) },
      { label: 'Lost clients', values: report.months.map((month) => month.lostClients) },
    ],
    [report.months],
  );
  const csv: ReportCsv = {
    name: 'clients',
    columns: ['Month', 'New Clients', 'Lost Clients', 'Churn Rate %', 'Skips', 'Cancellations'],
    rows: report.months.map((month) => [
      month.month,
      month.newClients,
      month.lostClients,
      month.churnRatePercent ?? '',
      month.skips,
      month.cancellations,
    ]),
  };
  return (
    <ReportSection
      title="Clients"
      lead="New: a first completed visit. Lost: the last completed visit, with nothing on the schedule after it. Series as of today."
      exporting={props.exporting}
      onExport={() => props.onExport(csv)}
    >
      <ReportFigures>
        <div>
          <dt>Active series</dt>
          <dd>{report.activeSeries}</dd>
        </div>
        <div>
          <dt>Paused series</dt>
          <dd>{report.pausedSeries}</dd>
        </div>
        <div>
          <dt>Ended series</dt>
          <dd>{report.endedSeries}</dd>
        </div>
        <div>
          <dt>New clients</dt>
          <dd>{report.newClients}</dd>
        </div>
        <div>
          <dt>Lost clients</dt>
          <dd>{report.lostClients}</dd>
        </div>
        <div>
          <dt>Churn rate</dt>
          <dd>{formatPercent(report.churnRatePercent)}</dd>
        </div>
      </ReportFigures>
      <LazyChart
        type="bar"
        labels={labels}
        series={series}
        format={count}
        summary="New and lost clients by month. The table below has the figures."
      />
      <FigureTable
        caption="Clients won and lost, skips and cancellations by month"
        rows={report.months}
        rowKey={(month) => month.month}
        columns={[
          { label: 'Month', cell: (month) => monthLabel(month.month) },
          { label: 'New', numeric: true, cell: (month) => month.newClients },
          { label: 'Lost', numeric: true, cell: (month) => month.lostClients },
          { label: 'Churn', numeric: true, cell: (month) => formatPercent(month.churnRatePercent) },
          { label: 'Skips', numeric: true, cell: (month) => month.skips },
          { label: 'Cancellations', numeric: true, cell: (month) => month.cancellations },
        ]}
      />
    </ReportSection>
  );
}
