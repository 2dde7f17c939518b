import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { ConnectionArgs } from '../../graphql/relay/connection.js';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { loaded } from '../../shared/load.js';
import { can } from '../../shared/policy.js';
import { Client } from '../client/client.entity.js';
import { Helper } from '../helper/helper.entity.js';
import { ServiceType } from '../service-request/service-request.enums.js';
import { ServiceRequest } from '../service-request/service-request.entity.js';
import { Visit } from './visit.entity.js';
import { VisitConnection } from './visit.types.js';

@Resolver(() => Visit)
export class VisitResolver {
  @Auth(Role.ADMIN, Role.CLIENT)
  @Query(() => VisitConnection, {
    description: 'Visits of accepted and scheduled requests between two dates (at most 62 days), for the calendar.',
  })
  visits(
    @Arg('from', () => LocalDateScalar) from: string,
    @Arg('to', () => LocalDateScalar) to: string,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.visits.inRange(em, viewer!, from, to, args);
  }

  @Auth(Role.CLIENT)
  @Query(() => [Visit], { description: "The signed-in client's next visits, soonest first." })
  upcomingVisits(@Arg('limit', () => Int, { defaultValue: 5 }) limit: number, @Ctx() { em, services, viewer }: AppContext) {
    return services.visits.upcomingForClient(em, viewer!, services.serviceRequests.today(), Math.min(Math.max(limit, 1), 50));
  }

  @FieldResolver(() => ServiceRequest)
  request(@Root() visit: Visit, @Ctx() { em }: AppContext): Promise<ServiceRequest> {
    return loaded(visit.request ?? em.getReference(ServiceRequest, visit.requestIdHint!));
  }

  // Synchronous when the calendar's row carried the value: a promise per field of hundreds of visits costs more
  // than the field itself.
  @FieldResolver(() => ServiceType)
  service(@Root() visit: Visit): ServiceType | Promise<ServiceType> {
    return visit.serviceHint ?? loaded(visit.request).then((request) => request.service);
  }

  @FieldResolver(() => Client)
  client(@Root() visit: Visit, @Ctx() { em }: AppContext): Promise<Client> {
    return loaded(visit.client ?? em.getReference(Client, visit.clientIdHint!));
  }

  @FieldResolver(() => String, { description: "The client's display name." })
  clientName(@Root() visit: Visit): string | Promise<string> {
    return visit.clientNameHint ?? loaded(visit.client).then((client) => client.displayName);
  }

  // Not gated like `helpers`: how many cleaners come is no staff secret, and an ungated field stays synchronous,
  // which matters across the hundreds of visits of a calendar page.
  @FieldResolver(() => Int, { description: 'How many helpers are assigned (the calendar marks visits with none).' })
  helperCount(@Root() visit: Visit, @Ctx() { loaders }: AppContext): number | Promise<number> {
    return visit.helperCountHint ?? loaders.helpersByVisit.load(visit.id).then((helpers) => helpers.length);
  }

  // Helpers' rates and phones are staff matters: clients do not see who is assigned, and a helper sees only their
  // own record among a visit's helpers (never a co-worker's rate or the admin's notes).
  @Authorized(Role.ADMIN, Role.HELPER)
  @FieldResolver(() => [Helper])
  async helpers(@Root() visit: Visit, @Ctx() { loaders, viewer }: AppContext): Promise<Helper[]> {
    const helpers = await loaders.helpersByVisit.load(visit.id);
    return helpers.filter((helper) => can(viewer, 'read', helper));
  }
}
