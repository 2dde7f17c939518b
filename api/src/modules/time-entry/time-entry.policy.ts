import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { PayPeriod } from './pay-period.entity.js';
import { TimeEntry } from './time-entry.entity.js';

/** A helper sees only their own time and pay; the admin sees everyone's. */
export const timeEntryPolicy = definePolicy(TimeEntry, {
  populate: ['helper'],
  rules: { read: (viewer, entry) => viewer.role === Role.ADMIN || entry.helper.user?.id === viewer.id },
});

export const payPeriodPolicy = definePolicy(PayPeriod, {
  populate: ['helper'],
  rules: { read: (viewer, period) => viewer.role === Role.ADMIN || period.helper.user?.id === viewer.id },
});
