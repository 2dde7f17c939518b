import { registerEnumType } from 'type-graphql';

/** How money came in. MARKED_PAID is no money at all: the owner set an invoice to paid by hand (spec §4). */
export enum PaymentMethod {
  CASH = 'cash',
  CHECK = 'check',
  BANK_TRANSFER = 'bank_transfer',
  CARD = 'card',
  OTHER = 'other',
  MARKED_PAID = 'marked_paid',
}

/** A card refund is PENDING until Stripe confirms it; every other refund is SUCCEEDED when recorded. */
export enum RefundStatus {
  PENDING = 'pending',
  SUCCEEDED = 'succeeded',
  FAILED = 'failed',
}

registerEnumType(PaymentMethod, {
  name: 'PaymentMethod',
  description: 'Cash, check, bank transfer (Zelle), card, other; MARKED_PAID when the owner set an invoice to paid by hand.',
});
registerEnumType(RefundStatus, { name: 'RefundStatus' });
