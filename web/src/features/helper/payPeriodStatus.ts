import type { BadgeTone } from '../../ui/Badge';

/** Approved periods pay; the rest wait for the admin's review. */
export function payPeriodStatus(period: { approved: boolean }): { label: string; tone: BadgeTone } {
  return period.approved ? { label: 'Approved', tone: 'success' } : { label: 'Pending', tone: 'warning' };
}
