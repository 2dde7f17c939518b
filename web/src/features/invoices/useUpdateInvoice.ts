import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { UpdateInvoiceInput } from '../../gql/graphql';
import { useToastedAction } from '../../lib/useToastedAction';

export const UPDATE_FAILED = 'Failed to update invoice. Please try again.';

export const updateInvoiceMutation = graphql(`
  mutation UpdateInvoice($input: UpdateInvoiceInput!) {
    updateInvoice(input: $input) {
      invoice {
        id
        ...InvoiceRow_invoice
        ...InvoiceFormDialog_invoice
      }
    }
  }
`);

/** Saves an edit. The answer is the whole invoice, so the normalized cache updates every list showing it. */
export function useUpdateInvoice() {
  const run = useToastedAction();
  const [mutate, { loading }] = useMutation(updateInvoiceMutation);

  const updateInvoice = useCallback(
    (input: UpdateInvoiceInput) =>
      run(() => mutate({ variables: { input } }), { success: 'Invoice updated', failure: UPDATE_FAILED }),
    [mutate, run],
  );

  return { updateInvoice, updating: loading };
}
