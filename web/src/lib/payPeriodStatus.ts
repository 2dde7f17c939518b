import { graphql } from '../gql';
import type { BadgeTone } from '../ui/Badge';

/** What payPeriodStatus reads of a period: spread it unmasked (`...PayPeriodStatus_period @unmask`) where it is called. */
export const PayPeriodStatus_period = graphql(`
  fragment PayPeriodStatus_period on PayPeriodSummary {
    approved
    workedMinutes
    openEntries
    bonusCents
  }
`);

interface PeriodState {
  approved: boolean;
  workedMinutes: number;
  openEntries: number;
  bonusCents: number;
}

/** Approved periods pay; the rest wait for the admin's review, unless nothing has happened in them yet. */
export function payPeriodStatus(period: PeriodState): { label: string; tone: BadgeTone } {
  if (period.approved) return { label: 'Approved', tone: 'success' };
  if (period.workedMinutes === 0 && period.openEntries === 0 && period.bonusCents === 0)
    return { label: 'No hours yet', tone: 'neutral' };
  return { label: 'Pending', tone: 'warning' };
}
