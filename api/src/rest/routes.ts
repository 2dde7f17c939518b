import { ALL_ROLES, Role } from '../auth/role.enum.js';
import {
  Recurrence,
  ServiceRequestStatus,
  ServiceType,
  TimeSlot,
} from '../modules/service-request/service-request.enums.js';
import { badInput } from '../shared/errors.js';
import { enumNameOf, enumValueOf } from './enum-mapping.js';
import { unauthenticated } from '../shared/errors.js';
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

const SERVICE_REQUEST_FIELDS = `databaseId status service date time address notes recurring phoneNumber adminFeedback
  createdAt customDays { sunday monday tuesday wednesday thursday friday saturday } client { databaseId displayName }`;

interface GraphQLServiceRequest {
  databaseId: string;
  status: string;
  service: string;
  time: string;
  recurring: string;
  client: { databaseId: string; displayName: string };
  [field: string]: unknown;
}

/** The documented JSON shape of a service request: stored enum values, the client's display name. */
export const toRestServiceRequest = ({ databaseId, status, service, time, recurring, client, ...rest }: GraphQLServiceRequest) => ({
  id: databaseId,
  ...rest,
  status: enumValueOf(ServiceRequestStatus, status),
  service: enumValueOf(ServiceType, service),
  time: enumValueOf(TimeSlot, time),
  recurring: enumValueOf(Recurrence, recurring),
  client: { id: client.databaseId, displayName: client.displayName },
});

/** REST list routes answer a plain array of at most this many rows, newest first. */
export const REST_LIST_LIMIT = 100;

/** The documented /api contract (spec §7). Later features add their rows here. */
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
  },
  {
    method: 'post',
    path: '/login',
    summary: 'Signs in with email and password and starts a session (cookie).',
    access: 'public',
    operation: `mutation RestSignIn($input: SignInInput!) { signIn(input: $input) { user { ${USER_FIELDS} } } }`,
    variables: (req) => ({ input: pick(jsonBody(req), ['email', 'password']) }),
    respond: (data: { signIn: { user: GraphQLUser } }) => toRestUser(data.signIn.user),
  },
  {
    method: 'post',
    path: '/signup',
    summary: 'Creates a client account (profile still to complete) and signs it in.',
    access: 'public',
    operation: `mutation RestSignUp($input: SignUpInput!) { signUp(input: $input) { user { ${USER_FIELDS} } } }`,
    variables: (req) => ({ input: pick(jsonBody(req), ['firstName', 'lastName', 'email', 'password']) }),
    respond: (data: { signUp: { user: GraphQLUser } }) => toRestUser(data.signUp.user),
    successStatus: 201,
  },
  {
    method: 'get',
    path: '/service-requests',
    summary: `Service requests, newest first (at most ${REST_LIST_LIMIT}): every request for the admin, a client's own for a client.`,
    access: [Role.ADMIN, Role.CLIENT],
    operation: `query RestServiceRequests($first: Int) {
      serviceRequests(first: $first) { edges { node { ${SERVICE_REQUEST_FIELDS} } } }
    }`,
    variables: () => ({ first: REST_LIST_LIMIT }),
    respond: (data: { serviceRequests: { edges: { node: GraphQLServiceRequest }[] } }) =>
      data.serviceRequests.edges.map((edge) => toRestServiceRequest(edge.node)),
  },
  {
    method: 'post',
    path: '/service-requests',
    summary: 'A client requests a service: service, date, time, phoneNumber, recurring, customDays, address, notes (idempotencyKey optional).',
    access: [Role.CLIENT],
    operation: `mutation RestCreateServiceRequest($input: CreateServiceRequestInput!) {
      createServiceRequest(input: $input) { serviceRequest { ${SERVICE_REQUEST_FIELDS} } }
    }`,
    variables: (req) => {
      const body = jsonBody(req);
      return {
        input: {
          ...pick(body, ['date', 'address', 'phoneNumber', 'notes', 'customDays', 'idempotencyKey']),
          service: enumNameOf(ServiceType, body.service, 'service'),
          time: enumNameOf(TimeSlot, body.time, 'time'),
          recurring: enumNameOf(Recurrence, body.recurring ?? Recurrence.ONETIME, 'recurring'),
        },
      };
    },
    respond: (data: { createServiceRequest: { serviceRequest: GraphQLServiceRequest } }) =>
      toRestServiceRequest(data.createServiceRequest.serviceRequest),
    successStatus: 201,
  },
  {
    method: 'patch',
    path: '/service-requests/:id',
    summary: "The admin decides a pending request: status 'accepted' (approve) or 'declined' with optional adminFeedback.",
    access: [Role.ADMIN],
    operation: `mutation RestDecideServiceRequest($id: ID!, $reason: String, $approve: Boolean!) {
      approveServiceRequest(input: { id: $id }) @include(if: $approve) { serviceRequest { ${SERVICE_REQUEST_FIELDS} } }
      declineServiceRequest(input: { id: $id, reason: $reason }) @skip(if: $approve) { serviceRequest { ${SERVICE_REQUEST_FIELDS} } }
    }`,
    variables: (req) => {
      const body = jsonBody(req);
      if (body.status !== ServiceRequestStatus.ACCEPTED && body.status !== ServiceRequestStatus.DECLINED) {
        throw badInput('status', "status must be 'accepted' or 'declined'");
      }
      return { id: req.params.id, approve: body.status === ServiceRequestStatus.ACCEPTED, reason: body.adminFeedback ?? null };
    },
    respond: (data: Record<string, { serviceRequest: GraphQLServiceRequest } | undefined>) =>
      toRestServiceRequest((data.approveServiceRequest ?? data.declineServiceRequest)!.serviceRequest),
  },
];
