import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { daysBetween, isCalendarDate } from '../../shared/calendar-date.js';
import { badInput } from '../../shared/errors.js';
import {
  type CursorShape,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  decodeCursor,
  encodeCursor,
  type Page,
  type PageArgs,
} from '../../shared/paging.js';
import type { Viewer } from '../../shared/policy.js';
import { helperPolicy } from '../helper/helper.policy.js';
import type { HelperRow } from '../helper/helpers.query.js';
import type { ServiceType, TimeSlot } from '../service-request/service-request.enums.js';
import { type AccountJson, type AccountRow, accountJson, toAccountRow } from '../user/account-row.js';
import { userPolicy } from '../user/user.policy.js';
import { LIVE_REQUESTS } from './on-schedule.js';
import { Visit } from './visit.entity.js';
import type { VisitStatus } from './visit.enums.js';
import { visitPolicy } from './visit.policy.js';

/** The widest calendar window one query may ask for (a 6-week month grid plus slack). */
export const MAX_RANGE_DAYS = 62;

/**
 * How many visits a day of the window may bring in one page: a page holds at most this many times the window's days
 * (a busy month's grid in one request; never an unbounded read). A larger `first` reads that many.
 */
export const VISITS_PER_DAY_BOUND = 200;

/** The largest page any window allows: what `first` may ask for. */
export const MAX_CALENDAR_PAGE = (MAX_RANGE_DAYS + 1) * VISITS_PER_DAY_BOUND;

/** The calendar's cursor: the visit's date and id, its sort order. */
const CALENDAR_CURSOR: CursorShape = ['date', 'uuid'];

/** One visit as the calendar shows it: plain data from one row, with its service, client name and staffing. */
export interface CalendarVisitRow {
  id: string;
  date: string;
  timeSlot: TimeSlot;
  startTime: string | null;
  status: VisitStatus;
  startedAt: Date | null;
  completedAt: Date | null;
  statusReason: string | null;
  /** On hold: unpaid (the payment-aware hold). */
  onHold: boolean;
  createdAt: Date;
  requestId: string;
  clientId: string;
  service: ServiceType;
  clientName: string;
  helperCount: number;
  /**
   * The assigned helpers with their accounts, read in the same row, when the viewer reads every helper and account
   * (the admin); null otherwise, and the `helpers` field then loads them through the policies' scopes.
   */
  helpers: CalendarHelper[] | null;
}

/** An assigned helper as plain data: the `Helper` type's fields, with its account read in the same row. */
export interface CalendarHelper extends Omit<HelperRow, 'user'> {
  user: AccountRow | null;
}

type SqlHelper = Omit<CalendarHelper, 'createdAt' | 'user'> & { createdAt: string; user: AccountJson | null };

const toHelper = ({ user, ...helper }: SqlHelper): CalendarHelper => ({
  ...helper,
  createdAt: new Date(helper.createdAt),
  user: user && toAccountRow(user),
});

// The calendar marks unstaffed visits; a count here spares a batch query of every visit's helpers.
const HELPER_COUNT_COLUMN = '(select count(*)::int from visit_assignments a where a.visit_id = v.id) as helper_count';

/** The helpers (and accounts) of visit `v`, in assignment order, as one JSON array: a column of the month's row. */
const HELPERS_COLUMN = `(select coalesce(json_agg(json_build_object(
    'id', h.id, 'createdAt', h.created_at, 'phone', h.phone, 'hourlyRateCents', h.hourly_rate_cents,
    'maxHoursPerWeek', h.max_hours_per_week, 'notes', h.notes, 'active', h.active,
    'user', case when u.id is null then null else ${accountJson('u')} end
  ) order by a.assigned_at, a.helper_id), '[]')
  from visit_assignments a join helpers h on h.id = a.helper_id left join users u on u.id = h.user_id
  where a.visit_id = v.id) as helpers`;

interface SqlRow {
  id: string;
  date: string | Date;
  time_slot: TimeSlot;
  start_time: string | null;
  status: VisitStatus;
  started_at: Date | null;
  completed_at: Date | null;
  status_reason: string | null;
  on_hold: boolean;
  created_at: Date;
  request_id: string;
  client_id: string;
  service: ServiceType;
  client_name: string;
  helper_count?: number;
  helpers?: SqlHelper[];
}

const asDateText = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10));

const toRow = (row: SqlRow): CalendarVisitRow => ({
  id: row.id,
  date: asDateText(row.date),
  timeSlot: row.time_slot,
  startTime: row.start_time,
  status: row.status,
  startedAt: row.started_at,
  completedAt: row.completed_at,
  statusReason: row.status_reason,
  onHold: row.on_hold,
  createdAt: row.created_at,
  requestId: row.request_id,
  clientId: row.client_id,
  service: row.service,
  clientName: row.client_name,
  helperCount: row.helpers ? row.helpers.length : (row.helper_count ?? 0),
  helpers: row.helpers ? row.helpers.map(toHelper) : null,
});

function assertWindow(from: string, to: string, args: PageArgs) {
  if (!isCalendarDate(from)) throw badInput('from', 'from must be a date written YYYY-MM-DD');
  if (!isCalendarDate(to)) throw badInput('to', 'to must be a date written YYYY-MM-DD');
  const span = daysBetween(from, to);
  if (span < 0) throw badInput('to', 'to must not be before from');
  if (span > MAX_RANGE_DAYS) throw badInput('to', `A calendar window is at most ${MAX_RANGE_DAYS} days`);
  if (args.last != null || args.before != null) throw badInput('last', 'The calendar pages forward only');
}

/**
 * The calendar: the visits the viewer may read, of live requests, in [from, to], in date order. A hot read path,
 * so it is one SQL query per page (plus a count only when a caller asks for the total) returning plain rows, not
 * tracked entities; the rows pass through the visit policy's scope like every other read.
 */
export async function calendarPage(
  em: EntityManager,
  viewer: Viewer,
  from: string,
  to: string,
  args: PageArgs,
): Promise<Page<CalendarVisitRow>> {
  assertWindow(from, to, args);
  const after = args.after ? decodeCursor(args.after, CALENDAR_CURSOR) : null;
  if (args.after && !after) throw badInput('after', 'after is not a cursor from this list');
  const bound = Math.max(MAX_PAGE_SIZE, (daysBetween(from, to) + 1) * VISITS_PER_DAY_BOUND);
  const first = Math.min(args.first ?? DEFAULT_PAGE_SIZE, bound);
  // Who is assigned is read in the month's own statement only for a viewer whose scopes hold every helper and account.
  const leanHelpers = helperPolicy.readsAll(viewer) && userPolicy.readsAll(viewer);

  const matching = () =>
    em
      .createQueryBuilder(Visit, 'v')
      .join('v.request', 'r')
      .join('v.client', 'c')
      .where(
        // Canceled and skipped visits stay on the calendar, struck through (and restorable).
        visitPolicy.where(viewer, { date: { $gte: from, $lte: to }, request: { status: { $in: LIVE_REQUESTS } } }),
      );

  const page = matching()
    .select([
      'v.id',
      'v.date',
      'v.time_slot',
      'v.start_time',
      'v.status',
      'v.started_at',
      'v.completed_at',
      'v.status_reason',
      'v.on_hold',
      'v.created_at',
      'v.request_id',
      'v.client_id',
      raw('coalesce(v.service_override, r.service) as service'),
      raw('c.display_name as client_name'),
      // Read with the helpers themselves, the count is their number: one subquery a row, not two.
      ...(leanHelpers ? [raw(HELPERS_COLUMN)] : [raw(HELPER_COUNT_COLUMN)]),
    ])
    .orderBy({ date: 'asc', id: 'asc' })
    .limit(first + 1);
  if (after) page.andWhere(raw('(v.date, v.id) > (?::date, ?::uuid)', after as [string, string]));

  const rows = ((await page.execute('all', false)) as SqlRow[]).map(toRow);
  const items = rows.slice(0, first).map((row) => ({ cursor: encodeCursor([row.date, row.id]), item: row }));
  // A first page that holds every match needs no count; otherwise count only if a caller asks.
  const everything = !after && rows.length <= first;
  const countAll = async () => Number((await matching().count('v.id').execute('get', false)).count);
  return {
    items,
    hasNextPage: rows.length > first,
    hasPreviousPage: Boolean(after),
    startCursor: items[0]?.cursor ?? null,
    endCursor: items.at(-1)?.cursor ?? null,
    totalCount: everything ? rows.length : countAll,
  };
}
