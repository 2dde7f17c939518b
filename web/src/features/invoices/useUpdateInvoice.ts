import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { UpdateInvoiceInput } from '../../gql/graphql';
import { useToast } from '../../ui/Toast';
import type { MutationOutcome } from './useCreateInvoice';

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
  const { toast } = useToast();
  const [mutate, { loading }] = useMutation(updateInvoiceMutation);

  const updateInvoice = useCallback(
    async (input: UpdateInvoiceInput): Promise<MutationOutcome> => {
      try {
        await mutate({ variables: { input } });
        toast({ title: 'Invoice updated' });
        return { ok: true };
      } catch (error) {
        toast({ title: 'Error', description: UPDATE_FAILED, variant: 'destructive' });
        return { ok: false, error };
      }
    },
    [mutate, toast],
  );

  return { updateInvoice, updating: loading };
}
