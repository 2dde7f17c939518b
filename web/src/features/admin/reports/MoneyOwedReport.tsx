import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatLocalDate } from '../../../lib/businessTime';
import { formatCents } from '../../../lib/money';
import { TextButton } from '../../../ui/Button';
import { dollars, formatAxisCents, type ReportCsv } from './reportData';
import type { ReportProps } from './RevenueReport';
import { LazyChart, ReportFigures, ReportSection } from './ReportSection';
import { FigureTable } from './FigureTable';

export const MoneyOwedReport_report = graphql(`
  fragment MoneyOwedReport_report on MoneyOwedReport {
    asOf
    totalOwedCents
    creditHeldCents
    buckets {
      bucket
      label
      invoiceCount
      balanceCents
      invoices {
        id
        invoiceNumber
        dueDate
        balanceCents
        client {
          id
          displayName
        }
      }
    }
  }
`);

/** Money owed: sent invoices' balances by days past due, each bucket's invoices one click away, and credit held. */
export function MoneyOwedReport(props: ReportProps<FragmentType<typeof MoneyOwedReport_report>>) {
  const report = useFragment(MoneyOwedReport_report, props.report);
  const [open, setOpen] = useState<string | null>(null);
  const labels = useMemo(() => report.buckets.map((bucket) => bucketLabel(bucket.label)), [report.buckets]);
  const series = useMemo(
    () => [{ label: 'Owed', values: report.buckets.map((bucket) => bucket.balanceCents) }],
    [report.buckets],
  );
  const csv: ReportCsv = {
    name: 'money-owed',
    columns: ['Bucket', 'Invoice Number', 'Client', 'Due Date', 'Balance'],
    rows: report.buckets.flatMap((bucket) =>
      bucket.invoices.map((invoice) => [
        bucketLabel(bucket.label),
        invoice.invoiceNumber,
        invoice.client.displayName,
        invoice.dueDate,
        dollars(invoice.balanceCents),
      ]),
    ),
  };
  const shown = report.buckets.find((bucket) => bucket.bucket === open) ?? null;
  return (
    <ReportSection
      title="Money owed"
      lead={`What sent invoices still ask, by days past due, as of ${formatLocalDate(report.asOf)}.`}
      exporting={props.exporting}
      onExport={() => props.onExport(csv)}
    >
      <ReportFigures>
        <div>
          <dt>Owed</dt>
          <dd>{formatCents(report.totalOwedCents)}</dd>
        </div>
        <div>
          <dt>Credit held</dt>
          <dd>{formatCents(report.creditHeldCents)}</dd>
        </div>
      </ReportFigures>
      <LazyChart
        type="bar"
        labels={labels}
        series={series}
        format={formatAxisCents}
        unit={100}
        summary="Money owed by days past due. The table below has the figures."
      />
      <FigureTable
        caption="Money owed by days past due"
        rows={report.buckets}
        rowKey={(bucket) => bucket.bucket}
        columns={[
          {
            label: 'Days past due',
            cell: (bucket) =>
              bucket.invoiceCount > 0 ? (
                <TextButton
                  type="button"
                  aria-expanded={open === bucket.bucket}
                  aria-controls="money-owed-invoices"
                  onClick={() => setOpen(open === bucket.bucket ? null : bucket.bucket)}
                >
                  {bucketLabel(bucket.label)}
                </TextButton>
              ) : (
                bucketLabel(bucket.label)
              ),
          },
          { label: 'Invoices', numeric: true, cell: (bucket) => bucket.invoiceCount },
          { label: 'Owed', numeric: true, cell: (bucket) => formatCents(bucket.balanceCents) },
        ]}
      />
      <div id="money-owed-invoices" aria-live="polite">
        {shown ? (
          <StyledInvoices aria-label={`Invoices ${bucketLabel(shown.label)}`}>
            {shown.invoices.map((invoice) => (
              <li key={invoice.id}>
                <Link to={`/invoices/${encodeURIComponent(invoice.id)}/print`}>Invoice {invoice.invoiceNumber}</Link>
                <span>{invoice.client.displayName}</span>
                <span>Due {formatLocalDate(invoice.dueDate)}</span>
                <strong>{formatCents(invoice.balanceCents)}</strong>
              </li>
            ))}
          </StyledInvoices>
        ) : null}
      </div>
    </ReportSection>
  );
}

/** 'Current' stays; '1-30' → '1-30 days'; 'Over 90' → 'Over 90 days'. */
const bucketLabel = (label: string) => (label === 'Current' ? 'Current' : `${label} days`);

const StyledInvoices = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    align-items: baseline;
    padding: 0.5rem 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    margin-left: auto;
    font-variant-numeric: tabular-nums;
  }
`;
