import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createEvents, type EventAttributes } from 'ics';
import { Role } from '../../auth/role.enum.js';
import { addDays, BUSINESS_TIME_ZONE, businessToday } from '../../shared/calendar-date.js';
import { hashToken, type SecretTokens } from '../../shared/secret-tokens.js';
import { TIME_SLOT_LABELS } from '../notification/notification.events.js';
import { isInactiveHelper } from '../helper/helper-status.js';
import { SERVICE_NAMES } from '../service-request/service-names.js';
import { ServiceRequestStatus, type ServiceType, type TimeSlot } from '../service-request/service-request.enums.js';
import type { User } from '../user/user.entity.js';
import { visitWindow } from '../visit/job.service.js';
import { Visit } from '../visit/visit.entity.js';
import { VisitStatus } from '../visit/visit.enums.js';
import { visitPolicy } from '../visit/visit.policy.js';
import { CalendarFeed } from './calendar-feed.entity.js';

export const FEED_PATH = '/api/calendar';
const PURPOSE = 'calendar-feed';
/** What a feed covers: recent history and the materialised schedule ahead. */
export const FEED_PAST_DAYS = 60;
export const FEED_FUTURE_DAYS = 180;
const LIVE_REQUESTS = [ServiceRequestStatus.ACCEPTED, ServiceRequestStatus.SCHEDULED];

interface FeedVisit {
  id: string;
  date: string | Date;
  time_slot: TimeSlot;
  start_time: string | null;
  status: VisitStatus;
  address: string;
  service: ServiceType;
  client_name: string;
  updated_at: Date | string;
}

const dateText = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10));

/** A wall-clock minute of a business day as a UTC instant (the feed speaks UTC; calendars show local time). */
function businessInstant(date: string, minutes: number): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, BUSINESS_TIME_ZONE).getTime());
}

const utcParts = (instant: Date): [number, number, number, number, number] => [
  instant.getUTCFullYear(),
  instant.getUTCMonth() + 1,
  instant.getUTCDate(),
  instant.getUTCHours(),
  instant.getUTCMinutes(),
];

/**
 * Private iCalendar subscriptions: a helper's visits, a client's visits, or the owner's whole schedule. The URL is
 * the secret; resetting it revokes every copy.
 */
export class CalendarFeedService {
  constructor(
    private readonly tokens: SecretTokens,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The viewer's feed path (created on first ask): `/api/calendar/<token>.ics`. */
  async pathFor(em: EntityManager, viewer: User): Promise<string> {
    const feed = (await em.findOne(CalendarFeed, { user: viewer.id })) ?? (await this.create(em, viewer.id));
    return `${FEED_PATH}/${this.tokens.sign(PURPOSE, feed.id)}.ics`;
  }

  /** A new URL; the old one stops working at once. */
  async reset(em: EntityManager, viewer: User): Promise<string> {
    await em.nativeDelete(CalendarFeed, { user: viewer.id });
    const feed = await this.create(em, viewer.id);
    return `${FEED_PATH}/${this.tokens.sign(PURPOSE, feed.id)}.ics`;
  }

  private async create(em: EntityManager, userId: string): Promise<CalendarFeed> {
    const id = randomUUID();
    await em.execute(
      `insert into calendar_feeds (id, created_at, updated_at, user_id, token_hash) values (?, now(), now(), ?, ?)
       on conflict (user_id) do nothing`,
      [id, userId, hashToken(this.tokens.sign(PURPOSE, id))],
    );
    return em.findOneOrFail(CalendarFeed, { user: userId }, { refresh: true });
  }

  /** The iCalendar text of the feed a token opens, or null for an unknown or revoked token. */
  async render(em: EntityManager, token: string, calendarName: string): Promise<string | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const feed = await em.findOne(CalendarFeed, { tokenHash: hashToken(token) }, { populate: ['user'] });
    if (!feed || !this.tokens.verify(PURPOSE, feed.id, token)) return null;
    // A deactivated helper's feed stops with their access (and serves again if the owner reactivates them).
    if (feed.user.role === Role.HELPER && (await isInactiveHelper(em, feed.user.id))) return null;
    const visits = await this.visitsFor(em, feed.user);
    const events: EventAttributes[] = visits.map((visit) => {
      const date = dateText(visit.date);
      const window = visitWindow({ timeSlot: visit.time_slot, startTime: visit.start_time });
      const canceled = visit.status === VisitStatus.CANCELED;
      const title = `${SERVICE_NAMES[visit.service]}${feed.user.role === Role.CLIENT ? '' : `: ${visit.client_name}`}`;
      return {
        uid: `visit-${visit.id}@sunshine-clean`,
        title: canceled ? `Cancelled: ${title}` : title,
        description: `${TIME_SLOT_LABELS[visit.time_slot]}\n${calendarName}`,
        location: visit.address,
        start: utcParts(businessInstant(date, window.start)),
        end: utcParts(businessInstant(date, window.end)),
        startInputType: 'utc',
        startOutputType: 'utc',
        endInputType: 'utc',
        endOutputType: 'utc',
        status: canceled ? 'CANCELLED' : 'CONFIRMED',
        lastModified: utcParts(new Date(visit.updated_at)),
        productId: 'sunshine-clean/feed',
        calName: calendarName,
      };
    });
    const { error, value } = createEvents(events, { calName: calendarName, productId: 'sunshine-clean/feed' });
    if (error || value === undefined) throw error ?? new Error('Could not build the calendar');
    return value;
  }

  /**
   * The feed's visits as its owner may read them (the visit policy's scope: the owner every visit, a helper those
   * assigned to them, a client their own), from recent history to the schedule ahead.
   */
  private async visitsFor(em: EntityManager, user: User): Promise<FeedVisit[]> {
    const today = businessToday(this.now());
    const window = { date: { $gte: addDays(today, -FEED_PAST_DAYS), $lte: addDays(today, FEED_FUTURE_DAYS) } };
    const visits = await em.find(
      Visit,
      visitPolicy.where({ id: user.id, role: user.role }, { ...window, request: { status: { $in: LIVE_REQUESTS } } }),
      { populate: ['request', 'client'], orderBy: { date: 'asc', id: 'asc' }, limit: 5000 },
    );
    return visits.map((visit) => ({
      id: visit.id,
      date: visit.date,
      time_slot: visit.timeSlot,
      start_time: visit.startTime,
      status: visit.status,
      address: visit.request.address,
      service: visit.request.service,
      client_name: visit.client.displayName,
      updated_at: visit.updatedAt,
    }));
  }
}
