import { Field, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { Invoice } from './invoice.entity.js';

@ObjectType()
export class InvoiceConnection extends Connection(Invoice) {}

/**
 * The business card an invoice shows (read-only here; the admin edits it on /settings), with the payment
 * instructions for clients and the default tax rate for new invoices.
 */
@ObjectType({ description: "The business's details as printed on invoices." })
export class BusinessProfile {
  @Field(() => String)
  businessName!: string;

  @Field(() => String, { nullable: true, description: 'E.164, e.g. +12395550100.' })
  phone!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  address!: string | null;

  @Field(() => String, { nullable: true, description: 'How clients pay, written by the admin in settings.' })
  paymentInstructions!: string | null;

  @Field(() => Int, { nullable: true, description: 'Default tax rate in basis points (650 = 6.5%).' })
  defaultTaxRateBasisPoints!: number | null;

  @Field(() => Boolean, { description: 'Whether online card payment is available (no provider is configured yet).' })
  onlinePaymentsEnabled!: boolean;
}
