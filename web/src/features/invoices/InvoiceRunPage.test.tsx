import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { spread } from '../../widgets/payments/RecordPaymentDialog';
import { InvoiceRunPage, InvoiceRunPage_Mutation, InvoiceRunPage_Query } from './InvoiceRunPage';

const preview = {
  __typename: 'InvoiceRunPreview',
  from: '2026-11-01',
  through: '2026-11-30',
  visitCount: 3,
  totalCents: 58_575,
  clients: [
    {
      __typename: 'InvoiceRunClient',
      client: { __typename: 'Client', id: 'Q2xpZW50OjE', displayName: 'Jennifer Thompson' },
      visits: [
        {
          __typename: 'InvoiceRunVisit',
          visitId: 'VmlzaXQ6MQ',
          date: '2026-11-03',
          description: 'Standard Cleaning, Tue, Nov 3, 2026',
          priceCents: 15_000,
        },
        {
          __typename: 'InvoiceRunVisit',
          visitId: 'VmlzaXQ6Mg',
          date: '2026-11-17',
          description: 'Deep Cleaning, Tue, Nov 17, 2026',
          priceCents: 25_000,
        },
      ],
      subtotalCents: 40_000,
      taxCents: 2_600,
      totalCents: 42_600,
    },
    {
      __typename: 'InvoiceRunClient',
      client: { __typename: 'Client', id: 'Q2xpZW50OjI', displayName: 'Marcus Lee' },
      visits: [
        {
          __typename: 'InvoiceRunVisit',
          visitId: 'VmlzaXQ6Mw',
          date: '2026-11-05',
          description: 'Standard Cleaning, Thu, Nov 5, 2026',
          priceCents: 15_000,
        },
      ],
      subtotalCents: 15_000,
      taxCents: 975,
      totalCents: 15_975,
    },
  ],
};

const previewMock = (data: typeof preview): MockLink.MockedResponse => ({
  request: { query: InvoiceRunPage_Query, variables: { from: null, through: null } },
  result: { data: { invoiceRunPreview: data } },
});

describe('InvoiceRunPage', () => {
  it('previews per client and creates after a confirmation naming how many invoices and the total', async () => {
    let sent = false;
    const mocks: MockLink.MockedResponse[] = [
      previewMock(preview),
      {
        request: { query: InvoiceRunPage_Mutation, variables: { input: { from: '2026-11-01', through: '2026-11-30' } } },
        result: () => {
          sent = true;
          return { data: { createInvoiceRun: { __typename: 'CreateInvoiceRunPayload', invoiceCount: 2, totalCents: 58_575 } } };
        },
      },
      previewMock({ ...preview, clients: [], visitCount: 0, totalCents: 0 }),
    ];
    renderWithProviders(<InvoiceRunPage />, { route: '/invoices/run', mocks });
    expect(await screen.findByRole('heading', { name: 'Jennifer Thompson: $426.00' })).toBeTruthy();
    expect(document.body.textContent).toContain('2 invoices, 3 visits, $585.75 in all');
    const table = screen.getByRole('table', { name: 'Visits to bill for Marcus Lee' });
    expect(within(table).getByText('Standard Cleaning, Thu, Nov 5, 2026')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Create and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create and send invoices?' });
    expect(dialog.textContent).toContain('2 invoices totalling $585.75 will be created and emailed to the clients.');
    expect(sent).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and send 2 invoices' }));
    expect(await screen.findByText('Nothing to bill')).toBeTruthy();
    expect(sent).toBe(true);
  });

  it('says when there is nothing to bill, and Create and send is off', async () => {
    renderWithProviders(<InvoiceRunPage />, {
      route: '/invoices/run',
      mocks: [previewMock({ ...preview, clients: [], visitCount: 0, totalCents: 0 })],
    });
    expect(await screen.findByText('Nothing to bill')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create and send' })).toHaveProperty('disabled', true);
  });
});

describe('spreading a payment over open invoices', () => {
  it('fills the first ones in order up to each balance; the rest is credit', () => {
    const invoices = [
      { id: 'a', balanceCents: 5_000 },
      { id: 'b', balanceCents: 3_000 },
    ];
    expect(spread(6_000, invoices)).toEqual({ a: 5_000, b: 1_000 });
    expect(spread(10_000, invoices)).toEqual({ a: 5_000, b: 3_000 });
    expect(spread(0, invoices)).toEqual({ a: 0, b: 0 });
  });
});
