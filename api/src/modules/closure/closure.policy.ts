import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { Closure } from './closure.entity.js';

/** Closed days are no secret: everyone signed in reads them (a client picking a date); only the admin declares them. */
export const closurePolicy = definePolicy(Closure, {
  label: 'Closure',
  read: { [Role.ADMIN]: true, [Role.CLIENT]: true, [Role.HELPER]: true },
  actions: {
    create: { [Role.ADMIN]: true },
    delete: { [Role.ADMIN]: true },
  },
});
