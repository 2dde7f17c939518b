import { ALL_ROLES, Role } from '../auth/role.enum.js';
import { clientRoutes } from '../modules/client/client.routes.js';
import { helperRoutes } from '../modules/helper/helper.routes.js';
import { messageRoutes } from '../modules/message/message.routes.js';
import { roleRequestRoutes } from '../modules/role-request/role-request.routes.js';
import { invoiceRoutes } from '../modules/invoice/invoice.routes.js';
import { serviceRequestRoutes } from '../modules/service-request/service-request.routes.js';
import { unauthenticated } from '../shared/errors.js';
import { clientSchemas } from '../modules/client/client.rest-schemas.js';
import { helperSchemas } from '../modules/helper/helper.rest-schemas.js';
import { invoiceSchemas } from '../modules/invoice/invoice.rest-schemas.js';
import { messageSchemas } from '../modules/message/message.rest-schemas.js';
import { roleRequestSchemas } from '../modules/role-request/role-request.rest-schemas.js';
import { serviceRequestSchemas } from '../modules/service-request/service-request.rest-schemas.js';
import { accountSchemas, completeProfileBody, signInBody, signUpBody } from './account.rest-schemas.js';
import { type JsonSchema, mergeSchemas, schemaRef } from './json-schema.js';
import { jsonBody, optionalDollarsToCents, pick } from './request-body.js';
import type { RestRoute } from './shim.js';

/** The user fields of spec §3, as the documented JSON shape. */
const USER_FIELDS = 'databaseId firstName lastName email role profileImageUrl needsProfileSetup displayName phone';

interface GraphQLUser {
  databaseId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  profileImageUrl: string | null;
  needsProfileSetup: boolean;
  displayName: string | null;
  phone: string | null;
}

export const toRestUser = ({ databaseId, role, ...rest }: GraphQLUser) => ({
  id: databaseId,
  ...rest,
  role: role.toLowerCase(),
});

/** The documented /api contract (spec §7): account routes here, each feature's rows from its module. */
export const restRoutes: readonly RestRoute[] = [
  {
    method: 'get',
    path: '/auth/user',
    summary: 'The signed-in user; 401 when signed out.',
    access: ALL_ROLES,
    operation: `query RestAuthUser { viewer { ${USER_FIELDS} } }`,
    respond: (data: { viewer: GraphQLUser | null }) => {
      if (!data.viewer) throw unauthenticated();
      return toRestUser(data.viewer);
    },
    responseSchema: schemaRef('User'),
  },
  {
    method: 'post',
    path: '/auth/profile',
    summary: 'Completes the profile. Client: displayName, phone. Helper: phone, hourlyRate in dollars (stored in cents).',
    access: [Role.CLIENT, Role.HELPER],
    operation: `mutation RestCompleteProfile($input: CompleteProfileInput!) {
      completeProfile(input: $input) { user { ${USER_FIELDS} } }
    }`,
    variables: (req) => {
      const body = jsonBody(req);
      const hourlyRateCents = optionalDollarsToCents(body.hourlyRate, 'hourlyRate');
      return { input: { ...pick(body, ['displayName', 'phone']), ...(hourlyRateCents !== undefined && { hourlyRateCents }) } };
    },
    respond: (data: { completeProfile: { user: GraphQLUser } }) => toRestUser(data.completeProfile.user),
    requestSchema: completeProfileBody,
    responseSchema: schemaRef('User'),
  },
  {
    method: 'post',
    path: '/login',
    summary: 'Signs in with email and password and starts a session (cookie).',
    access: 'public',
    operation: `mutation RestSignIn($input: SignInInput!) { signIn(input: $input) { user { ${USER_FIELDS} } } }`,
    variables: (req) => ({ input: pick(jsonBody(req), ['email', 'password']) }),
    respond: (data: { signIn: { user: GraphQLUser } }) => toRestUser(data.signIn.user),
    requestSchema: signInBody,
    responseSchema: schemaRef('User'),
  },
  {
    method: 'post',
    path: '/signup',
    summary: 'Creates a client account (profile still to complete) and signs it in.',
    access: 'public',
    operation: `mutation RestSignUp($input: SignUpInput!) { signUp(input: $input) { user { ${USER_FIELDS} } } }`,
    variables: (req) => ({ input: pick(jsonBody(req), ['firstName', 'lastName', 'email', 'password']) }),
    respond: (data: { signUp: { user: GraphQLUser } }) => toRestUser(data.signUp.user),
    requestSchema: signUpBody,
    responseSchema: schemaRef('User'),
    successStatus: 201,
  },
  ...serviceRequestRoutes,
  ...invoiceRoutes,
  ...clientRoutes,
  ...helperRoutes,
  ...messageRoutes,
  ...roleRequestRoutes,
];

/** The shared schemas the rows' `$ref`s name, served as the document's `components.schemas`. */
export const restSchemas: Readonly<Record<string, JsonSchema>> = mergeSchemas(
  accountSchemas,
  serviceRequestSchemas,
  invoiceSchemas,
  clientSchemas,
  helperSchemas,
  messageSchemas,
  roleRequestSchemas,
);
