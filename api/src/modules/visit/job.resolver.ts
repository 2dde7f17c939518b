import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { AssignHelpersInput, AssignHelpersPayload, VisitIdInput, VisitPayload } from './job.types.js';
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
  async startVisit(@Arg('input', () => VisitIdInput) input: VisitIdInput, @Ctx() { em, services, viewer }: AppContext) {
    return { visit: await services.jobs.transition(em, viewer!, visitId(input.id), VisitStatus.IN_PROGRESS) };
  }

  @Auth(Role.ADMIN, Role.HELPER)
  @Mutation(() => VisitPayload, { description: 'Complete Job: in progress → completed, stamping the time.' })
  async completeVisit(@Arg('input', () => VisitIdInput) input: VisitIdInput, @Ctx() { em, services, viewer }: AppContext) {
    return { visit: await services.jobs.transition(em, viewer!, visitId(input.id), VisitStatus.COMPLETED) };
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
