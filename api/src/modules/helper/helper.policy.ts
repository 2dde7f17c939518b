import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { Helper } from './helper.entity.js';

export const helperPolicy = definePolicy(Helper, {
  rules: {
    read: (viewer, helper) => viewer.role === Role.ADMIN || helper.user?.id === viewer.id,
    update: (viewer) => viewer.role === Role.ADMIN,
    delete: (viewer) => viewer.role === Role.ADMIN,
  },
});
