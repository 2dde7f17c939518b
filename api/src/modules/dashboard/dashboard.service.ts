import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addMonths, monthRange } from '../../shared/calendar-date.js';
import type { Viewer } from '../../shared/policy.js';
import { ServiceRequest } from '../service-request/service-request.entity.js';
import { ServiceRequestStatus, ServiceType } from '../service-request/service-request.enums.js';
import { serviceRequestPolicy } from '../service-request/service-request.policy.js';
import { DEFAULT_SERVICE_PRICES_CENTS } from '../settings/settings.entity.js';
import type { SettingsService } from '../settings/settings.service.js';
import { Visit } from '../visit/visit.entity.js';
import { VisitStatus } from '../visit/visit.enums.js';
import { visitPolicy } from '../visit/visit.policy.js';
import type { AdminDashboard, RevenueLine } from './dashboard.types.js';

const LIVE_REQUESTS = [ServiceRequestStatus.ACCEPTED, ServiceRequestStatus.SCHEDULED];

const SERVICE_ORDER = Object.values(ServiceType);

export class DashboardService {
  constructor(private readonly settings: SettingsService) {}

  /** Visits per service type in a month (those the viewer may read), for live requests, canceled visits excluded. */
  private async visitCounts(em: EntityManager, viewer: Viewer, first: string, last: string): Promise<Map<ServiceType, number>> {
    const rows: { service: ServiceType; visits: number }[] = await em
      .createQueryBuilder(Visit, 'v')
      .select(['r.service', raw('count(*)::int as visits')])
      .join('v.request', 'r')
      .where(
        visitPolicy.where(viewer, {
          date: { $gte: first, $lte: last },
          status: { $ne: VisitStatus.CANCELED },
          request: { status: { $in: LIVE_REQUESTS } },
        }),
      )
      .groupBy('r.service')
      .execute('all', false);
    return new Map(rows.map((row) => [row.service, row.visits]));
  }

  /** Requests waiting, approved and in all (of those the viewer may read). */
  private requestTotals(em: EntityManager, viewer: Viewer): Promise<{ pending: number; approved: number; total: number }> {
    return em
      .createQueryBuilder(ServiceRequest, 'r')
      .select([
        raw('count(*) filter (where r.status = ?)::int as pending', [ServiceRequestStatus.PENDING]),
        raw('count(*) filter (where r.status in (?, ?))::int as approved', LIVE_REQUESTS),
        raw('count(*)::int as total'),
      ])
      .where(serviceRequestPolicy.scope(viewer))
      .execute('get', false);
  }

  private revenue(counts: Map<ServiceType, number>, prices: Record<ServiceType, number>): RevenueLine[] {
    return SERVICE_ORDER.filter((service) => (counts.get(service) ?? 0) > 0).map((service) => {
      const visitCount = counts.get(service) ?? 0;
      const unitPriceCents = prices[service] ?? DEFAULT_SERVICE_PRICES_CENTS[service];
      return { service, visitCount, unitPriceCents, totalCents: visitCount * unitPriceCents };
    });
  }

  async adminDashboard(em: EntityManager, viewer: Viewer, today: string): Promise<AdminDashboard> {
    const current = monthRange(today);
    const previous = monthRange(addMonths(current.first, -1));
    const [settings, currentCounts, previousCounts, totals] = await Promise.all([
      this.settings.get(em),
      this.visitCounts(em, viewer, current.first, current.last),
      this.visitCounts(em, viewer, previous.first, previous.last),
      this.requestTotals(em, viewer),
    ]);
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
