import { Role } from '../../auth/role.enum.js';
import { definePolicy, withIds } from '../../shared/policy.js';
import { ApiToken } from './api-token.entity.js';

/**
 * Integration tokens are the admin's alone, managed in a browser session: a token reads none of them (by node(id:)
 * as by the apiTokens query, which refuses tokens outright).
 */
export const apiTokenPolicy = definePolicy(ApiToken, {
  label: 'API token',
  read: { [Role.ADMIN]: (viewer) => (viewer.viaApiToken ? withIds<ApiToken>([]) : {}) },
  actions: {
    create: { [Role.ADMIN]: true },
    revoke: { [Role.ADMIN]: true },
  },
});
