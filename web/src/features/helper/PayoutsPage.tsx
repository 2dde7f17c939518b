import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { formatDayRange, formatHours } from '../../lib/businessTime';
import { formatCents } from '../../lib/money';
import { QueryLoadState } from '../../lib/QueryLoadState';
import { PageHeader } from '../../ui/PageHeader';
import { PayPeriodCard } from './PayPeriodCard';
import { StackList } from '../../ui/StackList';

/** About three months of weekly periods. */
export const PAYOUT_PERIODS = 12;

export const PayoutsPage_Query = graphql(`
  query PayoutsPage_Query($count: Int!) {
    myPayPeriods(count: $count) {
      periodStart
      periodEnd
      approved
      approvedMinutes
      workedMinutes
      bonusCents
      payoutCents
      openEntries
      ...PayPeriodCard_period
    }
  }
`);

/**
 * /payouts: the helper's pay periods, newest first, each with its hours, rate, bonus and payout
 * (hours × rate + bonus), Approved or Pending. Runs of past periods with nothing in them fold into one line.
 */
export function PayoutsPage() {
  const query = useQuery(PayoutsPage_Query, { variables: { count: PAYOUT_PERIODS } });
  const { data } = query;
  const periods = data?.myPayPeriods ?? [];
  const approvedTotal = periods.filter((period) => period.approved).reduce((sum, period) => sum + period.payoutCents, 0);

  return (
    <>
      <PageHeader
        title="Payouts"
        lead="Your hours, bonuses and pay by period. Approved hours are what pays: hours × rate + bonus."
      />
      {!data ? (
        <QueryLoadState query={query} label="Loading your payouts…" failed="Failed to load your payouts" />
      ) : (
        <>
          <StyledTotal>
            Approved in the last {periods.length} periods: <strong>{formatCents(approvedTotal)}</strong>
          </StyledTotal>
          <StyledList>
            {foldEmptyPeriods(periods).map((item) =>
              item.kind === 'empty' ? (
                <li key={`empty-${item.end}`}>
                  <StyledEmptyPeriod>
                    <span>{formatDayRange(item.start, item.end)}</span>
                    <span>No hours recorded</span>
                  </StyledEmptyPeriod>
                </li>
              ) : (
                <li key={item.period.periodStart}>
                  <PayPeriodCard period={item.period} current={item.current} />
                </li>
              ),
            )}
          </StyledList>
          <StyledFootnote>
            Hours are rounded to the minute and shown to two decimals ({formatHours(90)} hours is an hour and a half).
          </StyledFootnote>
        </>
      )}
    </>
  );
}

interface PeriodFigures {
  periodStart: string;
  periodEnd: string;
  approved: boolean;
  workedMinutes: number;
  bonusCents: number;
  openEntries: number;
}

type Item<P> = { kind: 'card'; period: P; current: boolean } | { kind: 'empty'; start: string; end: string };

/**
 * The current period always gets its card; earlier periods in which nothing happened (no hours, no bonus, not
 * approved) fold together into one quiet line per run, newest first: 'Sep 6 – Nov 14, 2026 · No hours recorded'.
 */
export function foldEmptyPeriods<P extends PeriodFigures>(periods: readonly P[]): Item<P>[] {
  const items: Item<P>[] = [];
  periods.forEach((period, index) => {
    const empty =
      index > 0 && !period.approved && period.workedMinutes === 0 && period.bonusCents === 0 && period.openEntries === 0;
    const last = items.at(-1);
    if (!empty) items.push({ kind: 'card', period, current: index === 0 });
    else if (last?.kind === 'empty') last.start = period.periodStart;
    else items.push({ kind: 'empty', start: period.periodStart, end: period.periodEnd });
  });
  return items;
}

const StyledTotal = styled.p`
  margin: 0 0 1rem;
  font-size: 1rem;
`;

const StyledList = styled(StackList)`
  max-width: 48rem;
`;

const StyledEmptyPeriod = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  padding: 0.75rem 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;

  span:first-child {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledFootnote = styled.p`
  margin: 1.25rem 0 0;
  max-width: 48rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
