import { Role } from '../../auth/role.enum.js';
import { enumNameOf, enumValueOf } from '../../rest/enum-mapping.js';
import { listOf, schemaRef } from '../../rest/json-schema.js';
import { jsonBody, pick } from '../../rest/request-body.js';
import { PAGE_FIELDS, REST_LIST_LIMIT } from '../../rest/paging.js';
import type { RestRoute } from '../../rest/shim.js';
import { badInput } from '../../shared/errors.js';
import { Recurrence, ServiceRequestStatus, ServiceType, TimeSlot } from './service-request.enums.js';
import { createServiceRequestBody, decideServiceRequestBody } from './service-request.rest-schemas.js';

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
export const toRestServiceRequest = ({
  databaseId,
  status,
  service,
  time,
  recurring,
  client,
  ...rest
}: GraphQLServiceRequest) => ({
  id: databaseId,
  ...rest,
  status: enumValueOf(ServiceRequestStatus, status),
  service: enumValueOf(ServiceType, service),
  time: enumValueOf(TimeSlot, time),
  recurring: enumValueOf(Recurrence, recurring),
  client: { id: client.databaseId, displayName: client.displayName },
});

/** Spec §7 rows for service requests. */
export const serviceRequestRoutes: readonly RestRoute[] = [
  {
    method: 'get',
    path: '/service-requests',
    summary: `Service requests, newest first (${REST_LIST_LIMIT} a page): every request for the admin, a client's own for a client.`,
    access: [Role.ADMIN, Role.CLIENT],
    operation: `query RestServiceRequests($first: Int, $after: String) {
      serviceRequests(first: $first, after: $after) { ${PAGE_FIELDS} edges { node { ${SERVICE_REQUEST_FIELDS} } } }
    }`,
    respond: (data: { serviceRequests: { edges: { node: GraphQLServiceRequest }[] } }) =>
      data.serviceRequests.edges.map((edge) => toRestServiceRequest(edge.node)),
    responseSchema: listOf(schemaRef('ServiceRequest')),
    // Sorted by date of service, then id.
    list: { connection: (data) => data.serviceRequests },
  },
  {
    method: 'post',
    path: '/service-requests',
    summary:
      'A client requests a service: service, date, time, phoneNumber, recurring, customDays, address, notes (idempotencyKey optional).',
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
    requestSchema: createServiceRequestBody,
    responseSchema: schemaRef('ServiceRequest'),
    successStatus: 201,
  },
  {
    method: 'patch',
    path: '/service-requests/:id',
    summary:
      "The admin decides a pending request: status 'accepted' (approve) or 'declined', with optional adminFeedback shown to the client.",
    access: [Role.ADMIN],
    operation: `mutation RestDecideServiceRequest($id: ID!, $reason: String, $approve: Boolean!) {
      approveServiceRequest(input: { id: $id, note: $reason }) @include(if: $approve) { serviceRequest { ${SERVICE_REQUEST_FIELDS} } }
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
    requestSchema: decideServiceRequestBody,
    responseSchema: schemaRef('ServiceRequest'),
  },
];
