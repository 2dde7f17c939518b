import { Check, Entity, Enum, Index, OneToOne, type Opt, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { ActiveFlag } from '../../shared/entity-fields.js';
import { User } from '../user/user.entity.js';
import { BillingPreference } from './billing-preference.js';
import type { AccessNotes, ChecklistRoomData } from '../visit/job-page.data.js';

@ObjectType({ implements: BaseEntity, description: 'A customer of the business, with or without a sign-in.' })
@Entity({ tableName: 'clients' })
// Search (name anywhere, phone digits) through pg_trgm; the list's order (newest first, then id) with or without the
// status filter straight from an index.
@Index({ properties: ['active', 'createdAt', 'id'] })
@Index({ properties: ['createdAt', 'id'] })
@Index({
  name: 'clients_display_name_trgm_index',
  expression: `create index "clients_display_name_trgm_index" on "clients" using gin ("display_name" gin_trgm_ops)`,
})
@Index({
  name: 'clients_phone_trgm_index',
  expression: `create index "clients_phone_trgm_index" on "clients" using gin ("phone" gin_trgm_ops)`,
})
// An email names one active client (so the outbox knows whom it writes to); a deactivated duplicate may stay.
@Index({
  name: 'clients_active_email_unique',
  expression: `create unique index "clients_active_email_unique" on "clients" ("email") where "active" and "email" is not null`,
})
@Check({ name: 'clients_email_lowercase_check', expression: 'email = lower(email)' })
export class Client extends BaseEntity {
  /** The client's own account, when they have one. */
  @OneToOne({ entity: () => User, nullable: true, unique: true, deleteRule: 'set null' })
  user: User | null = null;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  displayName!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 32, nullable: true })
  phone: string | null = null;

  /**
   * Stored trimmed and lower-cased. Emails to a client without an account go here; with an account, the account's
   * email wins and is copied here when the account is linked (the owner cannot change it apart from the account).
   */
  @Field(() => String, {
    nullable: true,
    description: "Where emails go when the client has no account; the account's email when linked.",
  })
  @Property({ type: 'string', length: 254, nullable: true })
  email: string | null = null;

  @Field(() => String, { nullable: true, description: 'Where the cleanings happen, used to prefill requests.' })
  @Property({ type: 'string', length: 300, nullable: true })
  address: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  /** The client wants the same helpers every visit (client preferences; the owner reads it). */
  @Property({ type: 'boolean', default: false })
  sameHelpers: Opt<boolean> = false;
  /**
   * How to get in (entry, codes, parking, pets, notes): never a GraphQL field of the client. The owner reads it as
   * `Client.accessNotes`, a helper as `Visit.accessNotes` in their visit's window (modules/visit/access-notes.ts).
   * Lazy, so no read of the record brings the codes along unasked.
   */
  @Property({ type: 'json', nullable: true, lazy: true })
  accessNotes: AccessNotes | null = null;

  /** Tasks added to every visit's checklist at this client, after the service's own. */
  @Property({ type: 'json' })
  checklistAdditions: Opt<ChecklistRoomData[]> = [];

  @ActiveFlag()
  active: Opt<boolean> = true;

  @Field(() => BillingPreference, {
    description: 'MONTHLY: billed in invoice runs; PER_VISIT: an invoice is made and sent as each visit is completed.',
  })
  @Enum({ items: () => BillingPreference, default: BillingPreference.MONTHLY })
  billingPreference: Opt<BillingPreference> = BillingPreference.MONTHLY;

  /**
   * The payment-aware hold (modules/collections): since when the client's future visits are held, and why, in the
   * client's words. Null when not held. Changed through the unit of work, so the audit trail records hold and release.
   */
  @Property({ type: 'timestamptz', nullable: true })
  paymentHoldSince: Date | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  paymentHoldReason: string | null = null;

  /** The owner's last Release: what was overdue or declined by then does not hold the client again. */
  @Property({ type: 'timestamptz', nullable: true })
  paymentHoldReleasedAt: Date | null = null;
}
