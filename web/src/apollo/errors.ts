import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

const FALLBACK = 'Something went wrong. Please try again.';

/**
 * The message to show a person for a failed operation: the server's own GraphQL error messages
 * (e.g. 'Invalid email or password'), or a plain sentence for transport failures.
 */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    return (
      error.errors
        .map((e) => e.message)
        .filter(Boolean)
        .join('\n') || FALLBACK
    );
  }
  if (ServerError.is(error)) {
    // A non-GraphQL content type with an error status (a proxy, or an older server): use its message if it has one.
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { message?: string }[]; message?: string };
      const message =
        body.errors
          ?.map((e) => e.message)
          .filter(Boolean)
          .join('\n') || body.message;
      if (message) return message;
    } catch {
      // not JSON
    }
    return error.statusCode === 429 ? 'Too many attempts. Please wait a moment and try again.' : FALLBACK;
  }
  if (error instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK;
}

export interface OperationProblems {
  /** Messages about one input field, keyed by the field's name (`email`, `password`...). */
  fields: Record<string, string>;
  /** Everything else, ready to show as one message (null when every problem belongs to a field). */
  general: string | null;
}

interface FieldProblem {
  field?: string;
  message?: string;
}

/**
 * Splits a failure into per-field messages and a general message. The API reports invalid input with
 * `extensions.code = BAD_USER_INPUT` and `extensions.field` / `extensions.fields[]` (see api/src/graphql/errors.ts).
 */
export function operationProblems(error: unknown): OperationProblems {
  if (!CombinedGraphQLErrors.is(error)) return { fields: {}, general: errorMessage(error) };
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const graphQLError of error.errors) {
    const extensions = graphQLError.extensions ?? {};
    const listed = Array.isArray(extensions.fields) ? (extensions.fields as FieldProblem[]) : null;
    const problems: FieldProblem[] =
      listed ?? (typeof extensions.field === 'string' ? [{ field: extensions.field, message: graphQLError.message }] : []);
    if (problems.length === 0) {
      general.push(graphQLError.message);
      continue;
    }
    for (const { field, message } of problems) {
      const name = field?.split('.').pop();
      if (!name || !message) continue;
      fields[name] = fields[name] ? `${fields[name]} ${message}` : message;
    }
  }
  return { fields, general: general.length ? general.join('\n') : null };
}
