import { Role } from '../../auth/role.enum.js';
import { definePolicy, type Viewer } from '../../shared/policy.js';
import { Visit } from './visit.entity.js';

const isAssigned = (viewer: Viewer, visit: Visit) => visit.helpers.getItems().some((helper) => helper.user?.id === viewer.id);

/**
 * The admin reads and staffs every visit; a client reads the visits at its own record; a helper reads the visits
 * assigned to them and works them (Start Job, Complete Job), which is all a helper may change.
 */
export const visitPolicy = definePolicy(Visit, {
  label: 'Visit',
  read: {
    [Role.ADMIN]: true,
    [Role.CLIENT]: (viewer) => ({ client: { user: viewer.id } }),
    [Role.HELPER]: (viewer) => ({ helpers: { $some: { user: viewer.id } } }),
  },
  actions: {
    assign: { [Role.ADMIN]: true },
    work: { [Role.ADMIN]: true, [Role.HELPER]: isAssigned },
  },
  populate: ['helpers'],
  refusals: { work: 'Only the assigned helper or the admin can change this job' },
});
