import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { CreateHelperInput, UpdateHelperInput } from '../../gql/graphql';
import { useToastedAction } from '../../lib/useToastedAction';
import { failureMessage } from '../../apollo/errors';

export const createHelperMutation = graphql(`
  mutation HelpersPage_CreateHelper($input: CreateHelperInput!) {
    createHelper(input: $input) {
      helper {
        id
        ...HelperRow_helper
      }
    }
  }
`);

export const updateHelperMutation = graphql(`
  mutation HelperFormDialog_UpdateHelper($input: UpdateHelperInput!) {
    updateHelper(input: $input) {
      helper {
        id
        ...HelperRow_helper
      }
    }
  }
`);

export const deactivateHelperMutation = graphql(`
  mutation HelperRow_DeactivateHelper($input: DeactivateHelperInput!) {
    deactivateHelper(input: $input) {
      helper {
        id
        active
      }
    }
  }
`);

export const reactivateHelperMutation = graphql(`
  mutation HelperRow_ReactivateHelper($input: ReactivateHelperInput!) {
    reactivateHelper(input: $input) {
      helper {
        id
        active
      }
    }
  }
`);

export const linkHelperAccountMutation = graphql(`
  mutation HelperFormDialog_LinkHelperAccount($input: LinkHelperAccountInput!) {
    linkHelperAccount(input: $input) {
      helper {
        id
        user {
          id
          name
          email
        }
      }
    }
  }
`);

/**
 * Adds a helper. The list is newest first, so the first page of the screen's query is fetched again to show it on
 * top (with the current search and filter). Toasts 'Helper Created' or 'Error' with the server's words.
 */
export function useCreateHelper() {
  const [mutate, { loading }] = useMutation(createHelperMutation, { refetchQueries: ['HelpersPage_Query'] });
  const run = useToastedAction();
  const create = useCallback(
    (input: CreateHelperInput) =>
      run(() => mutate({ variables: { input } }), {
        success: 'Helper Created',
        failure: (error) => failureMessage(error, 'Failed to create helper'),
      }),
    [mutate, run],
  );
  return { create, loading };
}

/** Saves an edit; the normalized cache updates the row. Toasts 'Helper Updated' or 'Error'. */
export function useUpdateHelper() {
  const [mutate, { loading }] = useMutation(updateHelperMutation);
  const run = useToastedAction();
  const update = useCallback(
    (input: UpdateHelperInput) =>
      run(() => mutate({ variables: { input } }), {
        success: 'Helper Updated',
        failure: (error) => failureMessage(error, 'Failed to update helper'),
      }),
    [mutate, run],
  );
  return { update, loading };
}

/** Deactivates (spec §4: deleting is deactivation) or reactivates; the row shows the new status at once. */
export function useSetHelperActive() {
  const [deactivate, deactivation] = useMutation(deactivateHelperMutation);
  const [reactivate, reactivation] = useMutation(reactivateHelperMutation);
  const run = useToastedAction();
  const setActive = useCallback(
    async (id: string, active: boolean): Promise<boolean> => {
      const variables = { input: { id } };
      const outcome = await run(() => (active ? reactivate({ variables }) : deactivate({ variables })), {
        success: active ? 'Helper Reactivated' : 'Helper Deactivated',
        failure: (error) => failureMessage(error, active ? 'Failed to reactivate helper' : 'Failed to deactivate helper'),
      });
      return outcome.ok;
    },
    [deactivate, reactivate, run],
  );
  return { setActive, loading: deactivation.loading || reactivation.loading };
}

/** Links an existing helper account to the record; toasts 'Account Linked' or 'Error' with the server's words. */
export function useLinkHelperAccount() {
  const [mutate, { loading }] = useMutation(linkHelperAccountMutation);
  const run = useToastedAction();
  const link = useCallback(
    (helperId: string, email: string) =>
      run(() => mutate({ variables: { input: { helperId, email } } }), {
        success: 'Account Linked',
        failure: (error) => failureMessage(error, 'Failed to link account'),
      }),
    [mutate, run],
  );
  return { link, loading };
}
