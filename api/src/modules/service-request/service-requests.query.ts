import type { EntityManager } from '@mikro-orm/postgresql';
import { leanPage } from '../../shared/lean-page.js';
import type { Page, PageArgs } from '../../shared/paging.js';
import type { Viewer } from '../../shared/policy.js';
import { ServiceRequest } from './service-request.entity.js';
import type { CustomDays, Recurrence, ServiceRequestStatus, ServiceType, TimeSlot } from './service-request.enums.js';
import { serviceRequestPolicy } from './service-request.policy.js';

/** A service request as the list shows it: plain data from one row (the client by loader). */
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
  /** The client it is for, as the reference the `client` field reads. */
  client: { id: string };
}

/**
 * The service requests list, latest date of service first, optionally of one status: one SQL statement a page of
 * plain rows (and a count only when `totalCount` is asked for), through the request policy's scope.
 */
export function serviceRequestsPage(
  em: EntityManager,
  viewer: Viewer,
  args: PageArgs,
  status?: ServiceRequestStatus | null,
): Promise<Page<ServiceRequestRow>> {
  const platform = em.getPlatform();
  return leanPage(args, {
    matching: () =>
      em.createQueryBuilder(ServiceRequest, 'sr').where(serviceRequestPolicy.where(viewer, status ? { status } : {})),
    select: [
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
      'sr.client_id',
    ],
    orderBy: ['sr.date', 'sr.id'],
    direction: 'desc',
    shape: ['date', 'uuid'],
    countColumn: 'sr.id',
    toRow: (row) => ({
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
      client: { id: row.client_id as string },
    }),
    cursorOf: (row) => [row.date, row.id],
  });
}
