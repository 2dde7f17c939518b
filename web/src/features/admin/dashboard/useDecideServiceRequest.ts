import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { useToast } from '../../../ui/Toast';
import { removeFromCachedLists } from '../../../apollo/connections';
import { errorCode, serverMessage } from '../../../apollo/errors';

export const approveServiceRequestMutation = graphql(`
  mutation useApproveServiceRequest_Mutation($input: ApproveServiceRequestInput!) {
    approveServiceRequest(input: $input) {
      serviceRequest {
        id
        status
        adminFeedback
      }
    }
  }
`);

export const declineServiceRequestMutation = graphql(`
  mutation useDeclineServiceRequest_Mutation($input: DeclineServiceRequestInput!) {
    declineServiceRequest(input: $input) {
      serviceRequest {
        id
        status
        adminFeedback
      }
    }
  }
`);

export const UPDATE_FAILED = 'Failed to update request';

/** The dashboard query, refetched by name after a decision so its cards and lists are current. */
const DASHBOARD_QUERY = 'AdminDashboardPage_Query';

/** What the toasts call the request, e.g. "Jennifer Thompson's Deep Cleaning on Thu, Jun 12". */
export interface DecisionSubject {
  id: string;
  summary: string;
}

/**
 * The shared half of approve and decline: the 'Request Updated' toast, or a destructive 'Error' toast with the
 * server's message (else 'Failed to update request', spec §8). A conflict (another admin decided first) also
 * refreshes the dashboard so it shows the request's real state.
 */
function useDecision() {
  const { toast } = useToast();
  return useCallback(
    async (run: () => Promise<unknown>, onConflict: () => Promise<unknown>, success: string): Promise<boolean> => {
      try {
        await run();
      } catch (error) {
        toast({ title: 'Error', description: serverMessage(error) ?? UPDATE_FAILED, variant: 'destructive' });
        if (errorCode(error) === 'CONFLICT') await onConflict().catch(() => undefined);
        return false;
      }
      toast({ title: 'Request Updated', description: success });
      return true;
    },
    [toast],
  );
}

/**
 * Approve, with the helpers chosen in its confirmation (one operation: both or neither): the request is accepted and
 * its visits are scheduled, so cached calendar windows are dropped.
 */
export function useApproveServiceRequest() {
  const decide = useDecision();
  const [mutate, { loading, client }] = useMutation(approveServiceRequestMutation, {
    refetchQueries: [DASHBOARD_QUERY],
    update(cache, { data }) {
      const id = data?.approveServiceRequest.serviceRequest.id;
      if (id) removeFromCachedLists(cache, 'serviceRequests', 'PENDING', id);
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'visits' });
      // Approving may have assigned a helper: who needs one is read again.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'unassignedVisits' });
      cache.gc();
    },
  });
  const approve = useCallback(
    (subject: DecisionSubject, helperIds: readonly string[] = [], priceCents: number | null = null) =>
      decide(
        () =>
          mutate({
            variables: {
              input: {
                id: subject.id,
                ...(helperIds.length ? { helperIds: [...helperIds] } : {}),
                // The owner's price per visit, when they changed the quoted one.
                ...(priceCents !== null ? { priceCents } : {}),
              },
            },
          }),
        () => client.refetchQueries({ include: [DASHBOARD_QUERY] }),
        `Approved ${subject.summary}.`,
      ),
    [decide, mutate, client],
  );
  return { approve, loading };
}

/** Decline, with the optional reason the client will see. */
export function useDeclineServiceRequest() {
  const decide = useDecision();
  const [mutate, { loading, client }] = useMutation(declineServiceRequestMutation, {
    refetchQueries: [DASHBOARD_QUERY],
    update(cache, { data }) {
      const id = data?.declineServiceRequest.serviceRequest.id;
      if (id) removeFromCachedLists(cache, 'serviceRequests', 'PENDING', id);
    },
  });
  const decline = useCallback(
    (subject: DecisionSubject, reason: string) =>
      decide(
        () => mutate({ variables: { input: { id: subject.id, reason: reason.trim() || null } } }),
        () => client.refetchQueries({ include: [DASHBOARD_QUERY] }),
        `Declined ${subject.summary}.`,
      ),
    [decide, mutate, client],
  );
  return { decline, loading };
}
