import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { Client } from './client.entity.js';

/** The admin manages every client; a client account sees only its own record. */
export const clientPolicy = definePolicy(Client, {
  rules: {
    read: (viewer, client) => viewer.role === Role.ADMIN || client.user?.id === viewer.id,
    update: (viewer) => viewer.role === Role.ADMIN,
    delete: (viewer) => viewer.role === Role.ADMIN,
  },
});
