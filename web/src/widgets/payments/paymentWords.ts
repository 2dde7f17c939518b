import type { PaymentMethod } from '../../gql/graphql';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CASH: 'Cash',
  CHECK: 'Check',
  BANK_TRANSFER: 'Bank transfer / Zelle',
  CARD: 'Card',
  OTHER: 'Other',
  MARKED_PAID: 'Marked paid',
};

/** What the owner records by hand; "marked paid" comes from setting an invoice to paid. */
export const RECORDABLE_METHODS: readonly PaymentMethod[] = ['CASH', 'CHECK', 'BANK_TRANSFER', 'CARD', 'OTHER'];
