/**
 * Coded domain errors. Services throw these; the GraphQL edge maps `code` to `extensions.code` and the REST edge
 * maps it to an HTTP status, each in one place.
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

export const HTTP_STATUS_BY_CODE: Record<ErrorCode | 'INTERNAL_SERVER_ERROR', number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra, safe-to-show details: the offending field, a retry delay. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const unauthenticated = (message = 'You must be signed in') => new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do that') => new DomainError('FORBIDDEN', message);
export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const badInput = (field: string, message: string) => new DomainError('BAD_USER_INPUT', message, { field });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new DomainError('TOO_MANY_REQUESTS', 'Too many attempts. Please wait and try again.', { retryAfterSeconds });

/** PostgreSQL's unique_violation (23505): a concurrent insert won the race for a unique key. */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';
