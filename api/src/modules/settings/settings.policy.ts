import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { BusinessSettings } from './settings.entity.js';

/** The business's settings are the admin's; what others see of them comes through publicSite and businessProfile. */
export const settingsPolicy = definePolicy(BusinessSettings, {
  label: 'Settings',
  read: { [Role.ADMIN]: true },
  actions: {
    update: { [Role.ADMIN]: true },
  },
});
