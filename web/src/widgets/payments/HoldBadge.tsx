import { Badge } from '../../ui/Badge';

/** What a held visit is marked with, everywhere it is shown (the payment-aware hold). */
export const ON_HOLD_LABEL = 'On hold: unpaid';

/**
 * The mark of a visit held because its client has not paid: it stays on the schedule, marked. Nothing when not held.
 * The words carry the meaning, so screen readers and both themes read the same thing.
 */
export function HoldBadge({ onHold }: { onHold: boolean | null | undefined }) {
  return onHold ? <Badge tone="warning">{ON_HOLD_LABEL}</Badge> : null;
}
