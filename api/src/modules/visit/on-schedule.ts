import type { FilterQuery } from '@mikro-orm/core';
import { ServiceRequestStatus } from '../service-request/service-request.enums.js';
import type { Visit } from './visit.entity.js';
import { OFF_SCHEDULE } from './visit.enums.js';

/** Requests whose visits are on the schedule: accepted (and the legacy "scheduled"). */
export const LIVE_REQUESTS = [ServiceRequestStatus.ACCEPTED, ServiceRequestStatus.SCHEDULED];

/**
 * The one rule for "on the schedule": a visit of a live request that is neither canceled nor skipped. Every count,
 * the revenue card, helpers' days and availability checks use it; the calendar also shows the visits off it, struck
 * through.
 */
export const onSchedule = (): FilterQuery<Visit> => ({
  status: { $nin: [...OFF_SCHEDULE] },
  request: { status: { $in: LIVE_REQUESTS } },
});
