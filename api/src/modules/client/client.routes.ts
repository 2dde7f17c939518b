import { Role } from '../../auth/role.enum.js';
import { enumNameOf } from '../../rest/enum-mapping.js';
import { enumOf, listOf, schemaRef } from '../../rest/json-schema.js';
import { jsonBody, pick } from '../../rest/request-body.js';
import { PAGE_FIELDS, REST_LIST_LIMIT } from '../../rest/paging.js';
import type { QueryParameter, RestRoute } from '../../rest/shim.js';
import { ActiveStatusFilter } from './client.types.js';
import { createClientBody, updateClientBody } from './client.rest-schemas.js';

const CLIENT_FIELDS = 'databaseId userId displayName phone address notes active createdAt';
const EDITABLE = ['displayName', 'phone', 'address', 'notes'] as const;

interface GraphQLClient {
  databaseId: string;
  [field: string]: unknown;
}

/** Spec §3 Client: id is the database id; userId the linked account or null; phone in E.164. */
export const toRestClient = ({ databaseId, ...rest }: GraphQLClient) => ({ id: databaseId, ...rest });

/** `?search=` and `?status=all|active|inactive` on list routes (strings only; a repeated parameter is ignored). */
export function listQuery(query: Record<string, unknown>) {
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
  return {
    search: text('search') ?? null,
    status: enumNameOf(ActiveStatusFilter, text('status') ?? ActiveStatusFilter.ALL, 'status'),
  };
}

/** The same two parameters, as the list rows document them. */
export const ROSTER_QUERY_PARAMETERS: readonly QueryParameter[] = [
  {
    name: 'search',
    description: 'Case-insensitive text to look for; phone digits match however the number was typed.',
    schema: { type: 'string' },
  },
  {
    name: 'status',
    description: 'Which records to list.',
    schema: { ...enumOf(ActiveStatusFilter), default: ActiveStatusFilter.ALL },
  },
];

/** Spec §7 rows for clients (admin only). DELETE deactivates: the record stays, active false. */
export const clientRoutes: readonly RestRoute[] = [
  {
    method: 'get',
    path: '/clients',
    summary: `Clients, newest first (${REST_LIST_LIMIT} a page), inactive included; optional ?search= and ?status=all|active|inactive.`,
    access: [Role.ADMIN],
    operation: `query RestClients($first: Int, $after: String, $search: String, $status: ActiveStatusFilter!) {
      clients(first: $first, after: $after, search: $search, status: $status) { ${PAGE_FIELDS} edges { node { ${CLIENT_FIELDS} } } }
    }`,
    variables: (req) => listQuery(req.query as Record<string, unknown>),
    respond: (data: { clients: { edges: { node: GraphQLClient }[] } }) =>
      data.clients.edges.map((edge) => toRestClient(edge.node)),
    responseSchema: listOf(schemaRef('Client')),
    list: { connection: (data) => data.clients },
    queryParameters: ROSTER_QUERY_PARAMETERS,
  },
  {
    method: 'post',
    path: '/clients',
    summary: 'Creates a client: displayName (required), phone, address, notes.',
    access: [Role.ADMIN],
    operation: `mutation RestCreateClient($input: CreateClientInput!) { createClient(input: $input) { client { ${CLIENT_FIELDS} } } }`,
    variables: (req) => ({ input: pick(jsonBody(req), EDITABLE) }),
    respond: (data: { createClient: { client: GraphQLClient } }) => toRestClient(data.createClient.client),
    requestSchema: createClientBody,
    responseSchema: schemaRef('Client'),
    successStatus: 201,
  },
  {
    method: 'patch',
    path: '/clients/:id',
    summary: 'Updates the fields sent (displayName, phone, address, notes); null or blank clears an optional one.',
    access: [Role.ADMIN],
    operation: `mutation RestUpdateClient($input: UpdateClientInput!) { updateClient(input: $input) { client { ${CLIENT_FIELDS} } } }`,
    variables: (req) => ({ input: { ...pick(jsonBody(req), EDITABLE), id: req.params.id } }),
    respond: (data: { updateClient: { client: GraphQLClient } }) => toRestClient(data.updateClient.client),
    requestSchema: updateClientBody,
    responseSchema: schemaRef('Client'),
  },
  {
    method: 'delete',
    path: '/clients/:id',
    summary: 'Deactivates the client (active false); the record and its history stay.',
    access: [Role.ADMIN],
    operation: `mutation RestDeactivateClient($id: ID!) { deactivateClient(input: { id: $id }) { client { ${CLIENT_FIELDS} } } }`,
    variables: (req) => ({ id: req.params.id }),
    respond: (data: { deactivateClient: { client: GraphQLClient } }) => toRestClient(data.deactivateClient.client),
    responseSchema: schemaRef('Client'),
  },
];
