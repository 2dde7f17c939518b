import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { useToastedAction } from '../../lib/useToastedAction';

export const retryOutboxEmailMutation = graphql(`
  mutation OutboxPage_RetryEmail($input: RetryOutboxEmailInput!) {
    retryOutboxEmail(input: $input) {
      email {
        id
        ...OutboxEmailRow_email
      }
    }
  }
`);

/** Retry on a failed email: it goes back to waiting, and the counts are read again. */
export function useRetryOutboxEmail() {
  const [mutate, { loading }] = useMutation(retryOutboxEmailMutation, { refetchQueries: ['OutboxPage_Query'] });
  const run = useToastedAction();
  const retry = useCallback(
    (id: string) =>
      run(() => mutate({ variables: { input: { id } } }), {
        success: 'Email queued again',
        failure: (error) => errorMessage(error),
      }),
    [mutate, run],
  );
  return { retry, loading };
}
