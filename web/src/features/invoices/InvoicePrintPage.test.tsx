import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { InvoicePrintPage, InvoicePrintPage_Query } from './InvoicePrintPage';

const ID = '00000000-0000-4000-8000-000000000001';

const business = {
  __typename: 'BusinessProfile',
  businessName: 'Sunshine Clean',
  phone: '+12395550100',
  email: 'hello@sunshineclean.example',
  address: '4500 Tamiami Trail N, Naples, FL 34103',
  paymentInstructions: 'Pay by Zelle to hello@sunshineclean.example.',
};

const invoice = {
  __typename: 'Invoice',
  id: 'SW52b2ljZTox',
  invoiceNumber: 'INV-2026-0007',
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  subtotalCents: 31000,
  taxAmountCents: 2015,
  totalCents: 33015,
  effectiveStatus: 'SENT' as string,
  status: 'SENT' as string,
  balanceCents: 33015,
  payments: [] as unknown[],
  writeOffs: [] as unknown[],
  reminders: [] as unknown[],
  notes: 'Thank you, Jennifer!',
  paidAt: null as string | null,
  client: {
    __typename: 'Client',
    id: 'Q2xpZW50OjE',
    displayName: 'Jennifer Thompson',
    address: '1450 Gulf Shore Blvd N',
    phone: '+12395550142',
    creditCents: 0,
  },
  items: [
    {
      __typename: 'InvoiceItem',
      id: 'SXRlbTox',
      description: 'Deep cleaning',
      quantity: 1,
      unitPriceCents: 25000,
      amountCents: 25000,
    },
    {
      __typename: 'InvoiceItem',
      id: 'SXRlbToy',
      description: 'Interior windows',
      quantity: 2,
      unitPriceCents: 3000,
      amountCents: 6000,
    },
  ],
};

function mock(found: typeof invoice | null, cards = false): MockLink.MockedResponse {
  return {
    request: { query: InvoicePrintPage_Query, variables: { id: ID } },
    result: {
      data: {
        viewer: { __typename: 'User', id: 'VXNlcjox', role: 'CLIENT' },
        invoice: found,
        businessProfile: business,
        cardPayments: { __typename: 'CardPaymentsStatus', enabled: cards },
      },
    },
  };
}

const page = (
  <Routes>
    <Route path="/invoices/:id/print" element={<InvoicePrintPage />} />
  </Routes>
);

describe('InvoicePrintPage', () => {
  it("prints the business's card, the client, the lines and the totals", async () => {
    renderWithProviders(page, { route: `/invoices/${ID}/print`, mocks: [mock(invoice)] });
    const document = await screen.findByRole('article', { name: 'Invoice INV-2026-0007' });
    for (const text of [
      'Sunshine Clean',
      '4500 Tamiami Trail N, Naples, FL 34103',
      '(239) 555-0100',
      'hello@sunshineclean.example',
      'Jennifer Thompson',
      '(239) 555-0142',
      'Nov 2, 2026',
      'Dec 2, 2026',
      'Deep cleaning',
      'Interior windows',
      '$310.00',
      '$20.15',
      '$330.15',
      'Thank you, Jennifer!',
    ]) {
      expect(within(document).getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    const rows = within(document)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Deep cleaning', '1', '$250.00', '$250.00'],
      ['Interior windows', '2', '$30.00', '$60.00'],
    ]);
    expect(within(document).getByRole('region', { name: 'How to pay' }).textContent).toContain('Pay by Zelle');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to invoices' }).getAttribute('href')).toBe('/client-invoices');
  });

  it('puts the payment instructions first when opened by Pay Now', async () => {
    renderWithProviders(page, { route: `/invoices/${ID}/print?pay=1`, mocks: [mock(invoice)] });
    const document = await screen.findByRole('article', { name: 'Invoice INV-2026-0007' });
    expect(document.firstElementChild?.getAttribute('aria-labelledby')).toBe('how-to-pay');
    expect(within(document).getByText('Online card payment is not available yet.')).toBeTruthy();
  });

  it('offers Pay by card to the client when card payments are on', async () => {
    renderWithProviders(page, { route: `/invoices/${ID}/print?pay=1`, mocks: [mock(invoice, true)] });
    expect(await screen.findByRole('button', { name: `Pay by card ${invoice.invoiceNumber}` })).toBeTruthy();
    expect(screen.queryByText('Online card payment is not available yet.')).toBeNull();
  });

  it('has no payment section once paid', async () => {
    renderWithProviders(page, {
      route: `/invoices/${ID}/print`,
      mocks: [mock({ ...invoice, effectiveStatus: 'PAID', paidAt: '2026-11-05T15:00:00.000Z' })],
    });
    const document = await screen.findByRole('article', { name: 'Invoice INV-2026-0007' });
    expect(within(document).queryByRole('region', { name: 'How to pay' })).toBeNull();
    expect(within(document).getByText('Paid on')).toBeTruthy();
  });

  it("says so when the invoice is not the viewer's to see", async () => {
    renderWithProviders(page, { route: `/invoices/${ID}/print`, mocks: [mock(null)] });
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeTruthy();
  });
});
