import { z } from 'zod';
import { Role } from '../../auth/role.enum.js';
import { Recurrence, ServiceRequestStatus, ServiceType, TimeSlot } from '../../modules/service-request/service-request.enums.js';
import { ADDRESS_MAX, FEEDBACK_MAX, NOTES_MAX } from '../../modules/service-request/service-request.inputs.js';
import { badInput } from '../../shared/errors.js';
import { localDate, text } from '../answer.js';
import { CustomDays, ServiceRequest } from '../answers/service-request.js';
import { enumNameOf } from '../enum-mapping.js';
import { graphql } from '../gql/index.js';
import { REST_LIST_LIMIT } from '../paging.js';
import { jsonBody, pick } from '../request-body.js';
import { restListRoute, restRoute } from '../shim.js';

const createServiceRequestBody = z.object({
  service: z.enum(ServiceType),
  date: localDate.describe('The (first) visit: today or later in America/New_York, YYYY-MM-DD.'),
  time: z.enum(TimeSlot),
  phoneNumber: text(32),
  address: text(ADDRESS_MAX),
  recurring: z.enum(Recurrence).nullable().default(Recurrence.ONETIME).describe('Absent or null is onetime.'),
  customDays: CustomDays.nullable().optional().describe("All seven weekdays; only with recurring 'custom'."),
  notes: text(NOTES_MAX).nullable().optional(),
  idempotencyKey: text(64)
    .nullable()
    .optional()
    .describe('Made by the client per form submission: a repeated submit answers the same request.'),
});

const decideServiceRequestBody = z.object({
  status: z.enum([ServiceRequestStatus.ACCEPTED, ServiceRequestStatus.DECLINED]),
  adminFeedback: text(FEEDBACK_MAX).nullable().optional().describe('With declined: the reason, shown to the client.'),
});

const RestServiceRequests = graphql(`
  query RestServiceRequests($first: Int, $after: String) {
    serviceRequests(first: $first, after: $after) {
      totalCount
      pageInfo {
        ...RestPageInfo
      }
      edges {
        node {
          ...RestServiceRequest
        }
      }
    }
  }
`);

const RestCreateServiceRequest = graphql(`
  mutation RestCreateServiceRequest($input: CreateServiceRequestInput!) {
    createServiceRequest(input: $input) {
      serviceRequest {
        ...RestServiceRequest
      }
    }
  }
`);

const RestDecideServiceRequest = graphql(`
  mutation RestDecideServiceRequest($id: ID!, $reason: String, $approve: Boolean!) {
    approveServiceRequest(input: { id: $id, note: $reason }) @include(if: $approve) {
      serviceRequest {
        ...RestServiceRequest
      }
    }
    declineServiceRequest(input: { id: $id, reason: $reason }) @skip(if: $approve) {
      serviceRequest {
        ...RestServiceRequest
      }
    }
  }
`);

/** Spec §7 rows for service requests. */
export const serviceRequestRoutes = [
  restListRoute({
    path: '/service-requests',
    summary: `Service requests, newest first (${REST_LIST_LIMIT} a page): every request for the admin, a client's own for a client.`,
    access: [Role.ADMIN, Role.CLIENT],
    operation: RestServiceRequests,
    item: ServiceRequest,
    // Sorted by date of service, then id.
    connection: (data) => data.serviceRequests,
  }),
  restRoute({
    method: 'post',
    path: '/service-requests',
    summary:
      'A client requests a service: service, date, time, phoneNumber, recurring, customDays, address, notes (idempotencyKey optional).',
    access: [Role.CLIENT],
    operation: RestCreateServiceRequest,
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
    body: createServiceRequestBody,
    answer: ServiceRequest,
    select: (data) => data.createServiceRequest.serviceRequest,
    successStatus: 201,
  }),
  restRoute({
    method: 'patch',
    path: '/service-requests/:id',
    summary:
      "The admin decides a pending request: status 'accepted' (approve) or 'declined', with optional adminFeedback shown to the client.",
    access: [Role.ADMIN],
    operation: RestDecideServiceRequest,
    variables: (req) => {
      const body = jsonBody(req);
      if (body.status !== ServiceRequestStatus.ACCEPTED && body.status !== ServiceRequestStatus.DECLINED) {
        throw badInput('status', "status must be 'accepted' or 'declined'");
      }
      return { id: req.params.id, approve: body.status === ServiceRequestStatus.ACCEPTED, reason: body.adminFeedback ?? null };
    },
    body: decideServiceRequestBody,
    answer: ServiceRequest,
    select: (data) => (data.approveServiceRequest ?? data.declineServiceRequest)!.serviceRequest,
  }),
];
