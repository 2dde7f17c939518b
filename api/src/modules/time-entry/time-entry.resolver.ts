import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { Idempotent } from '../idempotency/idempotent.middleware.js';
import { minutesBetween } from '../../shared/pay-period.js';
import { TimeEntry } from './time-entry.entity.js';
import {
  AddTimeEntryInput,
  AdjustTimeEntryInput,
  ClockInput,
  ClockPayload,
  PayPeriodInput,
  PayPeriodPayload,
  PayPeriodSummary,
  Payroll,
  SetPayPeriodBonusInput,
  TimeEntryPayload,
} from './time-entry.types.js';

const helperId = (id: string) => databaseIdOf(id, 'Helper');

@Resolver(() => TimeEntry)
export class TimeEntryResolver {
  @Auth(Role.HELPER)
  @Query(() => TimeEntry, { nullable: true, description: 'The open entry while the signed-in helper is clocked in.' })
  myClock(@Ctx() { em, services, viewer }: AppContext) {
    return services.timeEntries.openEntry(em, viewer!);
  }

  @Auth(Role.HELPER)
  @Mutation(() => ClockPayload)
  @UseMiddleware(Idempotent)
  async clockIn(
    @Arg('input', () => ClockInput, { nullable: true }) input: ClockInput | undefined,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { entry: await services.timeEntries.clockIn(em, viewer!, input ?? {}) };
  }

  @Auth(Role.HELPER)
  @Mutation(() => ClockPayload)
  @UseMiddleware(Idempotent)
  async clockOut(
    @Arg('input', () => ClockInput, { nullable: true }) input: ClockInput | undefined,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { entry: await services.timeEntries.clockOut(em, viewer!, input ?? {}) };
  }

  @Auth(Role.HELPER)
  @Query(() => [PayPeriodSummary], { description: "The signed-in helper's current and past pay periods, newest first." })
  myPayPeriods(@Arg('count', () => Int, { defaultValue: 6 }) count: number, @Ctx() { em, services, viewer }: AppContext) {
    return services.timeEntries.myPeriods(em, viewer!, Math.min(Math.max(count, 1), 26));
  }

  @Auth(Role.ADMIN)
  @Query(() => Payroll, { description: "Every helper's hours and payout for a period (default: the current one)." })
  payroll(
    @Arg('periodStart', () => LocalDateScalar, { nullable: true }) periodStart: string | undefined,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.timeEntries.payroll(em, viewer!, periodStart);
  }

  @Auth(Role.ADMIN)
  @Query(() => PayPeriodSummary)
  helperPayPeriod(@Arg('input', () => PayPeriodInput) input: PayPeriodInput, @Ctx() { em, services, viewer }: AppContext) {
    return services.timeEntries.helperSummary(em, viewer!, helperId(input.helperId), input.periodStart);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => TimeEntryPayload, { description: 'Corrects an entry (e.g. a forgotten clock-out), with a note.' })
  async adjustTimeEntry(
    @Arg('input', () => AdjustTimeEntryInput) input: AdjustTimeEntryInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const id = databaseIdOf(input.id, 'TimeEntry', 'Time entry');
    return { entry: await services.timeEntries.adjust(em, viewer!, { ...input, id }) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => TimeEntryPayload)
  async addTimeEntry(
    @Arg('input', () => AddTimeEntryInput) input: AddTimeEntryInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { entry: await services.timeEntries.add(em, viewer!, { ...input, helperId: helperId(input.helperId) }) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => PayPeriodPayload)
  async setPayPeriodBonus(
    @Arg('input', () => SetPayPeriodBonusInput) input: SetPayPeriodBonusInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { period: await services.timeEntries.setBonus(em, viewer!, { ...input, helperId: helperId(input.helperId) }) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => PayPeriodPayload, { description: "Approves the period's hours; approved hours are what pays." })
  async approvePayPeriod(@Arg('input', () => PayPeriodInput) input: PayPeriodInput, @Ctx() { em, services, viewer }: AppContext) {
    return { period: await services.timeEntries.approve(em, viewer!, { ...input, helperId: helperId(input.helperId) }) };
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Length in whole minutes; null while clocked in.' })
  minutes(@Root() entry: TimeEntry): number | null {
    return entry.clockOutAt ? minutesBetween(entry.clockInAt, entry.clockOutAt) : null;
  }
}
