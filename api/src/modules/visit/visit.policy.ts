import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { Visit } from './visit.entity.js';

/** The admin sees every visit, a client the visits at its own record, a helper the visits assigned to them. */
export const visitPolicy = definePolicy(Visit, {
  populate: ['client', 'helpers'],
  rules: {
    read: (viewer, visit) =>
      viewer.role === Role.ADMIN ||
      (viewer.role === Role.CLIENT && visit.client.user?.id === viewer.id) ||
      (viewer.role === Role.HELPER &&
        visit.helpers.isInitialized() &&
        visit.helpers.getItems().some((helper) => helper.user?.id === viewer.id)),
    update: (viewer) => viewer.role === Role.ADMIN,
  },
});
