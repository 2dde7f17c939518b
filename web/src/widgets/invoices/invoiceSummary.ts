import { graphql } from '../../gql';

/**
 * What every list of invoices shows of one (the admin's table row, the client's card): its number, dates, total and
 * status, and the database id its printable page's link uses. Spread it unmasked: `...InvoiceSummary_invoice @unmask`.
 */
export const InvoiceSummary_invoice = graphql(`
  fragment InvoiceSummary_invoice on Invoice {
    databaseId
    invoiceNumber
    issueDate
    dueDate
    totalCents
    effectiveStatus
  }
`);
