import type { EntityManager } from '@mikro-orm/postgresql';
import { addMonths, monthRange } from '../../shared/calendar-date.js';
import { ServiceType } from '../service-request/service-request.enums.js';
import { DEFAULT_SERVICE_PRICES_CENTS } from '../settings/settings.entity.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { AdminDashboard, RevenueLine } from './dashboard.types.js';

const SERVICE_ORDER = Object.values(ServiceType);

export class DashboardService {
  constructor(private readonly settings: SettingsService) {}

  /** Visits per service type in a month, for accepted and scheduled requests, canceled visits excluded. */
  private async visitCounts(em: EntityManager, first: string, last: string): Promise<Map<ServiceType, number>> {
    const rows: { service: ServiceType; visits: number }[] = await em.getConnection().execute(
      `select r.service, count(*)::int as visits
         from visits v join service_requests r on r.id = v.request_id
        where v.date between ? and ? and v.status <> 'canceled' and r.status in ('accepted', 'scheduled')
        group by r.service`,
      [first, last],
    );
    return new Map(rows.map((row) => [row.service, row.visits]));
  }

  private revenue(counts: Map<ServiceType, number>, prices: Record<ServiceType, number>): RevenueLine[] {
    return SERVICE_ORDER.filter((service) => (counts.get(service) ?? 0) > 0).map((service) => {
      const visitCount = counts.get(service) ?? 0;
      const unitPriceCents = prices[service] ?? DEFAULT_SERVICE_PRICES_CENTS[service];
      return { service, visitCount, unitPriceCents, totalCents: visitCount * unitPriceCents };
    });
  }

  async adminDashboard(em: EntityManager, today: string): Promise<AdminDashboard> {
    const current = monthRange(today);
    const previous = monthRange(addMonths(current.first, -1));
    const [settings, currentCounts, previousCounts, totals] = await Promise.all([
      this.settings.get(em),
      this.visitCounts(em, current.first, current.last),
      this.visitCounts(em, previous.first, previous.last),
      em.getConnection().execute<{ pending: number; approved: number; total: number }[]>(
        `select count(*) filter (where status = 'pending')::int as pending,
                count(*) filter (where status in ('accepted', 'scheduled'))::int as approved,
                count(*)::int as total
           from service_requests`,
      ),
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
      pendingApprovals: totals[0].pending,
      approvedJobs: totals[0].approved,
      totalRequests: totals[0].total,
    };
  }
}
