import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { addDays, businessToday } from '../../shared/calendar-date.js';
import { ServiceRequestStatus, type ServiceType, type TimeSlot } from '../service-request/service-request.enums.js';
import { visitWindow } from '../visit/job.service.js';
import { VisitStatus } from '../visit/visit.enums.js';
import type { NotificationService } from './notification.service.js';

const LIVE_REQUESTS = [ServiceRequestStatus.ACCEPTED, ServiceRequestStatus.SCHEDULED];
/** Reminders are raised in batches, each its own short transaction. */
const BATCH = 200;

interface VisitRow {
  id: string;
  date: string | Date;
  time_slot: TimeSlot;
  start_time: string | null;
  address: string;
  service: ServiceType;
  client_name: string;
  /** The helper's account (daily agendas). */
  user_id: string;
  /** The client record (reminders). */
  client_id: string;
}

const dateText = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10));

/**
 * The notifications raised on a clock rather than by a change: visit reminders and helpers' daily agendas (overdue
 * invoices: modules/collections). Each is idempotent (its dedupe key names the visit, day or reminder number), so a job run twice, or by
 * two instances, raises each one once.
 */
export class ScheduledNotifications {
  constructor(
    private readonly notifications: NotificationService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  today(): string {
    return businessToday(this.now());
  }

  /** Reminds each client of tomorrow's visits (run at 9 AM business time). Returns how many were raised. */
  async visitReminders(em: EntityManager): Promise<number> {
    const tomorrow = addDays(this.today(), 1);
    // A client with an account, or without one but with an email on its record (issue 22), or whose consent to texts
    // the owner recorded (issue 29; the notification service drops the text when texts are off).
    const rows = await this.visitsOn(em, tomorrow).where(reachableClient).select('c.id as client_id');
    let raised = 0;
    for (let start = 0; start < rows.length; start += BATCH) {
      await em.transactional(async (tx) => {
        for (const row of rows.slice(start, start + BATCH) as VisitRow[]) {
          const date = dateText(row.date);
          const fresh = await this.notifications.raise(tx, {
            event: 'visit.reminder',
            recipientClientId: row.client_id,
            dedupeKey: `${row.id}:${date}`,
            data: {
              visitId: row.id,
              date,
              timeSlot: row.time_slot,
              startTime: row.start_time,
              address: row.address,
              service: row.service,
            },
          });
          if (fresh) raised++;
        }
      });
    }
    return raised;
  }

  /** Each helper with visits today gets their day in one email (run at 6:30 AM business time). */
  async dailyAgendas(em: EntityManager): Promise<number> {
    const today = this.today();
    const rows = (await this.visitsOn(em, today)
      .join('visit_assignments as a', 'a.visit_id', 'v.id')
      .join('helpers as h', 'h.id', 'a.helper_id')
      .whereNotNull('h.user_id')
      .where('h.active', true)
      .select('h.user_id')) as VisitRow[];
    const byHelper = new Map<string, VisitRow[]>();
    for (const row of rows) byHelper.set(row.user_id, [...(byHelper.get(row.user_id) ?? []), row]);
    let raised = 0;
    await em.transactional(async (tx) => {
      for (const [userId, visits] of byHelper) {
        visits.sort(
          (a, b) =>
            visitWindow({ timeSlot: a.time_slot, startTime: a.start_time }).start -
            visitWindow({ timeSlot: b.time_slot, startTime: b.start_time }).start,
        );
        const fresh = await this.notifications.raise(tx, {
          event: 'schedule.daily-agenda',
          recipientUserId: userId,
          dedupeKey: today,
          data: {
            date: today,
            visits: visits.map((visit) => ({
              timeSlot: visit.time_slot,
              startTime: visit.start_time,
              clientName: visit.client_name,
              address: visit.address,
              service: visit.service,
            })),
          },
        });
        if (fresh) raised++;
      }
    });
    return raised;
  }

  private visitsOn(em: EntityManager, date: string) {
    return em
      .getKnex()('visits as v')
      .join('service_requests as r', 'r.id', 'v.request_id')
      .join('clients as c', 'c.id', 'v.client_id')
      .where('v.date', date)
      .where('v.status', VisitStatus.SCHEDULED)
      .whereIn('r.status', LIVE_REQUESTS)
      .select('v.id', 'v.date', 'v.time_slot', 'v.start_time', 'r.address', 'r.service', 'c.display_name as client_name');
  }
}

/** A client (`c`) something can reach: an account, an email on the record, or texts the owner recorded consent to. */
function reachableClient(reachable: Knex.QueryBuilder) {
  void reachable
    .whereNotNull('c.user_id')
    .orWhereNotNull('c.email')
    .orWhereExists((texts) =>
      texts.select(1).from('text_preferences as tp').whereRaw('tp.client_id = c.id').whereNotNull('tp.consent_at'),
    );
}
