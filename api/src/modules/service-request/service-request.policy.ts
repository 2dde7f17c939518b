import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { ServiceRequest } from './service-request.entity.js';

/**
 * The admin reads and decides every request; a client reads the requests of its own record; a helper reads the
 * requests behind the visits assigned to them (the address, phone and notes a job card shows).
 */
export const serviceRequestPolicy = definePolicy(ServiceRequest, {
  label: 'Service request',
  read: {
    [Role.ADMIN]: true,
    [Role.CLIENT]: (viewer) => ({ client: { user: viewer.id } }),
    [Role.HELPER]: (viewer) => ({ visits: { $some: { helpers: { $some: { user: viewer.id } } } } }),
  },
  actions: {
    /** Approve or decline. */
    decide: { [Role.ADMIN]: true },
    /** Invoice its visits. */
    bill: { [Role.ADMIN]: true },
    /** Change, pause or end the series (the request's recurrence and its future visits). */
    editSeries: { [Role.ADMIN]: true },
    pauseSeries: { [Role.ADMIN]: true },
    endSeries: { [Role.ADMIN]: true },
  },
});
