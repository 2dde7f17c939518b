import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { useToastedAction } from '../../lib/useToastedAction';

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
  const run = useToastedAction();
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
    (id: string) => run(() => mutate({ variables: { input: { id } } }), { success: 'Invoice deleted', failure: DELETE_FAILED }),
    [mutate, run],
  );

  return { deleteInvoice, deleting: loading };
}
