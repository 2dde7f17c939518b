import { Role } from '../../auth/role.enum.js';
import { definePolicy, type Viewer } from '../../shared/policy.js';
import { RoleRequest } from './role-request.entity.js';

const own = (viewer: Viewer) => ({ user: viewer.id });

/** The admin reads and decides every request for helper access; the one who asked reads their own. */
export const roleRequestPolicy = definePolicy(RoleRequest, {
  label: 'Role request',
  read: { [Role.ADMIN]: true, [Role.HELPER]: own, [Role.CLIENT]: own },
  actions: {
    /** Approve or decline. */
    decide: { [Role.ADMIN]: true },
  },
});
