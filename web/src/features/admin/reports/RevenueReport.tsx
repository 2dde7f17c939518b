import { useMemo } from 'react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatCents } from '../../../lib/money';
import { SERVICE_NAMES } from '../../../lib/serviceLabels';
import { EmptyState } from '../../../ui/EmptyState';
import { Table, TBody, Td, Th, THead, Tr } from '../../../ui/Table';
import { dollars, formatAxisCents, monthLabel, type ReportCsv } from './reportData';
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
      <Table caption="Revenue by month">
        <THead>
          <Th>Month</Th>
          <Th $align="right">Earned</Th>
          <Th $align="right">Collected</Th>
          <Th $align="right">Refunded</Th>
          <Th $align="right">Visits</Th>
        </THead>
        <TBody>
          {report.months.map((month) => (
            <Tr key={month.month}>
              <Td label="Month" primary>
                {monthLabel(month.month)}
              </Td>
              <Td label="Earned" align="right">
                {formatCents(month.earnedCents)}
              </Td>
              <Td label="Collected" align="right">
                {formatCents(month.collectedCents)}
              </Td>
              <Td label="Refunded" align="right">
                {formatCents(month.refundedCents)}
              </Td>
              <Td label="Visits" align="right">
                {month.visitCount}
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>

      <ReportSubtitle>By service</ReportSubtitle>
      {report.byService.length === 0 ? (
        <EmptyState title="No completed visits in this period" />
      ) : (
        <Table caption="Earned revenue by service">
          <THead>
            <Th>Service</Th>
            <Th $align="right">Visits</Th>
            <Th $align="right">Earned</Th>
          </THead>
          <TBody>
            {report.byService.map((line) => (
              <Tr key={line.service}>
                <Td label="Service" primary>
                  {SERVICE_NAMES[line.service]}
                </Td>
                <Td label="Visits" align="right">
                  {line.visitCount}
                </Td>
                <Td label="Earned" align="right">
                  {formatCents(line.earnedCents)}
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}

      <ReportSubtitle>By client</ReportSubtitle>
      {report.topClients.length === 0 ? (
        <EmptyState title="No completed visits in this period" />
      ) : (
        <Table caption="Earned revenue by client: the top 20, then the others">
          <THead>
            <Th>Client</Th>
            <Th $align="right">Visits</Th>
            <Th $align="right">Earned</Th>
          </THead>
          <TBody>
            {report.topClients.map((line) => (
              <Tr key={line.clientId}>
                <Td label="Client" primary>
                  {line.clientName}
                </Td>
                <Td label="Visits" align="right">
                  {line.visitCount}
                </Td>
                <Td label="Earned" align="right">
                  {formatCents(line.earnedCents)}
                </Td>
              </Tr>
            ))}
            {report.othersClientCount > 0 ? (
              <Tr $muted>
                <Td label="Client" primary>
                  Others ({report.othersClientCount} clients)
                </Td>
                <Td label="Visits" align="right">
                  {' '}
                </Td>
                <Td label="Earned" align="right">
                  {formatCents(report.othersEarnedCents)}
                </Td>
              </Tr>
            ) : null}
          </TBody>
        </Table>
      )}
    </ReportSection>
  );
}

export type { ReportProps };
