import { Role } from '../../auth/role.enum.js';
import { definePolicy, type Viewer } from '../../shared/policy.js';
import { PayPeriod } from './pay-period.entity.js';
import { TimeEntry } from './time-entry.entity.js';

const ownTime = (viewer: Viewer) => ({ helper: { user: viewer.id } });

/**
 * A helper reads only their own time and pay; the admin reads everyone's and corrects entries. Clocking in and out,
 * adding entries, bonuses and approvals are actions on the helper record (helper.policy.ts).
 */
export const timeEntryPolicy = definePolicy(TimeEntry, {
  label: 'Time entry',
  read: { [Role.ADMIN]: true, [Role.HELPER]: ownTime },
  actions: {
    update: { [Role.ADMIN]: true },
  },
});

export const payPeriodPolicy = definePolicy(PayPeriod, {
  label: 'Pay period',
  read: { [Role.ADMIN]: true, [Role.HELPER]: ownTime },
  actions: {},
});
