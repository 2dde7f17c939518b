import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { Client } from '../client/client.entity.js';
import { Invoice } from '../invoice/invoice.entity.js';
import { PaymentMethod, RefundStatus } from './payment.enums.js';

/*
 * What the API shows of the ledger: plain summaries hung under an invoice, so who reads them is who reads the
 * invoice (its policy), and none is a node of its own. Amounts are integer cents.
 */

@ObjectType({ description: 'A payment as applied to one invoice: what it paid there and what was refunded of that.' })
export class InvoicePayment {
  @Field(() => ID, { description: 'Global id of the payment (to refund it).' })
  paymentId!: string;

  @Field(() => PaymentMethod)
  method!: PaymentMethod;

  @Field(() => LocalDateScalar)
  receivedOn!: string;

  @Field(() => String, { nullable: true })
  reference!: string | null;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => Int, { description: 'The whole payment (it may have paid other invoices too, or left credit).' })
  paymentAmountCents!: number;

  @Field(() => Int, { description: 'What it paid on this invoice.' })
  appliedCents!: number;

  @Field(() => Int, { description: 'What was refunded of that, refunds that succeeded.' })
  refundedCents!: number;

  @Field(() => Int, { description: 'Refunds asked for and not yet confirmed (card refunds).' })
  pendingRefundCents!: number;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ description: 'Part of a balance the owner wrote off.' })
export class InvoiceWriteOff {
  @Field(() => Int)
  amountCents!: number;

  @Field(() => String)
  reason!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@InputType({ description: 'Part of a payment applied to one invoice of the same client.' })
export class PaymentAllocationInput {
  @Field(() => ID, { description: 'Global or database id of the invoice.' })
  invoiceId!: string;

  @Field(() => Int, { description: 'Integer cents, more than 0, at most the invoice balance.' })
  amountCents!: number;
}

@InputType({
  description:
    'Money received from a client. With allocations, those amounts go to those invoices; with applyOldestFirst, to ' +
    "the oldest open invoices; what is left is the client's credit. A tip is apart (tipCents).",
})
export class RecordPaymentInput {
  @Field(() => ID)
  clientId!: string;

  @Field(() => PaymentMethod, { description: 'MARKED_PAID is not recorded by hand: set the invoice to paid instead.' })
  method!: PaymentMethod;

  @Field(() => Int, { description: 'Integer cents, more than 0.' })
  amountCents!: number;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Defaults to today (America/New_York); not in the future.' })
  receivedOn?: string | null;

  @Field(() => String, { nullable: true, description: 'A check number, a transfer reference (at most 100 characters).' })
  reference?: string | null;

  @Field(() => String, { nullable: true })
  note?: string | null;

  @Field(() => [PaymentAllocationInput], { nullable: true })
  allocations?: PaymentAllocationInput[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Apply it to the open invoices oldest first (allocations ignored).' })
  applyOldestFirst?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'A tip received with it, in cents: not revenue, not on any balance.' })
  tipCents?: number | null;
}

@ObjectType()
export class RecordPaymentPayload {
  @Field(() => ID, { description: 'Global id of the new payment.' })
  paymentId!: string;

  @Field(() => Int, { description: 'What was left unapplied and became credit.' })
  creditedCents!: number;

  @Field(() => [Invoice], { description: 'The invoices it paid on, with their new balances.' })
  invoices!: Invoice[];

  @Field(() => Client)
  client!: Client;
}

@InputType({ description: 'Money given back from a payment, from what it paid on one invoice or from its credit.' })
export class RefundPaymentInput {
  @Field(() => ID)
  paymentId!: string;

  @Field(() => Int)
  amountCents!: number;

  @Field(() => String)
  reason!: string;

  @Field(() => ID, { nullable: true, description: 'The invoice whose payment is given back; omitted, the credit.' })
  invoiceId?: string | null;
}

@ObjectType()
export class RefundPaymentPayload {
  @Field(() => ID)
  refundId!: string;

  @Field(() => RefundStatus)
  status!: RefundStatus;

  @Field(() => Invoice, { nullable: true })
  invoice!: Invoice | null;

  @Field(() => Client)
  client!: Client;
}

@InputType()
export class ApplyCreditInput {
  @Field(() => ID)
  clientId!: string;

  @Field(() => ID, { nullable: true, description: 'One invoice of that client; omitted, its open invoices oldest first.' })
  invoiceId?: string | null;
}

@ObjectType()
export class ApplyCreditPayload {
  @Field(() => [Invoice])
  invoices!: Invoice[];

  @Field(() => Client)
  client!: Client;
}

@InputType()
export class WriteOffBalanceInput {
  @Field(() => ID)
  invoiceId!: string;

  @Field(() => String)
  reason!: string;

  @Field(() => Int, { nullable: true, description: 'Default: the whole balance.' })
  amountCents?: number | null;
}

@ObjectType()
export class WriteOffBalancePayload {
  @Field(() => Invoice)
  invoice!: Invoice;
}
