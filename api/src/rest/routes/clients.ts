import { z } from 'zod';
import { Role } from '../../auth/role.enum.js';
import { CLIENT_ADDRESS_MAX, CLIENT_NAME_MAX, CLIENT_NOTES_MAX } from '../../modules/client/client.inputs.js';
import { EMAIL_MAX } from '../../shared/input-fields.js';
import { text } from '../answer.js';
import { Client } from '../answers/client.js';
import { graphql } from '../gql/index.js';
import { REST_LIST_LIMIT } from '../paging.js';
import { jsonBody, pickFields } from '../request-body.js';
import { directRoster, ROSTER_QUERY_PARAMETERS, rosterQuery } from '../roster-query.js';
import { directConnection, restListRoute, restRoute } from '../shim.js';

const optionalFields = {
  phone: text(32).nullable().optional().describe('Stored in E.164; null or blank means none.'),
  email: text(EMAIL_MAX)
    .nullable()
    .optional()
    .describe('Unique among active clients; null or blank means none. Cannot be changed while an account is linked.'),
  address: text(CLIENT_ADDRESS_MAX).nullable().optional().describe('Null or blank means none.'),
  notes: text(CLIENT_NOTES_MAX).nullable().optional().describe('Null or blank means none.'),
};

const createClientBody = z.object({ displayName: text(CLIENT_NAME_MAX), ...optionalFields });

/** Absent fields stay as they are. */
const updateClientBody = z.object({
  displayName: text(CLIENT_NAME_MAX).optional().describe('Cannot be cleared.'),
  ...optionalFields,
});

const RestClients = graphql(`
  query RestClients($first: Int, $after: String, $search: String, $status: ActiveStatusFilter!) {
    clients(first: $first, after: $after, search: $search, status: $status) {
      totalCount
      pageInfo {
        ...RestPageInfo
      }
      edges {
        node {
          ...RestClient
        }
      }
    }
  }
`);

const RestCreateClient = graphql(`
  mutation RestCreateClient($input: CreateClientInput!) {
    createClient(input: $input) {
      client {
        ...RestClient
      }
    }
  }
`);

const RestUpdateClient = graphql(`
  mutation RestUpdateClient($input: UpdateClientInput!) {
    updateClient(input: $input) {
      client {
        ...RestClient
      }
    }
  }
`);

const RestDeactivateClient = graphql(`
  mutation RestDeactivateClient($id: ID!) {
    deactivateClient(input: { id: $id }) {
      client {
        ...RestClient
      }
    }
  }
`);

/** Spec §7 rows for clients (admin only). DELETE deactivates: the record stays, active false. */
export const clientRoutes = [
  restListRoute({
    path: '/clients',
    summary: `Clients, newest first (${REST_LIST_LIMIT} a page), inactive included; optional ?search= and ?status=all|active|inactive.`,
    access: [Role.ADMIN],
    operation: RestClients,
    variables: (req) => rosterQuery(req.query as Record<string, unknown>),
    item: Client,
    connection: (data) => data.clients,
    queryParameters: ROSTER_QUERY_PARAMETERS,
    // A hot read: the service and its policy scope called directly (the rows as RestClient selects them).
    direct: async ({ em, services, viewer }, variables) => {
      const roster = directRoster(variables);
      if (!roster || !viewer) return undefined;
      const page = await services.clients.list(em, viewer, roster.page, roster.search, roster.status);
      return {
        clients: await directConnection(page, (row) => ({
          userId: row.user?.id ?? null,
          displayName: row.displayName,
          phone: row.phone,
          email: row.email,
          address: row.address,
          notes: row.notes,
          active: row.active,
          createdAt: row.createdAt.toISOString(),
          id: row.id,
        })),
      };
    },
  }),
  restRoute({
    method: 'post',
    path: '/clients',
    summary: 'Creates a client: displayName (required), phone, email, address, notes.',
    access: [Role.ADMIN],
    operation: RestCreateClient,
    variables: (req) => ({ input: pickFields(jsonBody(req), createClientBody) }),
    body: createClientBody,
    answer: Client,
    select: (data) => data.createClient.client,
    successStatus: 201,
  }),
  restRoute({
    method: 'patch',
    path: '/clients/:id',
    summary: 'Updates the fields sent (displayName, phone, email, address, notes); null or blank clears an optional one.',
    access: [Role.ADMIN],
    operation: RestUpdateClient,
    variables: (req) => ({ input: { ...pickFields(jsonBody(req), updateClientBody), id: req.params.id } }),
    body: updateClientBody,
    answer: Client,
    select: (data) => data.updateClient.client,
  }),
  restRoute({
    method: 'delete',
    path: '/clients/:id',
    summary: 'Deactivates the client (active false); the record and its history stay.',
    access: [Role.ADMIN],
    operation: RestDeactivateClient,
    variables: (req) => ({ id: req.params.id }),
    answer: Client,
    select: (data) => data.deactivateClient.client,
  }),
];
