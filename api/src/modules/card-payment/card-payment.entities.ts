import { Entity, Enum, Index, ManyToOne, OneToOne, type Opt, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../shared/base.entity.js';
import { Client } from '../client/client.entity.js';
import { Invoice } from '../invoice/invoice.entity.js';
import { CardChargeStatus } from './card-payment.enums.js';

/**
 * A client's standing with Stripe: their customer, the one saved card (brand and last four only; the card itself
 * stays at Stripe) and whether they agreed to be charged when a visit is completed.
 */
@Entity({ tableName: 'client_cards' })
export class ClientCard extends BaseEntity {
  @OneToOne({ entity: () => Client, owner: true, unique: true, deleteRule: 'cascade' })
  client!: Client;

  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  stripeCustomerId: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  paymentMethodId: string | null = null;

  @Property({ type: 'string', length: 32, nullable: true })
  brand: string | null = null;

  @Property({ type: 'string', length: 4, nullable: true })
  last4: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  savedAt: Date | null = null;

  /** "Charge my card when a visit is completed": the client's own choice, or the owner's for a client who agreed by phone. */
  @Property({ type: 'boolean', default: false })
  chargeAfterVisit: Opt<boolean> = false;
}

/**
 * The off-session charge of one invoice. One row per invoice (unique), locked while charging: the idempotency key
 * is fixed before Stripe is called, so a retried job, a double click or a second instance reuses it and Stripe
 * answers with the first charge. A new key is taken only after a charge has definitely failed (attempt + 1).
 */
@Entity({ tableName: 'card_charges' })
@Index({ properties: ['status', 'updatedAt'] })
export class CardCharge extends BaseEntity {
  @OneToOne({ entity: () => Invoice, owner: true, unique: true, deleteRule: 'cascade' })
  invoice!: Invoice;

  @Property({ type: 'integer', default: 1 })
  attempt: Opt<number> = 1;

  @Property({ type: 'string', length: 255 })
  @Unique()
  idempotencyKey!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  paymentIntentId: string | null = null;

  @Property({ type: 'integer', check: 'amount_cents > 0' })
  amountCents!: number;

  @Enum({ items: () => CardChargeStatus, default: CardChargeStatus.PENDING })
  status: Opt<CardChargeStatus> = CardChargeStatus.PENDING;

  @Property({ type: 'text', nullable: true })
  failureMessage: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  failedAt: Date | null = null;
}

/**
 * Every Stripe event received, once (its id is unique): written with the job that does its work, so a replay or a
 * second delivery changes nothing. An event whose amount or currency does not match its invoice keeps a review
 * reason for the owner and is never recorded as paid.
 */
@Entity({ tableName: 'stripe_events' })
@Index({ properties: ['reviewReason', 'receivedAt'] })
export class StripeEvent extends BaseEntity {
  @Property({ type: 'string', length: 255 })
  @Unique()
  eventId!: string;

  @Property({ type: 'string', length: 100 })
  type!: string;

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  receivedAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  processedAt: Date | null = null;

  /** What the work did, in a few words (for the log and the owner's review). */
  @Property({ type: 'text', nullable: true })
  outcome: string | null = null;

  @Property({ type: 'text', nullable: true })
  reviewReason: string | null = null;

  @ManyToOne({ entity: () => Invoice, nullable: true, deleteRule: 'set null' })
  invoice: Invoice | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null = null;
}
