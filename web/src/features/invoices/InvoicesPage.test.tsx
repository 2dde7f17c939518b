import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { InvoiceStatus } from '../../gql/graphql';
import { InvoiceFormDialog_Clients } from './useInvoiceDraft';
import { INVOICES_PAGE_SIZE, InvoicesPage, InvoicesPage_Query } from './InvoicesPage';
import { createInvoiceMutation } from './useCreateInvoice';
import { deleteInvoiceMutation } from './useDeleteInvoice';
import { exportInvoicesQuery } from './useExportInvoicesCsv';
import { updateInvoiceMutation } from './useUpdateInvoice';
import { addDays, businessToday } from '../../lib/businessTime';

const JENNIFER = { __typename: 'Client', id: 'Q2xpZW50Omplbm5pZmVy', displayName: 'Jennifer Thompson' };
const MARK = { __typename: 'Client', id: 'Q2xpZW50Om1hcms', displayName: 'Mark Chen' };

function invoiceNode(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Invoice',
    id: 'SW52b2ljZTox',
    databaseId: '00000000-0000-4000-8000-000000000001',
    invoiceNumber: 'INV-2026-0001',
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    subtotalCents: 36000,
    taxAmountCents: 2340,
    totalCents: 38340,
    status: 'SENT' as InvoiceStatus,
    effectiveStatus: 'SENT' as InvoiceStatus,
    notes: null,
    paidAt: null,
    client: JENNIFER,
    items: [],
    ...overrides,
  };
}

function pageMock(
  nodes: ReturnType<typeof invoiceNode>[],
  search: string | null = null,
  rate: number | null = 650,
  status: InvoiceStatus | null = null,
): MockLink.MockedResponse {
  return {
    request: { query: InvoicesPage_Query, variables: { search, status, first: INVOICES_PAGE_SIZE } },
    result: {
      data: {
        invoices: {
          __typename: 'InvoiceConnection',
          totalCount: nodes.length,
          edges: nodes.map((node) => ({ __typename: 'InvoiceEdge', node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
        businessProfile: { __typename: 'BusinessProfile', defaultTaxRateBasisPoints: rate },
      },
    },
    maxUsageCount: 5,
  };
}

const clientsMock: MockLink.MockedResponse = {
  request: { query: InvoiceFormDialog_Clients, variables: { search: null } },
  result: { data: { billableClients: [JENNIFER, MARK] } },
};

/** The toast region (hidden from the accessibility tree while a modal dialog is open, so looked up with hidden). */
function notifications() {
  return within(screen.getByRole('region', { name: /notifications/i, hidden: true }));
}

describe('InvoicesPage', () => {
  it('shows the ledger with the spec columns, status words and dollar totals', async () => {
    renderWithProviders(<InvoicesPage />, {
      mocks: [
        pageMock([
          invoiceNode(),
          invoiceNode({ id: 'SW52b2ljZToy', invoiceNumber: 'INV-2026-0002', effectiveStatus: 'OVERDUE', client: MARK }),
        ]),
      ],
    });
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Invoice #', 'Client', 'Issue Date', 'Due Date', 'Total', 'Status', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 6),
    ).toEqual(['INV-2026-0001', 'Jennifer Thompson', 'Nov 2, 2026', 'Dec 2, 2026', '$383.40', 'Sent']);
    expect(within(rows[1]!).getByText('Overdue')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New Invoice' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 invoices')).toBeTruthy();
  });

  it('searches on the server and says when nothing matches', async () => {
    const { user } = renderWithProviders(<InvoicesPage />, { mocks: [pageMock([invoiceNode()]), pageMock([], 'zzz')] });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'zzz');
    expect(await screen.findByText('No invoices found matching your search')).toBeTruthy();
  });

  it('filters by status on the server with the same control as Clients and Helpers, and says when none has it', async () => {
    const overdue = invoiceNode({ id: 'SW52b2ljZToy', invoiceNumber: 'INV-2026-0002', effectiveStatus: 'OVERDUE' });
    const { user } = renderWithProviders(<InvoicesPage />, {
      mocks: [
        pageMock([invoiceNode(), overdue]),
        pageMock([overdue], null, 650, 'OVERDUE'),
        pageMock([], null, 650, 'CANCELLED'),
      ],
    });
    await screen.findByRole('table');
    const filter = screen.getByRole('combobox', { name: 'Show invoices' }) as HTMLSelectElement;
    expect([...filter.options].map((option) => option.text)).toEqual([
      'All invoices',
      'Draft',
      'Sent',
      'Paid',
      'Overdue',
      'Cancelled',
    ]);
    expect(screen.getByRole('search')).toBeTruthy();

    await user.selectOptions(filter, 'OVERDUE');
    const table = await screen.findByRole('table', { name: 'Overdue invoices' });
    // The previous page stays until the filtered one arrives.
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1));
    expect(within(table).getByText('INV-2026-0002')).toBeTruthy();

    await user.selectOptions(filter, 'CANCELLED');
    expect(await screen.findByText('No cancelled invoices')).toBeTruthy();
    expect(screen.queryByText('No invoices yet')).toBeNull();
  });

  it("says 'No invoices yet' on an empty ledger", async () => {
    renderWithProviders(<InvoicesPage />, { mocks: [pageMock([])] });
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
  });

  describe('New Invoice', () => {
    it('defaults the dates and status, itemizes, defaults the tax from the rate, and sends dollars', async () => {
      let sent: Record<string, unknown> | undefined;
      const today = businessToday();
      const { user } = renderWithProviders(<InvoicesPage />, {
        mocks: [
          pageMock([]),
          clientsMock,
          {
            request: {
              query: createInvoiceMutation,
              variables: (variables: Record<string, unknown>) => {
                sent = variables.input as Record<string, unknown>;
                return true;
              },
            },
            result: { data: { createInvoice: { __typename: 'CreateInvoicePayload', invoice: invoiceNode() } } },
          },
          pageMock([invoiceNode()]),
        ],
      });
      await user.click(await screen.findByRole('button', { name: 'New Invoice' }));
      const dialog = await screen.findByRole('dialog', { name: 'New Invoice' });
      expect((within(dialog).getByLabelText('Issue Date') as HTMLInputElement).value).toBe(today);
      expect((within(dialog).getByLabelText('Due Date') as HTMLInputElement).value).toBe(addDays(today, 30));
      expect((within(dialog).getByLabelText('Subtotal') as HTMLInputElement).value).toBe('0.00');
      expect((within(dialog).getByLabelText('Status') as HTMLSelectElement).value).toBe('DRAFT');

      await within(dialog).findByRole('option', { name: 'Jennifer Thompson' });
      await user.selectOptions(within(dialog).getByLabelText('Client'), 'Jennifer Thompson');
      await user.click(within(dialog).getByRole('button', { name: '+ Add line item' }));
      await user.type(within(dialog).getByLabelText('Item 1 description'), 'Deep cleaning');
      await user.type(within(dialog).getByLabelText('Item 1 unit price'), '250');
      await user.click(within(dialog).getByRole('button', { name: '+ Add line item' }));
      await user.type(within(dialog).getByLabelText('Item 2 description'), 'Interior windows');
      await user.clear(within(dialog).getByLabelText('Item 2 qty'));
      await user.type(within(dialog).getByLabelText('Item 2 qty'), '2');
      await user.type(within(dialog).getByLabelText('Item 2 unit price'), '30.005');

      expect((within(dialog).getByLabelText('Subtotal') as HTMLInputElement).value).toBe('310.02');
      expect((within(dialog).getByLabelText('Tax') as HTMLInputElement).value).toBe('20.15');
      expect(within(dialog).getByText('$330.17')).toBeTruthy();

      await user.type(within(dialog).getByLabelText('Notes'), '   ');
      await user.click(within(dialog).getByRole('button', { name: 'Create Invoice' }));

      expect(await notifications().findByText('Invoice created')).toBeTruthy();
      expect(sent).toEqual({
        clientId: JENNIFER.id,
        issueDate: today,
        dueDate: addDays(today, 30),
        status: 'DRAFT',
        notes: null,
        taxAmountCents: 2015,
        totalCents: 33017,
        items: [
          { description: 'Deep cleaning', quantity: 1, unitPriceCents: 25_000 },
          { description: 'Interior windows', quantity: 2, unitPriceCents: 3001 },
        ],
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('refuses a due date before the issue date and a missing client, without calling the server', async () => {
      const { user } = renderWithProviders(<InvoicesPage />, { mocks: [pageMock([]), clientsMock] });
      await user.click(await screen.findByRole('button', { name: 'New Invoice' }));
      const dialog = await screen.findByRole('dialog', { name: 'New Invoice' });
      const due = within(dialog).getByLabelText('Due Date');
      await user.clear(due);
      await user.type(due, '2020-01-01');
      await user.click(within(dialog).getByRole('button', { name: 'Create Invoice' }));
      expect(within(dialog).getByText('The due date cannot be before the issue date')).toBeTruthy();
      expect(within(dialog).getByText('Choose a client')).toBeTruthy();
    });

    it('shows the fixed failure text when the server refuses', async () => {
      const { user } = renderWithProviders(<InvoicesPage />, {
        mocks: [
          pageMock([], null, null),
          clientsMock,
          {
            request: { query: createInvoiceMutation, variables: () => true },
            result: { errors: [{ message: 'Client not found', extensions: { code: 'NOT_FOUND' } }] },
          },
        ],
      });
      await user.click(await screen.findByRole('button', { name: 'New Invoice' }));
      const dialog = await screen.findByRole('dialog', { name: 'New Invoice' });
      await within(dialog).findByRole('option', { name: 'Mark Chen' });
      await user.selectOptions(within(dialog).getByLabelText('Client'), 'Mark Chen');
      await user.click(within(dialog).getByRole('button', { name: 'Create Invoice' }));
      expect(await notifications().findByText('Failed to create invoice. Please try again.')).toBeTruthy();
      expect(notifications().getByText('Error')).toBeTruthy();
      expect(screen.getByRole('dialog', { name: 'New Invoice' })).toBeTruthy();
    });
  });

  it('edits an invoice: number shown but fixed, status changed, items kept, and says so', async () => {
    let sent: Record<string, unknown> | undefined;
    const existing = invoiceNode({
      status: 'DRAFT',
      effectiveStatus: 'DRAFT',
      subtotalCents: 15000,
      taxAmountCents: 975,
      totalCents: 15975,
      items: [
        { __typename: 'InvoiceItem', id: 'SXRlbTox', description: 'Standard cleaning', quantity: 1, unitPriceCents: 15000 },
      ],
    });
    const { user } = renderWithProviders(<InvoicesPage />, {
      mocks: [
        pageMock([existing]),
        {
          request: {
            query: updateInvoiceMutation,
            variables: (variables: Record<string, unknown>) => {
              sent = variables.input as Record<string, unknown>;
              return true;
            },
          },
          result: {
            data: {
              updateInvoice: {
                __typename: 'UpdateInvoicePayload',
                invoice: { ...existing, status: 'SENT', effectiveStatus: 'SENT' },
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit INV-2026-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Invoice INV-2026-0001' });
    expect(within(dialog).queryByLabelText('Client')).toBeNull();
    expect(within(dialog).queryByLabelText('Issue Date')).toBeNull();
    expect((within(dialog).getByLabelText('Tax') as HTMLInputElement).value).toBe('9.75');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Sent');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await notifications().findByText('Invoice updated')).toBeTruthy();
    expect(sent).toEqual({
      id: existing.id,
      dueDate: '2026-12-02',
      status: 'SENT',
      notes: null,
      items: [{ description: 'Standard cleaning', quantity: 1, unitPriceCents: 15_000 }],
      taxAmountCents: 975,
      totalCents: 15_975,
    });
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Sent')).toBeTruthy());
  });

  it('deletes only after confirmation, and removes the row', async () => {
    const { user } = renderWithProviders(<InvoicesPage />, {
      mocks: [
        pageMock([invoiceNode(), invoiceNode({ id: 'SW52b2ljZToy', invoiceNumber: 'INV-2026-0002' })]),
        {
          request: { query: deleteInvoiceMutation, variables: { input: { id: 'SW52b2ljZTox' } } },
          result: { data: { deleteInvoice: { __typename: 'DeleteInvoicePayload', deletedInvoiceId: 'SW52b2ljZTox' } } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete INV-2026-0001' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete invoice INV-2026-0001?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('INV-2026-0001')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete INV-2026-0001' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Invoice' }));
    expect(await notifications().findByText('Invoice deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('INV-2026-0001')).toBeNull());
    expect(screen.getByText('INV-2026-0002')).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1 invoice')).toBeTruthy();
  });

  it('shows the fixed text when a delete fails', async () => {
    const { user } = renderWithProviders(<InvoicesPage />, {
      mocks: [
        pageMock([invoiceNode()]),
        { request: { query: deleteInvoiceMutation, variables: () => true }, error: new Error('network down') },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete INV-2026-0001' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Invoice' }));
    expect(await notifications().findByText('Failed to delete invoice. Please try again.')).toBeTruthy();
    expect(screen.getByText('INV-2026-0001')).toBeTruthy();
  });

  describe('Export CSV', () => {
    const created: Blob[] = [];
    beforeEach(() => {
      created.length = 0;
      URL.createObjectURL = vi.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:invoices';
      });
      URL.revokeObjectURL = vi.fn();
    });
    afterEach(() => vi.restoreAllMocks());

    function exportMock(nodes: Record<string, unknown>[], status: InvoiceStatus | null = null): MockLink.MockedResponse {
      return {
        request: { query: exportInvoicesQuery, variables: { search: null, status, first: 500, after: null } },
        result: {
          data: {
            invoices: {
              __typename: 'InvoiceConnection',
              edges: nodes.map((node) => ({ __typename: 'InvoiceEdge', node })),
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            },
          },
        },
      };
    }

    it("says 'No data to export' when there are no invoices", async () => {
      const { user } = renderWithProviders(<InvoicesPage />, { mocks: [pageMock([]), exportMock([])] });
      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
      expect(await notifications().findByText('No data to export')).toBeTruthy();
      expect(created).toHaveLength(0);
    });

    it('downloads invoices_{date}.csv with every invoice', async () => {
      const clicks: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicks.push(this.download);
      });
      const { user } = renderWithProviders(<InvoicesPage />, {
        mocks: [
          pageMock([invoiceNode()]),
          exportMock([
            {
              __typename: 'Invoice',
              id: 'SW52b2ljZTox',
              invoiceNumber: 'INV-2026-0001',
              issueDate: '2026-11-02',
              dueDate: '2026-12-02',
              effectiveStatus: 'OVERDUE',
              subtotalCents: 36000,
              taxAmountCents: 2340,
              totalCents: 38340,
              notes: '=cmd',
              client: JENNIFER,
            },
          ]),
        ],
      });
      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(clicks).toEqual([`invoices_${businessToday()}.csv`]));
      const text = await created[0]!.text();
      expect(text).toContain('Invoice Number,Client,Issue Date,Due Date,Status,Subtotal,Tax,Total,Notes\r\n');
      expect(text).toContain(`INV-2026-0001,Jennifer Thompson,2026-11-02,2026-12-02,Overdue,360.00,23.40,383.40,"'=cmd"`);
    });
  });
});
