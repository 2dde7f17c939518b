import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql/index';
import { useToast } from '../../ui/Toast';
import type { ApolloCache } from '@apollo/client';
import { removeFromCachedLists } from '../../apollo/connections';

export const approveRoleRequestMutation = graphql(`
  mutation RoleRequestsReview_Approve($input: DecideRoleRequestInput!) {
    approveRoleRequest(input: $input) {
      roleRequest {
        id
        status
        decidedAt
      }
    }
  }
`);

export const declineRoleRequestMutation = graphql(`
  mutation RoleRequestsReview_Decline($input: DecideRoleRequestInput!) {
    declineRoleRequest(input: $input) {
      roleRequest {
        id
        status
        decidedAt
        decisionReason
      }
    }
  }
`);

/**
 * A decided request leaves the pending list; an approval also makes a new helper, so the cached helper and user lists
 * are dropped and read again when next shown.
 */
function leavePendingList(cache: ApolloCache, id: string, approved: boolean) {
  removeFromCachedLists(cache, 'roleRequests', 'PENDING', id);
  if (approved) {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'helpers' });
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'users' });
    cache.gc();
  }
}

/** Approve (the requester becomes a helper) or decline (with an optional reason shown to them). Toasts the outcome. */
export function useDecideRoleRequest() {
  const [approve, approving] = useMutation(approveRoleRequestMutation);
  const [decline, declining] = useMutation(declineRoleRequestMutation);
  const { toast } = useToast();

  const decide = useCallback(
    async (id: string, name: string, decision: { approve: true } | { approve: false; reason: string }): Promise<boolean> => {
      try {
        if (decision.approve) {
          await approve({ variables: { input: { id } }, update: (cache) => leavePendingList(cache, id, true) });
        } else {
          await decline({
            variables: { input: { id, reason: decision.reason.trim() || null } },
            update: (cache) => leavePendingList(cache, id, false),
          });
        }
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
        return false;
      }
      toast(
        decision.approve
          ? { title: 'Request Approved', description: `${name} is now a helper and will be asked to complete a helper profile.` }
          : { title: 'Request Declined', description: `${name} will see your decision.` },
      );
      return true;
    },
    [approve, decline, toast],
  );
  return { decide, busy: approving.loading || declining.loading };
}
