import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { CreateInvoiceFromRequestInput, CreateInvoiceInput } from '../../gql/graphql';
import { useToast } from '../../ui/Toast';

export const CREATE_FAILED = 'Failed to create invoice. Please try again.';

export const createInvoiceMutation = graphql(`
  mutation CreateInvoice($input: CreateInvoiceInput!) {
    createInvoice(input: $input) {
      invoice {
        id
        ...InvoiceRow_invoice
      }
    }
  }
`);

export const createInvoiceFromRequestMutation = graphql(`
  mutation CreateInvoiceFromRequest($input: CreateInvoiceFromRequestInput!) {
    createInvoiceFromRequest(input: $input) {
      invoice {
        id
        ...InvoiceRow_invoice
      }
    }
  }
`);

/**
 * A new invoice belongs somewhere in every ledger list (by issue date, and only in the searches it matches), so
 * the lists are dropped and the visible one refetches in the server's order.
 */
export function forgetInvoiceLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'invoices' });
  cache.gc();
}

export type MutationOutcome = { ok: true } | { ok: false; error: unknown };

/** Creates an invoice, refreshes the ledger and says so: 'Invoice created', or the spec's fixed failure text. */
export function useCreateInvoice() {
  const { toast } = useToast();
  const [mutate, { loading }] = useMutation(createInvoiceMutation, { update: forgetInvoiceLists });
  const [mutateFromRequest, fromRequest] = useMutation(createInvoiceFromRequestMutation, { update: forgetInvoiceLists });

  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<MutationOutcome> => {
      try {
        await action();
        toast({ title: 'Invoice created' });
        return { ok: true };
      } catch (error) {
        toast({ title: 'Error', description: CREATE_FAILED, variant: 'destructive' });
        return { ok: false, error };
      }
    },
    [toast],
  );

  const createInvoice = useCallback(
    (input: CreateInvoiceInput) => run(() => mutate({ variables: { input } })),
    [mutate, run],
  );
  const createFromRequest = useCallback(
    (input: CreateInvoiceFromRequestInput) => run(() => mutateFromRequest({ variables: { input } })),
    [mutateFromRequest, run],
  );

  return { createInvoice, createFromRequest, creating: loading || fromRequest.loading };
}
