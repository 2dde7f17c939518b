import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { ConnectionArgs } from '../../graphql/relay/connection.js';
import { loaded } from '../../shared/load.js';
import { Client } from '../client/client.entity.js';
import { ServiceRequest } from './service-request.entity.js';
import {
  ApproveServiceRequestInput,
  ApproveServiceRequestPayload,
  CreateServiceRequestInput,
  CreateServiceRequestPayload,
  DeclineServiceRequestInput,
  DeclineServiceRequestPayload,
  ServiceRequestFilterArgs,
} from './service-request.inputs.js';
import { ServiceRequestConnection } from './service-request.types.js';

@Resolver(() => ServiceRequest)
export class ServiceRequestResolver {
  @Auth(Role.ADMIN, Role.CLIENT)
  @Query(() => ServiceRequestConnection, { description: 'The admin sees every request; a client sees its own.' })
  serviceRequests(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Args(() => ServiceRequestFilterArgs) filter: ServiceRequestFilterArgs,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.serviceRequests.list(em, viewer!, args, filter.status);
  }

  @Auth(Role.CLIENT)
  @Mutation(() => CreateServiceRequestPayload)
  async createServiceRequest(
    @Arg('input', () => CreateServiceRequestInput) input: CreateServiceRequestInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { serviceRequest: await services.serviceRequests.create(em, viewer!, input) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ApproveServiceRequestPayload, { description: 'Accepts a pending request and schedules its visits.' })
  async approveServiceRequest(
    @Arg('input', () => ApproveServiceRequestInput) input: ApproveServiceRequestInput,
    @Ctx() { em, services }: AppContext,
  ) {
    return { serviceRequest: await services.serviceRequests.approve(em, input.id, input.note) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => DeclineServiceRequestPayload, { description: 'Declines a pending request, with an optional reason.' })
  async declineServiceRequest(
    @Arg('input', () => DeclineServiceRequestInput) input: DeclineServiceRequestInput,
    @Ctx() { em, services }: AppContext,
  ) {
    return { serviceRequest: await services.serviceRequests.decline(em, input.id, input.reason) };
  }

  @FieldResolver(() => Client)
  client(@Root() request: ServiceRequest): Promise<Client> {
    return loaded(request.client);
  }
}
