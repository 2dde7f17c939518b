import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

const FALLBACK = 'Something went wrong. Please try again.';

const joined = (messages: readonly (string | undefined)[] | undefined) => messages?.filter(Boolean).join('\n') || null;

/**
 * The one reading of a failure's own words: the server's GraphQL error messages, or the message of a JSON body sent
 * with an error status (a proxy, or an older server). Null for transport failures and unreadable bodies, so the
 * caller can say its fixed words instead (spec §8: 'Failed to submit service request', 'Failed to update request').
 */
export function serverMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return joined(error.errors.map((e) => e.message));
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { message?: string }[]; message?: string };
      return joined(body.errors?.map((e) => e.message)) ?? (body.message || null);
    } catch {
      return null;
    }
  }
  return null;
}

/** Spec §8: the server's message where there is one (e.g. 'Enter a valid phone number'), else the screen's words. */
export const failureMessage = (error: unknown, fallback: string) => serverMessage(error) ?? fallback;

/**
 * The message to show a person for a failed operation: the server's own words (e.g. 'Invalid email or password'),
 * or a plain sentence for transport failures.
 */
export function errorMessage(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  if (ServerError.is(error) && error.statusCode === 429) return 'Too many attempts. Please wait a moment and try again.';
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error)) return FALLBACK;
  if (error instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK;
}

/** The GraphQL error code of a failure (CONFLICT, BAD_USER_INPUT...), if the server sent one. */
export function errorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors.find((e) => typeof e.extensions?.code === 'string')?.extensions?.code;
  return typeof code === 'string' ? code : null;
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
