import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addMonths, monthRange } from '../../shared/calendar-date.js';
import type { Viewer } from '../../shared/policy.js';
import { ServiceRequestStatus, ServiceType } from '../service-request/service-request.enums.js';
import { countOf, requestCountsByStatus } from '../service-request/service-requests.query.js';
import { DEFAULT_SERVICE_PRICES_CENTS } from '../settings/settings.entity.js';
import type { SettingsService } from '../settings/settings.service.js';
import { Visit } from '../visit/visit.entity.js';
import { LIVE_REQUESTS, onSchedule } from '../visit/on-schedule.js';
import { visitPolicy } from '../visit/visit.policy.js';
import type { AdminDashboard, RevenueLine } from './dashboard.types.js';

const SERVICE_ORDER = Object.values(ServiceType);

export class DashboardService {
  constructor(private readonly settings: SettingsService) {}

  /**
   * Visits on the schedule (on-schedule.ts) per service type in the current and the previous month, in one
   * statement (those the viewer may read).
   */
  private async visitCounts(
    em: EntityManager,
    viewer: Viewer,
    previous: { first: string },
    current: { first: string; last: string },
  ): Promise<{ current: Map<ServiceType, number>; previous: Map<ServiceType, number> }> {
    const rows: { service: ServiceType; current: boolean; visits: number }[] = await em
      .createQueryBuilder(Visit, 'v')
      .select([
        raw('coalesce(v.service_override, r.service) as service'),
        raw('(v.date >= ?) as current', [current.first]),
        raw('count(*)::int as visits'),
      ])
      .join('v.request', 'r')
      .where(visitPolicy.where(viewer, { $and: [{ date: { $gte: previous.first, $lte: current.last } }, onSchedule()] }))
      .groupBy([raw('coalesce(v.service_override, r.service)'), raw('(v.date >= ?)', [current.first])])
      .execute('all', false);
    const of = (inCurrent: boolean) =>
      new Map(rows.filter((row) => row.current === inCurrent).map((row) => [row.service, row.visits]));
    return { current: of(true), previous: of(false) };
  }

  private revenue(counts: Map<ServiceType, number>, prices: Record<ServiceType, number>): RevenueLine[] {
    return SERVICE_ORDER.filter((service) => (counts.get(service) ?? 0) > 0).map((service) => {
      const visitCount = counts.get(service) ?? 0;
      const unitPriceCents = prices[service] ?? DEFAULT_SERVICE_PRICES_CENTS[service];
      return { service, visitCount, unitPriceCents, totalCents: visitCount * unitPriceCents };
    });
  }

  /**
   * This month's figures. `requestCounts` gives the requests of each status the viewer may read; a caller that reads
   * them for its lists too passes the same ones, so they are counted once.
   */
  async adminDashboard(
    em: EntityManager,
    viewer: Viewer,
    today: string,
    requestCounts: () => Promise<Map<ServiceRequestStatus, number>> = () => requestCountsByStatus(em, viewer),
  ): Promise<AdminDashboard> {
    const current = monthRange(today);
    const previous = monthRange(addMonths(current.first, -1));
    const [settings, visits, counts] = await Promise.all([
      this.settings.get(em),
      this.visitCounts(em, viewer, previous, current),
      requestCounts(),
    ]);
    const currentCounts = visits.current;
    const previousCounts = visits.previous;
    const totals = {
      pending: countOf(counts, ServiceRequestStatus.PENDING),
      approved: LIVE_REQUESTS.reduce((sum, status) => sum + countOf(counts, status), 0),
      total: countOf(counts),
    };
    const breakdown = this.revenue(currentCounts, settings.servicePricesCents);
    const sum = (lines: RevenueLine[]) => lines.reduce((total, line) => total + line.totalCents, 0);
    const monthlyRevenueCents = sum(breakdown);
    const previousMonthRevenueCents = sum(this.revenue(previousCounts, settings.servicePricesCents));
    return {
      month: current.first,
      monthlyRevenueCents,
      previousMonthRevenueCents,
      revenueTrendPercent:
        previousMonthRevenueCents === 0
          ? null
          : Math.round(((monthlyRevenueCents - previousMonthRevenueCents) / previousMonthRevenueCents) * 1000) / 10,
      revenueBreakdown: breakdown,
      pendingApprovals: totals.pending,
      approvedJobs: totals.approved,
      totalRequests: totals.total,
    };
  }
}
