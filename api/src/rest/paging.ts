import type { Request } from 'express';
import { badInput } from '../shared/errors.js';

/** REST list routes answer a plain array of at most this many rows a page, newest first. */
export const REST_LIST_LIMIT = 100;

/** What a list row's connection selects for paging: `pageInfo { ...RestPageInfo }` (codegen reads it). */
export const REST_PAGE_INFO_FRAGMENT = 'fragment RestPageInfo on PageInfo { hasNextPage endCursor }';

export interface ListConnection {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/**
 * A list row: the shim pages it with `?limit=` and `?after=` (passed to the operation as `$first` and `$after`) and
 * answers X-Total-Count and a Link to the next page from the connection the operation returned, whose selection
 * includes `totalCount pageInfo { ...RestPageInfo }`.
 */
export interface RestList {
  connection: (data: unknown) => ListConnection;
}

/**
 * `?limit=` (1 to REST_LIST_LIMIT) and `?after=` as the operation's `first` and `after`. Like `?search=` and
 * `?status=`, only a single string counts (a repeated parameter is ignored); a bad limit is a 400 here, a bad cursor
 * a 400 from the connection itself, which knows its cursor's shape. Empty means absent, as an empty `search` is no
 * search.
 */
export function pageArgs(query: Record<string, unknown>): { first: number; after: string | null } {
  const text = (name: string) => (typeof query[name] === 'string' && query[name] !== '' ? (query[name] as string) : undefined);
  const limit = text('limit');
  const after = text('after') ?? null;
  // Digits only: Number() alone would take ' 5', '1e1' and '0x10'.
  const first = limit === undefined ? REST_LIST_LIMIT : /^\d+$/.test(limit) ? Number(limit) : NaN;
  if (!(first >= 1 && first <= REST_LIST_LIMIT))
    throw badInput('limit', `limit must be a whole number from 1 to ${REST_LIST_LIMIT}`);
  return { first, after };
}

/** This request again, its other parameters kept, from the page after `cursor` (an absolute path, same host). */
export function nextPageUrl(req: Request, cursor: string): string {
  const query = new URL(req.originalUrl, 'http://host').searchParams;
  query.set('after', cursor);
  return `${req.baseUrl}${req.path}?${query}`;
}

/** X-Total-Count always; an RFC 8288 Link to the next page while there is one. */
export function pageHeaders(req: Request, connection: ListConnection): Record<string, string> {
  const { totalCount, pageInfo } = connection;
  const headers: Record<string, string> = { 'X-Total-Count': String(totalCount) };
  if (pageInfo.hasNextPage && pageInfo.endCursor) headers.Link = `<${nextPageUrl(req, pageInfo.endCursor)}>; rel="next"`;
  return headers;
}

/** The same, as OpenAPI: the query parameters and response headers of every list row. */
export const LIST_PARAMETERS = [
  {
    name: 'limit',
    in: 'query',
    required: false,
    description: `Rows a page, 1 to ${REST_LIST_LIMIT}.`,
    schema: { type: 'integer', minimum: 1, maximum: REST_LIST_LIMIT, default: REST_LIST_LIMIT },
  },
  {
    name: 'after',
    in: 'query',
    required: false,
    description: "Where the page starts: the cursor from the previous answer's Link header. Opaque; omit it for the first page.",
    schema: { type: 'string' },
  },
];

export const LIST_HEADERS = {
  'X-Total-Count': {
    description: 'How many rows match, across every page.',
    schema: { type: 'integer', minimum: 0 },
  },
  Link: {
    description: 'While more rows follow: `<url>; rel="next"`, this request with `after` set to where the next page starts.',
    schema: { type: 'string' },
  },
};
