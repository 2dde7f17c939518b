import { z } from 'zod';
import { ActiveStatusFilter } from '../modules/client/client.types.js';
import { SEARCH_MAX } from '../modules/client/search.js';
import { findUnfitText } from '../shared/control-characters.js';
import { MAX_PAGE_SIZE } from '../shared/paging.js';
import { enumNameOf } from './enum-mapping.js';
import { toJsonSchema } from './json-schema.js';
import type { QueryParameter } from './shim.js';

/** `?search=` and `?status=all|active|inactive` on the clients and helpers lists (a repeated parameter is ignored). */
export function rosterQuery(query: Record<string, unknown>) {
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
    schema: toJsonSchema(z.string(), 'input'),
  },
  {
    name: 'status',
    description: 'Which records to list.',
    schema: toJsonSchema(z.enum(ActiveStatusFilter).default(ActiveStatusFilter.ALL), 'input'),
  },
];

/**
 * The variables of a roster list row (rosterQuery's and the shim's paging) as its service takes them, for the rows'
 * direct read; undefined for anything the operation's own validation should answer (a search over its length, a
 * page size out of range, a control character, which the GraphQL plugin refuses with 400), so those keep the
 * operation's messages.
 */
export function directRoster(variables: Record<string, unknown>) {
  const { search, status, first, after } = variables;
  if (findUnfitText(variables) !== null) return undefined;
  if (search != null && (typeof search !== 'string' || search.length > SEARCH_MAX)) return undefined;
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) return undefined;
  if (after != null && typeof after !== 'string') return undefined;
  if (typeof status !== 'string' || !Object.hasOwn(ActiveStatusFilter, status)) return undefined;
  return {
    search: (search as string | undefined) ?? null,
    status: ActiveStatusFilter[status as keyof typeof ActiveStatusFilter],
    page: { first, after: after ?? null },
  };
}
