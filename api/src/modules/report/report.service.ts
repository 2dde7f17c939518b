import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, addMonths, businessToday, isCalendarDate, monthRange } from '../../shared/calendar-date.js';
import { badInput } from '../../shared/errors.js';
import { payoutCents, periodContaining, startOfBusinessDay } from '../../shared/pay-period.js';
import type { Viewer } from '../../shared/policy.js';
import { helperName } from '../helper/helper-name.js';
import { Invoice } from '../invoice/invoice.entity.js';
import { invoicePolicy } from '../invoice/invoice.policy.js';
import { type AgreedQuote, type PriceList, visitPriceCents } from '../pricing/pricing.js';
import { type Recurrence, ServiceType } from '../service-request/service-request.enums.js';
import type { SettingsService } from '../settings/settings.service.js';
import { authorizeReports } from './report.policy.js';
import {
  AgingBucketKey,
  type ClientMonth,
  type ClientRevenue,
  type ClientsReport,
  type EarnedMonth,
  type MoneyOwedReport,
  type PayrollReport,
  type PayrollReportRow,
  type ReportPeriod,
  type ReportPeriodInput,
  ReportPreset,
  type RevenueReport,
} from './report.types.js';

const SERVICE_ORDER = Object.values(ServiceType);
const TOP_CLIENTS = 20;
const MAX_YEARS = 5;
/** A series with a visit on the schedule within this many days of today is active. */
const ACTIVE_WINDOW_DAYS = 35;

const AGING: { bucket: AgingBucketKey; label: string; upTo: number }[] = [
  { bucket: AgingBucketKey.CURRENT, label: 'Current', upTo: 0 },
  { bucket: AgingBucketKey.DAYS_1_30, label: '1-30', upTo: 30 },
  { bucket: AgingBucketKey.DAYS_31_60, label: '31-60', upTo: 60 },
  { bucket: AgingBucketKey.DAYS_61_90, label: '61-90', upTo: 90 },
  { bucket: AgingBucketKey.OVER_90, label: 'Over 90', upTo: Infinity },
];

/** Completed visits grouped by what their price depends on, with their request and client. */
interface EarnedGroupRow {
  client_id: string;
  client_name: string;
  month: string;
  service_override: ServiceType | null;
  price_cents_override: number | null;
  first_visit: boolean;
  n: number;
  service: ServiceType;
  request_date: string;
  recurring: Recurrence;
  price_cents: number | null;
  quote: AgreedQuote | null;
  continues_another: boolean;
}

export interface EarnedGroup {
  clientId: string;
  clientName: string;
  /** First day of the month. */
  month: string;
  service: ServiceType;
  visitCount: number;
  earnedCents: number;
}

const sum = <T>(items: readonly T[], of: (item: T) => number) => items.reduce((total, item) => total + of(item), 0);
const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);
const monthKey = (date: string) => `${date.slice(0, 7)}-01`;

/** The first days of every month from `from`'s to `to`'s, oldest first. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = monthKey(from); month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/**
 * The owner's reports. Each figure is defined here once, from a few SQL statements over the ledger, the visits and
 * the time clock; months are calendar months of America/New_York (service dates and receipt dates are calendar dates
 * already; refunds, which only have an instant, are placed by that instant's New York day).
 */
export class ReportService {
  constructor(
    private readonly settings: SettingsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  today(): string {
    return businessToday(this.now());
  }

  /** The calendar dates a period input stands for; a custom one is validated (from ≤ to, at most 5 years). */
  period(viewer: Viewer | null | undefined, input: ReportPeriodInput): ReportPeriod {
    authorizeReports(viewer);
    const today = this.today();
    const month = monthRange(today);
    const custom = input.preset === ReportPreset.CUSTOM;
    if (!custom && (input.from != null || input.to != null)) {
      throw badInput(input.from != null ? 'from' : 'to', 'from and to are only for a custom period');
    }
    const range = (from: string, to: string): ReportPeriod => ({ preset: input.preset, from, to, today });
    switch (input.preset) {
      case ReportPreset.THIS_MONTH:
        return range(month.first, month.last);
      case ReportPreset.LAST_MONTH: {
        const last = monthRange(addMonths(month.first, -1));
        return range(last.first, last.last);
      }
      case ReportPreset.THIS_QUARTER: {
        const quarterStart = addMonths(month.first, -((Number(today.slice(5, 7)) - 1) % 3));
        return range(quarterStart, addDays(addMonths(quarterStart, 3), -1));
      }
      case ReportPreset.THIS_YEAR:
        return range(`${today.slice(0, 4)}-01-01`, `${today.slice(0, 4)}-12-31`);
      case ReportPreset.LAST_12_MONTHS:
        return range(addMonths(month.first, -11), month.last);
      case ReportPreset.CUSTOM: {
        if (input.from == null) throw badInput('from', 'from is required for a custom period');
        if (input.to == null) throw badInput('to', 'to is required for a custom period');
        if (!isCalendarDate(input.from)) throw badInput('from', 'from must be a real date written YYYY-MM-DD');
        if (!isCalendarDate(input.to)) throw badInput('to', 'to must be a real date written YYYY-MM-DD');
        if (input.from > input.to) throw badInput('to', 'to must be on or after from');
        if (input.to >= addMonths(input.from, 12 * MAX_YEARS)) {
          throw badInput('to', `A custom period is at most ${MAX_YEARS} years long`);
        }
        return range(input.from, input.to);
      }
      default:
        throw badInput('preset', 'Unknown period');
    }
  }

  /** Completed visits dated in [from, to], priced as agreed, grouped by client, month and service (one statement). */
  async earned(em: EntityManager, from: string, to: string, priceList?: PriceList): Promise<EarnedGroup[]> {
    const [list, rows] = await Promise.all([
      priceList ?? this.settings.get(em).then((settings) => settings.priceList),
      // Visits of one request share a price but for their override, service and being the first: group on those,
      // so the prices are worked out per group, not per visit.
      em.getConnection().execute<EarnedGroupRow[]>(
        `with g as (
           select v.request_id, v.client_id, to_char(v.date, 'YYYY-MM') || '-01' as month,
                  v.service_override, v.price_cents_override,
                  (v.date = r.date and r.previous_request_id is null) as first_visit, count(*)::int as n
             from visits v join service_requests r on r.id = v.request_id
            where v.status = 'completed' and v.date between ? and ?
            group by 1, 2, 3, 4, 5, 6)
         select g.client_id, c.display_name as client_name, g.month, g.service_override, g.price_cents_override,
                g.first_visit, g.n, r.service, r.date::text as request_date, r.recurring, r.price_cents, r.quote,
                r.previous_request_id is not null as continues_another
           from g join service_requests r on r.id = g.request_id join clients c on c.id = g.client_id`,
        [from, to],
      ),
    ]);
    return rows.map((row) => {
      const request = {
        service: row.service,
        date: row.request_date,
        recurring: row.recurring,
        priceCents: row.price_cents,
        quote: row.quote,
        continuesAnother: row.continues_another,
      };
      // Only whether the visit is the request's first matters to its price: its date stands for that.
      const visit = {
        date: row.first_visit ? row.request_date : '',
        serviceOverride: row.service_override,
        priceCentsOverride: row.price_cents_override,
      };
      return {
        clientId: row.client_id,
        clientName: row.client_name,
        month: row.month,
        service: row.service_override ?? row.service,
        visitCount: row.n,
        earnedCents: visitPriceCents(list, request, visit) * row.n,
      };
    });
  }

  /** Earned revenue per month of [from, to], every month listed. */
  async earnedByMonth(em: EntityManager, viewer: Viewer, from: string, to: string): Promise<EarnedMonth[]> {
    authorizeReports(viewer);
    const groups = await this.earned(em, from, to);
    return monthsOf(from, to).map((month) => {
      const of = groups.filter((group) => group.month === month);
      return {
        month,
        earnedCents: sum(of, (group) => group.earnedCents),
        visitCount: sum(of, (group) => group.visitCount),
      };
    });
  }

  async revenue(em: EntityManager, viewer: Viewer, period: ReportPeriod): Promise<RevenueReport> {
    authorizeReports(viewer);
    const [groups, money] = await Promise.all([
      this.earned(em, period.from, period.to),
      // Payments by their receipt day; refunds (succeeded) by the New York day they were made.
      em.getConnection().execute<{ month: string; paid: string; refunded: string }[]>(
        `select month, sum(paid)::bigint as paid, sum(refunded)::bigint as refunded from (
           select to_char(p.received_on, 'YYYY-MM') || '-01' as month, p.amount_cents as paid, 0 as refunded
             from payments p where p.received_on between ? and ?
           union all
           select to_char(r.created_at at time zone 'America/New_York', 'YYYY-MM') || '-01', 0, r.amount_cents
             from refunds r where r.status = 'succeeded' and r.created_at >= ? and r.created_at < ?) m
          group by month`,
        [period.from, period.to, startOfBusinessDay(period.from), startOfBusinessDay(addDays(period.to, 1))],
      ),
    ]);
    const moneyOf = new Map(money.map((row) => [row.month, { paid: Number(row.paid), refunded: Number(row.refunded) }]));
    const months = monthsOf(period.from, period.to).map((month) => {
      const of = groups.filter((group) => group.month === month);
      const { paid, refunded } = moneyOf.get(month) ?? { paid: 0, refunded: 0 };
      return {
        month,
        earnedCents: sum(of, (group) => group.earnedCents),
        visitCount: sum(of, (group) => group.visitCount),
        collectedCents: paid - refunded,
        refundedCents: refunded,
      };
    });
    const byService = SERVICE_ORDER.map((service) => {
      const of = groups.filter((group) => group.service === service);
      return { service, visitCount: sum(of, (g) => g.visitCount), earnedCents: sum(of, (g) => g.earnedCents) };
    }).filter((line) => line.visitCount > 0);
    const clients = new Map<string, ClientRevenue>();
    for (const group of groups) {
      const line = clients.get(group.clientId) ?? {
        clientId: group.clientId,
        clientName: group.clientName,
        visitCount: 0,
        earnedCents: 0,
      };
      line.visitCount += group.visitCount;
      line.earnedCents += group.earnedCents;
      clients.set(group.clientId, line);
    }
    const ranked = [...clients.values()].sort(
      (a, b) => b.earnedCents - a.earnedCents || a.clientName.localeCompare(b.clientName) || a.clientId.localeCompare(b.clientId),
    );
    const others = ranked.slice(TOP_CLIENTS);
    return {
      months,
      byService,
      topClients: ranked.slice(0, TOP_CLIENTS),
      othersEarnedCents: sum(others, (line) => line.earnedCents),
      othersClientCount: others.length,
      earnedCents: sum(months, (month) => month.earnedCents),
      collectedCents: sum(months, (month) => month.collectedCents),
    };
  }

  /** Accounts receivable as of today (not of the period: balances are read from the ledger as it stands). */
  async moneyOwed(em: EntityManager, viewer: Viewer, today = this.today()): Promise<MoneyOwedReport> {
    authorizeReports(viewer);
    const [open, [credit]] = await Promise.all([
      em.getConnection().execute<{ id: string; days_past_due: number; balance: string }[]>(
        `select id, days_past_due, balance from (
           select i.id, (?::date - i.due_date) as days_past_due,
                  i.total_cents
                  - coalesce((select sum(a.amount_cents) from payment_allocations a where a.invoice_id = i.id), 0)
                  + coalesce((select sum(r.amount_cents) from refunds r
                               where r.invoice_id = i.id and r.status = 'succeeded'), 0)
                  - coalesce((select sum(w.amount_cents) from write_offs w where w.invoice_id = i.id), 0) as balance
             from invoices i where i.status in ('sent', 'overdue', 'partly_paid')) o
          where balance > 0
          order by days_past_due desc, id`,
        [today],
      ),
      em
        .getConnection()
        // Credit is what payments left unapplied: all payments, less all that was applied and all refunded from credit,
        // as three sums (no payment's share is negative: allocations and credit refunds are checked against it).
        .execute<{ credit: string }[]>(
          `select (select coalesce(sum(amount_cents), 0) from payments)
                - (select coalesce(sum(amount_cents), 0) from payment_allocations)
                - (select coalesce(sum(amount_cents), 0) from refunds where invoice_id is null and status <> 'failed')
                  as credit`,
        ),
    ]);
    const invoices = open.length
      ? await em.find(Invoice, invoicePolicy.where(viewer, { id: { $in: open.map((row) => row.id) } }))
      : [];
    const invoiceOf = new Map(invoices.map((invoice) => [invoice.id, invoice]));
    const buckets = AGING.map(({ bucket, label, upTo }, index) => {
      const above = index === 0 ? -Infinity : AGING[index - 1].upTo;
      const rows = open.filter((row) => row.days_past_due > above && row.days_past_due <= upTo);
      return {
        bucket,
        label,
        invoiceCount: rows.length,
        balanceCents: sum(rows, (row) => Number(row.balance)),
        invoiceIds: rows.map((row) => row.id),
        invoices: rows.flatMap((row) => invoiceOf.get(row.id) ?? []),
      };
    });
    return {
      asOf: today,
      buckets,
      totalOwedCents: sum(buckets, (bucket) => bucket.balanceCents),
      creditHeldCents: Number(credit?.credit ?? 0),
    };
  }

  /** Every helper's pay periods that overlap the period: minutes, pay, tips apart, and pay against earned revenue. */
  async payroll(em: EntityManager, viewer: Viewer, period: ReportPeriod): Promise<PayrollReport> {
    authorizeReports(viewer);
    const settings = await this.settings.get(em);
    const length = settings.payPeriodDays;
    const first = periodContaining(period.from, length);
    const last = periodContaining(period.to, length);
    const anchor = periodContaining('2026-01-04', length).start;
    const connection = em.getConnection();
    const [rows, tips, earned] = await Promise.all([
      connection.execute<
        {
          helper_id: string;
          period_start: string;
          worked: number;
          approved: boolean;
          approved_minutes: number | null;
          review_rate: number | null;
          bonus: number;
          hourly_rate_cents: number;
          first_name: string | null;
          last_name: string | null;
          u_first: string | null;
          u_last: string | null;
          u_display: string | null;
          user_id: string | null;
        }[]
      >(
        // An entry belongs to the period of the New York day it started (as Payroll counts it).
        `with e as (
           select t.helper_id,
                  ?::date + (floor(((t.clock_in_at at time zone 'America/New_York')::date - ?::date)::numeric / ?) * ?)::int
                    as period_start,
                  sum(case when t.clock_out_at is null then 0
                           else round(extract(epoch from (t.clock_out_at - t.clock_in_at)) / 60) end)::int as worked
             from time_entries t
            where t.clock_in_at >= ? and t.clock_in_at < ?
            group by 1, 2),
         k as (select helper_id, period_start from e
               union select helper_id, period_start from pay_periods where period_start between ? and ?)
         select k.helper_id, k.period_start::text as period_start, coalesce(e.worked, 0) as worked,
                p.approved_at is not null as approved, p.approved_minutes, p.hourly_rate_cents as review_rate,
                coalesce(p.bonus_cents, 0) as bonus, h.hourly_rate_cents, h.first_name, h.last_name,
                u.id as user_id, u.first_name as u_first, u.last_name as u_last, u.display_name as u_display
           from k left join e on e.helper_id = k.helper_id and e.period_start = k.period_start
                left join pay_periods p on p.helper_id = k.helper_id and p.period_start = k.period_start
                join helpers h on h.id = k.helper_id left join users u on u.id = h.user_id`,
        [
          anchor,
          anchor,
          length,
          length,
          startOfBusinessDay(first.start),
          startOfBusinessDay(addDays(last.end, 1)),
          first.start,
          last.start,
        ],
      ),
      connection.execute<{ amount_cents: number; received_on: string; helpers: string[] }[]>(
        `select t.amount_cents, t.received_on::text as received_on,
                coalesce(array_agg(a.helper_id::text order by a.helper_id) filter (where a.helper_id is not null), '{}')
                  as helpers
           from tips t left join visit_assignments a on a.visit_id = t.visit_id
          where t.received_on between ? and ?
          group by t.id`,
        [first.start, last.end],
      ),
      this.earned(em, first.start, last.end, settings.priceList),
    ]);
    const key = (helperId: string, periodStart: string) => `${helperId} ${periodStart}`;
    const tipsOf = new Map<string, number>();
    let unassignedTipsCents = 0;
    for (const tip of tips) {
      if (tip.helpers.length === 0) {
        unassignedTipsCents += tip.amount_cents;
        continue;
      }
      // Shared equally; the cents that do not divide go one each to the first helpers.
      const share = Math.floor(tip.amount_cents / tip.helpers.length);
      const rest = tip.amount_cents - share * tip.helpers.length;
      const start = periodContaining(tip.received_on, length).start;
      tip.helpers.forEach((helperId, index) => {
        const k = key(helperId, start);
        tipsOf.set(k, (tipsOf.get(k) ?? 0) + share + (index < rest ? 1 : 0));
      });
    }
    const names = new Map<string, string>();
    const report: PayrollReportRow[] = rows.map((row) => {
      const name = helperName({
        id: row.helper_id,
        firstName: row.first_name,
        lastName: row.last_name,
        user: row.user_id ? { firstName: row.u_first ?? '', lastName: row.u_last ?? '', displayName: row.u_display } : null,
      });
      names.set(row.helper_id, name);
      const minutes = row.approved ? (row.approved_minutes ?? 0) : row.worked;
      const rate = row.approved ? (row.review_rate ?? 0) : row.hourly_rate_cents;
      const tipsCents = tipsOf.get(key(row.helper_id, row.period_start)) ?? 0;
      tipsOf.delete(key(row.helper_id, row.period_start));
      return {
        helperId: row.helper_id,
        helperName: name,
        periodStart: row.period_start,
        periodEnd: addDays(row.period_start, length - 1),
        minutes,
        payCents: payoutCents(minutes, rate, row.bonus),
        tipsCents,
        approved: row.approved,
      };
    });
    // Tips of a helper with no hours in that period still belong to them: a row of their own.
    for (const [k, tipsCents] of tipsOf) {
      const [helperId, periodStart] = k.split(' ');
      report.push({
        helperId,
        helperName: names.get(helperId) ?? `Helper ${helperId.slice(0, 8)}`,
        periodStart,
        periodEnd: addDays(periodStart, length - 1),
        minutes: 0,
        payCents: 0,
        tipsCents,
        approved: false,
      });
    }
    report.sort((a, b) => a.periodStart.localeCompare(b.periodStart) || a.helperName.localeCompare(b.helperName));
    const totalPayCents = sum(report, (row) => row.payCents);
    const earnedCents = sum(earned, (group) => group.earnedCents);
    return {
      rows: report,
      totalMinutes: sum(report, (row) => row.minutes),
      totalPayCents,
      totalTipsCents: sum(report, (row) => row.tipsCents) + unassignedTipsCents,
      unassignedTipsCents,
      earnedCents,
      payrollPercentOfEarned: percent(totalPayCents, earnedCents),
    };
  }

  /** Series as of today; clients won and lost and visits that did not happen, per month of the period. */
  async clients(em: EntityManager, viewer: Viewer, period: ReportPeriod): Promise<ClientsReport> {
    authorizeReports(viewer);
    const today = period.today;
    const connection = em.getConnection();
    const [[series], clients, offSchedule] = await Promise.all([
      // A series continued by another ("This and following") lives on in that one: only the last part counts.
      connection.execute<{ active: number; paused: number; ended: number }[]>(
        `select count(*) filter (where state = 'active')::int as active,
                count(*) filter (where state = 'paused')::int as paused,
                count(*) filter (where state = 'ended' and last_visit between ? and ?)::int as ended
           from (
             select case
                      when r.status = 'cancelled' then 'ended'
                      when exists (select 1 from visits v where v.request_id = r.id and v.date between ? and ?
                                      and v.status not in ('canceled', 'skipped')) then 'active'
                      when exists (select 1 from visits v where v.request_id = r.id and v.date >= ?
                                      and (v.status not in ('canceled', 'skipped') or v.date <= ?)) then 'paused'
                      else 'ended' end as state,
                    (select max(v.date) from visits v where v.request_id = r.id) as last_visit
               from service_requests r
              where r.recurring <> 'onetime' and r.status in ('accepted', 'scheduled', 'cancelled')
                and exists (select 1 from visits v where v.request_id = r.id)
                and not exists (select 1 from service_requests n where n.previous_request_id = r.id)) s`,
        [period.from, period.to, today, addDays(today, ACTIVE_WINDOW_DAYS), today, addDays(today, ACTIVE_WINDOW_DAYS)],
      ),
      // Each client's first and last completed visit and whether anything is coming, by the (client, date) index.
      connection.execute<{ first_done: string | null; last_done: string | null; coming: boolean }[]>(
        `select f.date::text as first_done, l.date::text as last_done,
                exists (select 1 from visits v where v.client_id = c.id and v.date >= ?
                           and v.status in ('scheduled', 'in-progress')) as coming
           from clients c
           join lateral (select v.date from visits v where v.client_id = c.id and v.status = 'completed'
                          order by v.date limit 1) f on true
           join lateral (select v.date from visits v where v.client_id = c.id and v.status = 'completed'
                          order by v.date desc limit 1) l on true`,
        [today],
      ),
      connection.execute<{ month: string; skips: number; cancellations: number }[]>(
        `select to_char(date, 'YYYY-MM') || '-01' as month,
                count(*) filter (where status = 'skipped')::int as skips,
                count(*) filter (where status = 'canceled')::int as cancellations
           from visits where date between ? and ? and status in ('skipped', 'canceled')
          group by 1`,
        [period.from, period.to],
      ),
    ]);
    // Lost: the last completed visit is behind them and nothing is on the schedule from today.
    const lostOn = (client: (typeof clients)[number]) => (client.coming ? null : client.last_done);
    const atStartOf = (day: string) =>
      clients.filter((client) => client.first_done! < day && !((lostOn(client) ?? '9999') < day)).length;
    const inRange = (date: string | null, from: string, to: string) => date != null && date >= from && date <= to;
    const offOf = new Map(offSchedule.map((row) => [row.month, row]));
    const months: ClientMonth[] = monthsOf(period.from, period.to).map((month) => {
      const from = month < period.from ? period.from : month;
      const end = monthRange(month).last;
      const to = end > period.to ? period.to : end;
      const lost = clients.filter((client) => inRange(lostOn(client), from, to)).length;
      return {
        month,
        newClients: clients.filter((client) => inRange(client.first_done, from, to)).length,
        lostClients: lost,
        churnRatePercent: percent(lost, atStartOf(from)),
        skips: offOf.get(month)?.skips ?? 0,
        cancellations: offOf.get(month)?.cancellations ?? 0,
      };
    });
    const clientsAtStart = atStartOf(period.from);
    const lostClients = sum(months, (month) => month.lostClients);
    return {
      activeSeries: series?.active ?? 0,
      pausedSeries: series?.paused ?? 0,
      endedSeries: series?.ended ?? 0,
      months,
      clientsAtStart,
      newClients: sum(months, (month) => month.newClients),
      lostClients,
      churnRatePercent: percent(lostClients, clientsAtStart),
    };
  }
}
