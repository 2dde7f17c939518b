import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * The server's own message for a failed operation, when it sent one (GraphQL errors, or a JSON body with an error
 * status); null for transport failures and unreadable bodies, so the caller can show its fixed fallback instead
 * (spec §8: 'Failed to submit service request', 'Failed to update request').
 */
export function serverMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    return (
      error.errors
        .map((e) => e.message)
        .filter(Boolean)
        .join('\n') || null
    );
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { message?: string }[]; message?: string };
      return (
        body.errors
          ?.map((e) => e.message)
          .filter(Boolean)
          .join('\n') ||
        body.message ||
        null
      );
    } catch {
      return null;
    }
  }
  return null;
}

/** The GraphQL error code of a failure (CONFLICT, BAD_USER_INPUT...), if the server sent one. */
export function errorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors.find((e) => typeof e.extensions?.code === 'string')?.extensions?.code;
  return typeof code === 'string' ? code : null;
}
