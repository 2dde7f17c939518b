import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../auth/role.enum.js';
import { type ConnectionArgs, cursorOptions, toConnection } from '../../graphql/relay/connection.js';
import { daysBetween, isCalendarDate } from '../../shared/calendar-date.js';
import { badInput } from '../../shared/errors.js';
import { ServiceRequestStatus } from '../service-request/service-request.enums.js';
import type { User } from '../user/user.entity.js';
import { Visit } from './visit.entity.js';
import { VisitStatus } from './visit.enums.js';

/** The widest calendar window one query may ask for (a 6-week month grid plus slack). */
export const MAX_RANGE_DAYS = 62;

export class VisitService {
  /**
   * The calendar: visits of accepted and scheduled requests in [from, to], in date order, with their request and
   * client loaded by joins so a page costs the same few statements whatever its size.
   */
  inRange(em: EntityManager, viewer: User, from: string, to: string, args: ConnectionArgs) {
    if (!isCalendarDate(from)) throw badInput('from', 'from must be a date written YYYY-MM-DD');
    if (!isCalendarDate(to)) throw badInput('to', 'to must be a date written YYYY-MM-DD');
    const span = daysBetween(from, to);
    if (span < 0) throw badInput('to', 'to must not be before from');
    if (span > MAX_RANGE_DAYS) throw badInput('to', `A calendar window is at most ${MAX_RANGE_DAYS} days`);
    return em
      .findByCursor(
        Visit,
        {
          date: { $gte: from, $lte: to },
          status: { $ne: VisitStatus.CANCELED },
          request: { status: { $in: [ServiceRequestStatus.ACCEPTED, ServiceRequestStatus.SCHEDULED] } },
          ...(viewer.role === Role.CLIENT ? { client: { user: viewer.id } } : {}),
        },
        {
          ...cursorOptions(args),
          orderBy: { date: 'asc', id: 'asc' },
          populate: ['request', 'client', 'helpers'],
          strategy: 'joined',
        },
      )
      .then(toConnection);
  }

  /** A client's own next visits, soonest first. */
  upcomingForClient(em: EntityManager, viewer: User, today: string, limit: number) {
    return em.find(
      Visit,
      {
        client: { user: viewer.id },
        date: { $gte: today },
        status: { $ne: VisitStatus.CANCELED },
        request: { status: { $in: [ServiceRequestStatus.ACCEPTED, ServiceRequestStatus.SCHEDULED] } },
      },
      { orderBy: { date: 'asc', id: 'asc' }, limit, populate: ['request'], strategy: 'joined' },
    );
  }
}
