import type { BadgeTone } from '../ui/Badge';

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
