import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { CreateHelperInput, UpdateHelperInput } from '../../gql/graphql';
import { useToast } from '../../ui/Toast';
import { failureMessage } from '../clients/failureMessage';
import type { SaveResult } from '../clients/useClientMutations';

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

/** Adds a helper and refetches the screen's first page (newest first). Toasts 'Helper Created' or 'Error'. */
export function useCreateHelper() {
  const [mutate, { loading }] = useMutation(createHelperMutation, { refetchQueries: ['HelpersPage_Query'] });
  const { toast } = useToast();
  const create = useCallback(
    async (input: CreateHelperInput): Promise<SaveResult> => {
      try {
        await mutate({ variables: { input } });
      } catch (error) {
        toast({ title: 'Error', description: failureMessage(error, 'Failed to create helper'), variant: 'destructive' });
        return { ok: false, error };
      }
      toast({ title: 'Helper Created' });
      return { ok: true };
    },
    [mutate, toast],
  );
  return { create, loading };
}

/** Saves an edit; the normalized cache updates the row. Toasts 'Helper Updated' or 'Error'. */
export function useUpdateHelper() {
  const [mutate, { loading }] = useMutation(updateHelperMutation);
  const { toast } = useToast();
  const update = useCallback(
    async (input: UpdateHelperInput): Promise<SaveResult> => {
      try {
        await mutate({ variables: { input } });
      } catch (error) {
        toast({ title: 'Error', description: failureMessage(error, 'Failed to update helper'), variant: 'destructive' });
        return { ok: false, error };
      }
      toast({ title: 'Helper Updated' });
      return { ok: true };
    },
    [mutate, toast],
  );
  return { update, loading };
}

/** Deactivates (spec §4) or reactivates a helper. */
export function useSetHelperActive() {
  const [deactivate, deactivation] = useMutation(deactivateHelperMutation);
  const [reactivate, reactivation] = useMutation(reactivateHelperMutation);
  const { toast } = useToast();
  const setActive = useCallback(
    async (id: string, active: boolean): Promise<boolean> => {
      try {
        if (active) await reactivate({ variables: { input: { id } } });
        else await deactivate({ variables: { input: { id } } });
      } catch (error) {
        const fallback = active ? 'Failed to reactivate helper' : 'Failed to deactivate helper';
        toast({ title: 'Error', description: failureMessage(error, fallback), variant: 'destructive' });
        return false;
      }
      toast({ title: active ? 'Helper Reactivated' : 'Helper Deactivated' });
      return true;
    },
    [deactivate, reactivate, toast],
  );
  return { setActive, loading: deactivation.loading || reactivation.loading };
}

/** Links an existing helper account to the record; toasts 'Account Linked' or 'Error' with the server's words. */
export function useLinkHelperAccount() {
  const [mutate, { loading }] = useMutation(linkHelperAccountMutation);
  const { toast } = useToast();
  const link = useCallback(
    async (helperId: string, email: string): Promise<SaveResult> => {
      try {
        await mutate({ variables: { input: { helperId, email } } });
      } catch (error) {
        toast({ title: 'Error', description: failureMessage(error, 'Failed to link account'), variant: 'destructive' });
        return { ok: false, error };
      }
      toast({ title: 'Account Linked' });
      return { ok: true };
    },
    [mutate, toast],
  );
  return { link, loading };
}
