import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { User } from './user.entity.js';

export const userPolicy = definePolicy(User, {
  rules: {
    read: (viewer, user) => viewer.role === Role.ADMIN || viewer.id === user.id,
    update: (viewer, user) => viewer.id === user.id,
  },
});
