import { Entity, Enum, type Opt, Property, Unique } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { DEFAULT_PRICE_LIST, type PriceList } from '../pricing/pricing.js';

/** What approving time off does to the visits the helper already has in it. */
export enum TimeOffVisitAction {
  KEEP = 'keep',
  UNASSIGN = 'unassign',
}
registerEnumType(TimeOffVisitAction, {
  name: 'TimeOffVisitAction',
  description: 'KEEP the helper on them for the owner to decide, or UNASSIGN them (they then need helpers).',
});

/** The business's own settings: one row, edited by the admin on /settings. */
@ObjectType({ implements: BaseEntity, description: "The business's settings (one record)." })
@Entity({ tableName: 'business_settings' })
export class BusinessSettings extends BaseEntity {
  /** Always 'default': the unique key makes this table hold a single row. */
  @Property({ type: 'string', length: 16, default: 'default' })
  @Unique()
  key: Opt<string> = 'default';

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: 'Sunshine Clean' })
  businessName: Opt<string> = 'Sunshine Clean';

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 32, nullable: true })
  phone: string | null = null;

  @Field(() => String, { nullable: true, description: 'The mailbox the contact form writes to.' })
  @Property({ type: 'string', length: 254, nullable: true })
  email: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 300, nullable: true })
  address: string | null = null;

  /** Every price the pricing module needs (services, extras, frequency discounts, minimum, tax per service). */
  @Property({ type: 'json' })
  priceList: Opt<PriceList> = structuredClone(DEFAULT_PRICE_LIST);

  @Field(() => Int, {
    nullable: true,
    description: 'Tax rate in basis points (650 = 6.5%) for invoices written by hand; invoices from visits tax per service.',
  })
  @Property({ type: 'integer', nullable: true })
  defaultTaxRateBasisPoints: number | null = null;

  @Field(() => String, { nullable: true, description: 'Shown to clients when they pay an invoice.' })
  @Property({ type: 'text', nullable: true })
  paymentInstructions: string | null = null;

  @Field(() => String, { description: "The business's colour (#rrggbb), on the header and buttons of every email." })
  @Property({ type: 'string', length: 7, default: '#0b6e99' })
  brandColor: Opt<string> = '#0b6e99';

  @Field(() => Int, { description: 'Length of a helper pay period in days (weeks start on Sunday).' })
  @Property({ type: 'integer', default: 7 })
  payPeriodDays: Opt<number> = 7;

  @Field(() => Int, { description: 'How many hours before a visit a client may still ask online to change it.' })
  @Property({ type: 'integer', default: 48 })
  changeCutoffHours: Opt<number> = 48;

  @Field(() => Boolean, { description: "Approve a client's skip at once when asked before the cutoff." })
  @Property({ type: 'boolean', default: false })
  autoApproveSkips: Opt<boolean> = false;

  @Field(() => TimeOffVisitAction, { description: "What approving time off does to the helper's visits in it." })
  @Enum({ items: () => TimeOffVisitAction, default: TimeOffVisitAction.KEEP })
  timeOffAssignedVisits: Opt<TimeOffVisitAction> = TimeOffVisitAction.KEEP;
  /** The first-run setup's steps the owner has done or skipped (modules/settings/setup.ts); never shown again once all are. */
  @Property({ type: 'json', default: '[]' })
  setupSteps: Opt<string[]> = [];

  @Field(() => Boolean, {
    description: 'While true, admin accounts must sign in with two-factor (and cannot turn it off); set in Account Settings.',
  })
  @Property({ type: 'boolean', default: false })
  requireAdminTwoFactor: Opt<boolean> = false;

  @Field(() => Boolean, { description: "Apply a client's credit to each invoice as it is sent (else the owner applies it)." })
  @Property({ type: 'boolean', default: false })
  autoApplyCredit: Opt<boolean> = false;

  @Field(() => Boolean, {
    description: 'Hold future visits when an invoice is overdue more than holdOverdueDays days or a card charge failed.',
  })
  @Property({ type: 'boolean', default: false })
  holdWhenUnpaid: Opt<boolean> = false;

  @Field(() => Int, { description: 'Days past its due date after which an unpaid invoice holds the client (holdWhenUnpaid).' })
  @Property({ type: 'integer', default: 14 })
  holdOverdueDays: Opt<number> = 14;

  @Field(() => Int, { description: 'Days after the due date of the first overdue reminder.' })
  @Property({ type: 'integer', default: 3 })
  reminderFirstDays: Opt<number> = 3;

  @Field(() => Int, { description: 'Days between overdue reminders after the first.' })
  @Property({ type: 'integer', default: 7 })
  reminderEveryDays: Opt<number> = 7;

  @Field(() => Int, { description: 'Most overdue reminders an invoice gets (0: none).' })
  @Property({ type: 'integer', default: 3 })
  reminderMaxCount: Opt<number> = 3;

  @Field(() => Int, { description: 'Quiet hours for texts start at this hour (0-23, New York time): non-urgent texts wait.' })
  @Property({ type: 'integer', default: 21 })
  textQuietStartHour: Opt<number> = 21;

  @Field(() => Int, { description: 'Quiet hours for texts end at this hour (0-23, New York time).' })
  @Property({ type: 'integer', default: 8 })
  textQuietEndHour: Opt<number> = 8;

  @Field(() => Int, { description: 'At most this many texts a day to one number.' })
  @Property({ type: 'integer', default: 5 })
  textDailyLimit: Opt<number> = 5;
}
