import type { Request } from 'express';
import { Role } from '../../auth/role.enum.js';
import { enumNameOf, enumValueOf } from '../../rest/enum-mapping.js';
import { listOf, schemaRef } from '../../rest/json-schema.js';
import { jsonBody, pick } from '../../rest/request-body.js';
import { PAGE_FIELDS, REST_LIST_LIMIT } from '../../rest/paging.js';
import type { RestRoute } from '../../rest/shim.js';
import { badInput } from '../../shared/errors.js';
import { InvoiceStatus } from './invoice.enums.js';
import { createInvoiceBody, updateInvoiceBody } from './invoice.rest-schemas.js';

const INVOICE_FIELDS = `databaseId invoiceNumber issueDate dueDate subtotalCents taxAmountCents totalCents status
  effectiveStatus notes paidAt createdAt client { databaseId displayName }
  items { databaseId description quantity unitPriceCents amountCents }`;

interface GraphQLInvoice {
  databaseId: string;
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  subtotalCents: number;
  taxAmountCents: number;
  totalCents: number;
  status: string;
  effectiveStatus: string;
  notes: string | null;
  paidAt: string | null;
  createdAt: string;
  client: { databaseId: string; displayName: string };
  items: { databaseId: string; description: string; quantity: number; unitPriceCents: number; amountCents: number }[];
}

/** The documented JSON shape of an invoice (spec §3): amounts in cents, stored status values. */
export const toRestInvoice = (invoice: GraphQLInvoice) => ({
  id: invoice.databaseId,
  invoiceNumber: invoice.invoiceNumber,
  clientId: invoice.client.databaseId,
  client: { id: invoice.client.databaseId, displayName: invoice.client.displayName },
  issueDate: invoice.issueDate,
  dueDate: invoice.dueDate,
  subtotal: invoice.subtotalCents,
  taxAmount: invoice.taxAmountCents,
  total: invoice.totalCents,
  status: enumValueOf(InvoiceStatus, invoice.status),
  effectiveStatus: enumValueOf(InvoiceStatus, invoice.effectiveStatus),
  notes: invoice.notes,
  paidAt: invoice.paidAt,
  createdAt: invoice.createdAt,
  items: invoice.items.map((item) => ({
    id: item.databaseId,
    description: item.description,
    quantity: item.quantity,
    unitPrice: item.unitPriceCents,
    amount: item.amountCents,
  })),
});

/**
 * An amount as REST sends it: integer cents, or a string of digits (as a form sends it); blank or null means "not
 * given". Only the shape is checked here; the range is the service's rule, as for GraphQL.
 */
function centsInput(value: unknown, field: string): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const cents = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof cents !== 'number' || !Number.isInteger(cents)) {
    throw badInput(field, `${field} must be a whole number of cents (2500 is $25.00)`);
  }
  return cents;
}

function amounts(body: Record<string, unknown>) {
  const values = {
    subtotalCents: centsInput(body.subtotal, 'subtotal'),
    taxAmountCents: centsInput(body.taxAmount, 'taxAmount'),
    totalCents: centsInput(body.total, 'total'),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

const statusOf = (body: Record<string, unknown>) =>
  body.status === undefined ? {} : { status: enumNameOf(InvoiceStatus, body.status, 'status') };

function createInput(req: Request) {
  const body = jsonBody(req);
  return {
    input: {
      ...pick(body, ['clientId', 'issueDate', 'dueDate', 'notes']),
      ...amounts(body),
      ...statusOf(body),
    },
  };
}

function updateInput(req: Request) {
  const body = jsonBody(req);
  return {
    input: {
      id: req.params.id,
      ...pick(body, ['dueDate', 'notes', 'paidAt']),
      ...amounts(body),
      ...statusOf(body),
    },
  };
}

/** Spec §7 rows for invoices. */
export const invoiceRoutes: readonly RestRoute[] = [
  {
    method: 'get',
    path: '/invoices',
    summary: `Invoices, newest issue first (${REST_LIST_LIMIT} a page): every invoice for the admin; a client's own, never drafts, for a client.`,
    access: [Role.ADMIN, Role.CLIENT],
    operation: `query RestInvoices($first: Int, $after: String) {
      invoices(first: $first, after: $after) { ${PAGE_FIELDS} edges { node { ${INVOICE_FIELDS} } } }
    }`,
    respond: (data: { invoices: { edges: { node: GraphQLInvoice }[] } }) =>
      data.invoices.edges.map((edge) => toRestInvoice(edge.node)),
    responseSchema: listOf(schemaRef('Invoice')),
    // Sorted by issueDate, then invoiceNumber.
    list: { connection: (data) => data.invoices },
  },
  {
    method: 'post',
    path: '/invoices',
    summary:
      'The admin creates an invoice: clientId, issueDate, dueDate, subtotal, taxAmount, total (cents; total must equal ' +
      'subtotal + taxAmount when given), status, notes. The number is assigned by the server.',
    access: [Role.ADMIN],
    operation: `mutation RestCreateInvoice($input: CreateInvoiceInput!) {
      createInvoice(input: $input) { invoice { ${INVOICE_FIELDS} } }
    }`,
    variables: createInput,
    respond: (data: { createInvoice: { invoice: GraphQLInvoice } }) => toRestInvoice(data.createInvoice.invoice),
    requestSchema: createInvoiceBody,
    responseSchema: schemaRef('Invoice'),
    successStatus: 201,
  },
  {
    method: 'patch',
    path: '/invoices/:id',
    summary:
      'The admin edits an invoice: dueDate, subtotal, taxAmount, total (cents), status, notes, paidAt. Saving as paid ' +
      'with no paidAt sets it to now.',
    access: [Role.ADMIN],
    operation: `mutation RestUpdateInvoice($input: UpdateInvoiceInput!) {
      updateInvoice(input: $input) { invoice { ${INVOICE_FIELDS} } }
    }`,
    variables: updateInput,
    respond: (data: { updateInvoice: { invoice: GraphQLInvoice } }) => toRestInvoice(data.updateInvoice.invoice),
    requestSchema: updateInvoiceBody,
    responseSchema: schemaRef('Invoice'),
  },
  {
    method: 'delete',
    path: '/invoices/:id',
    summary: 'The admin deletes an invoice and its lines.',
    access: [Role.ADMIN],
    operation: `mutation RestDeleteInvoice($id: ID!) { deleteInvoice(input: { id: $id }) { deletedInvoiceDatabaseId } }`,
    variables: (req) => ({ id: req.params.id }),
    respond: (data: { deleteInvoice: { deletedInvoiceDatabaseId: string } }) => ({
      id: data.deleteInvoice.deletedInvoiceDatabaseId,
      deleted: true,
    }),
    responseSchema: schemaRef('DeletedInvoice'),
  },
];
