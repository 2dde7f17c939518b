import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * Spec §8: a failure toast says the server's message where there is one (e.g. 'Enter a valid phone number'), and
 * the screen's fixed words otherwise (e.g. 'Failed to create client' when the server could not be reached).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors
      .map((e) => e.message)
      .filter(Boolean)
      .join('\n');
    if (message) return message;
  }
  return fallback;
}
