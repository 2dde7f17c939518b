import { Role } from '../../auth/role.enum.js';
import { definePolicy, type Viewer } from '../../shared/policy.js';
import { TimeOffRequest } from './time-off-request.entity.js';

const isOwn = (viewer: Viewer, request: TimeOffRequest) => request.helper.user?.id === viewer.id;

/** The owner reads and decides every request; a helper reads and cancels their own; clients none. */
export const timeOffPolicy = definePolicy(TimeOffRequest, {
  label: 'Time off request',
  read: {
    [Role.ADMIN]: true,
    [Role.HELPER]: (viewer) => ({ helper: { user: viewer.id } }),
  },
  actions: {
    decide: { [Role.ADMIN]: true },
    cancel: { [Role.HELPER]: isOwn },
  },
  populate: ['helper'],
});
