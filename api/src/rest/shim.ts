import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { type DocumentNode, print } from 'graphql';
import type { z } from 'zod';
import { requireRole } from '../auth/auth-checker.js';
import type { AppContext } from '../auth/context.js';
import type { Role } from '../auth/role.enum.js';
import { listOf } from './answer.js';
import { type JsonSchema, toJsonSchema } from './json-schema.js';
import { type ListConnection, pageArgs, pageHeaders, type RestList } from './paging.js';
import { controlCharacterRefusal } from './query-string.js';
import { DomainError, HTTP_STATUS_BY_CODE } from '../shared/errors.js';
import type { Page } from '../shared/paging.js';

export type HttpMethod = 'get' | 'post' | 'patch' | 'delete';

/**
 * One documented /api route: a named GraphQL operation run in-process with the caller's context, so the REST
 * contract shares the schema's role gates, policies and validation. `variables` maps the request in; `respond`
 * maps the data out to the documented JSON shape. Built by restRoute() from a typed row.
 */
export interface RestRoute {
  method: HttpMethod;
  path: string;
  summary: string;
  /** Who may call it: checked first, and equal to the operation's @auth roles (a test holds them equal). */
  access: readonly Role[] | 'public';
  operation: DocumentNode;
  variables?: (req: Request) => Record<string, unknown>;
  respond: (data: unknown, req: Request) => unknown;
  successStatus?: number;
  /**
   * The JSON body `variables` reads: exactly those fields (a test holds them equal), for POST and PATCH only.
   * Refs point into `components.schemas` (restSchemas in routes.ts).
   */
  requestSchema?: JsonSchema;
  /** What `respond` returns, checked against every real answer by the contract test. */
  responseSchema: JsonSchema;
  /** Set on list rows: the shim pages them (`?limit=`, `?after=`) and says what the page left out in headers. */
  list?: RestList;
  /** Query string parameters the row reads besides paging (documented in OpenAPI). */
  queryParameters?: readonly QueryParameter[];
  /** The operation's data read without GraphQL, for a hot read (RestListRow's `direct`). */
  direct?: DirectRead<unknown>;
}

/**
 * The operation's data read without running GraphQL, for a hot read: the same service and policy scope the resolver
 * calls, the nodes shaped as the operation selects them. It answers undefined to leave a request to the operation
 * (input it does not check itself), and any error leaves it to the operation too, so every refusal and every
 * validation message is the operation's own. `rest/direct-reads.test.ts` holds its answers equal to the operation's.
 */
export type DirectRead<TData> = (context: AppContext, variables: Record<string, unknown>) => Promise<TData | undefined>;

export interface QueryParameter {
  name: string;
  description: string;
  schema: JsonSchema;
}

/**
 * A row's variables built from the request: the operation's variable names are checked, their values are not, since
 * they come from an untrusted body that GraphQL coerces and validates (and answers 400 for).
 */
export type RowVariables<TVariables> = { [name in keyof TVariables]?: unknown };

/** A row as written: its operation typed by codegen, its answer a zod schema (answer.ts) that decodes the data. */
export interface RestRow<TData, TVariables, TAnswer extends z.ZodType> {
  method: HttpMethod;
  path: string;
  summary: string;
  access: readonly Role[] | 'public';
  operation: TypedDocumentNode<TData, TVariables>;
  variables?: (req: Request) => RowVariables<TVariables>;
  /** The body's documented fields; `variables` must read exactly these. */
  body?: z.ZodType;
  /** The documented answer; `select` picks its GraphQL side out of the data. */
  answer: TAnswer;
  select: (data: TData) => z.input<TAnswer>;
  successStatus?: number;
  list?: { connection: (data: TData) => ListConnection };
  queryParameters?: readonly QueryParameter[];
}

/** Types a row against its operation and answer, and derives what the shim and OpenAPI need from them. */
export function restRoute<TData, TVariables, TAnswer extends z.ZodType>(row: RestRow<TData, TVariables, TAnswer>): RestRoute {
  const { body, answer, select, list, variables, ...rest } = row;
  return {
    ...rest,
    ...(variables && { variables: variables as (req: Request) => Record<string, unknown> }),
    respond: (data) => answer.decode(select(data as TData)),
    ...(list && { list: { connection: (data) => list.connection(data as TData) } }),
    ...(body && { requestSchema: toJsonSchema(body, 'input') }),
    responseSchema: toJsonSchema(answer, 'output'),
  };
}

/** A list row as written: its connection's nodes are the answer, a page of `item`s that the shim pages. */
export interface RestListRow<TData, TVariables, TItem extends z.ZodType> extends Omit<
  RestRow<TData, TVariables, TItem>,
  'method' | 'answer' | 'select' | 'list' | 'body' | 'successStatus'
> {
  item: TItem;
  connection: (data: TData) => ListConnection & { edges: readonly { node: z.input<TItem> }[] };
  direct?: DirectRead<TData>;
}

/** A GET list row, so each list route says only which connection it reads and what one item is. */
export function restListRoute<TData, TVariables, TItem extends z.ZodType>({
  item,
  connection,
  direct,
  ...row
}: RestListRow<TData, TVariables, TItem>): RestRoute {
  return {
    ...restRoute({
      ...row,
      method: 'get',
      answer: listOf(item),
      select: (data) => connection(data).edges.map((edge) => edge.node),
      list: { connection },
    }),
    ...(direct && { direct }),
  };
}

/** A service's Page as the connection a list operation selects (`totalCount pageInfo { ...RestPageInfo } edges`). */
export async function directConnection<Row, Node>(page: Page<Row>, node: (row: Row) => Node) {
  const { totalCount } = page;
  return {
    totalCount: typeof totalCount === 'function' ? await totalCount() : totalCount,
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
    edges: page.items.map(({ item }) => ({ node: node(item) })),
  };
}

export type ContextFactory = (req: Request, res: Response) => Promise<AppContext>;

interface ErrorBody {
  message: string;
  code: string;
  field?: string;
}

function sendError(res: Response, status: number, body: ErrorBody, retryAfter?: unknown) {
  if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
  res.status(status).json(body);
}

export function sendDomainError(res: Response, error: DomainError) {
  sendError(
    res,
    HTTP_STATUS_BY_CODE[error.code],
    { message: error.message, code: error.code, field: error.details.field as string | undefined },
    error.details.retryAfterSeconds,
  );
}

/** What a row needs besides itself: the operations' server, the request's context and the JSON body parser. */
interface RowServices {
  apollo: ApolloServer<AppContext>;
  buildContext: ContextFactory;
  parseJson: RequestHandler;
}

/** Runs an Express middleware (the body parser) as a step of a handler; its error is thrown, for the error handler. */
const runMiddleware = (middleware: RequestHandler, req: Request, res: Response) =>
  new Promise<void>((resolve, reject) => {
    void middleware(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
  });

function handler(route: RestRoute, { apollo, buildContext, parseJson }: RowServices): RequestHandler {
  // Printed once: given a DocumentNode, executeOperation prints it on every call (its parse and validation are then
  // cached by that text).
  const query = print(route.operation);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const send = (data: unknown) => {
        const body = route.respond(data, req);
        if (route.list) res.set(pageHeaders(req, route.list.connection(data)));
        res.status(route.successStatus ?? 200).json(body);
      };
      const contextValue = await buildContext(req, res);
      // Who may call comes before what they sent: GraphQL would otherwise reject a malformed body (400) before
      // its role gate could answer 401 or 403. The same roles are on the operation's @auth (a test holds them equal).
      if (route.access !== 'public') requireRole(contextValue, route.access);
      const hasBody = route.method === 'post' || route.method === 'patch';
      // Requiring JSON for bodies also keeps plain cross-site HTML forms out: they cannot send this content type.
      if (hasBody && Number(req.headers['content-length'] ?? 0) > 0 && !req.is('application/json')) {
        return sendError(res, 415, { message: 'Send the body as application/json', code: 'UNSUPPORTED_MEDIA_TYPE' });
      }
      const refusal = controlCharacterRefusal(req.query);
      if (refusal) return sendError(res, 400, refusal);
      if (hasBody) await runMiddleware(parseJson, req, res);
      const variables = {
        ...route.variables?.(req),
        // Here rather than in each row's `variables`, so a list row cannot forget them.
        ...(route.list && pageArgs(req.query as Record<string, unknown>)),
      };
      const direct = await route.direct?.(contextValue, variables).catch((error: unknown) => {
        // A refusal is the operation's to word; anything else is a fault of the direct read, which the operation
        // then answers for, so it is logged rather than lost.
        if (!(error instanceof DomainError)) req.log.warn({ err: error }, 'REST direct read failed; the operation answered');
        return undefined;
      });
      if (direct !== undefined) return send(direct);
      const response = await apollo.executeOperation({ query, variables }, { contextValue });
      if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by REST routes');
      const { data, errors } = response.body.singleResult;
      if (errors?.length) {
        const [first] = errors;
        const code = String(first.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
        const status =
          HTTP_STATUS_BY_CODE[code as keyof typeof HTTP_STATUS_BY_CODE] ??
          (code.startsWith('GRAPHQL_') || code === 'BAD_REQUEST' ? 400 : 500);
        return sendError(
          res,
          status,
          { message: first.message, code, field: first.extensions?.field as string | undefined },
          first.extensions?.retryAfterSeconds,
        );
      }
      send(data);
    } catch (error) {
      if (error instanceof DomainError) return sendDomainError(res, error);
      next(error);
    }
  };
}

/** Mounts the rows; each parses its JSON body itself, after who may call (so the wrong role never gets a 400 for it). */
export function mountRestRoutes(router: Router, routes: readonly RestRoute[], services: RowServices) {
  for (const route of routes) router[route.method](route.path, handler(route, services));
}
