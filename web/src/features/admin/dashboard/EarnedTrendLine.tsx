import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import { formatLocalDate } from '../../../lib/businessTime';
import { formatCents } from '../../../lib/money';
import { Chart } from '../../../ui/Chart';

export const EarnedTrendLine_Query = graphql(`
  query EarnedTrendLine_Query {
    adminDashboard {
      month
      earnedTrend {
        month
        earnedCents
      }
    }
  }
`);

const wholeDollars = (cents: number) => formatCents(Math.round(cents / 100) * 100).replace(/\.00$/, '');

/**
 * The Monthly Revenue card's 12-month line of earned revenue (completed visits at their agreed prices, as Reports
 * counts them). Its own query and chunk, so the dashboard's first paint does not wait for it or for Chart.js.
 */
export function EarnedTrendLine() {
  const { data } = useQuery(EarnedTrendLine_Query);
  const trend = data?.adminDashboard.earnedTrend;
  const labels = useMemo(
    () => (trend ?? []).map((month) => formatLocalDate(month.month, { month: 'short', year: 'numeric' })),
    [trend],
  );
  const series = useMemo(() => [{ label: 'Earned', values: (trend ?? []).map((month) => month.earnedCents) }], [trend]);
  if (!trend) return <StyledPlaceholder aria-hidden="true" />;
  const summary = `Earned revenue, last 12 months: ${trend
    .map((month, index) => `${labels[index]} ${formatCents(month.earnedCents)}`)
    .join(', ')}.`;
  return (
    <StyledTrend>
      <Chart type="line" labels={labels} series={series} format={wholeDollars} summary={summary} height={64} compact />
      <StyledCaption>Earned, last 12 months</StyledCaption>
    </StyledTrend>
  );
}

const StyledTrend = styled.figure`
  margin: 0.5rem 0 0;
`;

const StyledCaption = styled.figcaption`
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledPlaceholder = styled.div`
  height: 64px;
  margin-top: 0.5rem;
`;
