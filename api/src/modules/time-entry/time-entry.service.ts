import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { addDays, businessToday, isCalendarDate } from '../../shared/calendar-date.js';
import { badInput, conflict, forbidden, isUniqueViolation } from '../../shared/errors.js';
import { minutesBetween, type Period, payoutCents, periodContaining, periodInstants } from '../../shared/pay-period.js';
import type { Viewer } from '../../shared/policy.js';
import { Helper } from '../helper/helper.entity.js';
import { helperPolicy } from '../helper/helper.policy.js';
import type { SettingsService } from '../settings/settings.service.js';
import { User } from '../user/user.entity.js';
import { PayPeriod } from './pay-period.entity.js';
import { TimeEntry } from './time-entry.entity.js';
import { payPeriodPolicy, timeEntryPolicy } from './time-entry.policy.js';
import type { PayPeriodSummary, Payroll } from './time-entry.types.js';

const MAX_ENTRY_MINUTES = 16 * 60;

interface Location {
  latitude?: number | null;
  longitude?: number | null;
}

export class TimeEntryService {
  constructor(
    private readonly settings: SettingsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The viewer's own helper record, to clock in or out on. */
  private async helperOf(em: EntityManager, viewer: Viewer): Promise<Helper> {
    const helper = await em.findOne(Helper, { user: viewer.id });
    if (!helper) throw forbidden('Complete your helper profile first');
    helperPolicy.authorize(viewer, 'clock', helper);
    if (!helper.active) throw forbidden('Your helper account is inactive');
    return helper;
  }

  /** A helper record the admin runs payroll on (a database id). */
  private payrollHelper(em: EntityManager, viewer: Viewer, helperId: string): Promise<Helper> {
    return helperPolicy.load(em, viewer, 'payroll', helperId);
  }

  /** Clocks in now; a helper cannot be clocked in twice (a partial unique index holds it under races too). */
  async clockIn(em: EntityManager, viewer: Viewer, location: Location): Promise<TimeEntry> {
    const helper = await this.helperOf(em, viewer);
    if (await em.count(TimeEntry, { helper, clockOutAt: null })) throw conflict('You are already clocked in');
    const entry = em.create(TimeEntry, {
      helper,
      clockInAt: this.now(),
      clockInLatitude: location.latitude ?? null,
      clockInLongitude: location.longitude ?? null,
    });
    try {
      await em.flush();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('You are already clocked in');
      throw error;
    }
    return entry;
  }

  async clockOut(em: EntityManager, viewer: Viewer, location: Location): Promise<TimeEntry> {
    const helper = await this.helperOf(em, viewer);
    const entry = await em.findOne(TimeEntry, { helper, clockOutAt: null });
    if (!entry) throw conflict('You are not clocked in');
    entry.clockOutAt = this.now();
    entry.clockOutLatitude = location.latitude ?? null;
    entry.clockOutLongitude = location.longitude ?? null;
    await em.flush();
    return entry;
  }

  /** The viewer's open entry while they are clocked in. */
  openEntry(em: EntityManager, viewer: Viewer): Promise<TimeEntry | null> {
    return em.findOne(TimeEntry, timeEntryPolicy.where(viewer, { helper: { user: viewer.id }, clockOutAt: null }));
  }

  /** The period with the given first day, refusing a date that does not start one. */
  async period(em: EntityManager, periodStart: string): Promise<Period> {
    if (!isCalendarDate(periodStart)) throw badInput('periodStart', 'periodStart must be a date written YYYY-MM-DD');
    const { payPeriodDays } = await this.settings.get(em);
    const period = periodContaining(periodStart, payPeriodDays);
    if (period.start !== periodStart) throw badInput('periodStart', `A pay period starts on ${period.start}, not ${periodStart}`);
    return period;
  }

  async currentPeriod(em: EntityManager): Promise<Period> {
    const { payPeriodDays } = await this.settings.get(em);
    return periodContaining(businessToday(this.now()), payPeriodDays);
  }

  /**
   * Hours, rate, bonus and payout of one helper for one period, as far as the viewer may read that helper's time.
   * Entries belong to the day they started.
   */
  async summary(em: EntityManager, viewer: Viewer, helper: Helper, period: Period): Promise<PayPeriodSummary> {
    const { from, until } = periodInstants(period);
    const [entries, review] = await Promise.all([
      em.find(TimeEntry, timeEntryPolicy.where(viewer, { helper, clockInAt: { $gte: from, $lt: until } }), {
        orderBy: { clockInAt: 'asc' },
      }),
      em.findOne(PayPeriod, payPeriodPolicy.where(viewer, { helper, periodStart: period.start })),
    ]);
    const closed = entries.filter((entry) => entry.clockOutAt);
    const workedMinutes = closed.reduce((sum, entry) => sum + minutesBetween(entry.clockInAt, entry.clockOutAt!), 0);
    const approved = Boolean(review?.approvedAt);
    const hourlyRateCents = approved ? review!.hourlyRateCents! : helper.hourlyRateCents;
    const bonusCents = review?.bonusCents ?? 0;
    const payMinutes = approved ? review!.approvedMinutes! : workedMinutes;
    return {
      helper,
      periodStart: period.start,
      periodEnd: period.end,
      entries,
      workedMinutes,
      openEntries: entries.length - closed.length,
      approved,
      approvedMinutes: approved ? review!.approvedMinutes : null,
      hourlyRateCents,
      bonusCents,
      bonusNote: review?.bonusNote ?? null,
      payoutCents: payoutCents(payMinutes, hourlyRateCents, bonusCents),
      approvedAt: review?.approvedAt ?? null,
      tipsCents: await this.tipsOf(em, helper.id, period),
    };
  }

  /**
   * The helper's share of the tips received in the period for visits they worked: each tip split evenly among the
   * visit's helpers in whole cents, the remainder to the first assigned. Not pay (no rate, no approval): apart.
   */
  async tipsOf(em: EntityManager, helperId: string, period: Period): Promise<number> {
    const rows = await em.execute<{ amount_cents: number; helpers: string; first_helper: string }[]>(
      `select t.amount_cents,
              (select count(*) from visit_assignments a where a.visit_id = t.visit_id) as helpers,
              (select a.helper_id from visit_assignments a where a.visit_id = t.visit_id
                order by a.assigned_at, a.helper_id limit 1) as first_helper
         from tips t
        where t.received_on between ? and ?
          and exists (select 1 from visit_assignments a where a.visit_id = t.visit_id and a.helper_id = ?)`,
      [period.start, period.end, helperId],
    );
    return rows.reduce((sum, row) => {
      const helpers = Number(row.helpers);
      const share = Math.floor(row.amount_cents / helpers);
      return sum + share + (row.first_helper === helperId ? row.amount_cents - share * helpers : 0);
    }, 0);
  }

  /** The signed-in helper's current period and the ones before it, newest first. */
  async myPeriods(em: EntityManager, viewer: Viewer, count: number): Promise<PayPeriodSummary[]> {
    const helper = await em.findOne(Helper, helperPolicy.where(viewer, { user: viewer.id }));
    if (!helper) return [];
    const { payPeriodDays } = await this.settings.get(em);
    let period = await this.currentPeriod(em);
    const summaries: PayPeriodSummary[] = [];
    for (let i = 0; i < count; i++) {
      summaries.push(await this.summary(em, viewer, helper, period));
      period = periodContaining(addDays(period.start, -1), payPeriodDays);
    }
    return summaries;
  }

  /** Every helper with an active record or hours in the period, for the admin's payroll table. */
  async payroll(em: EntityManager, viewer: Viewer, periodStart?: string | null): Promise<Payroll> {
    const period = periodStart ? await this.period(em, periodStart) : await this.currentPeriod(em);
    const { from, until } = periodInstants(period);
    const withHours = await em.find(TimeEntry, timeEntryPolicy.where(viewer, { clockInAt: { $gte: from, $lt: until } }), {
      fields: ['helper'],
    });
    const helpers = await em.find(
      Helper,
      helperPolicy.where(viewer, { $or: [{ active: true }, { id: { $in: withHours.map((entry) => entry.helper.id) } }] }),
      { populate: ['user'], orderBy: { createdAt: 'asc' } },
    );
    const rows = [];
    for (const helper of helpers) rows.push(await this.summary(em, viewer, helper, period));
    return {
      periodStart: period.start,
      periodEnd: period.end,
      rows,
      totalPayoutCents: rows.reduce((sum, row) => sum + row.payoutCents, 0),
    };
  }

  /** One helper's period (a database id), for the admin's payroll review. */
  async helperSummary(em: EntityManager, viewer: Viewer, helperId: string, periodStart: string): Promise<PayPeriodSummary> {
    const helper = await this.payrollHelper(em, viewer, helperId);
    return this.summary(em, viewer, helper, await this.period(em, periodStart));
  }

  /**
   * Changes a period's review while it is unapproved, one change at a time: the review's row is locked, so of five
   * approvals at once one wins and the others find it approved (409). A period's first review has no row to lock;
   * when two create it at once the second fails on the unique key and, tried again, locks the row the first made.
   */
  private async changeUnapprovedReview(
    em: EntityManager,
    helper: Helper,
    period: Period,
    change: (tx: EntityManager, review: PayPeriod) => Promise<void>,
  ): Promise<void> {
    const attempt = () =>
      em.transactional(async (tx) => {
        const review =
          (await tx.findOne(
            PayPeriod,
            { helper, periodStart: period.start },
            { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
          )) ?? tx.create(PayPeriod, { helper, periodStart: period.start, periodEnd: period.end });
        if (review.approvedAt) throw conflict('This pay period is already approved');
        await change(tx, review);
      });
    try {
      await attempt();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await attempt();
    }
  }

  private validSpan(clockInAt: Date, clockOutAt: Date) {
    const minutes = minutesBetween(clockInAt, clockOutAt);
    if (minutes <= 0) throw badInput('clockOutAt', 'Clock-out must be after clock-in');
    if (minutes > MAX_ENTRY_MINUTES) throw badInput('clockOutAt', 'An entry can be at most 16 hours');
  }

  private async assertPeriodOpen(em: EntityManager, helper: Helper, at: Date) {
    const { payPeriodDays } = await this.settings.get(em);
    const period = periodContaining(businessToday(at), payPeriodDays);
    const review = await em.findOne(PayPeriod, { helper, periodStart: period.start });
    if (review?.approvedAt) throw conflict('That pay period is already approved');
  }

  async adjust(
    em: EntityManager,
    viewer: Viewer,
    input: { id: string; clockInAt: Date; clockOutAt: Date; note: string },
  ): Promise<TimeEntry> {
    const entry = await timeEntryPolicy.load(em, viewer, 'update', input.id, { populate: ['helper'] });
    if (!input.note.trim()) throw badInput('note', 'Say why the entry is adjusted');
    this.validSpan(input.clockInAt, input.clockOutAt);
    await this.assertPeriodOpen(em, entry.helper, entry.clockInAt);
    await this.assertPeriodOpen(em, entry.helper, input.clockInAt);
    entry.clockInAt = input.clockInAt;
    entry.clockOutAt = input.clockOutAt;
    entry.adjustmentNote = input.note.trim();
    await em.flush();
    return entry;
  }

  async add(
    em: EntityManager,
    viewer: Viewer,
    input: { helperId: string; clockInAt: Date; clockOutAt: Date; note: string },
  ): Promise<TimeEntry> {
    const helper = await this.payrollHelper(em, viewer, input.helperId);
    if (!input.note.trim()) throw badInput('note', 'Say why the entry is added');
    this.validSpan(input.clockInAt, input.clockOutAt);
    await this.assertPeriodOpen(em, helper, input.clockInAt);
    const entry = em.create(TimeEntry, {
      helper,
      clockInAt: input.clockInAt,
      clockOutAt: input.clockOutAt,
      adjustmentNote: input.note.trim(),
    });
    await em.flush();
    return entry;
  }

  async setBonus(
    em: EntityManager,
    viewer: Viewer,
    input: { helperId: string; periodStart: string; bonusCents: number; note?: string | null },
  ) {
    const helper = await this.payrollHelper(em, viewer, input.helperId);
    const period = await this.period(em, input.periodStart);
    await this.changeUnapprovedReview(em, helper, period, async (_tx, review) => {
      review.bonusCents = input.bonusCents;
      review.bonusNote = input.note?.trim() || null;
    });
    return this.summary(em, viewer, helper, period);
  }

  /** Approves the period's closed hours at the helper's current rate; approved hours are what pays. */
  async approve(em: EntityManager, viewer: Viewer, input: { helperId: string; periodStart: string }) {
    const helper = await this.payrollHelper(em, viewer, input.helperId);
    const period = await this.period(em, input.periodStart);
    await this.changeUnapprovedReview(em, helper, period, async (tx, review) => {
      // Read under the lock, so the hours approved are those of this moment.
      const current = await this.summary(tx, viewer, helper, period);
      if (current.openEntries > 0) throw conflict('Close the open time entry (clock-out) before approving');
      review.approvedMinutes = current.workedMinutes;
      review.hourlyRateCents = helper.hourlyRateCents;
      review.approvedAt = this.now();
      review.approvedBy = tx.getReference(User, viewer.id);
    });
    return this.summary(em, viewer, helper, period);
  }
}
