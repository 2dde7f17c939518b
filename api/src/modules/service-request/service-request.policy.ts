import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { ServiceRequest } from './service-request.entity.js';

/** A client sees only the requests of its own client record; the admin sees and decides all. */
export const serviceRequestPolicy = definePolicy(ServiceRequest, {
  populate: ['client'],
  rules: {
    read: (viewer, request) => viewer.role === Role.ADMIN || request.client.user?.id === viewer.id,
    update: (viewer) => viewer.role === Role.ADMIN,
  },
});
