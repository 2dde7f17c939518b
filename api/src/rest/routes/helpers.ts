import type { Request } from 'express';
import { z } from 'zod';
import { Role } from '../../auth/role.enum.js';
import { HELPER_NOTES_MAX } from '../../modules/helper/helper.inputs.js';
import { badInput } from '../../shared/errors.js';
import { cents, text } from '../answer.js';
import { Helper, weeklyHours } from '../answers/helper.js';
import { graphql } from '../gql/index.js';
import { REST_LIST_LIMIT } from '../paging.js';
import { jsonBody, pick } from '../request-body.js';
import { directRoster, ROSTER_QUERY_PARAMETERS, rosterQuery } from '../roster-query.js';
import { directConnection, restListRoute, restRoute } from '../shim.js';

const fields = {
  phone: text(32).nullable().optional().describe('Stored in E.164.'),
  hourlyRate: cents('Integer cents an hour (2500 is $25.00); a decimal such as 25.5 is refused.'),
  maxHoursPerWeek: z
    .union([weeklyHours, z.null(), z.literal('')])
    .optional()
    .describe('Whole hours; null or blank means unlimited.'),
  notes: text(HELPER_NOTES_MAX).nullable().optional(),
};

const createHelperBody = z.object(fields);

/** Absent fields stay as they are. */
const updateHelperBody = z.object({ ...fields, hourlyRate: fields.hourlyRate.optional() });

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

const RestHelpers = graphql(`
  query RestHelpers($first: Int, $after: String, $search: String, $status: ActiveStatusFilter!) {
    helpers(first: $first, after: $after, search: $search, status: $status) {
      totalCount
      pageInfo {
        ...RestPageInfo
      }
      edges {
        node {
          ...RestHelper
        }
      }
    }
  }
`);

const RestCreateHelper = graphql(`
  mutation RestCreateHelper($input: CreateHelperInput!) {
    createHelper(input: $input) {
      helper {
        ...RestHelper
      }
    }
  }
`);

const RestUpdateHelper = graphql(`
  mutation RestUpdateHelper($input: UpdateHelperInput!) {
    updateHelper(input: $input) {
      helper {
        ...RestHelper
      }
    }
  }
`);

const RestDeactivateHelper = graphql(`
  mutation RestDeactivateHelper($id: ID!) {
    deactivateHelper(input: { id: $id }) {
      helper {
        ...RestHelper
      }
    }
  }
`);

/** Spec §7 rows for helpers (admin only). DELETE deactivates. */
export const helperRoutes = [
  restListRoute({
    path: '/helpers',
    summary: `Helpers, newest first (${REST_LIST_LIMIT} a page), inactive included; hourlyRate in cents; optional ?search= and ?status=.`,
    access: [Role.ADMIN],
    operation: RestHelpers,
    variables: (req) => rosterQuery(req.query as Record<string, unknown>),
    item: Helper,
    connection: (data) => data.helpers,
    queryParameters: ROSTER_QUERY_PARAMETERS,
    // A hot read: the service and its policy scope called directly (the rows as RestHelper selects them).
    direct: async ({ em, services, viewer }, variables) => {
      const roster = directRoster(variables);
      if (!roster || !viewer) return undefined;
      const page = await services.helpers.list(em, viewer, roster.page, roster.search, roster.status);
      return {
        helpers: await directConnection(page, (row) => ({
          userId: row.user?.id ?? null,
          phone: row.phone,
          maxHoursPerWeek: row.maxHoursPerWeek,
          notes: row.notes,
          active: row.active,
          createdAt: row.createdAt.toISOString(),
          id: row.id,
          hourlyRate: row.hourlyRateCents,
        })),
      };
    },
  }),
  restRoute({
    method: 'post',
    path: '/helpers',
    summary: 'Creates a helper: hourlyRate in cents (required), maxHoursPerWeek (1-168 or null for unlimited), phone, notes.',
    access: [Role.ADMIN],
    operation: RestCreateHelper,
    variables: (req) => {
      const input = helperInput(req);
      if (input.hourlyRateCents === undefined) throw badInput('hourlyRate', 'hourlyRate is required (in cents)');
      return { input };
    },
    body: createHelperBody,
    answer: Helper,
    select: (data) => data.createHelper.helper,
    successStatus: 201,
  }),
  restRoute({
    method: 'patch',
    path: '/helpers/:id',
    summary: 'Updates the fields sent (phone, hourlyRate in cents, maxHoursPerWeek, notes).',
    access: [Role.ADMIN],
    operation: RestUpdateHelper,
    variables: (req) => ({ input: { ...helperInput(req), id: req.params.id } }),
    body: updateHelperBody,
    answer: Helper,
    select: (data) => data.updateHelper.helper,
  }),
  restRoute({
    method: 'delete',
    path: '/helpers/:id',
    summary: 'Deactivates the helper (active false); the record stays.',
    access: [Role.ADMIN],
    operation: RestDeactivateHelper,
    variables: (req) => ({ id: req.params.id }),
    answer: Helper,
    select: (data) => data.deactivateHelper.helper,
  }),
];
