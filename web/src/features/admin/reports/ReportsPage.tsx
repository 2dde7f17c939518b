import { useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { operationProblems } from '../../../apollo/errors';
import { graphql } from '../../../gql';
import type { ReportPreset } from '../../../gql/graphql';
import { formatLocalDate } from '../../../lib/businessTime';
import { QueryLoadState } from '../../../lib/QueryLoadState';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { PageHeader } from '../../../ui/PageHeader';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/Toast';
import { ClientsReport } from './ClientsReport';
import { MoneyOwedReport } from './MoneyOwedReport';
import { PayrollReport } from './PayrollReport';
import type { ReportCsv } from './reportData';
import { RevenueReport } from './RevenueReport';

export const ReportsPage_Query = graphql(`
  query ReportsPage_Query($period: ReportPeriodInput!) {
    reports(period: $period) {
      period {
        preset
        from
        to
        today
      }
      revenue {
        ...RevenueReport_report
      }
      moneyOwed {
        ...MoneyOwedReport_report
      }
      payroll {
        ...PayrollReport_report
      }
      clients {
        ...ClientsReport_report
      }
    }
  }
`);

export const PERIOD_OPTIONS: { value: ReportPreset; label: string }[] = [
  { value: 'THIS_MONTH', label: 'This month' },
  { value: 'LAST_MONTH', label: 'Last month' },
  { value: 'THIS_QUARTER', label: 'This quarter' },
  { value: 'THIS_YEAR', label: 'This year' },
  { value: 'LAST_12_MONTHS', label: 'Last 12 months' },
  { value: 'CUSTOM', label: 'Custom' },
];

interface Period {
  preset: ReportPreset;
  from?: string;
  to?: string;
}

/**
 * /reports (the owner's): revenue earned and collected, money owed by age, payroll against revenue, and clients won
 * and lost, for a period; each report a chart with a table of the same numbers and its own CSV export.
 */
export function ReportsPage() {
  const [period, setPeriod] = useState<Period>({ preset: 'LAST_12_MONTHS' });
  const [draft, setDraft] = useState<Period>(period);
  const query = useQuery(ReportsPage_Query, { variables: { period } });
  const { data, previousData, loading, error } = query;
  const shown = data ?? (loading ? previousData : undefined);
  const reports = shown?.reports;
  const problems = error ? operationProblems(error) : null;
  const { toast } = useToast();
  const [exporting, setExporting] = useState<string | null>(null);

  function choosePreset(preset: ReportPreset) {
    const next = preset === 'CUSTOM' ? { preset, from: period.from ?? '', to: period.to ?? '' } : { preset };
    setDraft(next);
    // A preset applies at once; a custom period waits for its dates and Show.
    if (preset !== 'CUSTOM') setPeriod(next);
  }

  function showCustom(event: FormEvent) {
    event.preventDefault();
    setPeriod({ preset: 'CUSTOM', from: draft.from || undefined, to: draft.to || undefined });
  }

  async function exportCsv(csv: ReportCsv) {
    if (!reports) return;
    if (csv.rows.length === 0) {
      toast({ title: 'No data to export' });
      return;
    }
    setExporting(csv.name);
    try {
      // The CSV writer (papaparse) loads only when someone exports.
      const [{ reportCsvText, reportCsvFileName }, { downloadCsv }] = await Promise.all([
        import('./reportsCsv'),
        import('../../../lib/csv'),
      ]);
      downloadCsv(reportCsvFileName(csv.name, reports.period.from, reports.period.to), reportCsvText(csv));
    } catch {
      toast({ title: 'Error', description: 'Failed to export the report. Please try again.', variant: 'destructive' });
    } finally {
      setExporting(null);
    }
  }

  const exportProps = (name: string) => ({ exporting: exporting === name, onExport: (csv: ReportCsv) => void exportCsv(csv) });

  return (
    <>
      <PageHeader
        title="Reports"
        lead="How much you cleaned and collected, who owes you and for how long, what payroll cost, and whether you keep your clients."
      />
      <StyledPicker onSubmit={showCustom} aria-label="Report period">
        <Select
          label="Period"
          value={draft.preset}
          options={PERIOD_OPTIONS}
          onChange={(event) => choosePreset(event.target.value as ReportPreset)}
        />
        {draft.preset === 'CUSTOM' ? (
          <>
            <TextField
              label="From"
              type="date"
              value={draft.from ?? ''}
              error={problems?.fields.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
            <TextField
              label="To"
              type="date"
              value={draft.to ?? ''}
              error={problems?.fields.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
            <Button type="submit">Show</Button>
          </>
        ) : null}
        {reports ? (
          <StyledRange role="status">
            {formatLocalDate(reports.period.from, { month: 'short', day: 'numeric', year: 'numeric' })} –{' '}
            {formatLocalDate(reports.period.to, { month: 'short', day: 'numeric', year: 'numeric' })}
          </StyledRange>
        ) : null}
      </StyledPicker>

      {problems && Object.keys(problems.fields).length > 0 ? (
        <Alert>Please correct the period: {Object.values(problems.fields).join(' ')}</Alert>
      ) : null}

      {!reports ? (
        problems && Object.keys(problems.fields).length > 0 ? null : (
          <QueryLoadState query={query} label="Loading the reports…" failed="Failed to load the reports" />
        )
      ) : (
        <StyledReports aria-busy={loading || undefined}>
          <RevenueReport report={reports.revenue} {...exportProps('revenue')} />
          <MoneyOwedReport report={reports.moneyOwed} {...exportProps('money-owed')} />
          <PayrollReport report={reports.payroll} {...exportProps('payroll')} />
          <ClientsReport report={reports.clients} {...exportProps('clients')} />
        </StyledReports>
      )}
    </>
  );
}

const StyledPicker = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1rem;
  margin-bottom: 1.5rem;

  & > * {
    min-width: 0;
  }
`;

const StyledRange = styled.p`
  margin: 0 0 0.6rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledReports = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  min-width: 0;
`;
