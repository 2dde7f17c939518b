import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { ApiToken } from './api-token.entity.js';

/** Integration tokens are the admin's alone. */
export const apiTokenPolicy = definePolicy(ApiToken, {
  label: 'API token',
  read: { [Role.ADMIN]: true },
  actions: {
    create: { [Role.ADMIN]: true },
    revoke: { [Role.ADMIN]: true },
  },
});
