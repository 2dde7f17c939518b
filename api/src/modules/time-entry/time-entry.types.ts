import { IsDate, IsInt, IsLatitude, IsLongitude, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { MAX_CENTS } from '../../shared/money.js';
import { Helper } from '../helper/helper.entity.js';
import { TimeEntry } from './time-entry.entity.js';

@InputType({ description: 'Where the helper is, when they let the browser share it.' })
export class ClockInput {
  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsLatitude()
  latitude?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsLongitude()
  longitude?: number | null;
}

@ObjectType()
export class ClockPayload {
  @Field(() => TimeEntry)
  entry!: TimeEntry;
}

/** The times and the reason the admin writes, whether correcting an entry or adding a missing one (unreferenced, so not in the schema). */
@InputType()
abstract class TimeEntryTimesInput {
  @Field(() => Date)
  @IsDate()
  clockInAt!: Date;

  @Field(() => Date)
  @IsDate()
  clockOutAt!: Date;

  @Field(() => String)
  @IsString()
  @MaxLength(500)
  note!: string;
}

@InputType({ description: 'The admin corrects an entry, e.g. a forgotten clock-out.' })
export class AdjustTimeEntryInput extends TimeEntryTimesInput {
  @Field(() => ID)
  id!: string;
}

@InputType()
export class AddTimeEntryInput extends TimeEntryTimesInput {
  @Field(() => ID)
  helperId!: string;
}

@InputType()
export class PayPeriodInput {
  @Field(() => ID)
  helperId!: string;

  @Field(() => LocalDateScalar, { description: 'First day of the period (a Sunday).' })
  periodStart!: string;
}

@InputType()
export class SetPayPeriodBonusInput extends PayPeriodInput {
  @Field(() => Int)
  @IsInt()
  @Min(0)
  @Max(MAX_CENTS)
  bonusCents!: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string | null;
}

@ObjectType({ description: "One helper's hours and pay for one period. Hours are rounded to the minute." })
export class PayPeriodSummary {
  @Field(() => Helper)
  helper!: Helper;

  @Field(() => LocalDateScalar)
  periodStart!: string;

  @Field(() => LocalDateScalar)
  periodEnd!: string;

  @Field(() => [TimeEntry])
  entries!: TimeEntry[];

  @Field(() => Int, { description: 'Minutes of closed entries in the period.' })
  workedMinutes!: number;

  @Field(() => Int, { description: 'Entries still open (clocked in): close them before approving.' })
  openEntries!: number;

  @Field(() => Boolean)
  approved!: boolean;

  @Field(() => Int, { nullable: true, description: 'The approved minutes: what pays.' })
  approvedMinutes!: number | null;

  @Field(() => Int, { description: 'The rate at approval, else the current rate, in cents.' })
  hourlyRateCents!: number;

  @Field(() => Int)
  bonusCents!: number;

  @Field(() => String, { nullable: true })
  bonusNote!: string | null;

  @Field(() => Int, { description: 'approved hours × rate + bonus (before approval: worked hours), in cents.' })
  payoutCents!: number;

  @Field(() => Date, { nullable: true })
  approvedAt!: Date | null;

  @Field(() => Int, {
    description: "The helper's share of tips received in the period for their visits, in cents: apart from pay.",
  })
  tipsCents!: number;
}

@ObjectType()
export class Payroll {
  @Field(() => LocalDateScalar)
  periodStart!: string;

  @Field(() => LocalDateScalar)
  periodEnd!: string;

  @Field(() => [PayPeriodSummary])
  rows!: PayPeriodSummary[];

  @Field(() => Int)
  totalPayoutCents!: number;
}

@ObjectType()
export class PayPeriodPayload {
  @Field(() => PayPeriodSummary)
  period!: PayPeriodSummary;
}

@ObjectType()
export class TimeEntryPayload {
  @Field(() => TimeEntry)
  entry!: TimeEntry;
}
