import { fragmentOf, hasFragment } from '../answer.js';
import { REST_PAGE_INFO_FRAGMENT } from '../paging.js';
import { Client } from './client.js';
import { Helper } from './helper.js';
import { DeletedInvoice, Invoice, InvoiceItem, InvoicePayment, InvoicePayments } from './invoice.js';
import { Message } from './message.js';
import { RoleRequest } from './role-request.js';
import { CustomDays, ServiceRequest } from './service-request.js';
import { SignUpAnswer, TwoFactorChallenge, User } from './user.js';

/**
 * Every named answer of the /api contract, served once under OpenAPI's `components.schemas`. They live apart from
 * the rows (routes/) because codegen reads their fragments before it writes the types the rows import.
 */
export const REST_COMPONENTS = [
  User,
  TwoFactorChallenge,
  SignUpAnswer,
  ServiceRequest,
  CustomDays,
  Invoice,
  InvoiceItem,
  DeletedInvoice,
  InvoicePayments,
  InvoicePayment,
  Client,
  Helper,
  Message,
  RoleRequest,
];

/**
 * The GraphQL fragments the rows' operations spread (`...RestInvoice`), derived from the answers, and the paging
 * fields every list row selects.
 */
export const REST_FRAGMENTS = [...REST_COMPONENTS.filter(hasFragment).map(fragmentOf), REST_PAGE_INFO_FRAGMENT];
