import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage } from '../../../apollo/errors';
import { graphql } from '../../../gql';
import { useToast } from '../../../ui/Toast';

export const createApiTokenMutation = graphql(`
  mutation ApiTokensSection_CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        id
        ...ApiTokenRow_token
      }
    }
  }
`);

export const revokeApiTokenMutation = graphql(`
  mutation ApiTokensSection_RevokeApiToken($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      apiToken {
        id
        revokedAt
      }
    }
  }
`);

/**
 * Creates a token: the new row goes to the top of the cached list (newest first), and the token itself is returned
 * to be shown once; it is never stored in the cache. Toasts only on failure: the dialog that shows the token says
 * it was created.
 */
export function useCreateApiToken() {
  const [mutate, { loading }] = useMutation(createApiTokenMutation, {
    update(cache, { data }) {
      const created = data?.createApiToken.apiToken;
      if (!created) return;
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          apiTokens(existing, { toReference }) {
            const list = Array.isArray(existing) ? existing : [];
            return [toReference({ __typename: 'ApiToken', id: created.id }), ...list];
          },
        },
      });
    },
  });
  const { toast } = useToast();
  const create = useCallback(
    async (name: string, readOnly: boolean): Promise<string | null> => {
      try {
        const result = await mutate({ variables: { input: { name, readOnly } } });
        return result.data?.createApiToken.token ?? null;
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
        return null;
      }
    },
    [mutate, toast],
  );
  return { create, loading };
}

/** Revokes a token at once; the row shows it revoked (normalized by id). */
export function useRevokeApiToken() {
  const [mutate, { loading }] = useMutation(revokeApiTokenMutation);
  const { toast } = useToast();
  const revoke = useCallback(
    async (id: string, name: string): Promise<boolean> => {
      try {
        await mutate({ variables: { input: { id } } });
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
        return false;
      }
      toast({ title: 'Token Revoked', description: `"${name}" can no longer be used.` });
      return true;
    },
    [mutate, toast],
  );
  return { revoke, loading };
}
