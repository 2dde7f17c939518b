import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { VisitChangeRequest } from './visit-change-request.entity.js';

/** The admin reads and decides every change request; a client reads those of its own record; helpers none. */
export const visitChangePolicy = definePolicy(VisitChangeRequest, {
  label: 'Change request',
  read: {
    [Role.ADMIN]: true,
    [Role.CLIENT]: (viewer) => ({ client: { user: viewer.id } }),
  },
  actions: {
    decide: { [Role.ADMIN]: true },
  },
});
