import styled from 'styled-components';
import { compactCard } from '../../ui/Card';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { businessDateOf, formatDay, formatDayRange } from '../../lib/businessTime';
import { Badge } from '../../ui/Badge';
import { PayoutBreakdown } from '../../widgets/payouts/PayoutBreakdown';
import { payPeriodStatus } from '../../lib/payPeriodStatus';
import { formatCents } from '../../lib/money';

export const PayPeriodCard_period = graphql(`
  fragment PayPeriodCard_period on PayPeriodSummary {
    periodStart
    periodEnd
    ...PayPeriodStatus_period @unmask
    approvedAt
    tipsCents
    ...PayoutBreakdown_period
  }
`);

/** One pay period on /payouts: its dates, Approved or Pending, and the pay worked out. */
export function PayPeriodCard(props: { period: FragmentType<typeof PayPeriodCard_period>; current?: boolean }) {
  const period = useFragment(PayPeriodCard_period, props.period);
  const status = payPeriodStatus(period);
  const titleId = `period-${period.periodStart}`;
  const note = period.approved
    ? period.approvedAt
      ? `Approved on ${formatDay(businessDateOf(period.approvedAt), { weekday: 'short', month: 'short', day: 'numeric' })}`
      : 'Approved'
    : props.current
      ? 'Current period, so far'
      : 'Waiting for approval';

  return (
    <StyledCard aria-labelledby={titleId} $approved={period.approved}>
      <StyledTop>
        <div>
          <StyledTitle id={titleId}>{formatDayRange(period.periodStart, period.periodEnd)}</StyledTitle>
          <StyledSub>{note}</StyledSub>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </StyledTop>
      <PayoutBreakdown period={period} />
      {period.tipsCents > 0 ? (
        <StyledTips>
          Tips from clients: <strong>{formatCents(period.tipsCents)}</strong> (apart from your pay)
        </StyledTips>
      ) : null}
      {period.openEntries > 0 ? <StyledOpen>You're clocked in: this shift counts once you clock out.</StyledOpen> : null}
    </StyledCard>
  );
}

const StyledCard = styled.article<{ $approved: boolean }>`
  ${compactCard}
  gap: 0.75rem;
  border-left: 4px solid ${({ theme, $approved }) => ($approved ? theme.colors.success : theme.colors.accent)};
`;

const StyledTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

const StyledSub = styled.p`
  margin: 0.125rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledOpen = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledTips = styled.p`
  margin: 0;
  font-size: 0.9375rem;
`;
