import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { AuditEvent } from './audit-event.entity.js';

/** The audit trail is the admin's to read; nobody writes it but the audit subscriber, so it has no write rules. */
export const auditEventPolicy = definePolicy(AuditEvent, {
  label: 'Audit event',
  read: { [Role.ADMIN]: true },
  actions: {},
});
