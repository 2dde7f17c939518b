import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { CreateClientInput, UpdateClientInput } from '../../gql/graphql';
import { useToast } from '../../ui/Toast';
import { failureMessage } from './failureMessage';

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
        user {
          id
          email
        }
      }
    }
  }
`);

/** The outcome of a save: ok, or the error for the form to place under its fields. */
export type SaveResult = { ok: true } | { ok: false; error: unknown };

/**
 * Adds a client. The list is newest first, so the first page of the screen's query is fetched again to show it on
 * top (with the current search and filter). Toasts 'Client Created' or 'Error' with the server's words.
 */
export function useCreateClient() {
  const [mutate, { loading }] = useMutation(createClientMutation, { refetchQueries: ['ClientsPage_Query'] });
  const { toast } = useToast();
  const create = useCallback(
    async (input: CreateClientInput): Promise<SaveResult> => {
      try {
        await mutate({ variables: { input } });
      } catch (error) {
        toast({ title: 'Error', description: failureMessage(error, 'Failed to create client'), variant: 'destructive' });
        return { ok: false, error };
      }
      toast({ title: 'Client Created' });
      return { ok: true };
    },
    [mutate, toast],
  );
  return { create, loading };
}

/** Saves an edit; the normalized cache updates the row. Toasts 'Client Updated' or 'Error'. */
export function useUpdateClient() {
  const [mutate, { loading }] = useMutation(updateClientMutation);
  const { toast } = useToast();
  const update = useCallback(
    async (input: UpdateClientInput): Promise<SaveResult> => {
      try {
        await mutate({ variables: { input } });
      } catch (error) {
        toast({ title: 'Error', description: failureMessage(error, 'Failed to update client'), variant: 'destructive' });
        return { ok: false, error };
      }
      toast({ title: 'Client Updated' });
      return { ok: true };
    },
    [mutate, toast],
  );
  return { update, loading };
}

/** Deactivates (spec §4: deleting is deactivation) or reactivates; the row shows the new status at once. */
export function useSetClientActive() {
  const [deactivate, deactivation] = useMutation(deactivateClientMutation);
  const [reactivate, reactivation] = useMutation(reactivateClientMutation);
  const { toast } = useToast();
  const setActive = useCallback(
    async (id: string, active: boolean): Promise<boolean> => {
      try {
        if (active) await reactivate({ variables: { input: { id } } });
        else await deactivate({ variables: { input: { id } } });
      } catch (error) {
        const fallback = active ? 'Failed to reactivate client' : 'Failed to deactivate client';
        toast({ title: 'Error', description: failureMessage(error, fallback), variant: 'destructive' });
        return false;
      }
      toast({ title: active ? 'Client Reactivated' : 'Client Deactivated' });
      return true;
    },
    [deactivate, reactivate, toast],
  );
  return { setActive, loading: deactivation.loading || reactivation.loading };
}

/** Links an existing client account to the record; toasts 'Account Linked' or 'Error' with the server's words. */
export function useLinkClientAccount() {
  const [mutate, { loading }] = useMutation(linkClientAccountMutation);
  const { toast } = useToast();
  const link = useCallback(
    async (clientId: string, email: string): Promise<SaveResult> => {
      try {
        await mutate({ variables: { input: { clientId, email } } });
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
