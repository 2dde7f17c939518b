import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { formatHours } from '../../lib/businessTime';
import { formatCents } from '../../lib/money';
import { factTerms } from '../../ui/facts';

export const PayoutBreakdown_period = graphql(`
  fragment PayoutBreakdown_period on PayPeriodSummary {
    approved
    approvedMinutes
    workedMinutes
    hourlyRateCents
    bonusCents
    bonusNote
    payoutCents
  }
`);

/** The minutes that pay: the approved ones once approved, the worked (closed) ones before. */
export function payMinutes(period: { approved: boolean; approvedMinutes?: number | null; workedMinutes: number }): number {
  return period.approved ? (period.approvedMinutes ?? period.workedMinutes) : period.workedMinutes;
}

/**
 * A period's pay worked out in the open (spec §2: 32 approved hours × $25.00 + $75.00 bonus = $875.00): hours to
 * two decimals, rate, bonus and its note, and the payout the server computed.
 */
export function PayoutBreakdown(props: { period: FragmentType<typeof PayoutBreakdown_period> }) {
  const period = useFragment(PayoutBreakdown_period, props.period);
  const hours = formatHours(payMinutes(period));
  const rate = formatCents(period.hourlyRateCents);
  const bonus = formatCents(period.bonusCents);
  const payout = formatCents(period.payoutCents);

  return (
    <StyledBreakdown>
      <StyledFigures>
        <div>
          <dt>{period.approved ? 'Approved hours' : 'Hours worked'}</dt>
          <dd>{hours}</dd>
        </div>
        <div>
          <dt>Hourly rate</dt>
          <dd>{rate}</dd>
        </div>
        <div>
          <dt>Bonus</dt>
          <dd>{bonus}</dd>
        </div>
        <StyledPayout>
          <dt>{period.approved ? 'Payout' : 'Estimated payout'}</dt>
          <dd>{payout}</dd>
        </StyledPayout>
      </StyledFigures>
      <StyledSum>
        {hours} hours × {rate} + {bonus} bonus = {payout}
      </StyledSum>
      {period.bonusNote ? <StyledNote>Bonus: {period.bonusNote}</StyledNote> : null}
    </StyledBreakdown>
  );
}

/** Sized by the card it sits in (a narrow side column or a wide list), not by the window. */
const StyledBreakdown = styled.div`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
`;

const StyledFigures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem 1rem;

  @container (min-width: 32rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  ${factTerms}
  dd {
    font-size: 1.25rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const StyledPayout = styled.div`
  dd {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 800;
  }
`;

const StyledSum = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
`;
