import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { requireRole } from '../../auth/auth-checker.js';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { toConnection } from '../../graphql/relay/connection.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { Client } from '../client/client.entity.js';
import { clientPolicy } from '../client/client.policy.js';
import { Helper } from '../helper/helper.entity.js';
import { ServiceRequest } from '../service-request/service-request.entity.js';
import { serviceRequestPolicy } from '../service-request/service-request.policy.js';
import { type CalendarHelper, calendarPage, type CalendarVisitRow } from './calendar.query.js';
import { CalendarPageArgs, CalendarVisit, CalendarVisitConnection } from './calendar.types.js';

const STAFF = [Role.ADMIN, Role.HELPER];

/** The calendar's lean visits; deeper fields load through the request's batch loaders, each through its scope. */
@Resolver(() => CalendarVisit)
export class CalendarResolver {
  @Auth(Role.ADMIN, Role.CLIENT)
  @Query(() => CalendarVisitConnection, {
    description: 'Visits of accepted and scheduled requests between two dates (at most 62 days), for the calendar.',
  })
  async visits(
    @Arg('from', () => LocalDateScalar) from: string,
    @Arg('to', () => LocalDateScalar) to: string,
    @Args(() => CalendarPageArgs) args: CalendarPageArgs,
    @Ctx() { em, viewer }: AppContext,
  ) {
    return toConnection(await calendarPage(em, viewer!, from, to, args));
  }

  @FieldResolver(() => ID, { description: "The Visit's global id; pass it to `node(id:)` for the full visit." })
  id(@Root() row: CalendarVisitRow): string {
    return toGlobalId('Visit', row.id);
  }

  @FieldResolver(() => String, { description: 'The database id (a UUID), as used by the /api routes.' })
  databaseId(@Root() row: CalendarVisitRow): string {
    return row.id;
  }

  @FieldResolver(() => ServiceRequest)
  request(@Root() row: CalendarVisitRow, @Ctx() { loaders }: AppContext): Promise<ServiceRequest> {
    return loaders.readRequired(serviceRequestPolicy, row.requestId);
  }

  @FieldResolver(() => Client)
  client(@Root() row: CalendarVisitRow, @Ctx() { loaders }: AppContext): Promise<Client> {
    return loaders.readRequired(clientPolicy, row.clientId);
  }

  // As on Visit: who is assigned, and their rates and phones, are staff matters. The role gate is the authChecker's,
  // called in the body: as `@Authorized` it would be async middleware on each of the month's rows (most of its CPU).
  @FieldResolver(() => [Helper])
  helpers(@Root() row: CalendarVisitRow, @Ctx() context: AppContext): Promise<Helper[]> | CalendarHelper[] {
    requireRole(context, STAFF);
    const { loaders } = context;
    // Read with the month (the admin's); otherwise through the helper policy's scope.
    return row.helpers ?? loaders.helpersByVisit.load(row.id);
  }
}
