import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { loaded } from '../../shared/load.js';
import { Client } from '../client/client.entity.js';
import { clientPolicy } from '../client/client.policy.js';
import { Helper } from '../helper/helper.entity.js';
import { ServiceType } from '../service-request/service-request.enums.js';
import { ServiceRequest } from '../service-request/service-request.entity.js';
import { serviceRequestPolicy } from '../service-request/service-request.policy.js';
import { AuditEvent } from '../audit/audit-event.entity.js';
import { User } from '../user/user.entity.js';
import { userPolicy } from '../user/user.policy.js';
import { Visit } from './visit.entity.js';

@Resolver(() => Visit)
export class VisitResolver {
  @Auth(Role.CLIENT)
  @Query(() => [Visit], { description: "The signed-in client's next visits, soonest first." })
  upcomingVisits(@Arg('limit', () => Int, { defaultValue: 5 }) limit: number, @Ctx() { em, services, viewer }: AppContext) {
    return services.visits.upcoming(em, viewer!, services.serviceRequests.today(), Math.min(Math.max(limit, 1), 50));
  }

  @FieldResolver(() => ServiceRequest)
  request(@Root() visit: Visit, @Ctx() { loaders }: AppContext): Promise<ServiceRequest> {
    return loaders.readRequired(serviceRequestPolicy, visit.request.id);
  }

  @FieldResolver(() => ServiceType, { description: "This visit's service: its own when changed for this visit only." })
  async service(@Root() visit: Visit, @Ctx() { loaders }: AppContext): Promise<ServiceType> {
    return visit.serviceOverride ?? (await loaders.readRequired(serviceRequestPolicy, visit.request.id)).service;
  }

  @FieldResolver(() => String, { description: "Where: this visit's own address when changed for it only, else the request's." })
  async address(@Root() visit: Visit, @Ctx() { loaders }: AppContext): Promise<string> {
    return visit.addressOverride ?? (await loaders.readRequired(serviceRequestPolicy, visit.request.id)).address;
  }

  @Authorized(Role.ADMIN)
  @FieldResolver(() => Int, { nullable: true, description: 'A price in cents agreed for this visit only, if any.' })
  priceCentsOverride(@Root() visit: Visit): number | null {
    return visit.priceCentsOverride;
  }

  // What the visit costs is the owner's and its client's business; a helper sees the work.
  @Authorized(Role.ADMIN, Role.CLIENT)
  @FieldResolver(() => Int, {
    description: "The visit's agreed price before tax, in cents: its own, else the series', else the request's quote.",
  })
  async priceCents(@Root() visit: Visit, @Ctx() { em, loaders, services }: AppContext): Promise<number> {
    const request = await loaders.readRequired(serviceRequestPolicy, visit.request.id);
    return services.quotes.visitPrice(em, request, visit);
  }

  // The audit trail is the visit's history (who changed what, when); it is the admin's to read, through its policy.
  @Authorized(Role.ADMIN)
  @FieldResolver(() => [AuditEvent], { description: 'Who changed this visit, what and when, oldest first.' })
  history(@Root() visit: Visit, @Ctx() { em, services, viewer }: AppContext): Promise<AuditEvent[]> {
    return services.audit.history(em, viewer!, visit.id);
  }

  // Whose word the completion is (a helper's Complete Job, or the owner confirming it): the owner's to read, as the
  // visit's history is.
  @Authorized(Role.ADMIN)
  @FieldResolver(() => User, { nullable: true, description: 'Who marked the visit completed; null unless completed.' })
  completedBy(@Root() visit: Visit, @Ctx() { loaders }: AppContext): Promise<User | null> | null {
    return visit.completedBy ? loaders.read(userPolicy, visit.completedBy.id) : null;
  }

  @FieldResolver(() => Client)
  client(@Root() visit: Visit, @Ctx() { loaders }: AppContext): Promise<Client> {
    return loaders.readRequired(clientPolicy, visit.client.id);
  }

  // Part of the visit, as the name on a job card: shown to whoever reads the visit, a helper included, who may not
  // read the client's record itself.
  @FieldResolver(() => String, { description: "The client's display name." })
  async clientName(@Root() visit: Visit | { clientName: string }): Promise<string> {
    // A lean read (the closure preview) brings the name in its row.
    if ('clientName' in visit) return visit.clientName;
    return (await loaded(visit.client)).displayName;
  }

  // How many cleaners come is part of the visit; who they are is not (see helpers).
  @FieldResolver(() => Int, { description: 'How many helpers are assigned (the calendar marks visits with none).' })
  helperCount(@Root() visit: Visit, @Ctx() { loaders }: AppContext): Promise<number> {
    return loaders.helperCountByVisit.load(visit.id);
  }

  // Who is coming, as the client's portal shows it: first names only (never a surname, phone or id), part of the visit
  // like its count, so read by whoever reads the visit through the visit policy's scope.
  @FieldResolver(() => [String], {
    description: "Who is coming: the assigned helpers' first names (helpers without an account are counted, not named).",
  })
  helperFirstNames(@Root() visit: Visit, @Ctx() { loaders }: AppContext): Promise<string[]> {
    return loaders.helperFirstNamesByVisit.load(visit.id);
  }

  // Helpers' rates and phones are staff matters: clients do not see who is assigned, and a helper sees only their
  // own record among a visit's helpers (the helper policy's scope), never a co-worker's rate or the admin's notes.
  @Authorized(Role.ADMIN, Role.HELPER)
  @FieldResolver(() => [Helper])
  helpers(@Root() visit: Visit, @Ctx() { loaders }: AppContext): Promise<Helper[]> {
    return loaders.helpersByVisit.load(visit.id);
  }
}
