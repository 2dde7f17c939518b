import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { CreateInvoiceFromRequestInput, CreateInvoiceInput } from '../../gql/graphql';
import { useToastedAction } from '../../lib/useToastedAction';

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

const createTexts = { success: 'Invoice created', failure: CREATE_FAILED };

/** Creates an invoice, refreshes the ledger and says so: 'Invoice created', or the spec's fixed failure text. */
export function useCreateInvoice() {
  const run = useToastedAction();
  const [mutate, { loading }] = useMutation(createInvoiceMutation, { update: forgetInvoiceLists });
  const [mutateFromRequest, fromRequest] = useMutation(createInvoiceFromRequestMutation, { update: forgetInvoiceLists });

  const createInvoice = useCallback(
    (input: CreateInvoiceInput) => run(() => mutate({ variables: { input } }), createTexts),
    [mutate, run],
  );
  const createFromRequest = useCallback(
    (input: CreateInvoiceFromRequestInput) => run(() => mutateFromRequest({ variables: { input } }), createTexts),
    [mutateFromRequest, run],
  );

  return { createInvoice, createFromRequest, creating: loading || fromRequest.loading };
}
