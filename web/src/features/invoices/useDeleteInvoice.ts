import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { useToast } from '../../ui/Toast';
import type { MutationOutcome } from './useCreateInvoice';

export const DELETE_FAILED = 'Failed to delete invoice. Please try again.';

export const deleteInvoiceMutation = graphql(`
  mutation DeleteInvoice($input: DeleteInvoiceInput!) {
    deleteInvoice(input: $input) {
      deletedInvoiceId
    }
  }
`);

interface StoredConnection {
  totalCount?: number;
  edges?: { node: Reference }[];
}

/** Deletes an invoice, takes it out of every cached list (and their counts) and says so. */
export function useDeleteInvoice() {
  const { toast } = useToast();
  const [mutate, { loading }] = useMutation(deleteInvoiceMutation, {
    update(cache, { data }) {
      const deletedId = data?.deleteInvoice.deletedInvoiceId;
      if (!deletedId) return;
      cache.modify<{ invoices: StoredConnection }>({
        id: 'ROOT_QUERY',
        fields: {
          invoices(existing, { readField }) {
            const connection = existing as StoredConnection;
            if (!connection.edges) return existing;
            const edges = connection.edges.filter((edge) => readField('id', edge.node) !== deletedId);
            if (edges.length === connection.edges.length) return existing;
            return { ...connection, edges, totalCount: Math.max(0, (connection.totalCount ?? 1) - 1) };
          },
        },
      });
      cache.evict({ id: cache.identify({ __typename: 'Invoice', id: deletedId }) });
      cache.gc();
    },
  });

  const deleteInvoice = useCallback(
    async (id: string): Promise<MutationOutcome> => {
      try {
        await mutate({ variables: { input: { id } } });
        toast({ title: 'Invoice deleted' });
        return { ok: true };
      } catch (error) {
        toast({ title: 'Error', description: DELETE_FAILED, variant: 'destructive' });
        return { ok: false, error };
      }
    },
    [mutate, toast],
  );

  return { deleteInvoice, deleting: loading };
}
