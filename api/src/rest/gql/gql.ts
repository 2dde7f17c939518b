/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment RestServiceRequest on ServiceRequest {\n  id: databaseId\n  status\n  service\n  date\n  time\n  address\n  notes\n  recurring\n  customDays {\n    sunday\n    monday\n    tuesday\n    wednesday\n    thursday\n    friday\n    saturday\n  }\n  phoneNumber\n  adminFeedback\n  createdAt\n  client {\n    id: databaseId\n    displayName\n  }\n}": typeof types.RestServiceRequestFragmentDoc,
    "fragment RestDeletedInvoice on DeleteInvoicePayload {\n  id: deletedInvoiceDatabaseId\n}": typeof types.RestDeletedInvoiceFragmentDoc,
    "fragment RestClient on Client {\n  id: databaseId\n  userId\n  displayName\n  phone\n  email\n  address\n  notes\n  active\n  createdAt\n}": typeof types.RestClientFragmentDoc,
    "fragment RestPageInfo on PageInfo {\n  hasNextPage\n  endCursor\n}": typeof types.RestPageInfoFragmentDoc,
    "fragment RestInvoice on Invoice {\n  id: databaseId\n  invoiceNumber\n  clientId: client {\n    databaseId\n  }\n  client {\n    id: databaseId\n    displayName\n  }\n  issueDate\n  dueDate\n  subtotal: subtotalCents\n  taxAmount: taxAmountCents\n  total: totalCents\n  status\n  effectiveStatus\n  notes\n  paidAt\n  createdAt\n  items {\n    id: databaseId\n    description\n    quantity\n    unitPrice: unitPriceCents\n    amount: amountCents\n  }\n}": typeof types.RestInvoiceFragmentDoc,
    "\n  query RestAuthUser {\n    viewer {\n      ...RestUser\n    }\n  }\n": typeof types.RestAuthUserDocument,
    "\n  mutation RestCompleteProfile($input: CompleteProfileInput!) {\n    completeProfile(input: $input) {\n      user {\n        ...RestUser\n      }\n    }\n  }\n": typeof types.RestCompleteProfileDocument,
    "\n  mutation RestSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      nextStep\n      user {\n        ...RestUser\n      }\n    }\n  }\n": typeof types.RestSignInDocument,
    "\n  mutation RestVerifyTwoFactorSignIn($input: TwoFactorCodeInput!) {\n    verifyTwoFactorSignIn(input: $input) {\n      user {\n        ...RestUser\n      }\n    }\n  }\n": typeof types.RestVerifyTwoFactorSignInDocument,
    "\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n": typeof types.RestSignUpDocument,
    "\n  query RestClients($first: Int, $after: String, $search: String, $status: ActiveStatusFilter!) {\n    clients(first: $first, after: $after, search: $search, status: $status) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestClient\n        }\n      }\n    }\n  }\n": typeof types.RestClientsDocument,
    "\n  mutation RestCreateClient($input: CreateClientInput!) {\n    createClient(input: $input) {\n      client {\n        ...RestClient\n      }\n    }\n  }\n": typeof types.RestCreateClientDocument,
    "\n  mutation RestUpdateClient($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        ...RestClient\n      }\n    }\n  }\n": typeof types.RestUpdateClientDocument,
    "\n  mutation RestDeactivateClient($id: ID!) {\n    deactivateClient(input: { id: $id }) {\n      client {\n        ...RestClient\n      }\n    }\n  }\n": typeof types.RestDeactivateClientDocument,
    "\n  query RestHelpers($first: Int, $after: String, $search: String, $status: ActiveStatusFilter!) {\n    helpers(first: $first, after: $after, search: $search, status: $status) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestHelper\n        }\n      }\n    }\n  }\n": typeof types.RestHelpersDocument,
    "\n  mutation RestCreateHelper($input: CreateHelperInput!) {\n    createHelper(input: $input) {\n      helper {\n        ...RestHelper\n      }\n    }\n  }\n": typeof types.RestCreateHelperDocument,
    "\n  mutation RestUpdateHelper($input: UpdateHelperInput!) {\n    updateHelper(input: $input) {\n      helper {\n        ...RestHelper\n      }\n    }\n  }\n": typeof types.RestUpdateHelperDocument,
    "\n  mutation RestDeactivateHelper($id: ID!) {\n    deactivateHelper(input: { id: $id }) {\n      helper {\n        ...RestHelper\n      }\n    }\n  }\n": typeof types.RestDeactivateHelperDocument,
    "\n  query RestInvoices($first: Int, $after: String, $status: InvoiceStatus) {\n    invoices(first: $first, after: $after, status: $status) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestInvoice\n        }\n      }\n    }\n  }\n": typeof types.RestInvoicesDocument,
    "\n  mutation RestCreateInvoice($input: CreateInvoiceInput!) {\n    createInvoice(input: $input) {\n      invoice {\n        ...RestInvoice\n      }\n    }\n  }\n": typeof types.RestCreateInvoiceDocument,
    "\n  mutation RestUpdateInvoice($input: UpdateInvoiceInput!) {\n    updateInvoice(input: $input) {\n      invoice {\n        ...RestInvoice\n      }\n    }\n  }\n": typeof types.RestUpdateInvoiceDocument,
    "\n  mutation RestDeleteInvoice($id: ID!) {\n    deleteInvoice(input: { id: $id }) {\n      ...RestDeletedInvoice\n    }\n  }\n": typeof types.RestDeleteInvoiceDocument,
    "\n  query RestInvoicePayments($id: ID!) {\n    invoice(id: $id) {\n      ...RestInvoicePayments\n    }\n  }\n": typeof types.RestInvoicePaymentsDocument,
    "\n  mutation RestSendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      message {\n        ...RestMessage\n      }\n    }\n  }\n": typeof types.RestSendMessageDocument,
    "\n  query RestMyMessages($first: Int, $after: String) {\n    myMessages(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestMessage\n        }\n      }\n    }\n  }\n": typeof types.RestMyMessagesDocument,
    "\n  mutation RestRequestHelperAccess($input: RequestHelperAccessInput!) {\n    requestHelperAccess(input: $input) {\n      roleRequest {\n        ...RestRoleRequest\n      }\n    }\n  }\n": typeof types.RestRequestHelperAccessDocument,
    "\n  query RestServiceRequests($first: Int, $after: String) {\n    serviceRequests(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestServiceRequest\n        }\n      }\n    }\n  }\n": typeof types.RestServiceRequestsDocument,
    "\n  mutation RestCreateServiceRequest($input: CreateServiceRequestInput!) {\n    createServiceRequest(input: $input) {\n      serviceRequest {\n        ...RestServiceRequest\n      }\n    }\n  }\n": typeof types.RestCreateServiceRequestDocument,
    "\n  mutation RestDecideServiceRequest($id: ID!, $reason: String, $approve: Boolean!) {\n    approveServiceRequest(input: { id: $id, note: $reason }) @include(if: $approve) {\n      serviceRequest {\n        ...RestServiceRequest\n      }\n    }\n    declineServiceRequest(input: { id: $id, reason: $reason }) @skip(if: $approve) {\n      serviceRequest {\n        ...RestServiceRequest\n      }\n    }\n  }\n": typeof types.RestDecideServiceRequestDocument,
    "fragment RestRoleRequest on RoleRequest {\n  id: databaseId\n  phone\n  reason\n  experience\n  createdAt\n  status\n}": typeof types.RestRoleRequestFragmentDoc,
    "fragment RestInvoicePayments on Invoice {\n  invoiceId: databaseId\n  status\n  total: totalCents\n  balance: balanceCents\n  paidAt\n  payments {\n    paymentId\n    method\n    receivedOn\n    reference\n    note\n    paymentAmount: paymentAmountCents\n    applied: appliedCents\n    refunded: refundedCents\n    pendingRefund: pendingRefundCents\n    createdAt\n  }\n}": typeof types.RestInvoicePaymentsFragmentDoc,
    "fragment RestHelper on Helper {\n  id: databaseId\n  userId\n  phone\n  hourlyRate: hourlyRateCents\n  maxHoursPerWeek\n  notes\n  active\n  createdAt\n}": typeof types.RestHelperFragmentDoc,
    "fragment RestMessage on Message {\n  id: databaseId\n  toUserId: recipientId\n  subject\n  body\n  senderName\n  readAt\n  createdAt\n}": typeof types.RestMessageFragmentDoc,
    "fragment RestUser on User {\n  id: databaseId\n  firstName\n  lastName\n  email\n  role\n  profileImageUrl\n  needsProfileSetup\n  displayName\n  phone\n}": typeof types.RestUserFragmentDoc,
};
const documents: Documents = {
    "fragment RestServiceRequest on ServiceRequest {\n  id: databaseId\n  status\n  service\n  date\n  time\n  address\n  notes\n  recurring\n  customDays {\n    sunday\n    monday\n    tuesday\n    wednesday\n    thursday\n    friday\n    saturday\n  }\n  phoneNumber\n  adminFeedback\n  createdAt\n  client {\n    id: databaseId\n    displayName\n  }\n}": types.RestServiceRequestFragmentDoc,
    "fragment RestDeletedInvoice on DeleteInvoicePayload {\n  id: deletedInvoiceDatabaseId\n}": types.RestDeletedInvoiceFragmentDoc,
    "fragment RestClient on Client {\n  id: databaseId\n  userId\n  displayName\n  phone\n  email\n  address\n  notes\n  active\n  createdAt\n}": types.RestClientFragmentDoc,
    "fragment RestPageInfo on PageInfo {\n  hasNextPage\n  endCursor\n}": types.RestPageInfoFragmentDoc,
    "fragment RestInvoice on Invoice {\n  id: databaseId\n  invoiceNumber\n  clientId: client {\n    databaseId\n  }\n  client {\n    id: databaseId\n    displayName\n  }\n  issueDate\n  dueDate\n  subtotal: subtotalCents\n  taxAmount: taxAmountCents\n  total: totalCents\n  status\n  effectiveStatus\n  notes\n  paidAt\n  createdAt\n  items {\n    id: databaseId\n    description\n    quantity\n    unitPrice: unitPriceCents\n    amount: amountCents\n  }\n}": types.RestInvoiceFragmentDoc,
    "\n  query RestAuthUser {\n    viewer {\n      ...RestUser\n    }\n  }\n": types.RestAuthUserDocument,
    "\n  mutation RestCompleteProfile($input: CompleteProfileInput!) {\n    completeProfile(input: $input) {\n      user {\n        ...RestUser\n      }\n    }\n  }\n": types.RestCompleteProfileDocument,
    "\n  mutation RestSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      nextStep\n      user {\n        ...RestUser\n      }\n    }\n  }\n": types.RestSignInDocument,
    "\n  mutation RestVerifyTwoFactorSignIn($input: TwoFactorCodeInput!) {\n    verifyTwoFactorSignIn(input: $input) {\n      user {\n        ...RestUser\n      }\n    }\n  }\n": types.RestVerifyTwoFactorSignInDocument,
    "\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n": types.RestSignUpDocument,
    "\n  query RestClients($first: Int, $after: String, $search: String, $status: ActiveStatusFilter!) {\n    clients(first: $first, after: $after, search: $search, status: $status) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestClient\n        }\n      }\n    }\n  }\n": types.RestClientsDocument,
    "\n  mutation RestCreateClient($input: CreateClientInput!) {\n    createClient(input: $input) {\n      client {\n        ...RestClient\n      }\n    }\n  }\n": types.RestCreateClientDocument,
    "\n  mutation RestUpdateClient($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        ...RestClient\n      }\n    }\n  }\n": types.RestUpdateClientDocument,
    "\n  mutation RestDeactivateClient($id: ID!) {\n    deactivateClient(input: { id: $id }) {\n      client {\n        ...RestClient\n      }\n    }\n  }\n": types.RestDeactivateClientDocument,
    "\n  query RestHelpers($first: Int, $after: String, $search: String, $status: ActiveStatusFilter!) {\n    helpers(first: $first, after: $after, search: $search, status: $status) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestHelper\n        }\n      }\n    }\n  }\n": types.RestHelpersDocument,
    "\n  mutation RestCreateHelper($input: CreateHelperInput!) {\n    createHelper(input: $input) {\n      helper {\n        ...RestHelper\n      }\n    }\n  }\n": types.RestCreateHelperDocument,
    "\n  mutation RestUpdateHelper($input: UpdateHelperInput!) {\n    updateHelper(input: $input) {\n      helper {\n        ...RestHelper\n      }\n    }\n  }\n": types.RestUpdateHelperDocument,
    "\n  mutation RestDeactivateHelper($id: ID!) {\n    deactivateHelper(input: { id: $id }) {\n      helper {\n        ...RestHelper\n      }\n    }\n  }\n": types.RestDeactivateHelperDocument,
    "\n  query RestInvoices($first: Int, $after: String, $status: InvoiceStatus) {\n    invoices(first: $first, after: $after, status: $status) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestInvoice\n        }\n      }\n    }\n  }\n": types.RestInvoicesDocument,
    "\n  mutation RestCreateInvoice($input: CreateInvoiceInput!) {\n    createInvoice(input: $input) {\n      invoice {\n        ...RestInvoice\n      }\n    }\n  }\n": types.RestCreateInvoiceDocument,
    "\n  mutation RestUpdateInvoice($input: UpdateInvoiceInput!) {\n    updateInvoice(input: $input) {\n      invoice {\n        ...RestInvoice\n      }\n    }\n  }\n": types.RestUpdateInvoiceDocument,
    "\n  mutation RestDeleteInvoice($id: ID!) {\n    deleteInvoice(input: { id: $id }) {\n      ...RestDeletedInvoice\n    }\n  }\n": types.RestDeleteInvoiceDocument,
    "\n  query RestInvoicePayments($id: ID!) {\n    invoice(id: $id) {\n      ...RestInvoicePayments\n    }\n  }\n": types.RestInvoicePaymentsDocument,
    "\n  mutation RestSendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      message {\n        ...RestMessage\n      }\n    }\n  }\n": types.RestSendMessageDocument,
    "\n  query RestMyMessages($first: Int, $after: String) {\n    myMessages(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestMessage\n        }\n      }\n    }\n  }\n": types.RestMyMessagesDocument,
    "\n  mutation RestRequestHelperAccess($input: RequestHelperAccessInput!) {\n    requestHelperAccess(input: $input) {\n      roleRequest {\n        ...RestRoleRequest\n      }\n    }\n  }\n": types.RestRequestHelperAccessDocument,
    "\n  query RestServiceRequests($first: Int, $after: String) {\n    serviceRequests(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestServiceRequest\n        }\n      }\n    }\n  }\n": types.RestServiceRequestsDocument,
    "\n  mutation RestCreateServiceRequest($input: CreateServiceRequestInput!) {\n    createServiceRequest(input: $input) {\n      serviceRequest {\n        ...RestServiceRequest\n      }\n    }\n  }\n": types.RestCreateServiceRequestDocument,
    "\n  mutation RestDecideServiceRequest($id: ID!, $reason: String, $approve: Boolean!) {\n    approveServiceRequest(input: { id: $id, note: $reason }) @include(if: $approve) {\n      serviceRequest {\n        ...RestServiceRequest\n      }\n    }\n    declineServiceRequest(input: { id: $id, reason: $reason }) @skip(if: $approve) {\n      serviceRequest {\n        ...RestServiceRequest\n      }\n    }\n  }\n": types.RestDecideServiceRequestDocument,
    "fragment RestRoleRequest on RoleRequest {\n  id: databaseId\n  phone\n  reason\n  experience\n  createdAt\n  status\n}": types.RestRoleRequestFragmentDoc,
    "fragment RestInvoicePayments on Invoice {\n  invoiceId: databaseId\n  status\n  total: totalCents\n  balance: balanceCents\n  paidAt\n  payments {\n    paymentId\n    method\n    receivedOn\n    reference\n    note\n    paymentAmount: paymentAmountCents\n    applied: appliedCents\n    refunded: refundedCents\n    pendingRefund: pendingRefundCents\n    createdAt\n  }\n}": types.RestInvoicePaymentsFragmentDoc,
    "fragment RestHelper on Helper {\n  id: databaseId\n  userId\n  phone\n  hourlyRate: hourlyRateCents\n  maxHoursPerWeek\n  notes\n  active\n  createdAt\n}": types.RestHelperFragmentDoc,
    "fragment RestMessage on Message {\n  id: databaseId\n  toUserId: recipientId\n  subject\n  body\n  senderName\n  readAt\n  createdAt\n}": types.RestMessageFragmentDoc,
    "fragment RestUser on User {\n  id: databaseId\n  firstName\n  lastName\n  email\n  role\n  profileImageUrl\n  needsProfileSetup\n  displayName\n  phone\n}": types.RestUserFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestServiceRequest on ServiceRequest {\n  id: databaseId\n  status\n  service\n  date\n  time\n  address\n  notes\n  recurring\n  customDays {\n    sunday\n    monday\n    tuesday\n    wednesday\n    thursday\n    friday\n    saturday\n  }\n  phoneNumber\n  adminFeedback\n  createdAt\n  client {\n    id: databaseId\n    displayName\n  }\n}"): (typeof documents)["fragment RestServiceRequest on ServiceRequest {\n  id: databaseId\n  status\n  service\n  date\n  time\n  address\n  notes\n  recurring\n  customDays {\n    sunday\n    monday\n    tuesday\n    wednesday\n    thursday\n    friday\n    saturday\n  }\n  phoneNumber\n  adminFeedback\n  createdAt\n  client {\n    id: databaseId\n    displayName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestDeletedInvoice on DeleteInvoicePayload {\n  id: deletedInvoiceDatabaseId\n}"): (typeof documents)["fragment RestDeletedInvoice on DeleteInvoicePayload {\n  id: deletedInvoiceDatabaseId\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestClient on Client {\n  id: databaseId\n  userId\n  displayName\n  phone\n  email\n  address\n  notes\n  active\n  createdAt\n}"): (typeof documents)["fragment RestClient on Client {\n  id: databaseId\n  userId\n  displayName\n  phone\n  email\n  address\n  notes\n  active\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestPageInfo on PageInfo {\n  hasNextPage\n  endCursor\n}"): (typeof documents)["fragment RestPageInfo on PageInfo {\n  hasNextPage\n  endCursor\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestInvoice on Invoice {\n  id: databaseId\n  invoiceNumber\n  clientId: client {\n    databaseId\n  }\n  client {\n    id: databaseId\n    displayName\n  }\n  issueDate\n  dueDate\n  subtotal: subtotalCents\n  taxAmount: taxAmountCents\n  total: totalCents\n  status\n  effectiveStatus\n  notes\n  paidAt\n  createdAt\n  items {\n    id: databaseId\n    description\n    quantity\n    unitPrice: unitPriceCents\n    amount: amountCents\n  }\n}"): (typeof documents)["fragment RestInvoice on Invoice {\n  id: databaseId\n  invoiceNumber\n  clientId: client {\n    databaseId\n  }\n  client {\n    id: databaseId\n    displayName\n  }\n  issueDate\n  dueDate\n  subtotal: subtotalCents\n  taxAmount: taxAmountCents\n  total: totalCents\n  status\n  effectiveStatus\n  notes\n  paidAt\n  createdAt\n  items {\n    id: databaseId\n    description\n    quantity\n    unitPrice: unitPriceCents\n    amount: amountCents\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAuthUser {\n    viewer {\n      ...RestUser\n    }\n  }\n"): (typeof documents)["\n  query RestAuthUser {\n    viewer {\n      ...RestUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCompleteProfile($input: CompleteProfileInput!) {\n    completeProfile(input: $input) {\n      user {\n        ...RestUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestCompleteProfile($input: CompleteProfileInput!) {\n    completeProfile(input: $input) {\n      user {\n        ...RestUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      nextStep\n      user {\n        ...RestUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      nextStep\n      user {\n        ...RestUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestVerifyTwoFactorSignIn($input: TwoFactorCodeInput!) {\n    verifyTwoFactorSignIn(input: $input) {\n      user {\n        ...RestUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestVerifyTwoFactorSignIn($input: TwoFactorCodeInput!) {\n    verifyTwoFactorSignIn(input: $input) {\n      user {\n        ...RestUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestClients($first: Int, $after: String, $search: String, $status: ActiveStatusFilter!) {\n    clients(first: $first, after: $after, search: $search, status: $status) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestClient\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RestClients($first: Int, $after: String, $search: String, $status: ActiveStatusFilter!) {\n    clients(first: $first, after: $after, search: $search, status: $status) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestClient\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateClient($input: CreateClientInput!) {\n    createClient(input: $input) {\n      client {\n        ...RestClient\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestCreateClient($input: CreateClientInput!) {\n    createClient(input: $input) {\n      client {\n        ...RestClient\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateClient($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        ...RestClient\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestUpdateClient($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        ...RestClient\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeactivateClient($id: ID!) {\n    deactivateClient(input: { id: $id }) {\n      client {\n        ...RestClient\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestDeactivateClient($id: ID!) {\n    deactivateClient(input: { id: $id }) {\n      client {\n        ...RestClient\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestHelpers($first: Int, $after: String, $search: String, $status: ActiveStatusFilter!) {\n    helpers(first: $first, after: $after, search: $search, status: $status) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestHelper\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RestHelpers($first: Int, $after: String, $search: String, $status: ActiveStatusFilter!) {\n    helpers(first: $first, after: $after, search: $search, status: $status) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestHelper\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateHelper($input: CreateHelperInput!) {\n    createHelper(input: $input) {\n      helper {\n        ...RestHelper\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestCreateHelper($input: CreateHelperInput!) {\n    createHelper(input: $input) {\n      helper {\n        ...RestHelper\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateHelper($input: UpdateHelperInput!) {\n    updateHelper(input: $input) {\n      helper {\n        ...RestHelper\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestUpdateHelper($input: UpdateHelperInput!) {\n    updateHelper(input: $input) {\n      helper {\n        ...RestHelper\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeactivateHelper($id: ID!) {\n    deactivateHelper(input: { id: $id }) {\n      helper {\n        ...RestHelper\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestDeactivateHelper($id: ID!) {\n    deactivateHelper(input: { id: $id }) {\n      helper {\n        ...RestHelper\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestInvoices($first: Int, $after: String, $status: InvoiceStatus) {\n    invoices(first: $first, after: $after, status: $status) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestInvoice\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RestInvoices($first: Int, $after: String, $status: InvoiceStatus) {\n    invoices(first: $first, after: $after, status: $status) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestInvoice\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateInvoice($input: CreateInvoiceInput!) {\n    createInvoice(input: $input) {\n      invoice {\n        ...RestInvoice\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestCreateInvoice($input: CreateInvoiceInput!) {\n    createInvoice(input: $input) {\n      invoice {\n        ...RestInvoice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateInvoice($input: UpdateInvoiceInput!) {\n    updateInvoice(input: $input) {\n      invoice {\n        ...RestInvoice\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestUpdateInvoice($input: UpdateInvoiceInput!) {\n    updateInvoice(input: $input) {\n      invoice {\n        ...RestInvoice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteInvoice($id: ID!) {\n    deleteInvoice(input: { id: $id }) {\n      ...RestDeletedInvoice\n    }\n  }\n"): (typeof documents)["\n  mutation RestDeleteInvoice($id: ID!) {\n    deleteInvoice(input: { id: $id }) {\n      ...RestDeletedInvoice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestInvoicePayments($id: ID!) {\n    invoice(id: $id) {\n      ...RestInvoicePayments\n    }\n  }\n"): (typeof documents)["\n  query RestInvoicePayments($id: ID!) {\n    invoice(id: $id) {\n      ...RestInvoicePayments\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      message {\n        ...RestMessage\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestSendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      message {\n        ...RestMessage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMyMessages($first: Int, $after: String) {\n    myMessages(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestMessage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RestMyMessages($first: Int, $after: String) {\n    myMessages(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestMessage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRequestHelperAccess($input: RequestHelperAccessInput!) {\n    requestHelperAccess(input: $input) {\n      roleRequest {\n        ...RestRoleRequest\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestRequestHelperAccess($input: RequestHelperAccessInput!) {\n    requestHelperAccess(input: $input) {\n      roleRequest {\n        ...RestRoleRequest\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestServiceRequests($first: Int, $after: String) {\n    serviceRequests(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestServiceRequest\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RestServiceRequests($first: Int, $after: String) {\n    serviceRequests(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...RestPageInfo\n      }\n      edges {\n        node {\n          ...RestServiceRequest\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateServiceRequest($input: CreateServiceRequestInput!) {\n    createServiceRequest(input: $input) {\n      serviceRequest {\n        ...RestServiceRequest\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestCreateServiceRequest($input: CreateServiceRequestInput!) {\n    createServiceRequest(input: $input) {\n      serviceRequest {\n        ...RestServiceRequest\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDecideServiceRequest($id: ID!, $reason: String, $approve: Boolean!) {\n    approveServiceRequest(input: { id: $id, note: $reason }) @include(if: $approve) {\n      serviceRequest {\n        ...RestServiceRequest\n      }\n    }\n    declineServiceRequest(input: { id: $id, reason: $reason }) @skip(if: $approve) {\n      serviceRequest {\n        ...RestServiceRequest\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestDecideServiceRequest($id: ID!, $reason: String, $approve: Boolean!) {\n    approveServiceRequest(input: { id: $id, note: $reason }) @include(if: $approve) {\n      serviceRequest {\n        ...RestServiceRequest\n      }\n    }\n    declineServiceRequest(input: { id: $id, reason: $reason }) @skip(if: $approve) {\n      serviceRequest {\n        ...RestServiceRequest\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestRoleRequest on RoleRequest {\n  id: databaseId\n  phone\n  reason\n  experience\n  createdAt\n  status\n}"): (typeof documents)["fragment RestRoleRequest on RoleRequest {\n  id: databaseId\n  phone\n  reason\n  experience\n  createdAt\n  status\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestInvoicePayments on Invoice {\n  invoiceId: databaseId\n  status\n  total: totalCents\n  balance: balanceCents\n  paidAt\n  payments {\n    paymentId\n    method\n    receivedOn\n    reference\n    note\n    paymentAmount: paymentAmountCents\n    applied: appliedCents\n    refunded: refundedCents\n    pendingRefund: pendingRefundCents\n    createdAt\n  }\n}"): (typeof documents)["fragment RestInvoicePayments on Invoice {\n  invoiceId: databaseId\n  status\n  total: totalCents\n  balance: balanceCents\n  paidAt\n  payments {\n    paymentId\n    method\n    receivedOn\n    reference\n    note\n    paymentAmount: paymentAmountCents\n    applied: appliedCents\n    refunded: refundedCents\n    pendingRefund: pendingRefundCents\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestHelper on Helper {\n  id: databaseId\n  userId\n  phone\n  hourlyRate: hourlyRateCents\n  maxHoursPerWeek\n  notes\n  active\n  createdAt\n}"): (typeof documents)["fragment RestHelper on Helper {\n  id: databaseId\n  userId\n  phone\n  hourlyRate: hourlyRateCents\n  maxHoursPerWeek\n  notes\n  active\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestMessage on Message {\n  id: databaseId\n  toUserId: recipientId\n  subject\n  body\n  senderName\n  readAt\n  createdAt\n}"): (typeof documents)["fragment RestMessage on Message {\n  id: databaseId\n  toUserId: recipientId\n  subject\n  body\n  senderName\n  readAt\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestUser on User {\n  id: databaseId\n  firstName\n  lastName\n  email\n  role\n  profileImageUrl\n  needsProfileSetup\n  displayName\n  phone\n}"): (typeof documents)["fragment RestUser on User {\n  id: databaseId\n  firstName\n  lastName\n  email\n  role\n  profileImageUrl\n  needsProfileSetup\n  displayName\n  phone\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;