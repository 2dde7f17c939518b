import { ArrayMaxSize, IsBoolean, IsEmail, IsEnum, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { EMAIL_MAX, OptionalInt, OptionalText, RequiredInt, RequiredText } from '../../shared/input-fields.js';
import { MAX_CENTS } from '../../shared/money.js';
import { CustomDaysInput } from '../service-request/service-request.inputs.js';
import { ADDRESS_MAX, NOTES_MAX } from '../service-request/service-request.inputs.js';
import { Recurrence, ServiceType, TimeSlot } from '../service-request/service-request.enums.js';
import { NewPassword, NamePart } from '../user/user.inputs.js';
import { BookingLead, Coupon, CouponAppliesTo, CouponKind, LeadStep, ServiceAreaZip } from './booking.entities.js';

export const COUPON_CODE_MAX = 40;

@ObjectType({ description: "Online booking's settings (the owner's)." })
export class BookingSettingsView {
  @Field(() => Int, { description: 'How many weeks ahead a visitor may book (default 8).' })
  windowWeeks!: number;

  @Field(() => Int, { description: 'How many visits one time slot of one day takes before it is full.' })
  visitsPerSlot!: number;

  @Field(() => Boolean, { description: 'Online bookings are approved at once, skipping the owner’s approval.' })
  acceptAtOnce!: boolean;
}

@InputType()
export class UpdateBookingSettingsInput {
  @OptionalInt(1, 52)
  windowWeeks?: number | null;

  @OptionalInt(1, 50)
  visitsPerSlot?: number | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  acceptAtOnce?: boolean | null;
}

@ObjectType()
export class UpdateBookingSettingsPayload {
  @Field(() => BookingSettingsView)
  settings!: BookingSettingsView;
}

@InputType({ description: 'A ZIP code served: new without id, else the one with this id changed.' })
export class SaveServiceAreaZipInput {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsString()
  id?: string | null;

  @RequiredText(10)
  zip!: string;

  @OptionalText(100)
  place?: string | null;

  @OptionalInt(0, 100_000)
  tripChargeCents?: number | null;
}

@ObjectType()
export class SaveServiceAreaZipPayload {
  @Field(() => ServiceAreaZip)
  serviceAreaZip!: ServiceAreaZip;
}

@InputType()
export class DeleteServiceAreaZipInput {
  @Field(() => ID)
  @IsString()
  id!: string;
}

@ObjectType()
export class DeleteServiceAreaZipPayload {
  @Field(() => ID)
  deletedServiceAreaZipId!: string;
}

@ObjectType({ description: 'Whether a ZIP code is served, and what a visit there costs on top.' })
export class ZipCheck {
  @Field(() => String)
  zip!: string;

  @Field(() => Boolean)
  served!: boolean;

  @Field(() => Int, { description: 'The trip charge per visit in cents (0 when none or not served).' })
  tripChargeCents!: number;

  @Field(() => String, { nullable: true })
  place!: string | null;

  @Field(() => String, { description: 'What to tell the visitor.' })
  message!: string;
}

@InputType({ description: 'A coupon: new without id, else the one with this id changed (its use count stays).' })
export class SaveCouponInput {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsString()
  id?: string | null;

  @RequiredText(COUPON_CODE_MAX)
  code!: string;

  @Field(() => CouponKind)
  @IsEnum(CouponKind)
  kind!: CouponKind;

  @RequiredInt(1, MAX_CENTS)
  amount!: number;

  @Field(() => CouponAppliesTo, { defaultValue: CouponAppliesTo.FIRST })
  @IsEnum(CouponAppliesTo)
  appliesTo: CouponAppliesTo = CouponAppliesTo.FIRST;

  @Field(() => Boolean, { defaultValue: false })
  @IsBoolean()
  newClientsOnly: boolean = false;

  @Field(() => LocalDateScalar, { nullable: true })
  validFrom?: string | null;

  @Field(() => LocalDateScalar, { nullable: true })
  validThrough?: string | null;

  @OptionalInt(1, 1_000_000)
  usageLimit?: number | null;

  @Field(() => Boolean, { defaultValue: true })
  @IsBoolean()
  active = true;
}

@ObjectType()
export class SaveCouponPayload {
  @Field(() => Coupon)
  coupon!: Coupon;
}

@InputType()
export class DeactivateCouponInput {
  @Field(() => ID)
  @IsString()
  id!: string;
}

@ObjectType()
export class DeactivateCouponPayload {
  @Field(() => Coupon)
  coupon!: Coupon;
}

@ObjectType({ description: 'A time slot of a day that online booking still has room in.' })
export class BookingSlot {
  @Field(() => LocalDateScalar)
  date!: string;

  @Field(() => TimeSlot)
  time!: TimeSlot;

  @Field(() => Int, { description: 'How many more visits the slot takes.' })
  remaining!: number;
}

export enum BookingAccountMode {
  CREATE = 'create',
  SIGN_IN = 'sign-in',
}
registerEnumType(BookingAccountMode, {
  name: 'BookingAccountMode',
  description: 'CREATE a client account (as sign-up does) or SIGN_IN to an existing one.',
});

@InputType({ description: 'Who books: ignored when already signed in as a client.' })
export class BookingAccountInput {
  @Field(() => BookingAccountMode)
  @IsEnum(BookingAccountMode)
  mode!: BookingAccountMode;

  @Field(() => String)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(EMAIL_MAX)
  email!: string;

  @NewPassword('password')
  password!: string;

  @NamePart()
  firstName!: string;

  @NamePart()
  lastName!: string;
}

/** The home and the visit, as the booking flow's steps ask for them (and as `quote` prices them). */
@InputType()
export class BookOnlineInput {
  @RequiredText(10)
  zip!: string;

  @Field(() => ServiceType)
  @IsEnum(ServiceType)
  service!: ServiceType;

  @RequiredInt(0, 1000)
  bedrooms!: number;

  @RequiredInt(0, 1000)
  bathrooms!: number;

  @Field(() => [String], { nullable: true, description: 'Keys of the price list’s extras.' })
  @IsOptional()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  extras?: string[] | null;

  @Field(() => Recurrence, { defaultValue: Recurrence.ONETIME })
  @IsEnum(Recurrence)
  recurring: Recurrence = Recurrence.ONETIME;

  @Field(() => CustomDaysInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  customDays?: CustomDaysInput | null;

  @Field(() => LocalDateScalar)
  date!: string;

  @Field(() => TimeSlot)
  @IsIn([TimeSlot.MORNING, TimeSlot.AFTERNOON, TimeSlot.EVENING], { message: 'time must be MORNING, AFTERNOON or EVENING' })
  time!: TimeSlot;

  @RequiredText(ADDRESS_MAX)
  address!: string;

  @RequiredText(32)
  phoneNumber!: string;

  @OptionalText(NOTES_MAX)
  notes?: string | null;

  @OptionalText(COUPON_CODE_MAX)
  couponCode?: string | null;

  @Field(() => BookingAccountInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  account?: BookingAccountInput | null;

  @OptionalText(200, { description: 'Leave empty: a field people never see, that only robots fill in.' })
  website?: string | null;

  @OptionalText(64, { description: 'Generated per submission: a repeated submit books once.' })
  idempotencyKey?: string | null;
}

export enum BookOnlineOutcome {
  BOOKED = 'booked',
  CHECK_EMAIL = 'check-email',
}
registerEnumType(BookOnlineOutcome, {
  name: 'BookOnlineOutcome',
  description:
    'BOOKED: signed in, the request exists. CHECK_EMAIL: a new account was asked for; what happens next is in the email ' +
    '(the answer is the same whether or not the address already had an account).',
});

@ObjectType()
export class BookOnlinePayload {
  @Field(() => BookOnlineOutcome)
  outcome!: BookOnlineOutcome;

  @Field(() => String)
  message!: string;

  @Field(() => ID, { nullable: true, description: 'The request booked (global id), when the visitor signed in.' })
  requestId!: string | null;

  @Field(() => Boolean, { description: 'True when the request was approved at once (the owner’s setting).' })
  accepted!: boolean;

  @Field(() => Int, { description: 'The first visit’s total in cents.' })
  firstVisitTotalCents!: number;

  @Field(() => Int, { description: 'Each later visit’s total in cents (the same as the first for a one-time visit).' })
  totalCents!: number;
}

@InputType({ description: 'A visitor who gave an email in the booking flow: kept as a lead until they book.' })
export class SaveBookingLeadInput {
  @Field(() => String)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(EMAIL_MAX)
  email!: string;

  @Field(() => LeadStep)
  @IsEnum(LeadStep)
  step!: LeadStep;

  @OptionalText(10)
  zip?: string | null;

  @Field(() => ServiceType, { nullable: true })
  @IsOptional()
  @IsEnum(ServiceType)
  service?: ServiceType | null;

  @OptionalInt(0, 1000)
  bedrooms?: number | null;

  @OptionalInt(0, 1000)
  bathrooms?: number | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  extras?: string[] | null;

  @Field(() => Recurrence, { nullable: true })
  @IsOptional()
  @IsEnum(Recurrence)
  recurring?: Recurrence | null;

  @OptionalText(200, { description: 'Leave empty (the honeypot).' })
  website?: string | null;
}

@ObjectType()
export class SaveBookingLeadPayload {
  @Field(() => Boolean, { description: 'Always true: the answer says nothing of what was stored.' })
  saved!: boolean;
}

@InputType()
export class SendLeadReminderInput {
  @Field(() => ID)
  @IsString()
  id!: string;
}

@ObjectType()
export class SendLeadReminderPayload {
  @Field(() => BookingLead)
  lead!: BookingLead;
}
