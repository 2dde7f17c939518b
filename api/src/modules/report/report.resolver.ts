import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { ClientsReport, MoneyOwedReport, PayrollReport, ReportPeriodInput, Reports, RevenueReport } from './report.types.js';

/** Thin: each report is drawn by ReportService only when the query selects it. */
@Resolver(() => Reports)
export class ReportResolver {
  @Auth(Role.ADMIN)
  @Query(() => Reports, { description: 'The owner’s reports for a period (each field one report).' })
  reports(@Arg('period', () => ReportPeriodInput) period: ReportPeriodInput, @Ctx() { services, viewer }: AppContext): Reports {
    return { period: services.reports.period(viewer, period) };
  }

  @FieldResolver(() => RevenueReport)
  revenue(@Root() root: Reports, @Ctx() { em, services, viewer }: AppContext) {
    return services.reports.revenue(em, viewer!, root.period);
  }

  @FieldResolver(() => MoneyOwedReport, { description: 'As of today, whatever the period.' })
  moneyOwed(@Root() root: Reports, @Ctx() { em, services, viewer }: AppContext) {
    return services.reports.moneyOwed(em, viewer!, root.period.today);
  }

  @FieldResolver(() => PayrollReport)
  payroll(@Root() root: Reports, @Ctx() { em, services, viewer }: AppContext) {
    return services.reports.payroll(em, viewer!, root.period);
  }

  @FieldResolver(() => ClientsReport)
  clients(@Root() root: Reports, @Ctx() { em, services, viewer }: AppContext) {
    return services.reports.clients(em, viewer!, root.period);
  }
}
