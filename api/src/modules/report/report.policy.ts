import { Role } from '../../auth/role.enum.js';
import { forbidden, unauthenticated } from '../../shared/errors.js';
import type { Viewer } from '../../shared/policy.js';

/**
 * Who may read the reports: the owner alone. The reports read every client's money and every helper's pay, so the
 * rule is the role itself; raw report SQL therefore needs no narrower scope than "all rows".
 */
export function authorizeReports(viewer: Viewer | null | undefined): Viewer {
  if (!viewer) throw unauthenticated();
  if (viewer.role !== Role.ADMIN) throw forbidden();
  return viewer;
}
