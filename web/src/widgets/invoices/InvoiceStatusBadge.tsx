import type { InvoiceStatus } from '../../gql/graphql';
import { Badge } from '../../ui/Badge';
import { INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES } from '../../lib/invoiceStatus';

/** An invoice's status as a labelled badge: the word carries the meaning, the colour only helps. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge tone={INVOICE_STATUS_TONES[status]}>{INVOICE_STATUS_LABELS[status]}</Badge>;
}
