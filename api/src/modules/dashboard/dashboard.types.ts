import { Field, Float, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { ServiceType } from '../service-request/service-request.enums.js';

@ObjectType({ description: 'How one service type adds to a month’s revenue: its visits at their agreed prices (before tax).' })
export class RevenueLine {
  @Field(() => ServiceType)
  service!: ServiceType;

  @Field(() => Int)
  visitCount!: number;

  @Field(() => Int, { description: "The visits' average agreed price (their total ÷ their count, rounded)." })
  unitPriceCents!: number;

  @Field(() => Int)
  totalCents!: number;
}

@ObjectType({ description: "The admin dashboard's figures for the current month in America/New_York." })
export class AdminDashboard {
  @Field(() => LocalDateScalar, { description: 'First day of the month the figures are for.' })
  month!: string;

  @Field(() => Int, { description: 'Sum over visits this month of accepted requests, at the service prices.' })
  monthlyRevenueCents!: number;

  @Field(() => Int)
  previousMonthRevenueCents!: number;

  @Field(() => Float, { nullable: true, description: 'Change against last month in percent; null when last month was 0.' })
  revenueTrendPercent!: number | null;

  @Field(() => [RevenueLine], { description: 'The figures behind Monthly Revenue, to check by hand.' })
  revenueBreakdown!: RevenueLine[];

  @Field(() => Int)
  pendingApprovals!: number;

  @Field(() => Int, { description: 'Accepted (and scheduled) requests.' })
  approvedJobs!: number;

  @Field(() => Int)
  totalRequests!: number;
}
