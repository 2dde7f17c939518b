import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { ConnectionArgs } from '../../graphql/relay/connection.js';
import { loaded } from '../../shared/load.js';
import { User } from '../user/user.entity.js';
import { RoleRequest } from './role-request.entity.js';
import {
  DecideRoleRequestInput,
  RequestHelperAccessInput,
  RoleRequestConnection,
  RoleRequestFilterArgs,
  RoleRequestPayload,
} from './role-request.inputs.js';

@Resolver(() => RoleRequest)
export class RoleRequestResolver {
  @Auth(Role.CLIENT)
  @Mutation(() => RoleRequestPayload, { description: 'A client asks to become a helper.' })
  async requestHelperAccess(
    @Arg('input', () => RequestHelperAccessInput) input: RequestHelperAccessInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { roleRequest: await services.roleRequests.request(em, viewer!, input) };
  }

  @Auth(Role.CLIENT, Role.HELPER)
  @Query(() => RoleRequest, { nullable: true, description: "The signed-in user's latest request and its outcome." })
  myRoleRequest(@Ctx() { em, services, viewer }: AppContext) {
    return services.roleRequests.latestFor(em, viewer!);
  }

  @Auth(Role.ADMIN)
  @Query(() => RoleRequestConnection)
  roleRequests(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Args(() => RoleRequestFilterArgs) filter: RoleRequestFilterArgs,
    @Ctx() { em, services }: AppContext,
  ) {
    return services.roleRequests.list(em, args, filter.status);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => RoleRequestPayload, { description: 'Makes the requester a helper, who then completes a helper profile.' })
  async approveRoleRequest(
    @Arg('input', () => DecideRoleRequestInput) input: DecideRoleRequestInput,
    @Ctx() { em, services }: AppContext,
  ) {
    return { roleRequest: await services.roleRequests.decide(em, input.id, true) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => RoleRequestPayload)
  async declineRoleRequest(
    @Arg('input', () => DecideRoleRequestInput) input: DecideRoleRequestInput,
    @Ctx() { em, services }: AppContext,
  ) {
    return { roleRequest: await services.roleRequests.decide(em, input.id, false, input.reason) };
  }

  @FieldResolver(() => User, { description: 'Who asked.' })
  requester(@Root() request: RoleRequest): Promise<User> {
    return loaded(request.user);
  }
}
