import { Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { AdminDashboard } from './dashboard.types.js';

@Resolver()
export class DashboardResolver {
  @Auth(Role.ADMIN)
  @Query(() => AdminDashboard)
  adminDashboard(@Ctx() { em, loaders, services, viewer }: AppContext) {
    return services.dashboard.adminDashboard(em, viewer!, services.serviceRequests.today(), loaders.serviceRequestCounts);
  }
}
