import type { Request } from 'express';
import { z } from 'zod';
import { Role } from '../../auth/role.enum.js';
import { InvoiceStatus } from '../../modules/invoice/invoice.enums.js';
import { NOTES_MAX } from '../../modules/invoice/invoice.inputs.js';
import { badInput } from '../../shared/errors.js';
import { MAX_CENTS } from '../../shared/money.js';
import { dateTime, localDate, text, uuid } from '../answer.js';
import { DeletedInvoice, Invoice, InvoicePayments } from '../answers/invoice.js';
import { notFound } from '../../shared/errors.js';
import { enumNameOf } from '../enum-mapping.js';
import { graphql } from '../gql/index.js';
import { REST_LIST_LIMIT } from '../paging.js';
import { jsonBody, pick } from '../request-body.js';
import { toJsonSchema } from '../json-schema.js';
import { type QueryParameter, restListRoute, restRoute } from '../shim.js';

/**
 * An amount in cents as the route reads it: an integer, or a string of digits (as a form sends it); blank or null
 * means "not given".
 */
const centsInput = (description: string) =>
  z
    .union([z.int().min(0).max(MAX_CENTS), z.string().regex(/^(\s*\d+\s*)?$/), z.null()])
    .optional()
    .describe(description);

/** 'void' is refused: it only appears on old records. */
const pickableStatus = z.enum(Object.values(InvoiceStatus).filter((status) => status !== InvoiceStatus.VOID)).nullable();

const amountFields = (onCreate: boolean) => ({
  subtotal: centsInput(onCreate ? 'Integer cents; absent or null is 0.' : 'Integer cents; absent or null keeps it.'),
  taxAmount: centsInput(
    onCreate ? "Integer cents; absent or null is the settings' tax rate × subtotal." : 'Integer cents; absent or null keeps it.',
  ),
  total: centsInput('Integer cents; an optional check: when given it must equal subtotal + taxAmount.'),
});

const createInvoiceBody = z.object({
  clientId: uuid,
  issueDate: localDate.nullable().optional().describe('Defaults to today (America/New_York).'),
  dueDate: localDate.nullable().optional().describe('Defaults to 30 days after the issue date.'),
  ...amountFields(true),
  status: pickableStatus.optional().describe('Defaults to draft.'),
  notes: text(NOTES_MAX).nullable().optional().describe('Blank becomes null.'),
});

const updateInvoiceBody = z.object({
  dueDate: localDate.nullable().optional().describe('Absent or null keeps it.'),
  ...amountFields(false),
  status: pickableStatus.optional().describe('Absent or null keeps it.'),
  notes: text(NOTES_MAX).nullable().optional().describe('Blank becomes null; absent keeps the notes.'),
  paidAt: dateTime.nullable().optional().describe('Set or clear the payment time; saving as paid without it stamps now.'),
});

/**
 * An amount as REST sends it: integer cents, or a string of digits; blank or null means "not given". Only the shape
 * is checked here; the range is the service's rule, as for GraphQL.
 */
function centsOf(value: unknown, field: string): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const cents = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof cents !== 'number' || !Number.isInteger(cents)) {
    throw badInput(field, `${field} must be a whole number of cents (2500 is $25.00)`);
  }
  return cents;
}

/** REST's amount names (`subtotal`) as GraphQL's (`subtotalCents`); both are integer cents. */
function amounts(body: Record<string, unknown>) {
  const values = {
    subtotalCents: centsOf(body.subtotal, 'subtotal'),
    taxAmountCents: centsOf(body.taxAmount, 'taxAmount'),
    totalCents: centsOf(body.total, 'total'),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

const statusOf = (body: Record<string, unknown>) =>
  body.status === undefined ? {} : { status: enumNameOf(InvoiceStatus, body.status, 'status') };

function createInput(req: Request) {
  const body = jsonBody(req);
  return { input: { ...pick(body, ['clientId', 'issueDate', 'dueDate', 'notes']), ...amounts(body), ...statusOf(body) } };
}

function updateInput(req: Request) {
  const body = jsonBody(req);
  return {
    input: { id: req.params.id, ...pick(body, ['dueDate', 'notes', 'paidAt']), ...amounts(body), ...statusOf(body) },
  };
}

const RestInvoices = graphql(`
  query RestInvoices($first: Int, $after: String, $status: InvoiceStatus) {
    invoices(first: $first, after: $after, status: $status) {
      totalCount
      pageInfo {
        ...RestPageInfo
      }
      edges {
        node {
          ...RestInvoice
        }
      }
    }
  }
`);

const RestCreateInvoice = graphql(`
  mutation RestCreateInvoice($input: CreateInvoiceInput!) {
    createInvoice(input: $input) {
      invoice {
        ...RestInvoice
      }
    }
  }
`);

const RestUpdateInvoice = graphql(`
  mutation RestUpdateInvoice($input: UpdateInvoiceInput!) {
    updateInvoice(input: $input) {
      invoice {
        ...RestInvoice
      }
    }
  }
`);

const RestDeleteInvoice = graphql(`
  mutation RestDeleteInvoice($id: ID!) {
    deleteInvoice(input: { id: $id }) {
      ...RestDeletedInvoice
    }
  }
`);

const RestInvoicePayments = graphql(`
  query RestInvoicePayments($id: ID!) {
    invoice(id: $id) {
      ...RestInvoicePayments
    }
  }
`);

/** `?status=` on the list: one status as shown, so 'overdue' includes sent invoices past due (a repeated one is ignored). */
function listQuery(req: Request) {
  const { status } = req.query as Record<string, unknown>;
  return { status: typeof status === 'string' ? enumNameOf(InvoiceStatus, status, 'status') : undefined };
}

const LIST_QUERY_PARAMETERS: readonly QueryParameter[] = [
  {
    name: 'status',
    description:
      "Only invoices shown with this status (America/New_York): 'overdue' includes sent invoices past due; 'sent' excludes them.",
    schema: toJsonSchema(z.enum(InvoiceStatus), 'input'),
  },
];

/** Spec §7 rows for invoices. */
export const invoiceRoutes = [
  restListRoute({
    path: '/invoices',
    summary: `Invoices, newest issue first (${REST_LIST_LIMIT} a page): every invoice for the admin; a client's own, never drafts, for a client; optional ?status=.`,
    access: [Role.ADMIN, Role.CLIENT],
    operation: RestInvoices,
    variables: listQuery,
    queryParameters: LIST_QUERY_PARAMETERS,
    item: Invoice,
    // Sorted by issueDate, then invoiceNumber.
    connection: (data) => data.invoices,
  }),
  restRoute({
    method: 'post',
    path: '/invoices',
    summary:
      'The admin creates an invoice: clientId, issueDate, dueDate, subtotal, taxAmount, total (cents; total must equal ' +
      'subtotal + taxAmount when given), status, notes. The number is assigned by the server.',
    access: [Role.ADMIN],
    operation: RestCreateInvoice,
    variables: createInput,
    body: createInvoiceBody,
    answer: Invoice,
    select: (data) => data.createInvoice.invoice,
    successStatus: 201,
  }),
  restRoute({
    method: 'patch',
    path: '/invoices/:id',
    summary:
      'The admin edits an invoice: dueDate, subtotal, taxAmount, total (cents), status, notes, paidAt. Saving as paid ' +
      'with no paidAt sets it to now.',
    access: [Role.ADMIN],
    operation: RestUpdateInvoice,
    variables: updateInput,
    body: updateInvoiceBody,
    answer: Invoice,
    select: (data) => data.updateInvoice.invoice,
  }),
  restRoute({
    method: 'get',
    path: '/invoices/:id/payments',
    summary:
      "An invoice's balance and the payments applied to it, newest first (cents): the admin's any, a client's own " +
      'sent invoices; 404 for one the caller may not read.',
    access: [Role.ADMIN, Role.CLIENT],
    operation: RestInvoicePayments,
    variables: (req) => ({ id: req.params.id }),
    answer: InvoicePayments,
    select: (data) => {
      if (!data.invoice) throw notFound('Invoice');
      return data.invoice;
    },
  }),
  restRoute({
    method: 'delete',
    path: '/invoices/:id',
    summary: 'The admin deletes an invoice and its lines.',
    access: [Role.ADMIN],
    operation: RestDeleteInvoice,
    variables: (req) => ({ id: req.params.id }),
    answer: DeletedInvoice,
    select: (data) => data.deleteInvoice,
  }),
];
