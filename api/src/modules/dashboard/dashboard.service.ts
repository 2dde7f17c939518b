import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addMonths, monthRange } from '../../shared/calendar-date.js';
import type { Viewer } from '../../shared/policy.js';
import { type Recurrence, ServiceRequestStatus, ServiceType } from '../service-request/service-request.enums.js';
import { countOf, requestCountsByStatus } from '../service-request/service-requests.query.js';
import { type PriceList, type RequestToPrice, type VisitToPrice, visitPriceCents } from '../pricing/pricing.js';
import type { SettingsService } from '../settings/settings.service.js';
import { Visit } from '../visit/visit.entity.js';
import { LIVE_REQUESTS, onSchedule } from '../visit/on-schedule.js';
import { visitPolicy } from '../visit/visit.policy.js';
import type { AdminDashboard, RevenueLine } from './dashboard.types.js';

const SERVICE_ORDER = Object.values(ServiceType);

interface RawVisitRow {
  date: string;
  service_override: ServiceType | null;
  price_cents_override: number | null;
  request_service: ServiceType;
  request_date: string;
  recurring: Recurrence;
  request_price_cents: number | null;
  quote: RequestToPrice['quote'];
  previous_request_id: string | null;
}

interface VisitRow {
  date: string;
  current: boolean;
  visit: VisitToPrice;
  request: RequestToPrice;
}

export class DashboardService {
  constructor(private readonly settings: SettingsService) {}

  /**
   * Visits on the schedule (on-schedule.ts) in the current and the previous month, with what their prices need (those
   * the viewer may read), in one statement.
   */
  private async visitRows(
    em: EntityManager,
    viewer: Viewer,
    previous: { first: string },
    current: { first: string; last: string },
  ): Promise<VisitRow[]> {
    const rows: RawVisitRow[] = await em
      .createQueryBuilder(Visit, 'v')
      .select([
        'v.date',
        'v.service_override',
        'v.price_cents_override',
        raw('r.service as request_service'),
        raw('r.date as request_date'),
        'r.recurring',
        raw('r.price_cents as request_price_cents'),
        'r.quote',
        'r.previous_request_id',
      ])
      .join('v.request', 'r')
      .where(visitPolicy.where(viewer, { $and: [{ date: { $gte: previous.first, $lte: current.last } }, onSchedule()] }))
      .execute('all', false);
    return rows.map((row) => ({
      date: row.date,
      current: row.date >= current.first,
      visit: { date: row.date, serviceOverride: row.service_override, priceCentsOverride: row.price_cents_override },
      request: {
        service: row.request_service,
        date: row.request_date,
        recurring: row.recurring,
        priceCents: row.request_price_cents,
        quote: row.quote,
        continuesAnother: row.previous_request_id != null,
      },
    }));
  }

  /** Each service's visits and their agreed prices (before tax), summed through the pricing module. */
  private revenue(rows: VisitRow[], priceList: PriceList): RevenueLine[] {
    const byService = new Map<ServiceType, { visitCount: number; totalCents: number }>();
    for (const row of rows) {
      const service = row.visit.serviceOverride ?? row.request.service;
      const line = byService.get(service) ?? { visitCount: 0, totalCents: 0 };
      line.visitCount += 1;
      line.totalCents += visitPriceCents(priceList, row.request, row.visit);
      byService.set(service, line);
    }
    return SERVICE_ORDER.filter((service) => byService.has(service)).map((service) => {
      const { visitCount, totalCents } = byService.get(service)!;
      return { service, visitCount, unitPriceCents: Math.round(totalCents / visitCount), totalCents };
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
      this.visitRows(em, viewer, previous, current),
      requestCounts(),
    ]);
    const totals = {
      pending: countOf(counts, ServiceRequestStatus.PENDING),
      approved: LIVE_REQUESTS.reduce((sum, status) => sum + countOf(counts, status), 0),
      total: countOf(counts),
    };
    const breakdown = this.revenue(
      visits.filter((row) => row.current),
      settings.priceList,
    );
    const sum = (lines: RevenueLine[]) => lines.reduce((total, line) => total + line.totalCents, 0);
    const monthlyRevenueCents = sum(breakdown);
    const previousMonthRevenueCents = sum(
      this.revenue(
        visits.filter((row) => !row.current),
        settings.priceList,
      ),
    );
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
