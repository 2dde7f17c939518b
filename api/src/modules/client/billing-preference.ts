import { registerEnumType } from 'type-graphql';

/** How a client is billed: in the owner's monthly invoice runs, or an invoice per visit as it is completed. */
export enum BillingPreference {
  MONTHLY = 'monthly',
  PER_VISIT = 'per_visit',
}

registerEnumType(BillingPreference, { name: 'BillingPreference' });
