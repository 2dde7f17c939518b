import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorMessage, operationProblems } from './errors';

const graphQLErrors = (errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ errors });

function serverError(status: number, body: string) {
  return new ServerError('Response not successful', { response: new Response(body, { status }), bodyText: body });
}

describe('errorMessage', () => {
  it("uses the server's GraphQL messages", () => {
    expect(errorMessage(graphQLErrors([{ message: 'Invalid email or password' }]))).toBe('Invalid email or password');
    expect(errorMessage(graphQLErrors([{ message: 'One' }, { message: 'Two' }]))).toBe('One\nTwo');
  });

  it('reads a GraphQL body sent with an error status', () => {
    expect(errorMessage(serverError(429, JSON.stringify({ errors: [{ message: 'Too many attempts.' }] })))).toBe(
      'Too many attempts.',
    );
    expect(errorMessage(serverError(404, JSON.stringify({ message: 'Not found' })))).toBe('Not found');
  });

  it('says something plain for bodies it cannot read', () => {
    expect(errorMessage(serverError(429, 'slow down'))).toMatch(/too many attempts/i);
    expect(errorMessage(serverError(502, '<html>Bad gateway</html>'))).toBe('Something went wrong. Please try again.');
    expect(errorMessage(new TypeError('Failed to fetch'))).toMatch(/could not reach the server/i);
    expect(errorMessage('??')).toBe('Something went wrong. Please try again.');
  });
});

describe('operationProblems', () => {
  it('puts field problems under their field and the rest in general', () => {
    const problems = operationProblems(
      graphQLErrors([
        {
          message: 'email must be a valid email address; password must be 8 to 128 characters',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: [
              { field: 'input.email', message: 'email must be a valid email address' },
              { field: 'password', message: 'password must be 8 to 128 characters' },
            ],
          },
        },
        { message: 'Display name is required', extensions: { code: 'BAD_USER_INPUT', field: 'displayName' } },
        { message: 'An account with this email already exists', extensions: { code: 'CONFLICT' } },
      ]),
    );
    expect(problems).toEqual({
      fields: {
        email: 'email must be a valid email address',
        password: 'password must be 8 to 128 characters',
        displayName: 'Display name is required',
      },
      general: 'An account with this email already exists',
    });
  });

  it('treats transport failures as general', () => {
    expect(operationProblems(new TypeError('Failed to fetch'))).toEqual({
      fields: {},
      general: expect.stringMatching(/could not reach the server/i),
    });
  });
});
