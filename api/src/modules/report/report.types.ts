import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { Invoice } from '../invoice/invoice.entity.js';
import { ServiceType } from '../service-request/service-request.enums.js';

export enum ReportPreset {
  THIS_MONTH = 'this_month',
  LAST_MONTH = 'last_month',
  THIS_QUARTER = 'this_quarter',
  THIS_YEAR = 'this_year',
  LAST_12_MONTHS = 'last_12_months',
  CUSTOM = 'custom',
}
registerEnumType(ReportPreset, { name: 'ReportPreset' });

export enum AgingBucketKey {
  CURRENT = 'current',
  DAYS_1_30 = '1-30',
  DAYS_31_60 = '31-60',
  DAYS_61_90 = '61-90',
  OVER_90 = 'over-90',
}
registerEnumType(AgingBucketKey, { name: 'AgingBucketKey' });

@InputType({ description: 'The period of the reports: a preset, or CUSTOM with from and to (at most 5 years).' })
export class ReportPeriodInput {
  @Field(() => ReportPreset)
  preset!: ReportPreset;

  @Field(() => LocalDateScalar, { nullable: true, description: 'First day (CUSTOM only).' })
  from?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Last day, inclusive (CUSTOM only).' })
  to?: string | null;
}

@ObjectType({ description: 'The calendar dates (America/New_York) the reports cover, both inclusive.' })
export class ReportPeriod {
  @Field(() => ReportPreset)
  preset!: ReportPreset;

  @Field(() => LocalDateScalar)
  from!: string;

  @Field(() => LocalDateScalar)
  to!: string;

  @Field(() => LocalDateScalar, { description: 'The day the reports were drawn (money owed and series are as of it).' })
  today!: string;
}

@ObjectType({ description: 'One month of revenue: earned (completed visits at their agreed prices) and collected.' })
export class RevenueMonth {
  @Field(() => LocalDateScalar, { description: 'First day of the month.' })
  month!: string;

  @Field(() => Int, { description: 'Completed visits dated in the month, at their agreed prices before tax.' })
  earnedCents!: number;

  @Field(() => Int, { description: 'Payments received in the month less refunds made in it.' })
  collectedCents!: number;

  @Field(() => Int, { description: 'Refunds made in the month (already taken from collected).' })
  refundedCents!: number;

  @Field(() => Int)
  visitCount!: number;
}

@ObjectType({ description: 'One month of earned revenue (completed visits at their agreed prices, before tax).' })
export class EarnedMonth {
  @Field(() => LocalDateScalar, { description: 'First day of the month.' })
  month!: string;

  @Field(() => Int)
  earnedCents!: number;

  @Field(() => Int)
  visitCount!: number;
}

@ObjectType()
export class ServiceRevenue {
  @Field(() => ServiceType)
  service!: ServiceType;

  @Field(() => Int)
  visitCount!: number;

  @Field(() => Int)
  earnedCents!: number;
}

@ObjectType()
export class ClientRevenue {
  @Field(() => ID, { description: 'The client’s database id.' })
  clientId!: string;

  @Field(() => String)
  clientName!: string;

  @Field(() => Int)
  visitCount!: number;

  @Field(() => Int)
  earnedCents!: number;
}

@ObjectType({ description: 'Revenue of the period.' })
export class RevenueReport {
  @Field(() => [RevenueMonth], { description: 'Every month of the period, oldest first (zeros included).' })
  months!: RevenueMonth[];

  @Field(() => [ServiceRevenue])
  byService!: ServiceRevenue[];

  @Field(() => [ClientRevenue], { description: 'The 20 clients who earned the most, most first.' })
  topClients!: ClientRevenue[];

  @Field(() => Int, { description: 'Earned from every other client.' })
  othersEarnedCents!: number;

  @Field(() => Int)
  othersClientCount!: number;

  @Field(() => Int)
  earnedCents!: number;

  @Field(() => Int)
  collectedCents!: number;
}

@ObjectType({ description: 'Open invoices whose days past due fall in one range.' })
export class AgingBucket {
  @Field(() => AgingBucketKey)
  bucket!: AgingBucketKey;

  @Field(() => String, { description: 'Current, 1-30, 31-60, 61-90 or Over 90 (days past due).' })
  label!: string;

  @Field(() => Int)
  invoiceCount!: number;

  @Field(() => Int)
  balanceCents!: number;

  @Field(() => [ID], { description: 'The invoices’ database ids.' })
  invoiceIds!: string[];

  @Field(() => [Invoice], { description: 'The invoices themselves, most overdue first.' })
  invoices!: Invoice[];
}

@ObjectType({ description: 'Accounts receivable as of today: what sent invoices still ask, by days past due.' })
export class MoneyOwedReport {
  @Field(() => LocalDateScalar)
  asOf!: string;

  @Field(() => [AgingBucket], { description: 'Always the five buckets, current first.' })
  buckets!: AgingBucket[];

  @Field(() => Int)
  totalOwedCents!: number;

  @Field(() => Int, { description: 'Credit held: what clients’ payments left unapplied.' })
  creditHeldCents!: number;
}

@ObjectType({ description: 'One helper’s pay period.' })
export class PayrollReportRow {
  @Field(() => ID, { description: 'The helper’s database id.' })
  helperId!: string;

  @Field(() => String)
  helperName!: string;

  @Field(() => LocalDateScalar)
  periodStart!: string;

  @Field(() => LocalDateScalar)
  periodEnd!: string;

  @Field(() => Int, { description: 'Approved minutes when approved, else clocked (closed) minutes.' })
  minutes!: number;

  @Field(() => Int, { description: 'Hours at the rate plus bonus.' })
  payCents!: number;

  @Field(() => Int, { description: 'Tips received in the period for the helper’s visits (shared equally).' })
  tipsCents!: number;

  @Field(() => Boolean)
  approved!: boolean;
}

@ObjectType({ description: 'Payroll of the pay periods that start in the report’s period.' })
export class PayrollReport {
  @Field(() => [PayrollReportRow], { description: 'By period, then helper name.' })
  rows!: PayrollReportRow[];

  @Field(() => Int)
  totalMinutes!: number;

  @Field(() => Int)
  totalPayCents!: number;

  @Field(() => Int, { description: 'Tips apart from pay, not revenue.' })
  totalTipsCents!: number;

  @Field(() => Int, { description: 'Tips of visits with no helper (or of no visit).' })
  unassignedTipsCents!: number;

  @Field(() => Int, { description: 'Earned revenue of the same pay periods.' })
  earnedCents!: number;

  @Field(() => Float, { nullable: true, description: 'Pay as a percentage of earned revenue; null when nothing was earned.' })
  payrollPercentOfEarned!: number | null;
}

@ObjectType()
export class ClientMonth {
  @Field(() => LocalDateScalar, { description: 'First day of the month.' })
  month!: string;

  @Field(() => Int, { description: 'Clients whose first completed visit was in the month.' })
  newClients!: number;

  @Field(() => Int, { description: 'Clients whose last completed visit was in the month, with nothing on the schedule after.' })
  lostClients!: number;

  @Field(() => Float, { nullable: true, description: 'Lost ÷ clients at the start of the month, in percent.' })
  churnRatePercent!: number | null;

  @Field(() => Int)
  skips!: number;

  @Field(() => Int)
  cancellations!: number;
}

@ObjectType({ description: 'Clients won and lost, series and the visits that did not happen.' })
export class ClientsReport {
  @Field(() => Int, { description: 'Series with a visit on the schedule in the next 5 weeks.' })
  activeSeries!: number;

  @Field(() => Int, { description: 'Series with none in the next 5 weeks but skipped ones or visits later.' })
  pausedSeries!: number;

  @Field(() => Int, { description: 'Series cancelled, or with nothing on the schedule from today.' })
  endedSeries!: number;

  @Field(() => [ClientMonth])
  months!: ClientMonth[];

  @Field(() => Int)
  clientsAtStart!: number;

  @Field(() => Int)
  newClients!: number;

  @Field(() => Int)
  lostClients!: number;

  @Field(() => Float, { nullable: true, description: 'Lost in the period ÷ clients at its start, in percent.' })
  churnRatePercent!: number | null;
}

@ObjectType({ description: 'The owner’s reports for one period; each report is drawn only when asked for.' })
export class Reports {
  @Field(() => ReportPeriod)
  period!: ReportPeriod;
}
