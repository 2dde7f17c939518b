import { useMemo } from 'react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatCents } from '../../../lib/money';
import { SERVICE_NAMES } from '../../../lib/serviceLabels';
import { EmptyState } from '../../../ui/EmptyState';
import { dollars, formatAxisCents, monthLabel, type ReportCsv } from './reportData';
import { FigureTable } from './FigureTable';
import { LazyChart, ReportFigures, ReportSection, ReportSubtitle } from './ReportSection';

export const RevenueReport_report = graphql(`
  fragment RevenueReport_report on RevenueReport {
    months {
      month
      earnedCents
      collectedCents
      refundedCents
      visitCount
    }
    byService {
      service
      visitCount
      earnedCents
    }
    topClients {
      clientId
      clientName
      visitCount
      earnedCents
    }
    othersEarnedCents
    othersClientCount
    earnedCents
    collectedCents
  }
`);

interface ReportProps<T> {
  report: T;
  exporting: boolean;
  onExport: (csv: ReportCsv) => void;
}

/** Revenue: earned and collected by month (a line each), then by service and by client (top 20, then others). */
export function RevenueReport(props: ReportProps<FragmentType<typeof RevenueReport_report>>) {
  const report = useFragment(RevenueReport_report, props.report);
  const labels = useMemo(() => report.months.map((month) => monthLabel(month.month)), [report.months]);
  const series = useMemo(
    () => [
      { label: 'Earned', values: report.months.map((month) => month.earnedCents) },
      { label: 'Collected', values: report.months.map((month) => month.collectedCents) },
    ],
    [report.months],
  );
  const csv: ReportCsv = {
    name: 'revenue',
    columns: ['Month', 'Earned', 'Collected', 'Refunded', 'Visits'],
    rows: report.months.map((month) => [
      month.month,
      dollars(month.earnedCents),
      dollars(month.collectedCents),
      dollars(month.refundedCents),
      month.visitCount,
    ]),
  };
  // The top 20 clients, then one quieter row for all the others together.
  const clientRows = [
    ...report.topClients.map((line) => ({
      key: line.clientId,
      name: line.clientName,
      visitCount: line.visitCount as number | null,
      earnedCents: line.earnedCents,
      others: false,
    })),
    ...(report.othersClientCount > 0
      ? [
          {
            key: 'others',
            name: `Others (${report.othersClientCount} clients)`,
            visitCount: null,
            earnedCents: report.othersEarnedCents,
            others: true,
          },
        ]
      : []),
  ];
  return (
    <ReportSection
      title="Revenue"
      lead="Earned: completed visits at their agreed prices (before tax). Collected: payments received less refunds."
      exporting={props.exporting}
      onExport={() => props.onExport(csv)}
    >
      <ReportFigures>
        <div>
          <dt>Earned</dt>
          <dd>{formatCents(report.earnedCents)}</dd>
        </div>
        <div>
          <dt>Collected</dt>
          <dd>{formatCents(report.collectedCents)}</dd>
        </div>
      </ReportFigures>
      <LazyChart
        type="line"
        labels={labels}
        series={series}
        format={formatAxisCents}
        unit={100}
        summary={`Earned and collected revenue by month, ${labels[0]} to ${labels.at(-1)}. The table below has the figures.`}
      />
      <FigureTable
        caption="Revenue by month"
        rows={report.months}
        rowKey={(month) => month.month}
        columns={[
          { label: 'Month', cell: (month) => monthLabel(month.month) },
          { label: 'Earned', numeric: true, cell: (month) => formatCents(month.earnedCents) },
          { label: 'Collected', numeric: true, cell: (month) => formatCents(month.collectedCents) },
          { label: 'Refunded', numeric: true, cell: (month) => formatCents(month.refundedCents) },
          { label: 'Visits', numeric: true, cell: (month) => month.visitCount },
        ]}
      />

      <ReportSubtitle>By service</ReportSubtitle>
      {report.byService.length === 0 ? (
        <EmptyState title="No completed visits in this period" />
      ) : (
        <FigureTable
          caption="Earned revenue by service"
          rows={report.byService}
          rowKey={(line) => line.service}
          columns={[
            { label: 'Service', cell: (line) => SERVICE_NAMES[line.service] },
            { label: 'Visits', numeric: true, cell: (line) => line.visitCount },
            { label: 'Earned', numeric: true, cell: (line) => formatCents(line.earnedCents) },
          ]}
        />
      )}

      <ReportSubtitle>By client</ReportSubtitle>
      {report.topClients.length === 0 ? (
        <EmptyState title="No completed visits in this period" />
      ) : (
        <FigureTable
          caption="Earned revenue by client: the top 20, then the others"
          rows={clientRows}
          rowKey={(line) => line.key}
          muted={(line) => line.others}
          columns={[
            { label: 'Client', cell: (line) => line.name },
            { label: 'Visits', numeric: true, cell: (line) => line.visitCount ?? ' ' },
            { label: 'Earned', numeric: true, cell: (line) => formatCents(line.earnedCents) },
          ]}
        />
      )}
    </ReportSection>
  );
}

export type { ReportProps };
