import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { InvoiceStatus } from '../../gql/graphql';
import { CLIENT_INVOICES_PAGE_SIZE, ClientInvoicesPage, ClientInvoicesPage_Query } from './ClientInvoicesPage';

let sequence = 0;
function invoice(effectiveStatus: InvoiceStatus, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    __typename: 'Invoice',
    id: `SW52b2ljZT${sequence}`,
    databaseId: `00000000-0000-4000-8000-00000000000${sequence}`,
    invoiceNumber: `INV-2026-000${sequence}`,
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    totalCents: 38340,
    effectiveStatus,
    paidAt: null,
    balanceCents: 38340,
    ...overrides,
  };
}

function pageMock(nodes: ReturnType<typeof invoice>[], role = 'CLIENT'): MockLink.MockedResponse {
  return {
    request: { query: ClientInvoicesPage_Query, variables: { first: CLIENT_INVOICES_PAGE_SIZE } },
    result: {
      data: {
        viewer: { __typename: 'User', id: 'VXNlcjox', role },
        invoices: {
          __typename: 'InvoiceConnection',
          totalCount: nodes.length,
          edges: nodes.map((node) => ({ __typename: 'InvoiceEdge', node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
  };
}

describe('ClientInvoicesPage', () => {
  it('shows what is left to pay on a partly paid invoice, with Pay Now', async () => {
    const partly = invoice('PARTLY_PAID', { balanceCents: 20000 });
    renderWithProviders(<ClientInvoicesPage />, { mocks: [pageMock([partly])] });
    const card = await screen.findByRole('article', { name: partly.invoiceNumber });
    expect(within(card).getByText('Partly paid')).toBeTruthy();
    expect(within(card).getByText('Balance')).toBeTruthy();
    expect(within(card).getByText('$200.00')).toBeTruthy();
    expect(within(card).getByRole('link', { name: `Pay Now ${partly.invoiceNumber}` })).toBeTruthy();
  });

  it('shows each invoice as a card with status, dates and total, and Pay Now only for sent or overdue ones', async () => {
    const sent = invoice('SENT');
    const overdue = invoice('OVERDUE', { totalCents: 10000 });
    const paid = invoice('PAID', { paidAt: '2026-11-05T15:00:00.000Z' });
    const voided = invoice('VOID');
    const cancelled = invoice('CANCELLED');
    renderWithProviders(<ClientInvoicesPage />, { mocks: [pageMock([sent, overdue, paid, voided, cancelled])] });

    const sentCard = await screen.findByRole('article', { name: sent.invoiceNumber });
    expect(within(sentCard).getByText('Sent')).toBeTruthy();
    expect(within(sentCard).getByText('$383.40')).toBeTruthy();
    expect(within(sentCard).getByText('Nov 2, 2026')).toBeTruthy();
    expect(within(sentCard).getByText('Dec 2, 2026')).toBeTruthy();
    const pay = within(sentCard).getByRole('link', { name: `Pay Now ${sent.invoiceNumber}` });
    expect(pay.getAttribute('href')).toBe(`/invoices/${sent.databaseId}/print?pay=1`);

    const overdueCard = screen.getByRole('article', { name: overdue.invoiceNumber });
    expect(within(overdueCard).getByText('Overdue')).toBeTruthy();
    expect(within(overdueCard).getByRole('link', { name: /Pay Now/ })).toBeTruthy();

    for (const [shown, label] of [
      [paid, 'Paid'],
      [voided, 'Void'],
      [cancelled, 'Cancelled'],
    ] as const) {
      const card = screen.getByRole('article', { name: shown.invoiceNumber });
      expect(within(card).getByText(label)).toBeTruthy();
      expect(within(card).queryByRole('link', { name: /Pay Now/ })).toBeNull();
      expect(within(card).getByRole('link', { name: `View invoice ${shown.invoiceNumber}` })).toBeTruthy();
    }
    expect(within(screen.getByRole('article', { name: paid.invoiceNumber })).getByText('Nov 5, 2026')).toBeTruthy();
    expect(screen.getByText('2 invoices to pay, $483.40 in total.')).toBeTruthy();
  });

  it('says there are none yet when the client has no invoices', async () => {
    renderWithProviders(<ClientInvoicesPage />, { mocks: [pageMock([])] });
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
  });

  it('sends the admin to the ledger', async () => {
    renderWithProviders(<ClientInvoicesPage />, { mocks: [pageMock([], 'ADMIN')] });
    expect((await screen.findByRole('link', { name: 'Go to the invoice ledger' })).getAttribute('href')).toBe('/invoices');
  });
});
