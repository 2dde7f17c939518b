import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { CreateClientInput, UpdateClientInput } from '../../gql/graphql';
import { useToastedAction } from '../../lib/useToastedAction';
import { failureMessage } from '../../apollo/errors';

export const createClientMutation = graphql(`
  mutation ClientsPage_CreateClient($input: CreateClientInput!) {
    createClient(input: $input) {
      client {
        id
        ...ClientRow_client
      }
    }
  }
`);

export const updateClientMutation = graphql(`
  mutation ClientFormDialog_UpdateClient($input: UpdateClientInput!) {
    updateClient(input: $input) {
      client {
        id
        ...ClientRow_client
      }
    }
  }
`);

export const deactivateClientMutation = graphql(`
  mutation ClientRow_DeactivateClient($input: DeactivateClientInput!) {
    deactivateClient(input: $input) {
      client {
        id
        active
      }
    }
  }
`);

export const reactivateClientMutation = graphql(`
  mutation ClientRow_ReactivateClient($input: ReactivateClientInput!) {
    reactivateClient(input: $input) {
      client {
        id
        active
      }
    }
  }
`);

export const linkClientAccountMutation = graphql(`
  mutation ClientFormDialog_LinkClientAccount($input: LinkClientAccountInput!) {
    linkClientAccount(input: $input) {
      client {
        id
        email
        user {
          id
          email
        }
      }
    }
  }
`);

/**
 * Adds a client. The list is newest first, so the first page of the screen's query is fetched again to show it on
 * top (with the current search and filter). Toasts 'Client Created' or 'Error' with the server's words.
 */
export function useCreateClient() {
  const [mutate, { loading }] = useMutation(createClientMutation, { refetchQueries: ['ClientsPage_Query'] });
  const run = useToastedAction();
  const create = useCallback(
    (input: CreateClientInput) =>
      run(() => mutate({ variables: { input } }), {
        success: 'Client Created',
        failure: (error) => failureMessage(error, 'Failed to create client'),
      }),
    [mutate, run],
  );
  return { create, loading };
}

/** Saves an edit; the normalized cache updates the row. Toasts 'Client Updated' or 'Error'. */
export function useUpdateClient() {
  const [mutate, { loading }] = useMutation(updateClientMutation);
  const run = useToastedAction();
  const update = useCallback(
    (input: UpdateClientInput) =>
      run(() => mutate({ variables: { input } }), {
        success: 'Client Updated',
        failure: (error) => failureMessage(error, 'Failed to update client'),
      }),
    [mutate, run],
  );
  return { update, loading };
}

/** Deactivates (spec §4: deleting is deactivation) or reactivates; the row shows the new status at once. */
export function useSetClientActive() {
  const [deactivate, deactivation] = useMutation(deactivateClientMutation);
  const [reactivate, reactivation] = useMutation(reactivateClientMutation);
  const run = useToastedAction();
  const setActive = useCallback(
    async (id: string, active: boolean): Promise<boolean> => {
      const variables = { input: { id } };
      const outcome = await run(() => (active ? reactivate({ variables }) : deactivate({ variables })), {
        success: active ? 'Client Reactivated' : 'Client Deactivated',
        failure: (error) => failureMessage(error, active ? 'Failed to reactivate client' : 'Failed to deactivate client'),
      });
      return outcome.ok;
    },
    [deactivate, reactivate, run],
  );
  return { setActive, loading: deactivation.loading || reactivation.loading };
}

/** Links an existing client account to the record; toasts 'Account Linked' or 'Error' with the server's words. */
export function useLinkClientAccount() {
  const [mutate, { loading }] = useMutation(linkClientAccountMutation);
  const run = useToastedAction();
  const link = useCallback(
    (clientId: string, email: string) =>
      run(() => mutate({ variables: { input: { clientId, email } } }), {
        success: 'Account Linked',
        failure: (error) => failureMessage(error, 'Failed to link account'),
      }),
    [mutate, run],
  );
  return { link, loading };
}
