import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { ConnectionArgs, toConnection } from '../../graphql/relay/connection.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { Client } from '../client/client.entity.js';
import { clientPolicy } from '../client/client.policy.js';
import type { ClientRow } from '../client/clients.query.js';
import { ServiceRequest } from './service-request.entity.js';
import { agreedQuoteOf } from '../pricing/pricing.resolver.js';
import { AgreedQuoteType } from '../pricing/pricing.types.js';
import {
  ApprovalPreview,
  ApproveServiceRequestInput,
  ApproveServiceRequestPayload,
  CreateServiceRequestInput,
  CreateServiceRequestPayload,
  DeclineServiceRequestInput,
  DeclineServiceRequestPayload,
  ServiceRequestFilterArgs,
} from './service-request.inputs.js';
import { ServiceRequestConnection } from './service-request.types.js';
import { hasClientRow, type ServiceRequestRow } from './service-requests.query.js';

const requestId = (id: string) => databaseIdOf(id, 'ServiceRequest', 'Service request');

@Resolver(() => ServiceRequest)
export class ServiceRequestResolver {
  @Auth(Role.ADMIN, Role.CLIENT)
  @Query(() => ServiceRequestConnection, { description: 'The admin sees every request; a client sees its own.' })
  serviceRequests(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Args(() => ServiceRequestFilterArgs) filter: ServiceRequestFilterArgs,
    @Ctx() { loaders, viewer }: AppContext,
  ) {
    return loaders.serviceRequestPage(viewer!, args, filter.status).then(toConnection);
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
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const helperIds = input.helperIds?.map((id) => databaseIdOf(id, 'Helper'));
    return {
      serviceRequest: await services.serviceRequests.approve(
        em,
        viewer!,
        requestId(input.id),
        input.note,
        helperIds,
        input.priceCents,
      ),
    };
  }

  @Auth(Role.ADMIN)
  @Query(() => ApprovalPreview, {
    description: "A pending request's approve confirmation: its price, a visit's length, and its slot's load that day.",
  })
  approvalPreview(@Arg('id', () => ID) id: string, @Ctx() { em, services, viewer }: AppContext): Promise<ApprovalPreview> {
    return services.serviceRequests.approvalPreview(em, viewer!, requestId(id));
  }

  @Auth(Role.ADMIN)
  @Mutation(() => DeclineServiceRequestPayload, { description: 'Declines a pending request, with an optional reason.' })
  async declineServiceRequest(
    @Arg('input', () => DeclineServiceRequestInput) input: DeclineServiceRequestInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { serviceRequest: await services.serviceRequests.decline(em, viewer!, requestId(input.id), input.reason) };
  }

  // What was agreed is the owner's and the client's; a helper sees the work, not its price.
  @Authorized(Role.ADMIN, Role.CLIENT)
  @FieldResolver(() => AgreedQuoteType, { nullable: true, description: 'The quote the request was made at, line by line.' })
  quote(@Root() request: Pick<ServiceRequest, 'quote'>): AgreedQuoteType | null {
    return request.quote ? agreedQuoteOf(request.quote) : null;
  }

  @FieldResolver(() => Client)
  client(@Root() request: ServiceRequest | ServiceRequestRow, @Ctx() { loaders }: AppContext): Promise<Client> | ClientRow {
    // A list row brings its client when the viewer may read every client (read in the same statement).
    const { client } = request;
    return !(client instanceof Client) && hasClientRow(client) ? client : loaders.readRequired(clientPolicy, client.id);
  }
}
