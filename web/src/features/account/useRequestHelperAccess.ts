import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import type { RequestHelperAccessInput } from '../../gql/graphql';
import { useToast } from '../../ui/Toast';

export const requestHelperAccessMutation = graphql(`
  mutation RequestHelperPage_RequestHelperAccess($input: RequestHelperAccessInput!) {
    requestHelperAccess(input: $input) {
      roleRequest {
        id
        ...RoleRequestStatus_request
      }
    }
  }
`);

/**
 * Sends a client's request to join the team (spec §2, §8). The new request becomes the viewer's latest one in the
 * cache, so the page shows its status at once. Toasts 'An admin will review it soon.', or 'Error' with the server's
 * message (e.g. a request already waiting).
 */
export function useRequestHelperAccess() {
  const [mutate, { loading }] = useMutation(requestHelperAccessMutation, {
    update(cache, { data }) {
      const request = data?.requestHelperAccess.roleRequest;
      if (!request) return;
      cache.modify({
        id: 'ROOT_QUERY',
        fields: { myRoleRequest: (_existing, { toReference }) => toReference(request) ?? null },
      });
    },
  });
  const { toast } = useToast();
  const request = useCallback(
    async (input: RequestHelperAccessInput): Promise<boolean> => {
      try {
        await mutate({ variables: { input } });
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
        return false;
      }
      toast({ title: 'Request Submitted', description: 'An admin will review it soon.' });
      return true;
    },
    [mutate, toast],
  );
  return { request, loading };
}
