import { Max, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import type { PageArgs } from '../../shared/paging.js';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { ServiceType, TimeSlot } from '../service-request/service-request.enums.js';
import { MAX_CALENDAR_PAGE, VISITS_PER_DAY_BOUND } from './calendar.query.js';
import { VisitStatus } from './visit.enums.js';

/**
 * A visit as the calendar lists it: a lean read (calendar.query.ts) of the same visit, with its service, client
 * name and staffing from one row. Its `id` is the Visit's global id, so `node(id:)` fetches the full Visit; the
 * fields not declared here (id, databaseId, request, client, helpers) are resolved in calendar.resolver.ts.
 */
// Simple resolvers: its plain fields are read by graphql-js's default resolver, not wrapped by type-graphql for each
// of a month's rows (none has a role gate or middleware; there are no global middlewares).
@ObjectType({
  description: "A visit on the calendar; `id` is the Visit's global id, for `node(id:)`.",
  simpleResolvers: true,
})
export class CalendarVisit {
  @Field(() => LocalDateScalar, { description: 'Calendar date in America/New_York.' })
  date!: string;

  @Field(() => TimeSlot)
  timeSlot!: TimeSlot;

  @Field(() => String, { nullable: true, description: 'A set start time (HH:MM), when agreed; otherwise the slot.' })
  startTime!: string | null;

  @Field(() => VisitStatus)
  status!: VisitStatus;

  @Field(() => Date, { nullable: true })
  startedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  completedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why it was canceled or skipped, when it was.' })
  statusReason!: string | null;

  @Field(() => Boolean, { description: 'On hold: unpaid (the client has an overdue invoice or a failed card charge).' })
  onHold!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => ServiceType)
  service!: ServiceType;

  @Field(() => String, { description: "The client's display name." })
  clientName!: string;

  @Field(() => Int, { description: 'How many helpers are assigned (the calendar marks visits with none).' })
  helperCount!: number;
}

@ObjectType()
export class CalendarVisitConnection extends Connection(CalendarVisit) {}

/**
 * The calendar's paging: a page may hold a whole window (see VISITS_PER_DAY_BOUND), so a month is one request. Its
 * own class rather than a subclass of ConnectionArgs: class-validator would apply the parent's ceiling too.
 */
@ArgsType()
export class CalendarPageArgs implements PageArgs {
  @Field(() => Int, {
    nullable: true,
    description: `Page size, 1 to ${VISITS_PER_DAY_BOUND} a day of the window (at most ${MAX_CALENDAR_PAGE}); a larger one reads that many.`,
  })
  @Min(1)
  @Max(MAX_CALENDAR_PAGE)
  first?: number;

  @Field(() => String, { nullable: true })
  after?: string;

  @Field(() => Int, { nullable: true, description: 'Refused: the calendar pages forward only.' })
  last?: number;

  @Field(() => String, { nullable: true, description: 'Refused: the calendar pages forward only.' })
  before?: string;
}
