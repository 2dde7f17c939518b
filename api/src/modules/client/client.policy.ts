import { Role } from '../../auth/role.enum.js';
import { definePolicy, type Viewer } from '../../shared/policy.js';
import { Client } from './client.entity.js';

const isOwnRecord = (viewer: Viewer, client: Client) => client.user?.id === viewer.id;

/** The admin manages every client; a client account reads only its own record and requests cleanings for it. */
export const clientPolicy = definePolicy(Client, {
  label: 'Client',
  read: { [Role.ADMIN]: true, [Role.CLIENT]: (viewer) => ({ user: viewer.id }) },
  actions: {
    create: { [Role.ADMIN]: true },
    /** Edit, deactivate, reactivate, link an account. */
    update: { [Role.ADMIN]: true },
    /** Invoice this client. */
    bill: { [Role.ADMIN]: true },
    requestService: { [Role.CLIENT]: isOwnRecord },
    /** Remove the saved card, turn charging after visits on or off: the client, or the owner for them. */
    manageCard: { [Role.ADMIN]: true, [Role.CLIENT]: isOwnRecord },
  },
});
