import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Client } from '../client/client.entity.js';
import { Invoice } from '../invoice/invoice.entity.js';
import { CardChargeStatus } from './card-payment.enums.js';

@ObjectType({ description: 'Whether card payments (Stripe) are on, and if not, why, in plain words.' })
export class CardPaymentsStatus {
  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => String, { nullable: true, description: "Stripe's publishable key, when on." })
  publishableKey!: string | null;

  @Field(() => String, { nullable: true, description: 'What is off and why, when off.' })
  message!: string | null;
}

@ObjectType({ description: "A client's saved card: brand and last four digits only (the card stays at Stripe)." })
export class SavedCard {
  @Field(() => String)
  brand!: string;

  @Field(() => String)
  last4!: string;

  @Field(() => Date, { nullable: true })
  savedAt!: Date | null;
}

@ObjectType({ description: 'An off-session card charge that was declined or needs the cardholder, on an open invoice.' })
export class DeclinedPayment {
  @Field(() => Invoice)
  invoice!: Invoice;

  @Field(() => CardChargeStatus)
  status!: CardChargeStatus;

  @Field(() => Int)
  amountCents!: number;

  @Field(() => String, { nullable: true, description: "Stripe's reason, e.g. 'Your card was declined.'" })
  message!: string | null;

  @Field(() => Date, { nullable: true })
  failedAt!: Date | null;
}

@ObjectType({ description: 'A Stripe event kept for the owner: an amount or currency that does not match, a dispute.' })
export class CardPaymentReview {
  @Field(() => String, { description: "Stripe's event id (evt_…), to find it in Stripe's dashboard." })
  eventId!: string;

  @Field(() => String)
  type!: string;

  @Field(() => String)
  reason!: string;

  @Field(() => Date)
  receivedAt!: Date;

  @Field(() => Invoice, { nullable: true })
  invoice!: Invoice | null;
}

@InputType()
export class DismissCardPaymentReviewInput {
  @Field(() => String, { description: "The reviewed event's Stripe id (evt_…)." })
  eventId!: string;
}

@ObjectType()
export class DismissCardPaymentReviewPayload {
  @Field(() => String)
  eventId!: string;

  @Field(() => Date)
  reviewedAt!: Date;
}

@InputType()
export class CreateInvoicePaymentSessionInput {
  @Field(() => ID)
  invoiceId!: string;
}

@ObjectType()
export class CheckoutSessionPayload {
  @Field(() => String, { description: "Stripe Checkout's page: send the browser there." })
  url!: string;
}

@InputType()
export class CreateCardSetupSessionInput {
  @Field(() => Boolean, {
    description: 'The client agreed that the business may charge this card for cleanings when they are not present.',
  })
  consentToChargesWhenAbsent!: boolean;
}

@InputType()
export class RemoveSavedCardInput {
  @Field(() => ID)
  clientId!: string;
}

@InputType()
export class SetChargeAfterVisitInput {
  @Field(() => ID)
  clientId!: string;

  @Field(() => Boolean)
  enabled!: boolean;
}

@ObjectType()
export class SavedCardPayload {
  @Field(() => Client)
  client!: Client;
}

@InputType()
export class ChargeInvoiceInput {
  @Field(() => ID)
  invoiceId!: string;
}

@ObjectType()
export class ChargeInvoicePayload {
  @Field(() => Invoice)
  invoice!: Invoice;

  @Field(() => CardChargeStatus, { description: 'PENDING until the charge job has run; Declined payments list failures.' })
  chargeStatus!: CardChargeStatus;
}
