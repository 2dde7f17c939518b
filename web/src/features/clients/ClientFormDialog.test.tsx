import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ClientsPage } from './ClientsPage';
import { clientNode, LINDA, listMock, ROBERT } from './clientsTestData';
import { createClientMutation, updateClientMutation } from './useClientMutations';

/** The toast region (hidden from the accessibility tree while a modal dialog is open, so looked up with hidden). */
const notifications = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));
const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;

describe('the client dialogs: Email and Address (issue 22)', () => {
  it('adds a client with an email (trimmed, lower-cased) and an address', async () => {
    const created = clientNode({ id: 'Q2xpZW50Ojk', displayName: 'Ana Lopez', email: 'ana@example.com', user: null });
    const { user } = renderWithProviders(<ClientsPage />, {
      mocks: [
        { ...listMock([ROBERT]), maxUsageCount: 1 },
        {
          request: {
            query: createClientMutation,
            variables: {
              input: { displayName: 'Ana Lopez', phone: null, email: 'ana@example.com', address: '12 Palm Ave', notes: null },
            },
          },
          result: { data: { createClient: { __typename: 'CreateClientPayload', client: created } } },
        },
        { ...listMock([created, ROBERT]), maxUsageCount: 1 },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
    expect(field(dialog, /^Email/).type).toBe('email');
    await user.type(field(dialog, /^Name/), 'Ana Lopez');
    await user.type(field(dialog, /^Email/), ' Ana@Example.COM ');
    await user.type(field(dialog, /^Address/), '12 Palm Ave');
    await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    expect(await notifications().findByText('Client Created')).toBeTruthy();
    // The list shows the record's email under the name of a client without an account.
    expect(await screen.findByText('ana@example.com')).toBeTruthy();
  });

  it('refuses a malformed email under the field and sends nothing', async () => {
    const { user } = renderWithProviders(<ClientsPage />, { mocks: [listMock([])] });
    await user.click((await screen.findAllByRole('button', { name: 'Add Client' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
    await user.type(field(dialog, /^Name/), 'Ana');
    await user.type(field(dialog, /^Email/), 'ana@nowhere');
    await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeTruthy();
    expect(field(dialog, /^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(notifications().queryByText('Client Created')).toBeNull();
  });

  it("shows the server's 'already has this email' under Email and keeps the dialog open", async () => {
    const message = 'Another active client already has this email';
    const { user } = renderWithProviders(<ClientsPage />, {
      mocks: [
        listMock([]),
        {
          request: {
            query: createClientMutation,
            variables: { input: { displayName: 'Ana', phone: null, email: 'linda@example.com', address: null, notes: null } },
          },
          result: { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field: 'email' } }] },
        },
      ],
    });
    await user.click((await screen.findAllByRole('button', { name: 'Add Client' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
    await user.type(field(dialog, /^Name/), 'Ana');
    await user.type(field(dialog, /^Email/), 'linda@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add Client' })).toBeTruthy();
  });

  it("edits the email and address of a client without an account, starting from the record's", async () => {
    const { user } = renderWithProviders(<ClientsPage />, {
      mocks: [
        listMock([LINDA]),
        {
          request: {
            query: updateClientMutation,
            variables: {
              input: {
                id: LINDA.id,
                displayName: 'Linda Parker',
                phone: '(239) 555-0142',
                email: 'linda.parker@example.com',
                address: '9 Bay Rd',
                notes: 'Gate code 4821.',
              },
            },
          },
          result: {
            data: {
              updateClient: {
                __typename: 'UpdateClientPayload',
                client: { ...LINDA, email: 'linda.parker@example.com', address: '9 Bay Rd' },
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Linda Parker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const email = field(dialog, /^Email/);
    expect(email.value).toBe('linda@example.com');
    expect(email.readOnly).toBe(false);
    await user.clear(email);
    await user.type(email, 'Linda.Parker@example.com');
    await user.clear(field(dialog, /^Address/));
    await user.type(field(dialog, /^Address/), '9 Bay Rd');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await notifications().findByText('Client Updated')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('linda.parker@example.com')).toBeTruthy();
  });

  it("shows a linked client's account email read-only, saying why", async () => {
    const { user } = renderWithProviders(<ClientsPage />, { mocks: [listMock([clientNode()])] });
    await user.click(await screen.findByRole('button', { name: 'Edit Jennifer Thompson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const email = field(dialog, /^Email/);
    expect(email.value).toBe('client@demo.local');
    expect(email.readOnly).toBe(true);
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText("Their account's email. It cannot be changed here.")).toBeTruthy();
  });
});
