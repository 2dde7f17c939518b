import { Role } from '../../auth/role.enum.js';
import { definePolicy, type Viewer } from '../../shared/policy.js';
import { User } from './user.entity.js';

const self = (viewer: Viewer) => ({ id: viewer.id });
const isSelf = (viewer: Viewer, user: User) => user.id === viewer.id;

/** The admin reads every account; everyone else only their own, and each edits only their own. */
export const userPolicy = definePolicy(User, {
  label: 'Account',
  read: { [Role.ADMIN]: true, [Role.HELPER]: self, [Role.CLIENT]: self },
  actions: {
    /** Name, phone and password. */
    update: { [Role.ADMIN]: isSelf, [Role.HELPER]: isSelf, [Role.CLIENT]: isSelf },
    completeProfile: { [Role.HELPER]: isSelf, [Role.CLIENT]: isSelf },
    requestHelperAccess: { [Role.CLIENT]: isSelf },
    /** The portal is the client's: only a client notes its first visit there. */
    markPortalSeen: { [Role.CLIENT]: isSelf },
    /** Send this account a message. */
    message: { [Role.ADMIN]: true },
    /** Turn off someone's two-factor sign-in when they lost their phone and recovery codes. */
    resetTwoFactor: { [Role.ADMIN]: true },
  },
  refusals: {
    completeProfile: 'The admin account has no profile to complete',
    requestHelperAccess: 'Only clients can request helper access',
  },
});
