import { formatInstantDate } from '../../lib/businessTime';

/** 'Paid on' and the day, inside an invoice's list of dates (a `<dl>`), once the invoice is paid. */
export function PaidOnFact({ paidAt }: { paidAt: string | null | undefined }) {
  if (!paidAt) return null;
  return (
    <>
      <dt>Paid on</dt>
      <dd>{formatInstantDate(paidAt)}</dd>
    </>
  );
}
