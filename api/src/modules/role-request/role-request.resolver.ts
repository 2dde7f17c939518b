import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { ConnectionArgs, toConnection } from '../../graphql/relay/connection.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { User } from '../user/user.entity.js';
import { userPolicy } from '../user/user.policy.js';
import { RoleRequest } from './role-request.entity.js';
import {
  DecideRoleRequestInput,
  RequestHelperAccessInput,
  RoleRequestFilterArgs,
  RoleRequestPayload,
} from './role-request.inputs.js';
import { RoleRequestConnection } from './role-request.types.js';

const roleRequestId = (id: string) => databaseIdOf(id, 'RoleRequest', 'Role request');

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
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.roleRequests.list(em, viewer!, args, filter.status).then(toConnection);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => RoleRequestPayload, { description: 'Makes the requester a helper, who then completes a helper profile.' })
  async approveRoleRequest(
    @Arg('input', () => DecideRoleRequestInput) input: DecideRoleRequestInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { roleRequest: await services.roleRequests.decide(em, viewer!, roleRequestId(input.id), true) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => RoleRequestPayload)
  async declineRoleRequest(
    @Arg('input', () => DecideRoleRequestInput) input: DecideRoleRequestInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { roleRequest: await services.roleRequests.decide(em, viewer!, roleRequestId(input.id), false, input.reason) };
  }

  @FieldResolver(() => User, { description: 'Who asked.' })
  requester(@Root() request: RoleRequest, @Ctx() { loaders }: AppContext): Promise<User> {
    return loaders.readRequired(userPolicy, request.user.id);
  }
}
