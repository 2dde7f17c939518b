import { type FilterQuery, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { leanPage, pageOf } from '../../shared/lean-page.js';
import { encodeCursor, type Page, type PageArgs } from '../../shared/paging.js';
import type { Viewer } from '../../shared/policy.js';
import { clientPolicy } from '../client/client.policy.js';
import { type ClientRow, clientColumns, toClientRow } from '../client/clients.query.js';
import { ServiceRequest } from './service-request.entity.js';
import {
  type CustomDays,
  type Recurrence,
  ServiceRequestStatus,
  type ServiceType,
  type TimeSlot,
} from './service-request.enums.js';
import { serviceRequestPolicy } from './service-request.policy.js';
import type { AgreedQuote } from '../pricing/pricing.js';

/** A service request as the lists show it: plain data from one row. */
export interface ServiceRequestRow {
  id: string;
  createdAt: Date;
  status: ServiceRequestStatus;
  service: ServiceType;
  date: string;
  time: TimeSlot;
  address: string;
  notes: string | null;
  recurring: Recurrence;
  customDays: CustomDays | null;
  phoneNumber: string;
  adminFeedback: string | null;
  awaitingEmailConfirmation: boolean;
  /** The quote it was made at (what was agreed), or null. */
  quote: AgreedQuote | null;
  /**
   * The client it is for: the whole row, read in the same statement, when the viewer may read every client (the
   * admin); otherwise the reference the `client` field loads through the client policy.
   */
  client: ClientRow | { id: string };
}

/** Whether the row's client came with it (see ServiceRequestRow.client). */
export const hasClientRow = (client: ServiceRequestRow['client']): client is ClientRow => 'displayName' in client;

const COLUMNS = [
  'sr.id',
  'sr.created_at',
  'sr.status',
  'sr.service',
  'sr.date',
  'sr.time',
  'sr.address',
  'sr.notes',
  'sr.recurring',
  'sr.custom_days',
  'sr.phone_number',
  'sr.admin_feedback',
  'sr.awaiting_email_confirmation',
  'sr.quote',
  'sr.client_id',
];
const CLIENT_PREFIX = 'client__';

/** The requests the viewer may read that match `filter`, with their client's columns when the viewer reads them all. */
function matching(em: EntityManager, viewer: Viewer | null, filter: FilterQuery<ServiceRequest>) {
  const query = em.createQueryBuilder(ServiceRequest, 'sr').where(serviceRequestPolicy.where(viewer, filter));
  const withClients = clientPolicy.readsAll(viewer);
  if (withClients) query.join('sr.client', 'src');
  return { query, select: withClients ? [...COLUMNS, ...clientColumns('src', CLIENT_PREFIX)] : COLUMNS, withClients };
}

function rowMapper(em: EntityManager, withClients: boolean) {
  const platform = em.getPlatform();
  return (row: Record<string, unknown>): ServiceRequestRow => ({
    id: row.id as string,
    createdAt: platform.parseDate(row.created_at as string),
    status: row.status as ServiceRequestStatus,
    service: row.service as ServiceType,
    date: row.date as string,
    time: row.time as TimeSlot,
    address: row.address as string,
    notes: row.notes as string | null,
    recurring: row.recurring as Recurrence,
    customDays: row.custom_days as CustomDays | null,
    phoneNumber: row.phone_number as string,
    adminFeedback: row.admin_feedback as string | null,
    awaitingEmailConfirmation: row.awaiting_email_confirmation as boolean,
    quote: (row.quote as AgreedQuote | null) ?? null,
    client: withClients ? toClientRow(em, row, CLIENT_PREFIX) : { id: row.client_id as string },
  });
}

const cursorOf = (row: ServiceRequestRow) => [row.date, row.id];

/**
 * Pending requests wait on the owner, so the soonest visit comes first; every other list shows the latest date of
 * service first.
 */
export const listDirection = (status?: ServiceRequestStatus | null): 'asc' | 'desc' =>
  status === ServiceRequestStatus.PENDING ? 'asc' : 'desc';

/** How many requests of each status the viewer may read: one grouped count that every list's total can share. */
export async function requestCountsByStatus(em: EntityManager, viewer: Viewer | null) {
  const rows: { status: ServiceRequestStatus; requests: number }[] = await em
    .createQueryBuilder(ServiceRequest, 'sr')
    .select(['sr.status', raw('count(*)::int as requests')])
    .where(serviceRequestPolicy.scope(viewer))
    .groupBy('sr.status')
    .execute('all', false);
  return new Map(rows.map((row) => [row.status, row.requests]));
}

/** The requests of one status (or all) among the grouped counts. */
export const countOf = (counts: Map<ServiceRequestStatus, number>, status?: ServiceRequestStatus | null) =>
  status ? (counts.get(status) ?? 0) : [...counts.values()].reduce((sum, count) => sum + count, 0);

/**
 * The service requests list, latest date of service first (pending: soonest first), optionally of one status: one SQL statement a page of
 * plain rows (with their clients for the admin), through the request policy's scope. The total is counted only when
 * asked for, by `count` when the caller shares one.
 */
export function serviceRequestsPage(
  em: EntityManager,
  viewer: Viewer,
  args: PageArgs,
  status?: ServiceRequestStatus | null,
  count?: () => Promise<number>,
): Promise<Page<ServiceRequestRow>> {
  const filter = status ? { status } : {};
  const { select, withClients } = matching(em, viewer, filter);
  return leanPage(args, {
    matching: () => matching(em, viewer, filter).query,
    select,
    orderBy: ['sr.date', 'sr.id'],
    direction: listDirection(status),
    shape: ['date', 'uuid'],
    countColumn: 'sr.id',
    count,
    toRow: rowMapper(em, withClients),
    cursorOf,
  });
}

export interface FirstPageKey {
  status: ServiceRequestStatus;
  first: number;
}

/**
 * The first pages of several statuses' lists in one statement (the dashboard shows three): a `union all` of each
 * status's page, each read in the (status, date, id) index's order through the viewer's scope. Totals come from
 * `count`, asked only when a page does not hold every match.
 */
export async function firstPagesByStatus(
  em: EntityManager,
  viewer: Viewer | null,
  keys: readonly FirstPageKey[],
  count: (status: ServiceRequestStatus) => Promise<number>,
): Promise<Page<ServiceRequestRow>[]> {
  const sizes = new Map<ServiceRequestStatus, number>();
  for (const { status, first } of keys) sizes.set(status, Math.max(first, sizes.get(status) ?? 0));
  let withClients = false;
  // Each page with its values inlined by the platform's own quoting (a union of builders has no shared parameters).
  const pages = [...sizes].map(([status, size]) => {
    const page = matching(em, viewer, { status });
    withClients = page.withClients;
    const direction = listDirection(status);
    const query = page.query
      .select(page.select)
      .orderBy({ 'sr.date': direction, 'sr.id': direction })
      .limit(size + 1);
    return `(${query.getFormattedQuery()})`;
  });
  const union = `select * from (${pages.join(' union all ')}) as pages`;
  const rows = (await em.execute<Record<string, unknown>[]>(union)).map(rowMapper(em, withClients));
  return keys.map(({ status, first }) => {
    // A union keeps no order of its own: each status's rows sorted again (dates and uuids compare as their text).
    const sign = listDirection(status) === 'asc' ? 1 : -1;
    const ofStatus = rows
      .filter((row) => row.status === status)
      .sort((a, b) => sign * (a.date === b.date ? a.id.localeCompare(b.id) : a.date.localeCompare(b.date)));
    const items = ofStatus.slice(0, first).map((item) => ({ cursor: encodeCursor(cursorOf(item)), item }));
    return pageOf(items, { more: ofStatus.length > first, cursor: false, backward: false, countAll: () => count(status) });
  });
}
