import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { compactCard } from '../../ui/Card';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { formatDayRange, formatHours } from '../../lib/businessTime';
import { formatCents } from '../../lib/money';
import { Badge } from '../../ui/Badge';
import { payMinutes, PayoutBreakdown } from '../../widgets/payouts/PayoutBreakdown';
import { payPeriodStatus } from '../../lib/payPeriodStatus';

export const PayoutSummaryCard_period = graphql(`
  fragment PayoutSummaryCard_period on PayPeriodSummary {
    periodStart
    periodEnd
    ...PayPeriodStatus_period @unmask
    approvedMinutes
    hourlyRateCents
    payoutCents
    ...PayoutBreakdown_period
  }
`);

/**
 * Today's payout summary: the current pay period so far (hours, rate, bonus, payout) and what the period before
 * it paid, worked out in one line, with the way to every period.
 */
export function PayoutSummaryCard(props: { periods: readonly FragmentType<typeof PayoutSummaryCard_period>[] }) {
  const [current, previous] = useFragment(PayoutSummaryCard_period, props.periods);
  const currentStatus = current ? payPeriodStatus(current) : null;
  const previousStatus = previous ? payPeriodStatus(previous) : null;

  return (
    <StyledCard aria-labelledby="payout-summary-title">
      <StyledTitle id="payout-summary-title">Payout Summary</StyledTitle>
      {current && currentStatus ? (
        <>
          <StyledPeriod>
            <span>This period · {formatDayRange(current.periodStart, current.periodEnd)}</span>
            <Badge tone={currentStatus.tone}>{currentStatus.label}</Badge>
          </StyledPeriod>
          <PayoutBreakdown period={current} />
        </>
      ) : (
        <StyledMuted>No pay periods yet.</StyledMuted>
      )}
      {previous && previousStatus ? (
        <StyledPrevious aria-labelledby="payout-previous-title">
          <StyledPeriod>
            <span id="payout-previous-title">Last period · {formatDayRange(previous.periodStart, previous.periodEnd)}</span>
            <Badge tone={previousStatus.tone}>{previousStatus.label}</Badge>
          </StyledPeriod>
          <StyledSum>
            {formatHours(payMinutes(previous))} hours × {formatCents(previous.hourlyRateCents)} +{' '}
            {formatCents(previous.bonusCents)} bonus = <strong>{formatCents(previous.payoutCents)}</strong>
          </StyledSum>
        </StyledPrevious>
      ) : null}
      <StyledLink to="/payouts">See all payouts</StyledLink>
    </StyledCard>
  );
}

const StyledCard = styled.section`
  ${compactCard}
  gap: 0.625rem;
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

const StyledPeriod = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  font-weight: 600;
  font-size: 0.9375rem;
`;

const StyledPrevious = styled.section`
  margin-top: 0.25rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

const StyledSum = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  font-variant-numeric: tabular-nums;
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledLink = styled(Link)`
  align-self: flex-start;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;
