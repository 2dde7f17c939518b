import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { Idempotent } from '../idempotency/idempotent.middleware.js';
import {
  AssignHelpersInput,
  AssignHelpersPayload,
  CompleteVisitsInput,
  CompleteVisitsPayload,
  PastVisitsToConfirm,
  VisitIdInput,
  VisitPayload,
} from './job.types.js';
import { CompleteVisitInput } from './job-page.types.js';
import { Visit } from './visit.entity.js';
import { VisitStatus } from './visit.enums.js';

const visitId = (id: string) => databaseIdOf(id, 'Visit');

/** Who works which visit, and the job's progress. */
@Resolver()
export class JobResolver {
  @Auth(Role.ADMIN)
  @Mutation(() => AssignHelpersPayload)
  assignHelpers(@Arg('input', () => AssignHelpersInput) input: AssignHelpersInput, @Ctx() { em, services, viewer }: AppContext) {
    return services.jobs.assign(em, viewer!, {
      ...input,
      visitId: visitId(input.visitId),
      helperIds: input.helperIds.map((id) => databaseIdOf(id, 'Helper')),
    });
  }

  @Auth(Role.ADMIN, Role.HELPER)
  @Mutation(() => VisitPayload, { description: 'Start Job: scheduled → in progress (the assigned helper or the admin).' })
  @UseMiddleware(Idempotent)
  async startVisit(@Arg('input', () => VisitIdInput) input: VisitIdInput, @Ctx() { em, services, viewer }: AppContext) {
    return { visit: await services.jobs.transition(em, viewer!, visitId(input.id), VisitStatus.IN_PROGRESS) };
  }

  @Auth(Role.ADMIN, Role.HELPER)
  @Mutation(() => VisitPayload, {
    description: 'Complete Job: in progress → completed, stamping the time; a reason is needed while required tasks are open.',
  })
  @UseMiddleware(Idempotent)
  async completeVisit(
    @Arg('input', () => CompleteVisitInput) input: CompleteVisitInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { visit: await services.jobs.transition(em, viewer!, visitId(input.id), VisitStatus.COMPLETED, input.reason) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => VisitPayload, {
    description: "The owner marks a visit completed (scheduled or started; today or earlier), recorded as the owner's.",
  })
  async markVisitCompleted(@Arg('input', () => VisitIdInput) input: VisitIdInput, @Ctx() { em, services, viewer }: AppContext) {
    return { visit: await services.jobs.complete(em, viewer!, visitId(input.id)) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => VisitPayload, { description: 'Undoes a completion: the visit is scheduled again, as if never worked.' })
  async undoVisitCompletion(@Arg('input', () => VisitIdInput) input: VisitIdInput, @Ctx() { em, services, viewer }: AppContext) {
    return { visit: await services.jobs.reopen(em, viewer!, visitId(input.id)) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CompleteVisitsPayload, {
    description: "Marks a past day's (or every past day's) scheduled visits completed at once.",
  })
  async completeVisits(
    @Arg('input', () => CompleteVisitsInput) input: CompleteVisitsInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const visits = await services.jobs.completeBetween(em, viewer!, input);
    return { completedCount: visits.length, visits };
  }

  @Auth(Role.ADMIN)
  @Query(() => PastVisitsToConfirm, {
    description: 'Scheduled visits dated before today, oldest first (at most `limit`, with the count of all).',
  })
  pastVisitsToConfirm(@Arg('limit', () => Int, { defaultValue: 10 }) limit: number, @Ctx() { em, services, viewer }: AppContext) {
    return services.jobs.pastToConfirm(em, viewer!, Math.min(Math.max(limit, 1), 100));
  }

  @Auth(Role.HELPER)
  @Query(() => [Visit], { description: "The signed-in helper's visits between two dates (at most 62 days)." })
  myJobs(
    @Arg('from', () => LocalDateScalar) from: string,
    @Arg('to', () => LocalDateScalar) to: string,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.jobs.jobsFor(em, viewer!, from, to);
  }

  @Auth(Role.HELPER)
  @Query(() => [Visit], { description: "Today's visits of the signed-in helper, in time order." })
  todaysJobs(@Ctx() { em, services, viewer }: AppContext) {
    const today = services.jobs.today();
    return services.jobs.jobsFor(em, viewer!, today, today);
  }

  @Auth(Role.ADMIN)
  @Query(() => Visit, {
    nullable: true,
    description:
      "A request's next visit still to do (scheduled, today or later), or null: what 'Assign helpers' on an approved job staffs.",
  })
  nextVisitOfRequest(@Arg('requestId', () => ID) requestId: string, @Ctx() { em, services, viewer }: AppContext) {
    return services.jobs.nextVisitOf(em, viewer!, databaseIdOf(requestId, 'ServiceRequest', 'Service request'));
  }

  @Auth(Role.ADMIN)
  @Query(() => [Visit], { description: 'Upcoming visits (next `days` days) with no helper assigned, soonest first.' })
  unassignedVisits(
    @Arg('days', () => Int, { defaultValue: 14 }) days: number,
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.jobs.unassigned(em, viewer!, Math.min(Math.max(days, 0), 62), Math.min(Math.max(limit, 1), 100));
  }
}
