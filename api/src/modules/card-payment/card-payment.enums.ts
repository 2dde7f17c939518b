import { registerEnumType } from 'type-graphql';

/** Where an off-session charge stands. DECLINED and AUTHENTICATION_REQUIRED are the owner's Declined payments. */
export enum CardChargeStatus {
  PENDING = 'pending',
  PROCESSING = 'processing',
  SUCCEEDED = 'succeeded',
  DECLINED = 'declined',
  AUTHENTICATION_REQUIRED = 'authentication_required',
}

registerEnumType(CardChargeStatus, {
  name: 'CardChargeStatus',
  description: 'An off-session card charge: pending, processing, succeeded, declined, or waiting for the cardholder.',
});
