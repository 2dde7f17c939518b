import { Check, Entity, Enum, Index, type Opt, Property, Unique } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { BaseEntity } from '../../shared/base.entity.js';

/** A ZIP code the business serves, with what a visit there costs on top (a trip charge, often none). */
@ObjectType({ implements: BaseEntity, description: 'A ZIP code in the service area.' })
@Entity({ tableName: 'service_area_zips' })
@Check({ name: 'service_area_zips_zip_check', expression: `zip ~ '^[0-9]{5}$'` })
@Check({ name: 'service_area_zips_trip_check', expression: 'trip_charge_cents >= 0' })
export class ServiceAreaZip extends BaseEntity {
  @Field(() => String, { description: 'Five digits.' })
  @Property({ type: 'string', length: 5 })
  @Unique()
  zip!: string;

  @Field(() => String, { nullable: true, description: "The place's name, for the owner's list (Naples)." })
  @Property({ type: 'string', length: 100, nullable: true })
  place: string | null = null;

  @Field(() => Int, { description: 'Added to every visit there, in cents (0: none).' })
  @Property({ type: 'integer', default: 0 })
  tripChargeCents: Opt<number> = 0;
}

export enum CouponKind {
  PERCENT = 'percent',
  FIXED = 'fixed',
}
export enum CouponAppliesTo {
  FIRST = 'first',
  EVERY = 'every',
}
registerEnumType(CouponKind, { name: 'CouponKind', description: 'PERCENT (amount in basis points) or FIXED (cents).' });
registerEnumType(CouponAppliesTo, { name: 'CouponAppliesTo', description: 'The first visit only, or every visit.' });

/**
 * A discount code. `code` is stored lower-case (unique), so codes are case-insensitive. `usedCount` only grows through
 * a conditional UPDATE in the booking's transaction, so a limit holds however many bookings race for the last use.
 */
@ObjectType({ implements: BaseEntity, description: 'A discount code for online booking.' })
@Entity({ tableName: 'coupons' })
@Check({ name: 'coupons_amount_check', expression: `amount > 0 and (kind <> 'percent' or amount <= 10000)` })
@Check({ name: 'coupons_used_check', expression: 'used_count >= 0 and (usage_limit is null or used_count <= usage_limit)' })
export class Coupon extends BaseEntity {
  @Field(() => String, { description: 'As the owner typed it; matched without regard to case.' })
  @Property({ type: 'string', length: 40 })
  code!: string;

  @Property({ type: 'string', length: 40 })
  @Unique()
  codeKey!: string;

  @Field(() => CouponKind)
  @Enum({ items: () => CouponKind })
  kind!: CouponKind;

  @Field(() => Int, { description: 'Basis points for PERCENT (1000 = 10%), cents for FIXED.' })
  @Property({ type: 'integer' })
  amount!: number;

  @Field(() => CouponAppliesTo)
  @Enum({ items: () => CouponAppliesTo, default: CouponAppliesTo.FIRST })
  appliesTo: Opt<CouponAppliesTo> = CouponAppliesTo.FIRST;

  @Field(() => Boolean, { description: 'Only for someone who has never booked before.' })
  @Property({ type: 'boolean', default: false })
  newClientsOnly: Opt<boolean> = false;

  @Field(() => LocalDateScalar, { nullable: true, description: 'First day it works (America/New_York).' })
  @Property({ type: 'date', nullable: true })
  validFrom: string | null = null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Last day it works.' })
  @Property({ type: 'date', nullable: true })
  validThrough: string | null = null;

  @Field(() => Int, { nullable: true, description: 'How many bookings may use it (null: no limit).' })
  @Property({ type: 'integer', nullable: true })
  usageLimit: number | null = null;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  usedCount: Opt<number> = 0;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  active: Opt<boolean> = true;
}

/** Online booking's settings: one row, edited by the owner. */
@Entity({ tableName: 'booking_settings' })
export class BookingSettings extends BaseEntity {
  @Property({ type: 'string', length: 16, default: 'default' })
  @Unique()
  key: Opt<string> = 'default';

  /** How far ahead a visitor may book, in weeks. */
  @Property({ type: 'integer', default: 8 })
  windowWeeks: Opt<number> = 8;

  /** How many visits one time slot of one day takes before it is full. */
  @Property({ type: 'integer', default: 2 })
  visitsPerSlot: Opt<number> = 2;

  /** Online bookings are approved at once (as the owner's Approve would). */
  @Property({ type: 'boolean', default: false })
  acceptAtOnce: Opt<boolean> = false;
}

export enum LeadStep {
  ZIP = 'zip',
  SERVICE = 'service',
  HOME = 'home',
  EXTRAS = 'extras',
  FREQUENCY = 'frequency',
  SLOT = 'slot',
  DETAILS = 'details',
  SUMMARY = 'summary',
  ACCOUNT = 'account',
}
registerEnumType(LeadStep, { name: 'LeadStep', description: 'How far a visitor got in the booking flow.' });

/** A visitor who gave an email in the booking flow and did not book (yet): kept 90 days for a reminder. */
@ObjectType({ implements: BaseEntity, description: 'A visitor who started booking online and left an email.' })
@Entity({ tableName: 'booking_leads' })
@Index({ properties: ['createdAt'] })
export class BookingLead extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'string', length: 254 })
  @Unique()
  email!: string;

  @Field(() => LeadStep)
  @Enum({ items: () => LeadStep })
  step!: LeadStep;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 5, nullable: true })
  zip: string | null = null;

  @Field(() => Boolean, { description: 'True when the ZIP is outside the service area.' })
  @Property({ type: 'boolean', default: false })
  outsideArea: Opt<boolean> = false;

  /** What they were pricing: the form's answers and its quote, as the flow sent them. */
  @Property({ type: 'json', nullable: true })
  quote: Opt<Record<string, unknown>> | null = null;

  @Field(() => String, { nullable: true, description: "What they were pricing, in words ('Deep Cleaning, 3 bd, 2 ba')." })
  @Property({ type: 'string', length: 300, nullable: true })
  summary: string | null = null;

  @Field(() => Int, { nullable: true, description: 'The quote they last saw, per visit, in cents.' })
  @Property({ type: 'integer', nullable: true })
  totalCents: number | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  remindedAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When they booked after all (kept until purged).' })
  @Property({ type: 'timestamptz', nullable: true })
  bookedAt: Date | null = null;
}
