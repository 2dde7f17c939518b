import { z } from 'zod';
import { Role } from '../../auth/role.enum.js';
import { text } from '../answer.js';
import { RoleRequest } from '../answers/role-request.js';
import { graphql } from '../gql/index.js';
import { jsonBody, pickFields } from '../request-body.js';
import { restRoute } from '../shim.js';

const requestHelperAccessBody = z.object({
  phone: text(32),
  reason: text(2000).nullable().optional(),
  experience: text(2000).nullable().optional(),
});

const RestRequestHelperAccess = graphql(`
  mutation RestRequestHelperAccess($input: RequestHelperAccessInput!) {
    requestHelperAccess(input: $input) {
      roleRequest {
        ...RestRoleRequest
      }
    }
  }
`);

/** Spec §7: POST /api/role-request { phone, reason, experience } (named fields, whatever their order). */
export const roleRequestRoutes = [
  restRoute({
    method: 'post',
    path: '/role-request',
    summary: 'A client asks for helper access: phone (required), reason, experience. One pending request per user.',
    access: [Role.CLIENT],
    operation: RestRequestHelperAccess,
    variables: (req) => ({ input: pickFields(jsonBody(req), requestHelperAccessBody) }),
    body: requestHelperAccessBody,
    answer: RoleRequest,
    select: (data) => data.requestHelperAccess.roleRequest,
    successStatus: 201,
  }),
];
