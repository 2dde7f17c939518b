import { Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { addDays, addMonths } from '../../shared/calendar-date.js';
import { EarnedMonth } from '../report/report.types.js';
import { AdminDashboard } from './dashboard.types.js';

@Resolver(() => AdminDashboard)
export class DashboardResolver {
  @Auth(Role.ADMIN)
  @Query(() => AdminDashboard)
  adminDashboard(@Ctx() { em, loaders, services, viewer }: AppContext) {
    return services.dashboard.adminDashboard(em, viewer!, services.serviceRequests.today(), loaders.serviceRequestCounts);
  }

  /** Drawn by the reports' own definition of earned revenue, so the card and Reports always agree. */
  @FieldResolver(() => [EarnedMonth], {
    description: 'Earned revenue (completed visits at their agreed prices) of the 12 months up to this one, oldest first.',
  })
  earnedTrend(@Root() dashboard: AdminDashboard, @Ctx() { em, services, viewer }: AppContext) {
    const from = addMonths(dashboard.month, -11);
    return services.reports.earnedByMonth(em, viewer!, from, addDays(addMonths(dashboard.month, 1), -1));
  }
}
