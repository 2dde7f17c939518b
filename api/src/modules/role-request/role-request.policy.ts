import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { RoleRequest } from './role-request.entity.js';

export const roleRequestPolicy = definePolicy(RoleRequest, {
  rules: {
    read: (viewer, request) => viewer.role === Role.ADMIN || request.user.id === viewer.id,
    update: (viewer) => viewer.role === Role.ADMIN,
  },
});
