import { Entity, Enum, Index, ManyToOne, type Opt, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../shared/base.entity.js';
import { Client } from '../client/client.entity.js';
import { Invoice } from '../invoice/invoice.entity.js';
import { User } from '../user/user.entity.js';
import { Visit } from '../visit/visit.entity.js';
import { PaymentMethod, RefundStatus } from './payment.enums.js';

/*
 * The ledger. An invoice's balance is never stored apart from these rows: total − allocations + succeeded refunds
 * of allocated money − write-offs. A client's credit is what their payments left unapplied. Rows are only added
 * (a refund is a row of its own), so the history reads as it happened.
 */

/**
 * Money received from a client (or a hand-set "paid"), applied to invoices by its allocations. None of these rows is
 * a GraphQL type itself: an invoice shows its payments as plain summaries (payment.types.ts), read through the
 * invoice's own policy, so who sees a payment is who sees the invoice it paid.
 */
@Entity({ tableName: 'payments' })
@Index({ properties: ['client', 'receivedOn'] })
// Reports read every client's payments of a range of days.
@Index({ properties: ['receivedOn'] })
export class Payment extends BaseEntity {
  @ManyToOne({ entity: () => Client, deleteRule: 'restrict' })
  client!: Client;

  @Enum({ items: () => PaymentMethod })
  method!: PaymentMethod;

  @Property({ type: 'integer', check: 'amount_cents > 0' })
  amountCents!: number;

  @Property({ type: 'date' })
  receivedOn!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  reference: string | null = null;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  /**
   * The payment processor's id (a Stripe payment intent): unique, so an event delivered twice records one payment.
   * (PostgreSQL's unique constraint lets any number of nulls through.)
   */
  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  externalId: string | null = null;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  createdBy: User | null = null;
}

/** The part of a payment applied to one invoice of the same client. */
@Entity({ tableName: 'payment_allocations' })
@Index({ properties: ['invoice'] })
@Index({ properties: ['payment'] })
export class PaymentAllocation extends BaseEntity {
  @ManyToOne({ entity: () => Payment, deleteRule: 'cascade' })
  payment!: Payment;

  // restrict: an invoice holding money cannot vanish; the service refuses its deletion first, with words.
  @ManyToOne({ entity: () => Invoice, deleteRule: 'restrict' })
  invoice!: Invoice;

  @Property({ type: 'integer', check: 'amount_cents > 0' })
  amountCents!: number;
}

/**
 * Money given back from a payment: from what it paid on one invoice (which reopens by that much once the refund
 * succeeded), or, with no invoice, from its unapplied credit.
 */
@Entity({ tableName: 'refunds' })
@Index({ properties: ['payment'] })
@Index({ properties: ['invoice'] })
export class Refund extends BaseEntity {
  @ManyToOne({ entity: () => Payment, deleteRule: 'cascade' })
  payment!: Payment;

  @ManyToOne({ entity: () => Invoice, nullable: true, deleteRule: 'restrict' })
  invoice: Invoice | null = null;

  @Property({ type: 'integer', check: 'amount_cents > 0' })
  amountCents!: number;

  @Property({ type: 'text' })
  reason!: string;

  @Enum({ items: () => RefundStatus, default: RefundStatus.SUCCEEDED })
  status: Opt<RefundStatus> = RefundStatus.SUCCEEDED;

  /** The processor's refund id (Stripe's re_…), unique so its webhook settles it once. */
  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  externalId: string | null = null;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  createdBy: User | null = null;
}

/** A balance the owner gave up on, with the reason. */
@Entity({ tableName: 'write_offs' })
@Index({ properties: ['invoice'] })
export class WriteOff extends BaseEntity {
  @ManyToOne({ entity: () => Invoice, deleteRule: 'restrict' })
  invoice!: Invoice;

  @Property({ type: 'integer', check: 'amount_cents > 0' })
  amountCents!: number;

  @Property({ type: 'text' })
  reason!: string;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  createdBy: User | null = null;
}

/** A tip: not revenue, not on any balance; it belongs to the helpers of its visit (payroll). */
@Entity({ tableName: 'tips' })
@Index({ properties: ['visit'] })
@Index({ properties: ['client', 'receivedOn'] })
@Index({ properties: ['receivedOn'] })
export class Tip extends BaseEntity {
  @ManyToOne({ entity: () => Client, deleteRule: 'restrict' })
  client!: Client;

  @ManyToOne({ entity: () => Payment, nullable: true, deleteRule: 'cascade' })
  payment: Payment | null = null;

  @ManyToOne({ entity: () => Visit, nullable: true, deleteRule: 'set null' })
  visit: Visit | null = null;

  @Property({ type: 'integer', check: 'amount_cents > 0' })
  amountCents!: number;

  @Property({ type: 'date' })
  receivedOn!: string;
}
