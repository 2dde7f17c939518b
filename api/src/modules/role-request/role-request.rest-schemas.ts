import { dateTime, enumOf, type JsonSchema, nullable, object, record, text, uuid } from '../../rest/json-schema.js';
import { RoleRequestStatus } from './role-request.entity.js';

/** What POST /api/role-request returns: the stored request and a line to show the client. */
export const roleRequestSchemas: Record<string, JsonSchema> = {
  RoleRequest: record({
    id: uuid,
    phone: { type: 'string' },
    reason: nullable({ type: 'string' }),
    experience: nullable({ type: 'string' }),
    createdAt: dateTime,
    status: enumOf(RoleRequestStatus),
    message: { type: 'string' },
  }),
};

export const requestHelperAccessBody = object(
  { phone: text(32), reason: nullable(text(2000)), experience: nullable(text(2000)) },
  ['phone'],
);
