import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { addDays, businessToday, daysBetween, formatDayRange, formatHours } from '../../../lib/businessTime';
import { formatCents } from '../../../lib/money';
import { Alert } from '../../../ui/Alert';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Spinner } from '../../../ui/Spinner';
import { Table, TBody, Td, Th, THead, Tr } from '../../../ui/Table';
import { useToast } from '../../../ui/Toast';
import { payMinutes } from '../../../widgets/payouts/PayoutBreakdown';
import type { PayrollCsvRow } from './payrollCsv';
import { PayrollReviewDialog } from './PayrollReviewDialog';
import { payPeriodStatus } from '../../../lib/payPeriodStatus';
import { serverMessage } from '../../../apollo/errors';
import { helperName } from '../../../lib/people';

export const PayrollRow_summary = graphql(`
  fragment PayrollRow_summary on PayPeriodSummary {
    periodStart
    periodEnd
    approved
    approvedMinutes
    workedMinutes
    openEntries
    hourlyRateCents
    bonusCents
    bonusNote
    payoutCents
    helper {
      id
      databaseId
      active
      notes
      user {
        id
        name
      }
    }
  }
`);

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
  const { data, previousData, error, loading, refetch } = useQuery(PayrollPage_Query, { variables: { periodStart } });
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
      <title>Payroll · Sunshine Clean</title>
      <StyledHeader>
        <div>
          <StyledHeading>Payroll</StyledHeading>
          <StyledLead>Every helper's hours and pay for a period. Review the time, add bonuses, approve what pays.</StyledLead>
        </div>
      </StyledHeader>

      <StyledPeriodBar aria-label="Choose a pay period">
        <Button $variant="secondary" disabled={!payroll} onClick={() => payroll && goTo(addDays(payroll.periodStart, -length))}>
          <span aria-hidden="true">‹</span> Previous period
        </Button>
        <StyledPeriod>
          <StyledPeriodTitle aria-live="polite">
            {payroll ? formatDayRange(payroll.periodStart, payroll.periodEnd) : ' '}
          </StyledPeriodTitle>
          <StyledPeriodNote>
            {payroll ? (isCurrent ? 'Current period' : payroll.periodEnd < today ? 'Past period' : 'Future period') : 'Loading…'}
          </StyledPeriodNote>
        </StyledPeriod>
        <Button
          $variant="secondary"
          disabled={!payroll || isCurrent || payroll.periodStart > today}
          onClick={() => payroll && goTo(addDays(payroll.periodStart, length))}
        >
          Next period <span aria-hidden="true">›</span>
        </Button>
      </StyledPeriodBar>
      {!isCurrent && payroll ? (
        <StyledBackToCurrent>
          <Button $variant="ghost" $size="sm" onClick={() => goTo(null)}>
            Back to the current period
          </Button>
        </StyledBackToCurrent>
      ) : null}

      {!payroll ? (
        loading ? (
          <StyledCentered>
            <Spinner label="Loading the payroll…" size={32} />
          </StyledCentered>
        ) : (
          <StyledStack>
            <Alert>{error ? (serverMessage(error) ?? 'Failed to load the payroll') : 'Nothing to show.'}</Alert>
            <div>
              <Button $variant="secondary" onClick={() => void refetch()}>
                Try again
              </Button>
            </div>
          </StyledStack>
        )
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

interface PayrollTableProps {
  rows: readonly FragmentType<typeof PayrollRow_summary>[];
  totalPayoutCents: number;
  caption: string;
  busy: boolean;
  exporting: boolean;
  onReview: (helperId: string) => void;
  onExport: (rows: PayrollCsvRow[]) => void;
}

/** The period's table: one row per helper, the totals under it, and Export CSV of exactly what it shows. */
function PayrollTable({ rows: refs, totalPayoutCents, caption, busy, exporting, onReview, onExport }: PayrollTableProps) {
  const rows = useFragment(PayrollRow_summary, refs);
  const totalMinutes = rows.reduce((sum, row) => sum + payMinutes(row), 0);
  const approvedCents = rows.filter((row) => row.approved).reduce((sum, row) => sum + row.payoutCents, 0);
  const csvRows: PayrollCsvRow[] = rows.map((row) => ({
    helper: helperName(row.helper),
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    minutes: payMinutes(row),
    hourlyRateCents: row.hourlyRateCents,
    bonusCents: row.bonusCents,
    bonusNote: row.bonusNote ?? null,
    payoutCents: row.payoutCents,
    status: payPeriodStatus(row).label,
  }));

  return (
    <StyledStack>
      <StyledToolbar>
        <StyledTotals role="status">
          <span>
            Total payout <strong>{formatCents(totalPayoutCents)}</strong>
          </span>
          <span>
            {formatHours(totalMinutes)} hours · approved {formatCents(approvedCents)}
          </span>
        </StyledTotals>
        <Button $variant="secondary" disabled={exporting} onClick={() => onExport(csvRows)}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </StyledToolbar>
      {rows.length === 0 ? (
        <EmptyState title="No helpers in this period">Active helpers and anyone with hours in the period show here.</EmptyState>
      ) : (
        <Table caption={caption} busy={busy}>
          <THead>
            <Th>Helper</Th>
            <Th $align="right">Hours</Th>
            <Th $align="right">Rate</Th>
            <Th $align="right">Bonus</Th>
            <Th $align="right">Payout</Th>
            <Th>Status</Th>
            <Th $align="right">Actions</Th>
          </THead>
          <TBody>
            {rows.map((row) => {
              const name = helperName(row.helper);
              const status = payPeriodStatus(row);
              return (
                <Tr key={row.helper.id} $muted={!row.helper.active}>
                  <Td label="Helper" primary>
                    <StyledName>{name}</StyledName>
                    {!row.helper.user && row.helper.notes ? (
                      <StyledNotes title={row.helper.notes}>{row.helper.notes}</StyledNotes>
                    ) : null}
                    {!row.helper.active ? <StyledMutedLine>Inactive</StyledMutedLine> : null}
                  </Td>
                  <Td label="Hours" align="right">
                    <StyledNumber>{formatHours(payMinutes(row))}</StyledNumber>
                    {row.openEntries > 0 ? <StyledMutedLine>+ {row.openEntries} open</StyledMutedLine> : null}
                  </Td>
                  <Td label="Rate" align="right">
                    <StyledNumber>{formatCents(row.hourlyRateCents)}</StyledNumber>
                  </Td>
                  <Td label="Bonus" align="right">
                    <StyledNumber>{formatCents(row.bonusCents)}</StyledNumber>
                  </Td>
                  <Td label="Payout" align="right">
                    <StyledNumber>
                      <strong>{formatCents(row.payoutCents)}</strong>
                    </StyledNumber>
                  </Td>
                  <Td label="Status">
                    <Badge tone={row.openEntries > 0 && !row.approved ? 'danger' : status.tone}>
                      {row.openEntries > 0 && !row.approved ? 'Clocked in' : status.label}
                    </Badge>
                  </Td>
                  <Td label="Actions" align="right">
                    <Button $variant="secondary" $size="sm" aria-label={`Review ${name}`} onClick={() => onReview(row.helper.id)}>
                      Review
                    </Button>
                  </Td>
                </Tr>
              );
            })}
          </TBody>
        </Table>
      )}
    </StyledStack>
  );
}

const StyledHeader = styled.div`
  margin-bottom: 1rem;
`;

const StyledHeading = styled.h1`
  font-size: 1.75rem;
  margin: 0 0 0.25rem;
`;

const StyledLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledPeriodBar = styled.nav`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: 479px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    & > button {
      padding: 0 0.5rem;
      font-size: 0.9375rem;
    }
    grid-template-areas: 'period period' 'prev next';
    & > :nth-child(1) {
      grid-area: prev;
    }
    & > :nth-child(2) {
      grid-area: period;
    }
    & > :nth-child(3) {
      grid-area: next;
    }
  }
`;

const StyledPeriod = styled.div`
  text-align: center;
  min-width: 0;
`;

const StyledPeriodTitle = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: 1.0625rem;
`;

const StyledPeriodNote = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBackToCurrent = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 0.25rem;
`;

const StyledCentered = styled.div`
  min-height: 30vh;
  display: grid;
  place-items: center;
`;

const StyledStack = styled.div`
  margin-top: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const StyledToolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const StyledTotals = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;
  font-variant-numeric: tabular-nums;

  strong {
    font-size: 1.25rem;
  }
  span + span {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledName = styled.span`
  font-weight: 700;
`;

const StyledMutedLine = styled.span`
  display: block;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A helper without an account is 'Helper 1a2b3c4d': the admin's notes (usually starting with a name) say who. */
const StyledNotes = styled.span`
  display: block;
  max-width: 22rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledNumber = styled.span`
  font-variant-numeric: tabular-nums;
`;
