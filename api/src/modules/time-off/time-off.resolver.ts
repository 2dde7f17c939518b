import { Arg, Args, Ctx, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { Connection, ConnectionArgs, toConnection } from '../../graphql/relay/connection.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { Helper } from '../helper/helper.entity.js';
import { helperPolicy } from '../helper/helper.policy.js';
import { TimeOffRequest } from './time-off-request.entity.js';
import {
  CancelTimeOffRequestInput,
  DecideTimeOffInput,
  DecideTimeOffPayload,
  RequestTimeOffInput,
  TimeOffFilterArgs,
  TimeOffPreview,
  TimeOffRequestPayload,
} from './time-off.inputs.js';

@ObjectType()
export class TimeOffRequestConnection extends Connection(TimeOffRequest) {}

const timeOffId = (id: string) => databaseIdOf(id, 'TimeOffRequest', 'Time off request');

@Resolver(() => TimeOffRequest)
export class TimeOffResolver {
  @Auth(Role.ADMIN, Role.HELPER)
  @Query(() => TimeOffRequestConnection, {
    description: "Time off requests, newest first: the admin's all (filter PENDING to decide), a helper's their own.",
  })
  timeOffRequests(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Args(() => TimeOffFilterArgs) filter: TimeOffFilterArgs,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.timeOff.list(em, viewer!, args, filter.status).then(toConnection);
  }

  @Auth(Role.ADMIN)
  @Query(() => TimeOffPreview, { description: "Before approving: the helper's visits inside the time off." })
  timeOffPreview(@Arg('id', () => ID) id: string, @Ctx() { em, services, viewer }: AppContext) {
    return services.timeOff.preview(em, viewer!, timeOffId(id));
  }

  @Auth(Role.HELPER)
  @Mutation(() => TimeOffRequestPayload, { description: 'A helper asks for time off (not in the past).' })
  async requestTimeOff(
    @Arg('input', () => RequestTimeOffInput) input: RequestTimeOffInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { timeOffRequest: await services.timeOff.request(em, viewer!, input) };
  }

  @Auth(Role.HELPER)
  @Mutation(() => TimeOffRequestPayload, { description: 'A helper withdraws their own pending request.' })
  async cancelTimeOffRequest(
    @Arg('input', () => CancelTimeOffRequestInput) input: CancelTimeOffRequestInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { timeOffRequest: await services.timeOff.cancel(em, viewer!, timeOffId(input.id)) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => DecideTimeOffPayload, {
    description: "Approve or decline, with a note; approving keeps or unassigns the helper's visits in it (settings).",
  })
  async decideTimeOff(
    @Arg('input', () => DecideTimeOffInput) input: DecideTimeOffInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const { request, affectedVisits, unassigned } = await services.timeOff.decide(em, viewer!, timeOffId(input.id), input);
    return { timeOffRequest: request, affectedVisits, unassigned };
  }

  @FieldResolver(() => Helper, { description: 'Whose time off it is.' })
  helper(@Root() request: TimeOffRequest, @Ctx() { loaders }: AppContext): Promise<Helper> {
    return loaders.readRequired(helperPolicy, request.helper.id);
  }
}
