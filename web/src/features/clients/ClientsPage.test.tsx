import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { sendMessageMutation } from '../../widgets/roster/useSendMessage';
import { CLIENTS_PAGE_SIZE, ClientsPage, clientsPageQuery } from './ClientsPage';
import { clientNode, LINDA, LINKED_USER, listMock, ROBERT } from './clientsTestData';
import {
  createClientMutation,
  deactivateClientMutation,
  linkClientAccountMutation,
  updateClientMutation,
} from './useClientMutations';

/** The toast region (hidden from the accessibility tree while a modal dialog is open, so looked up with hidden). */
const notifications = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));

function rowOf(name: string) {
  return screen.getByText(name).closest('tr') as HTMLElement;
}

describe('ClientsPage', () => {
  it('shows the spec columns, formatted phones, the status and the row actions', async () => {
    renderWithProviders(<ClientsPage />, { mocks: [listMock([clientNode(), ROBERT, LINDA])] });
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Phone', 'Saved card', 'Status', 'Created', 'Actions']);
    const cells = within(rowOf('Jennifer Thompson'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['Jennifer Thompsonclient@demo.local', '(239) 555-0142', '—', 'Active', 'Apr 26, 2026']);
    expect(within(rowOf('Robert Chen')).getAllByRole('cell')[1]!.textContent).toBe('—');
    expect(within(rowOf('Linda Parker')).getByText('Inactive')).toBeTruthy();
    expect(within(rowOf('Linda Parker')).getByRole('button', { name: 'Reactivate Linda Parker' })).toBeTruthy();
    expect(within(rowOf('Robert Chen')).getByRole('button', { name: 'Deactivate Robert Chen' })).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 clients')).toBeTruthy();
  });

  it('shows a saved card by brand and last four only, and a dash without one', async () => {
    const withCard = clientNode({ savedCard: { __typename: 'SavedCard', brand: 'visa', last4: '4242' } });
    renderWithProviders(<ClientsPage />, { mocks: [listMock([withCard, ROBERT])] });
    await screen.findByRole('table', { name: 'Clients' });
    expect(within(rowOf('Jennifer Thompson')).getAllByRole('cell')[2]!.textContent).toBe('VISA ending in 4242');
    expect(within(rowOf('Robert Chen')).getAllByRole('cell')[2]!.textContent).toBe('—');
    expect(within(rowOf('Robert Chen')).getByLabelText('No saved card')).toBeTruthy();
  });

  it("says 'No clients yet' on an empty list and 'No clients found matching your search' for a search", async () => {
    const { user } = renderWithProviders(<ClientsPage />, { mocks: [listMock([]), listMock([], { search: 'zed' })] });
    expect(await screen.findByText('No clients yet')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'zed');
    expect(await screen.findByText('No clients found matching your search')).toBeTruthy();
  });

  it('filters by status on the server', async () => {
    const { user } = renderWithProviders(<ClientsPage />, {
      mocks: [listMock([clientNode(), LINDA]), listMock([LINDA], { status: 'INACTIVE' })],
    });
    await screen.findByText('Jennifer Thompson');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show clients' }), 'INACTIVE');
    await waitFor(() => expect(screen.queryByText('Jennifer Thompson')).toBeNull());
    expect(screen.getByText('Linda Parker')).toBeTruthy();
  });

  it("pages with 'Load more'", async () => {
    const { user } = renderWithProviders(<ClientsPage />, {
      mocks: [
        listMock([clientNode()], { hasNextPage: true, total: 2 }),
        listMock([ROBERT], { after: 'cursor-Q2xpZW50OjE', total: 2 }),
      ],
    });
    await screen.findByText('Showing 1 of 2 clients');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Robert Chen')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 clients')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("toasts 'Failed to fetch clients' when the list cannot load", async () => {
    renderWithProviders(<ClientsPage />, {
      mocks: [
        {
          request: { query: clientsPageQuery, variables: { search: null, status: 'ALL', first: CLIENTS_PAGE_SIZE } },
          error: new Error('offline'),
        },
      ],
    });
    expect(await notifications().findByText('Failed to fetch clients')).toBeTruthy();
    expect(notifications().getByText('Error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  describe('Add Client', () => {
    it('requires a name and sends nothing without one', async () => {
      const { user } = renderWithProviders(<ClientsPage />, { mocks: [listMock([])] });
      await user.click((await screen.findAllByRole('button', { name: 'Add Client' }))[0]!);
      const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
      await user.type(within(dialog).getByLabelText(/^Name/), '   ');
      await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
      expect(within(dialog).getByText('Name is required')).toBeTruthy();
      expect(screen.getByRole('dialog', { name: 'Add Client' })).toBeTruthy();
    });

    it("creates the client, toasts 'Client Created' and shows it on the refreshed first page", async () => {
      const created = clientNode({
        id: 'Q2xpZW50Ojk',
        displayName: 'Ana Lopez',
        phone: '+12395550123',
        notes: null,
        address: null,
        user: null,
      });
      const { user } = renderWithProviders(<ClientsPage />, {
        mocks: [
          { ...listMock([ROBERT]), maxUsageCount: 1 },
          {
            request: {
              query: createClientMutation,
              variables: {
                input: { displayName: 'Ana Lopez', phone: '(239) 555-0123', email: null, address: null, notes: null },
              },
            },
            result: { data: { createClient: { __typename: 'CreateClientPayload', client: created } } },
          },
          { ...listMock([created, ROBERT]), maxUsageCount: 1 },
        ],
      });
      await screen.findByText('Robert Chen');
      await user.click(screen.getByRole('button', { name: 'Add Client' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
      await user.type(within(dialog).getByLabelText(/^Name/), ' Ana Lopez ');
      await user.type(within(dialog).getByLabelText(/^Phone/), '(239) 555-0123');
      await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
      expect(await notifications().findByText('Client Created')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await screen.findByText('Ana Lopez')).toBeTruthy();
    });

    it("shows the server's message in an 'Error' toast and under the field, and keeps the dialog open", async () => {
      const { user } = renderWithProviders(<ClientsPage />, {
        mocks: [
          listMock([]),
          {
            request: {
              query: createClientMutation,
              variables: { input: { displayName: 'Ana', phone: '12', email: null, address: null, notes: null } },
            },
            result: {
              errors: [
                {
                  message: 'Enter a valid phone number, e.g. (239) 555-0123',
                  extensions: { code: 'BAD_USER_INPUT', field: 'phone' },
                },
              ],
            },
          },
        ],
      });
      await user.click((await screen.findAllByRole('button', { name: 'Add Client' }))[0]!);
      const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
      await user.type(within(dialog).getByLabelText(/^Name/), 'Ana');
      await user.type(within(dialog).getByLabelText(/^Phone/), '12');
      await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
      expect(await notifications().findByText('Error')).toBeTruthy();
      expect(notifications().getByText('Enter a valid phone number, e.g. (239) 555-0123')).toBeTruthy();
      expect(within(dialog).getByText('Enter a valid phone number, e.g. (239) 555-0123')).toBeTruthy();
      expect(screen.getByRole('dialog', { name: 'Add Client' })).toBeTruthy();
    });

    it("falls back to 'Failed to create client' when the server cannot be reached", async () => {
      const { user } = renderWithProviders(<ClientsPage />, {
        mocks: [
          listMock([]),
          {
            request: {
              query: createClientMutation,
              variables: { input: { displayName: 'Ana', phone: null, email: null, address: null, notes: null } },
            },
            error: new TypeError('Failed to fetch'),
          },
        ],
      });
      await user.click((await screen.findAllByRole('button', { name: 'Add Client' }))[0]!);
      const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
      await user.type(within(dialog).getByLabelText(/^Name/), 'Ana');
      await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
      expect(await notifications().findByText('Failed to create client')).toBeTruthy();
    });
  });

  it("edits a client from the row, starting from its details, and toasts 'Client Updated'", async () => {
    const { user } = renderWithProviders(<ClientsPage />, {
      mocks: [
        listMock([clientNode()]),
        {
          request: {
            query: updateClientMutation,
            variables: {
              input: {
                id: 'Q2xpZW50OjE',
                displayName: 'Jennifer T.',
                phone: '(239) 555-0142',
                email: 'client@demo.local',
                address: '1450 Gulf Shore Blvd N, Naples, FL 34102',
                notes: 'Gate code 4821.',
              },
            },
          },
          result: {
            data: { updateClient: { __typename: 'UpdateClientPayload', client: clientNode({ displayName: 'Jennifer T.' }) } },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Jennifer Thompson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const name = within(dialog).getByLabelText(/^Name/) as HTMLInputElement;
    expect(name.value).toBe('Jennifer Thompson');
    expect((within(dialog).getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('(239) 555-0142');
    await user.clear(name);
    await user.type(name, 'Jennifer T.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await notifications().findByText('Client Updated')).toBeTruthy();
    expect(await screen.findByText('Jennifer T.')).toBeTruthy();
  });

  it("deactivates only after confirmation, then shows Inactive and toasts 'Client Deactivated'", async () => {
    const { user } = renderWithProviders(<ClientsPage />, {
      mocks: [
        listMock([ROBERT]),
        {
          request: { query: deactivateClientMutation, variables: { input: { id: ROBERT.id } } },
          result: {
            data: {
              deactivateClient: {
                __typename: 'DeactivateClientPayload',
                client: { __typename: 'Client', id: ROBERT.id, active: false },
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Robert Chen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Robert Chen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(rowOf('Robert Chen')).getByText('Active')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Deactivate Robert Chen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate Robert Chen?' })).getByRole('button', { name: 'Deactivate' }),
    );
    expect(await notifications().findByText('Client Deactivated')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('Robert Chen')).getByText('Inactive')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Reactivate Robert Chen' })).toBeTruthy();
  });

  describe('Send Message', () => {
    it('does nothing while the text is blank', async () => {
      const { user } = renderWithProviders(<ClientsPage />, { mocks: [listMock([clientNode()])] });
      await user.click(await screen.findByRole('button', { name: 'Message Jennifer Thompson' }));
      const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
      await user.type(within(dialog).getByLabelText(/^Message/), '   ');
      await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
      expect(screen.getByRole('dialog', { name: 'Send Message' })).toBeTruthy();
      expect(notifications().queryByText('Message Sent')).toBeNull();
      expect(notifications().queryByText('Error')).toBeNull();
    });

    it("says 'Cannot Send Message' for a client without an account and closes", async () => {
      const { user } = renderWithProviders(<ClientsPage />, { mocks: [listMock([ROBERT])] });
      await user.click(await screen.findByRole('button', { name: 'Message Robert Chen' }));
      const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
      await user.type(within(dialog).getByLabelText(/^Message/), 'Hello!');
      await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
      expect(await notifications().findByText('Cannot Send Message')).toBeTruthy();
      expect(notifications().getByText("This client doesn't have a registered account yet.")).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it("sends to the linked account with the default subject and toasts 'Message Sent'", async () => {
      const { user } = renderWithProviders(<ClientsPage />, {
        mocks: [
          listMock([clientNode()]),
          {
            request: {
              query: sendMessageMutation,
              variables: {
                input: { toUserId: LINKED_USER.id, subject: 'Message from Admin', body: 'See you Tuesday <b>9am</b>' },
              },
            },
            result: {
              data: {
                sendMessage: {
                  __typename: 'SendMessagePayload',
                  message: { __typename: 'Message', id: 'TWVzc2FnZTox', subject: 'Message from Admin' },
                },
              },
            },
          },
        ],
      });
      await user.click(await screen.findByRole('button', { name: 'Message Jennifer Thompson' }));
      const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
      expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe('Message from Admin');
      await user.type(within(dialog).getByLabelText(/^Message/), 'See you Tuesday <b>9am</b>');
      await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
      expect(await notifications().findByText('Message Sent')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it("toasts 'Error' with 'Failed to send message' when sending fails", async () => {
      const { user } = renderWithProviders(<ClientsPage />, {
        mocks: [
          listMock([clientNode()]),
          {
            request: {
              query: sendMessageMutation,
              variables: { input: { toUserId: LINKED_USER.id, subject: 'Message from Admin', body: 'Hi' } },
            },
            error: new TypeError('Failed to fetch'),
          },
        ],
      });
      await user.click(await screen.findByRole('button', { name: 'Message Jennifer Thompson' }));
      const dialog = await screen.findByRole('dialog', { name: 'Send Message' });
      await user.type(within(dialog).getByLabelText(/^Message/), 'Hi');
      await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
      expect(await notifications().findByText('Failed to send message')).toBeTruthy();
      expect(screen.getByRole('dialog', { name: 'Send Message' })).toBeTruthy();
    });
  });

  describe('linking an account', () => {
    it('shows the linked account of a client who has one', async () => {
      const { user } = renderWithProviders(<ClientsPage />, { mocks: [listMock([clientNode()])] });
      await user.click(await screen.findByRole('button', { name: 'Edit Jennifer Thompson' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
      expect(within(dialog).getByText('client@demo.local')).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: 'Link Account' })).toBeNull();
    });

    it("links an existing account by email, and says why when it cannot ('Error' with the server's words)", async () => {
      const { user } = renderWithProviders(<ClientsPage />, {
        mocks: [
          listMock([ROBERT]),
          {
            request: {
              query: linkClientAccountMutation,
              variables: { input: { clientId: ROBERT.id, email: 'taken@example.com' } },
            },
            result: { errors: [{ message: 'This account already belongs to another client', extensions: { code: 'CONFLICT' } }] },
          },
          {
            request: {
              query: linkClientAccountMutation,
              variables: { input: { clientId: ROBERT.id, email: 'robert@example.com' } },
            },
            result: {
              data: {
                linkClientAccount: {
                  __typename: 'LinkClientAccountPayload',
                  client: {
                    __typename: 'Client',
                    id: ROBERT.id,
                    email: 'robert@example.com',
                    user: { __typename: 'User', id: 'VXNlcjpyb2JlcnQ', email: 'robert@example.com' },
                  },
                },
              },
            },
          },
        ],
      });
      await user.click(await screen.findByRole('button', { name: 'Edit Robert Chen' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
      const email = within(dialog).getByLabelText("The client's account email");
      await user.click(within(dialog).getByRole('button', { name: 'Link Account' }));
      expect(within(dialog).getByText('Enter the email they signed up with')).toBeTruthy();
      await user.type(email, 'taken@example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Link Account' }));
      expect(await notifications().findByText('This account already belongs to another client')).toBeTruthy();
      await user.clear(email);
      await user.type(email, 'robert@example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Link Account' }));
      expect(await notifications().findByText('Account Linked')).toBeTruthy();
      expect(await within(dialog).findByText('robert@example.com')).toBeTruthy();
    });
  });
});
