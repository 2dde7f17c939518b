import { Arg, Args, Ctx, FieldResolver, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { Connection, ConnectionArgs, toConnection } from '../../graphql/relay/connection.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { loaded } from '../../shared/load.js';
import { Visit } from '../visit/visit.entity.js';
import { visitPolicy } from '../visit/visit.policy.js';
import { VisitChangeRequest } from './visit-change-request.entity.js';
import {
  DecideVisitChangeInput,
  RequestVisitChangeInput,
  VisitChangeFilterArgs,
  VisitChangePayloadOfRequest,
} from './visit-change.inputs.js';

@ObjectType()
export class VisitChangeRequestConnection extends Connection(VisitChangeRequest) {}

@Resolver(() => VisitChangeRequest)
export class VisitChangeResolver {
  @Auth(Role.ADMIN, Role.CLIENT)
  @Query(() => VisitChangeRequestConnection, {
    description: "Change requests, newest first: the admin's all (pending ones to decide), a client's its own.",
  })
  visitChangeRequests(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Args(() => VisitChangeFilterArgs) filter: VisitChangeFilterArgs,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.visitChanges.list(em, viewer!, args, filter.status).then(toConnection);
  }

  @Auth(Role.CLIENT)
  @Mutation(() => VisitChangePayloadOfRequest, {
    description: 'Request a change: skip, move or end the plan, before the cutoff (settings).',
  })
  async requestVisitChange(
    @Arg('input', () => RequestVisitChangeInput) input: RequestVisitChangeInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const changeRequest = await services.visitChanges.request(em, viewer!, {
      ...input,
      visitId: databaseIdOf(input.visitId, 'Visit'),
    });
    return { changeRequest };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => VisitChangePayloadOfRequest, { description: 'Approve (applies it) or decline (with a reason).' })
  async decideVisitChange(
    @Arg('input', () => DecideVisitChangeInput) input: DecideVisitChangeInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const id = databaseIdOf(input.id, 'VisitChangeRequest', 'Change request');
    return { changeRequest: await services.visitChanges.decide(em, viewer!, id, input) };
  }

  @FieldResolver(() => Visit, { nullable: true, description: 'The visit, while it exists.' })
  visit(@Root() change: VisitChangeRequest, @Ctx() { loaders }: AppContext): Promise<Visit | null> | null {
    return change.visit ? loaders.read(visitPolicy, change.visit.id) : null;
  }

  @FieldResolver(() => String, { description: "The client's display name." })
  async clientName(@Root() change: VisitChangeRequest): Promise<string> {
    return (await loaded(change.client)).displayName;
  }
}
