import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import { addDays, businessToday, daysBetween, formatDayRange } from '../../../lib/businessTime';
import { useToast } from '../../../ui/Toast';
import type { PayrollCsvRow } from './payrollCsv';
import { PayrollReviewDialog } from './PayrollReviewDialog';
import { PayrollTable } from './PayrollTable';
import { QueryLoadState } from '../../../lib/QueryLoadState';
import { PageHeader } from '../../../ui/PageHeader';
import { PeriodNav } from '../../../ui/PeriodNav';

export const PayrollPage_Query = graphql(`
  query PayrollPage_Query($periodStart: LocalDate) {
    payroll(periodStart: $periodStart) {
      periodStart
      periodEnd
      totalPayoutCents
      rows {
        helper {
          id
        }
        ...PayrollRow_summary
        ...PayrollReviewDialog_summary
      }
    }
  }
`);

const PERIOD_PARAM = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /payroll: every helper's hours and payout for one pay period (the current one unless ?period= says otherwise),
 * with the periods before and after, a review of each helper's time entries, approval, and Export CSV.
 */
export function PayrollPage() {
  const [params, setParams] = useSearchParams();
  const param = params.get('period');
  const periodStart = param && PERIOD_PARAM.test(param) ? param : null;
  const query = useQuery(PayrollPage_Query, { variables: { periodStart } });
  const { data, previousData, loading } = query;
  const shown = data ?? (loading ? previousData : undefined);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const { toast } = useToast();
  const [exporting, setExporting] = useState(false);

  const today = businessToday();
  const payroll = shown?.payroll;
  const isCurrent = payroll ? payroll.periodStart <= today && today <= payroll.periodEnd : periodStart === null;
  const length = payroll ? daysBetween(payroll.periodStart, payroll.periodEnd) + 1 : 7;
  const reviewed = payroll?.rows.find((row) => row.helper.id === reviewing) ?? null;

  const goTo = (start: string | null) => {
    setReviewing(null);
    setParams(start ? { period: start } : {});
  };

  async function exportCsv(rows: PayrollCsvRow[]) {
    if (!payroll) return;
    if (rows.length === 0) {
      toast({ title: 'No data to export' });
      return;
    }
    setExporting(true);
    try {
      // The CSV writer (papaparse) loads only when someone exports.
      const [{ payrollCsv, payrollCsvFileName }, { downloadCsv }] = await Promise.all([
        import('./payrollCsv'),
        import('../../../lib/csv'),
      ]);
      downloadCsv(payrollCsvFileName(payroll.periodStart), payrollCsv(rows));
    } catch {
      toast({ title: 'Error', description: 'Failed to export the payroll. Please try again.', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Payroll"
        lead="Every helper's hours and pay for a period. Review the time, add bonuses, approve what pays."
      />
      <PeriodNav
        label="Choose a pay period"
        unit="period"
        title={payroll ? formatDayRange(payroll.periodStart, payroll.periodEnd) : ' '}
        note={payroll ? (isCurrent ? 'Current period' : payroll.periodEnd < today ? 'Past period' : 'Future period') : 'Loading…'}
        previousDisabled={!payroll}
        nextDisabled={!payroll || isCurrent || payroll.periodStart > today}
        onPrevious={() => payroll && goTo(addDays(payroll.periodStart, -length))}
        onNext={() => payroll && goTo(addDays(payroll.periodStart, length))}
        backLabel={!isCurrent && payroll ? 'Back to the current period' : undefined}
        onBack={() => goTo(null)}
      />

      {!payroll ? (
        <QueryLoadState query={query} label="Loading the payroll…" failed="Failed to load the payroll" />
      ) : (
        <PayrollTable
          rows={payroll.rows}
          totalPayoutCents={payroll.totalPayoutCents}
          caption={`Payroll, ${formatDayRange(payroll.periodStart, payroll.periodEnd)}`}
          busy={loading}
          exporting={exporting}
          onReview={setReviewing}
          onExport={(rows) => void exportCsv(rows)}
        />
      )}

      <PayrollReviewDialog summary={reviewed} onClose={() => setReviewing(null)} />
    </>
  );
}
