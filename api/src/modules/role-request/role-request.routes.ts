import { Role } from '../../auth/role.enum.js';
import { schemaRef } from '../../rest/json-schema.js';
import { jsonBody, pick } from '../../rest/request-body.js';
import type { RestRoute } from '../../rest/shim.js';
import { requestHelperAccessBody } from './role-request.rest-schemas.js';

/** Spec §7: POST /api/role-request { phone, reason, experience } (named fields, whatever their order). */
export const roleRequestRoutes: readonly RestRoute[] = [
  {
    method: 'post',
    path: '/role-request',
    summary: 'A client asks for helper access: phone (required), reason, experience. One pending request per user.',
    access: [Role.CLIENT],
    operation: `mutation RestRequestHelperAccess($input: RequestHelperAccessInput!) {
      requestHelperAccess(input: $input) { roleRequest { databaseId status phone reason experience createdAt } }
    }`,
    variables: (req) => ({ input: pick(jsonBody(req), ['phone', 'reason', 'experience']) }),
    respond: (data: {
      requestHelperAccess: { roleRequest: { databaseId: string; status: string } & Record<string, unknown> };
    }) => {
      const { databaseId, status, ...rest } = data.requestHelperAccess.roleRequest;
      return { id: databaseId, ...rest, status: status.toLowerCase(), message: 'An admin will review it soon.' };
    },
    requestSchema: requestHelperAccessBody,
    responseSchema: schemaRef('RoleRequest'),
    successStatus: 201,
  },
];
