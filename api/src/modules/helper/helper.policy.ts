import { Role } from '../../auth/role.enum.js';
import { definePolicy, type Viewer } from '../../shared/policy.js';
import { Helper } from './helper.entity.js';

const isOwnRecord = (viewer: Viewer, helper: Helper) => helper.user?.id === viewer.id;

/**
 * The admin manages every helper record (rates, hours, pay); a helper reads only their own, never a co-worker's,
 * and clocks in and out on it.
 */
export const helperPolicy = definePolicy(Helper, {
  label: 'Helper',
  read: { [Role.ADMIN]: true, [Role.HELPER]: (viewer) => ({ user: viewer.id }) },
  actions: {
    create: { [Role.ADMIN]: true },
    /** Edit, deactivate, reactivate, link an account. */
    update: { [Role.ADMIN]: true },
    clock: { [Role.HELPER]: isOwnRecord },
    /** Their weekly availability: the owner for anyone, a helper for themself only. */
    setAvailability: { [Role.ADMIN]: true, [Role.HELPER]: isOwnRecord },
    /** Add or correct time entries, set a period's bonus, approve a period. */
    payroll: { [Role.ADMIN]: true },
  },
});
