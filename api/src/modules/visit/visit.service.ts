import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../auth/role.enum.js';
import { type CursorShape, decodeCursor } from '../../graphql/relay/cursor.js';
import { type ConnectionArgs, type ConnectionShape, DEFAULT_PAGE_SIZE } from '../../graphql/relay/connection.js';
import { daysBetween, isCalendarDate } from '../../shared/calendar-date.js';
import { badInput } from '../../shared/errors.js';
import { type ServiceType, ServiceRequestStatus, type TimeSlot } from '../service-request/service-request.enums.js';
import type { User } from '../user/user.entity.js';
import { Visit } from './visit.entity.js';
import { VisitStatus } from './visit.enums.js';

/** The widest calendar window one query may ask for (a 6-week month grid plus slack). */
export const MAX_RANGE_DAYS = 62;

const LIVE_REQUESTS = [ServiceRequestStatus.ACCEPTED, ServiceRequestStatus.SCHEDULED];

interface VisitRow {
  id: string;
  date: string | Date;
  time_slot: TimeSlot;
  start_time: string | null;
  status: VisitStatus;
  started_at: Date | null;
  completed_at: Date | null;
  created_at: Date;
  request_id: string;
  client_id: string;
  service: ServiceType;
  client_name: string;
  helper_count: number;
}

const asDateText = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10));

const encodeCursor = (row: { date: string; id: string }) => Buffer.from(JSON.stringify([row.date, row.id])).toString('base64url');

/** The calendar's cursor: the visit's date and id, its sort order. */
const VISIT_CURSOR: CursorShape = ['date', 'uuid'];

function visitCursorValues(cursor: string): [string, string] {
  const values = decodeCursor(cursor, VISIT_CURSOR);
  if (!values) throw badInput('after', 'after is not a cursor from this list');
  return values as [string, string];
}

/** The fields a calendar row fills in. */
const LEAN_FIELDS = [
  'id',
  'date',
  'timeSlot',
  'startTime',
  'status',
  'startedAt',
  'completedAt',
  'createdAt',
  'requestIdHint',
  'clientIdHint',
  'serviceHint',
  'clientNameHint',
  'helperCountHint',
] as const satisfies readonly (keyof Visit)[];

/**
 * Visit.prototype with plain data fields over the change-tracking setters MikroORM puts there: assigning to a lean
 * visit then makes an ordinary property instead of running a setter that builds an entity wrapper, which for
 * hundreds of read-only visits was most of a calendar page's cost. `instanceof Visit` and the class name still hold.
 */
const LEAN_VISIT_PROTOTYPE: Visit = Object.create(
  Visit.prototype,
  Object.fromEntries(LEAN_FIELDS.map((field) => [field, { value: undefined, writable: true, configurable: true }])),
);

export class VisitService {
  /**
   * The calendar: visits of accepted and scheduled requests in [from, to], in date order. A hot read path, so it is
   * one SQL query per page (plus a count if asked for) into lean Visit objects carrying their service and client name; deeper
   * fields load through batch loaders only when asked for.
   */
  async inRange(
    em: EntityManager,
    viewer: User,
    from: string,
    to: string,
    args: ConnectionArgs,
  ): Promise<ConnectionShape<Visit>> {
    if (!isCalendarDate(from)) throw badInput('from', 'from must be a date written YYYY-MM-DD');
    if (!isCalendarDate(to)) throw badInput('to', 'to must be a date written YYYY-MM-DD');
    const span = daysBetween(from, to);
    if (span < 0) throw badInput('to', 'to must not be before from');
    if (span > MAX_RANGE_DAYS) throw badInput('to', `A calendar window is at most ${MAX_RANGE_DAYS} days`);
    if (args.last !== undefined || args.before !== undefined) throw badInput('last', 'The calendar pages forward only');
    const first = args.first ?? DEFAULT_PAGE_SIZE;

    const knex = em.getKnex();
    const matching = knex('visits as v')
      .join('service_requests as r', 'r.id', 'v.request_id')
      .join('clients as c', 'c.id', 'v.client_id')
      .whereBetween('v.date', [from, to])
      .whereNot('v.status', VisitStatus.CANCELED)
      .whereIn('r.status', LIVE_REQUESTS);
    if (viewer.role === Role.CLIENT) matching.where('c.user_id', viewer.id);

    const page = matching
      .clone()
      .select(
        'v.id',
        'v.date',
        'v.time_slot',
        'v.start_time',
        'v.status',
        'v.started_at',
        'v.completed_at',
        'v.created_at',
        'v.request_id',
        'v.client_id',
        'r.service',
        'c.display_name as client_name',
        // The calendar marks unstaffed visits; a count here spares a batch query of every visit's helpers.
        knex.raw('(select count(*)::int from visit_assignments a where a.visit_id = v.id) as helper_count'),
      )
      .orderBy([{ column: 'v.date' }, { column: 'v.id' }])
      .limit(first + 1);
    if (args.after) page.whereRaw('(v.date, v.id) > (?::date, ?::uuid)', visitCursorValues(args.after));

    const connection = em.getConnection();
    const rows = await connection.execute<VisitRow[]>(page);
    const visits = rows.slice(0, first).map((row) => this.leanVisit(row));
    const edges = visits.map((visit) => ({ cursor: encodeCursor(visit), node: visit }));
    // Counted only when a caller selects totalCount (the calendar itself does not), and not at all when this first
    // page already holds every match.
    const everything = !args.after && rows.length <= first;
    let total: Promise<number> | undefined;
    const countAll = () =>
      connection
        .execute<{ total: string | number }[]>(matching.clone().count({ total: '*' }))
        .then((counted) => Number(counted[0].total));
    return {
      edges,
      get totalCount() {
        return everything ? rows.length : (total ??= countAll());
      },
      pageInfo: {
        hasNextPage: rows.length > first,
        hasPreviousPage: Boolean(args.after),
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
    };
  }

  /** A Visit built from a row; its request and client are only ids until a resolver asks for them. */
  private leanVisit(row: VisitRow): Visit {
    return Object.assign(Object.create(LEAN_VISIT_PROTOTYPE) as Visit, {
      id: row.id,
      date: asDateText(row.date),
      timeSlot: row.time_slot,
      startTime: row.start_time,
      status: row.status,
      startedAt: row.started_at,
      completedAt: row.completed_at,
      createdAt: row.created_at,
      requestIdHint: row.request_id,
      clientIdHint: row.client_id,
      serviceHint: row.service,
      clientNameHint: row.client_name,
      helperCountHint: row.helper_count,
    });
  }

  /** A client's own next visits, soonest first. */
  upcomingForClient(em: EntityManager, viewer: User, today: string, limit: number) {
    return em.find(
      Visit,
      {
        client: { user: viewer.id },
        date: { $gte: today },
        status: { $ne: VisitStatus.CANCELED },
        request: { status: { $in: LIVE_REQUESTS } },
      },
      { orderBy: { date: 'asc', id: 'asc' }, limit, populate: ['request'], strategy: 'joined' },
    );
  }
}
