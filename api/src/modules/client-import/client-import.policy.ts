import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { ClientImport } from './client-import.entity.js';

/** Importing clients is the owner's: an upload is read, previewed and committed only by an admin. */
export const clientImportPolicy = definePolicy(ClientImport, {
  label: 'Import',
  read: { [Role.ADMIN]: true },
  actions: {
    upload: { [Role.ADMIN]: true },
    commit: { [Role.ADMIN]: true },
  },
});
