import type { Request } from 'express';
import { Role } from '../../auth/role.enum.js';
import { listOf, schemaRef } from '../../rest/json-schema.js';
import { jsonBody, pick } from '../../rest/request-body.js';
import { PAGE_FIELDS, REST_LIST_LIMIT } from '../../rest/paging.js';
import type { RestRoute } from '../../rest/shim.js';
import { badInput } from '../../shared/errors.js';
import { listQuery, ROSTER_QUERY_PARAMETERS } from '../client/client.routes.js';
import { createHelperBody, updateHelperBody } from './helper.rest-schemas.js';

const HELPER_FIELDS = 'databaseId userId phone hourlyRateCents maxHoursPerWeek notes active createdAt';

interface GraphQLHelper {
  databaseId: string;
  hourlyRateCents: number;
  [field: string]: unknown;
}

/** Spec §3 Helper: hourlyRate is in CENTS on the wire, as stored (2500 is $25.00 an hour). */
export const toRestHelper = ({ databaseId, hourlyRateCents, ...rest }: GraphQLHelper) => ({
  id: databaseId,
  ...rest,
  hourlyRate: hourlyRateCents,
});

/**
 * The body's fields as GraphQL input. hourlyRate must be a whole number of cents: a decimal such as 25.5 is refused
 * rather than guessed at (an older client once sent dollars here).
 */
function helperInput(req: Request) {
  const body = jsonBody(req);
  const input: Record<string, unknown> = pick(body, ['phone', 'maxHoursPerWeek', 'notes']);
  if (body.maxHoursPerWeek === '') input.maxHoursPerWeek = null;
  if (body.hourlyRate !== undefined) {
    if (typeof body.hourlyRate !== 'number' || !Number.isInteger(body.hourlyRate)) {
      throw badInput('hourlyRate', 'hourlyRate must be a whole number of cents (2500 is $25.00)');
    }
    input.hourlyRateCents = body.hourlyRate;
  }
  return input;
}

/** Spec §7 rows for helpers (admin only). DELETE deactivates. */
export const helperRoutes: readonly RestRoute[] = [
  {
    method: 'get',
    path: '/helpers',
    summary: `Helpers, newest first (${REST_LIST_LIMIT} a page), inactive included; hourlyRate in cents; optional ?search= and ?status=.`,
    access: [Role.ADMIN],
    operation: `query RestHelpers($first: Int, $after: String, $search: String, $status: ActiveStatusFilter!) {
      helpers(first: $first, after: $after, search: $search, status: $status) { ${PAGE_FIELDS} edges { node { ${HELPER_FIELDS} } } }
    }`,
    variables: (req) => listQuery(req.query as Record<string, unknown>),
    respond: (data: { helpers: { edges: { node: GraphQLHelper }[] } }) =>
      data.helpers.edges.map((edge) => toRestHelper(edge.node)),
    responseSchema: listOf(schemaRef('Helper')),
    list: { connection: (data) => data.helpers },
    queryParameters: ROSTER_QUERY_PARAMETERS,
  },
  {
    method: 'post',
    path: '/helpers',
    summary: 'Creates a helper: hourlyRate in cents (required), maxHoursPerWeek (1-168 or null for unlimited), phone, notes.',
    access: [Role.ADMIN],
    operation: `mutation RestCreateHelper($input: CreateHelperInput!) { createHelper(input: $input) { helper { ${HELPER_FIELDS} } } }`,
    variables: (req) => {
      const input = helperInput(req);
      if (input.hourlyRateCents === undefined) throw badInput('hourlyRate', 'hourlyRate is required (in cents)');
      return { input };
    },
    respond: (data: { createHelper: { helper: GraphQLHelper } }) => toRestHelper(data.createHelper.helper),
    requestSchema: createHelperBody,
    responseSchema: schemaRef('Helper'),
    successStatus: 201,
  },
  {
    method: 'patch',
    path: '/helpers/:id',
    summary: 'Updates the fields sent (phone, hourlyRate in cents, maxHoursPerWeek, notes).',
    access: [Role.ADMIN],
    operation: `mutation RestUpdateHelper($input: UpdateHelperInput!) { updateHelper(input: $input) { helper { ${HELPER_FIELDS} } } }`,
    variables: (req) => ({ input: { ...helperInput(req), id: req.params.id } }),
    respond: (data: { updateHelper: { helper: GraphQLHelper } }) => toRestHelper(data.updateHelper.helper),
    requestSchema: updateHelperBody,
    responseSchema: schemaRef('Helper'),
  },
  {
    method: 'delete',
    path: '/helpers/:id',
    summary: 'Deactivates the helper (active false); the record stays.',
    access: [Role.ADMIN],
    operation: `mutation RestDeactivateHelper($id: ID!) { deactivateHelper(input: { id: $id }) { helper { ${HELPER_FIELDS} } } }`,
    variables: (req) => ({ id: req.params.id }),
    respond: (data: { deactivateHelper: { helper: GraphQLHelper } }) => toRestHelper(data.deactivateHelper.helper),
    responseSchema: schemaRef('Helper'),
  },
];
