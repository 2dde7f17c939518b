import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { CreateServiceRequestInput } from '../../gql/graphql';
import { useToast } from '../../ui/Toast';
import { serverMessage } from '../../apollo/errors';

export const createServiceRequestMutation = graphql(`
  mutation useCreateServiceRequest_Mutation($input: CreateServiceRequestInput!) {
    createServiceRequest(input: $input) {
      serviceRequest {
        id
        status
        date
      }
    }
  }
`);

export const SUBMIT_FAILED = 'Failed to submit service request';

/**
 * Sends a client's request. Its toasts: 'Request Submitted' on success; on failure a destructive 'Error' with the
 * server's message, else 'Failed to submit service request' (spec §8). The client's cached request lists are
 * dropped so the portal reads them fresh. Resolves to the error (for inline field messages) or null.
 */
export function useCreateServiceRequest() {
  const { toast } = useToast();
  const [mutate, { loading }] = useMutation(createServiceRequestMutation, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'serviceRequests' });
      cache.gc();
    },
  });

  const submit = useCallback(
    async (input: CreateServiceRequestInput): Promise<{ ok: true } | { ok: false; error: unknown }> => {
      try {
        await mutate({ variables: { input } });
      } catch (error) {
        toast({ title: 'Error', description: serverMessage(error) ?? SUBMIT_FAILED, variant: 'destructive' });
        return { ok: false, error };
      }
      toast({ title: 'Request Submitted', description: "We'll review your request and confirm it soon." });
      return { ok: true };
    },
    [mutate, toast],
  );

  return { submit, loading };
}
