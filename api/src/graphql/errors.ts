import type { GraphQLFormattedError } from 'graphql';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { isDatabaseUnavailable, serviceUnavailable } from '../db/health.js';
import { DomainError, type ErrorCode, HTTP_STATUS_BY_CODE } from '../shared/errors.js';

/** Codes a client may see with the original message; anything else is reported as an internal error. */
const PUBLIC_CODES = new Set<string>([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'IDEMPOTENCY_KEY_REUSED',
  'SERVICE_UNAVAILABLE',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** Codes that answer with their own HTTP status and a Retry-After on /graphql too, as on REST. */
const RETRY_STATUSES: Record<string, number> = { TOO_MANY_REQUESTS: 429, SERVICE_UNAVAILABLE: 503 };

/**
 * Throttled requests answer HTTP 429 and requests met by a database outage 503, each with Retry-After. Resolvers
 * throw DomainErrors; formatError has already coded them by the time this runs.
 */
export const errorStatusPlugin: ApolloServerPlugin<BaseContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const retry = response.body.singleResult.errors?.find((error) => String(error.extensions?.code) in RETRY_STATUSES);
        if (!retry) return;
        response.http.status = RETRY_STATUSES[String(retry.extensions?.code)];
        response.http.headers.set('retry-after', String(retry.extensions?.retryAfterSeconds ?? 60));
      },
    };
  },
};

/** A DomainError raised before resolvers run (in the context function) with the HTTP status REST would use. */
export function toHttpGraphQLError(error: DomainError): GraphQLError {
  const status = HTTP_STATUS_BY_CODE[error.code];
  const headers = new Map<string, string>();
  if (error.details.retryAfterSeconds !== undefined) headers.set('retry-after', String(error.details.retryAfterSeconds));
  return new GraphQLError(error.message, { extensions: { code: error.code, ...error.details, http: { status, headers } } });
}

/** A read-only API token may run queries only. */
export const readOnlyTokenPlugin: ApolloServerPlugin<{ readOnly: boolean }> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (contextValue.readOnly && operation?.operation !== 'query') {
          throw new GraphQLError('This API token is read-only: it may run queries only', {
            extensions: { code: 'FORBIDDEN', http: { status: 403 } },
          });
        }
      },
    };
  },
};

interface FieldProblem {
  field: string;
  message: string;
}

interface ValidationErrorLike {
  property: string;
  constraints?: Record<string, string>;
  children?: ValidationErrorLike[];
}

/** Flattens class-validator errors to `field: message` pairs, dropping the submitted values (passwords!). */
function fieldProblems(errors: ValidationErrorLike[], prefix = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...fieldProblems(error.children ?? [], field)];
  });
}

export type Logger = { error: (object: unknown, message?: string) => void };

/** The one place errors leave the GraphQL server: coded, without stack traces or internals. */
export function createFormatError(logger: Logger, onUnavailable: (error: unknown) => void = () => {}) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = (error as { originalError?: unknown })?.originalError ?? error;
    if (isDatabaseUnavailable(original)) {
      // Not logged per request: the health check logs the outage once.
      onUnavailable(original);
      const { message, code, details } = serviceUnavailable();
      return { message, path: formatted.path, extensions: { code, ...details } };
    }
    const code = formatted.extensions?.code as string | undefined;
    const validationErrors = formatted.extensions?.validationErrors as ValidationErrorLike[] | undefined;

    if (validationErrors) {
      // Not always a list: a value class-validator cannot describe (a lone UTF-16 surrogate) leaves an empty object.
      const fields = Array.isArray(validationErrors) ? fieldProblems(validationErrors) : [];
      const message = fields.map((problem) => problem.message).join('; ') || 'Invalid input';
      return { message, path: formatted.path, extensions: { code: 'BAD_USER_INPUT', field: fields[0]?.field, fields } };
    }
    if (original instanceof DomainError) {
      return { message: original.message, path: formatted.path, extensions: { code: original.code, ...original.details } };
    }
    if (code && PUBLIC_CODES.has(code)) {
      const { stacktrace: _stack, http: _http, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    logger.error({ err: original, path: formatted.path }, 'Unexpected GraphQL error');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

export type { ErrorCode };
