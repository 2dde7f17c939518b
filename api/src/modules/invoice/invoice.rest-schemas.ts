import {
  cents,
  dateTime,
  enumOf,
  type JsonSchema,
  localDate,
  nullable,
  object,
  record,
  schemaRef,
  text,
  uuid,
} from '../../rest/json-schema.js';
import { MAX_CENTS } from '../../shared/money.js';
import { InvoiceStatus } from './invoice.enums.js';
import { NOTES_MAX } from './invoice.inputs.js';

/** What toRestInvoice returns: amounts in integer cents, stored status values. */
export const invoiceSchemas: Record<string, JsonSchema> = {
  InvoiceItem: record({
    id: uuid,
    description: { type: 'string' },
    quantity: { type: 'integer', minimum: 1 },
    unitPrice: cents('Price of one, in integer cents.'),
    amount: { type: 'integer', minimum: 0, description: 'quantity × unitPrice, in integer cents.' },
  }),
  Invoice: record({
    id: uuid,
    invoiceNumber: { type: 'string', description: 'Assigned by the server, e.g. INV-2026-0001.' },
    clientId: uuid,
    client: record({ id: uuid, displayName: { type: 'string' } }),
    issueDate: localDate,
    dueDate: localDate,
    subtotal: cents(),
    taxAmount: cents(),
    total: cents('subtotal + taxAmount, in integer cents.'),
    status: enumOf(InvoiceStatus),
    effectiveStatus: { ...enumOf(InvoiceStatus), description: "As status, but 'overdue' once a sent invoice is past due." },
    notes: nullable({ type: 'string' }),
    paidAt: nullable(dateTime),
    createdAt: dateTime,
    items: { type: 'array', items: schemaRef('InvoiceItem') },
  }),
  DeletedInvoice: record({ id: uuid, deleted: { const: true } }),
};

/**
 * An amount in cents as the route reads it: an integer, or a string of digits (as a form sends it); blank or null
 * means "not given".
 */
const centsInput = (description: string): JsonSchema => ({
  description,
  anyOf: [
    { type: 'integer', minimum: 0, maximum: MAX_CENTS },
    { type: ['string', 'null'], pattern: '^(\\s*\\d+\\s*)?$' },
  ],
});

/** 'void' is refused: it only appears on old records. */
const pickableStatus: JsonSchema = nullable(
  enumOf(Object.values(InvoiceStatus).filter((status) => status !== InvoiceStatus.VOID)),
);

const amountFields = (onCreate: boolean) => ({
  subtotal: centsInput(onCreate ? 'Integer cents; absent or null is 0.' : 'Integer cents; absent or null keeps it.'),
  taxAmount: centsInput(
    onCreate ? "Integer cents; absent or null is the settings' tax rate × subtotal." : 'Integer cents; absent or null keeps it.',
  ),
  total: centsInput('Integer cents; an optional check: when given it must equal subtotal + taxAmount.'),
});

export const createInvoiceBody = object(
  {
    clientId: uuid,
    issueDate: { ...nullable(localDate), description: 'Defaults to today (America/New_York).' },
    dueDate: { ...nullable(localDate), description: 'Defaults to 30 days after the issue date.' },
    ...amountFields(true),
    status: { ...pickableStatus, description: 'Defaults to draft.' },
    notes: { ...nullable(text(NOTES_MAX)), description: 'Blank becomes null.' },
  },
  ['clientId'],
);

export const updateInvoiceBody = object({
  dueDate: { ...nullable(localDate), description: 'Absent or null keeps it.' },
  ...amountFields(false),
  status: { ...pickableStatus, description: 'Absent or null keeps it.' },
  notes: { ...nullable(text(NOTES_MAX)), description: 'Blank becomes null; absent keeps the notes.' },
  paidAt: { ...nullable(dateTime), description: 'Set or clear the payment time; saving as paid without it stamps now.' },
});
