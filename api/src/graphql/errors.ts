import type { GraphQLFormattedError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { DomainError, type ErrorCode, HTTP_STATUS_BY_CODE } from '../shared/errors.js';

/** Codes a client may see with the original message; anything else is reported as an internal error. */
const PUBLIC_CODES = new Set<string>([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Throttled sign-ins answer HTTP 429 with Retry-After on /graphql too, as on REST. Resolvers throw DomainErrors;
 * formatError has already coded them by the time this runs.
 */
export const throttleStatusPlugin: ApolloServerPlugin<any> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const throttled = response.body.singleResult.errors?.find((error) => error.extensions?.code === 'TOO_MANY_REQUESTS');
        if (!throttled) return;
        response.http.status = 429;
        response.http.headers.set('retry-after', String(throttled.extensions?.retryAfterSeconds ?? 60));
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
export function createFormatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = (error as { originalError?: unknown })?.originalError ?? error;
    const code = formatted.extensions?.code as string | undefined;
    const validationErrors = formatted.extensions?.validationErrors as ValidationErrorLike[] | undefined;

    if (validationErrors) {
      const fields = fieldProblems(validationErrors);
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
