import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { ClientCard } from './card-payment.entities.js';

/**
 * A saved card (brand and last four) and the charge-after-visit choice: the owner reads every client's, a client its
 * own; a helper none. Changes go through the client's `manageCard` rule (client.policy.ts).
 */
export const clientCardPolicy = definePolicy(ClientCard, {
  label: 'Saved card',
  read: { [Role.ADMIN]: true, [Role.CLIENT]: (viewer) => ({ client: { user: viewer.id } }) },
  actions: {},
});
