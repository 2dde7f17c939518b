import { z } from 'zod';
import { ActiveStatusFilter } from '../modules/client/client.types.js';
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
