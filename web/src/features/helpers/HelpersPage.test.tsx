import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { sendMessageMutation } from '../../widgets/roster/useSendMessage';
import { HELPERS_PAGE_SIZE, HelpersPage, helpersPageQuery } from './HelpersPage';
import {
  createHelperMutation,
  deactivateHelperMutation,
  linkHelperAccountMutation,
  updateHelperMutation,
} from './useHelperMutations';

const CARLOS = { __typename: 'User', id: 'VXNlcjpjYXJsb3M', name: 'Carlos Rivera', email: 'helper@demo.local' };

function helperNode(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Helper',
    id: 'SGVscGVyOjE',
    databaseId: '1a2b3c4d-aaaa-4bbb-8ccc-123456789abc',
    name: 'Carlos Rivera',
    firstName: 'Carlos',
    lastName: 'Rivera',
    phone: '+12395550131',
    email: null,
    hourlyRateCents: 2550,
    maxHoursPerWeek: 40,
    notes: 'Leads the deep cleans.',
    active: true,
    createdAt: '2026-01-26T15:00:00.000Z',
    user: CARLOS,
    ...overrides,
  };
}

const ANA = helperNode({
  id: 'SGVscGVyOjI',
  databaseId: '9f8e7d6c-aaaa-4bbb-8ccc-123456789abc',
  // No account: the owner named her.
  name: 'Ana Gomez',
  firstName: 'Ana',
  lastName: 'Gomez',
  maxHoursPerWeek: null,
  user: null,
  hourlyRateCents: 2200,
  phone: null,
});

function listMock(
  nodes: ReturnType<typeof helperNode>[],
  search: string | null = null,
  maxUsageCount = 3,
): MockLink.MockedResponse {
  return {
    request: { query: helpersPageQuery, variables: { search, status: 'ALL', first: HELPERS_PAGE_SIZE } },
    result: {
      data: {
        helpers: {
          __typename: 'HelperConnection',
          totalCount: nodes.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: nodes.map((node) => ({ __typename: 'HelperEdge', node })),
        },
      },
    },
    maxUsageCount,
  };
}

const notifications = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));
const rowOf = (text: string) => screen.getAllByText(text)[0].closest('tr') as HTMLElement;

describe('HelpersPage', () => {
  it("shows the name first, then the spec columns: 'Helper' + 8 id characters, dollars, and 'Unlimited'", async () => {
    renderWithProviders(<HelpersPage />, { mocks: [listMock([helperNode(), ANA])] });
    const table = await screen.findByRole('table', { name: 'Helpers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'ID', 'Phone', 'Hourly Rate', 'Max Hours/Week', 'Status', 'Created', 'Actions']);
    expect(
      within(rowOf('Helper 1a2b3c4d'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 7),
    ).toEqual(['Carlos Rivera', 'Helper 1a2b3c4d', '(239) 555-0131', '$25.50', '40', 'Active', 'Jan 26, 2026']);
    expect(
      within(rowOf('Helper 9f8e7d6c'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 5),
    ).toEqual(['Ana GomezNo account', 'Helper 9f8e7d6c', '—', '$22.00', 'Unlimited']);
  });

  it("says 'No helpers yet' and 'No helpers found matching your search'", async () => {
    const { user } = renderWithProviders(<HelpersPage />, { mocks: [listMock([]), listMock([], 'zed')] });
    expect(await screen.findByText('No helpers yet')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search helpers' }), 'zed');
    expect(await screen.findByText('No helpers found matching your search')).toBeTruthy();
  });

  it("toasts 'Failed to fetch helpers' when the list cannot load", async () => {
    renderWithProviders(<HelpersPage />, {
      mocks: [
        {
          request: { query: helpersPageQuery, variables: { search: null, status: 'ALL', first: HELPERS_PAGE_SIZE } },
          error: new Error('offline'),
        },
      ],
    });
    expect(await notifications().findByText('Failed to fetch helpers')).toBeTruthy();
  });

  describe('Add Helper', () => {
    it('requires the hourly rate and whole max hours before sending', async () => {
      const { user } = renderWithProviders(<HelpersPage />, { mocks: [listMock([])] });
      await user.click((await screen.findAllByRole('button', { name: 'Add Helper' }))[0]!);
      const dialog = await screen.findByRole('dialog', { name: 'Add Helper' });
      const rate = within(dialog).getByLabelText(/^Hourly Rate/) as HTMLInputElement;
      expect([rate.type, rate.step, rate.required]).toEqual(['number', '0.01', true]);
      await user.type(within(dialog).getByLabelText(/^Max Hours\/Week/), '12.5');
      await user.click(within(dialog).getByRole('button', { name: 'Add Helper' }));
      expect(within(dialog).getByText('Hourly rate is required')).toBeTruthy();
      expect(within(dialog).getByText(/whole hours from 1 to 168/)).toBeTruthy();
    });

    it("sends 25.5 dollars as 2550 cents, empty max hours as unlimited (null), and toasts 'Helper Created'", async () => {
      const created = helperNode({
        id: 'SGVscGVyOjM',
        databaseId: '55555555-aaaa-4bbb-8ccc-123456789abc',
        name: 'Helper 55555555',
        firstName: null,
        lastName: null,
        maxHoursPerWeek: null,
        user: null,
        notes: null,
      });
      const { user } = renderWithProviders(<HelpersPage />, {
        mocks: [
          listMock([], null, 1),
          {
            request: {
              query: createHelperMutation,
              variables: {
                input: {
                  hourlyRateCents: 2550,
                  maxHoursPerWeek: null,
                  phone: '239-555-0188',
                  notes: null,
                  firstName: null,
                  lastName: null,
                  email: null,
                },
              },
            },
            result: { data: { createHelper: { __typename: 'CreateHelperPayload', helper: created } } },
          },
          listMock([created], null, 1),
        ],
      });
      await user.click((await screen.findAllByRole('button', { name: 'Add Helper' }))[0]!);
      const dialog = await screen.findByRole('dialog', { name: 'Add Helper' });
      await user.type(within(dialog).getByLabelText(/^Hourly Rate/), '25.5');
      await user.type(within(dialog).getByLabelText(/^Phone/), '239-555-0188');
      await user.click(within(dialog).getByRole('button', { name: 'Add Helper' }));
      expect(await notifications().findByText('Helper Created')).toBeTruthy();
      expect(await screen.findAllByText('Helper 55555555')).toHaveLength(2); // no name yet: the label in both columns
      expect(within(rowOf('Helper 55555555')).getByText('Unlimited')).toBeTruthy();
    });

    it("shows the server's message as 'Error', else 'Failed to create helper'", async () => {
      const { user } = renderWithProviders(<HelpersPage />, {
        mocks: [
          listMock([]),
          {
            request: {
              query: createHelperMutation,
              variables: {
                input: {
                  hourlyRateCents: 2500,
                  maxHoursPerWeek: null,
                  phone: null,
                  notes: null,
                  firstName: null,
                  lastName: null,
                  email: null,
                },
              },
            },
            error: new TypeError('Failed to fetch'),
          },
        ],
      });
      await user.click((await screen.findAllByRole('button', { name: 'Add Helper' }))[0]!);
      const dialog = await screen.findByRole('dialog', { name: 'Add Helper' });
      await user.type(within(dialog).getByLabelText(/^Hourly Rate/), '25');
      await user.click(within(dialog).getByRole('button', { name: 'Add Helper' }));
      expect(await notifications().findByText('Failed to create helper')).toBeTruthy();
      expect(notifications().getByText('Error')).toBeTruthy();
    });
  });

  it("edits from the stored cents shown as dollars and sends cents again ('Helper Updated')", async () => {
    const { user } = renderWithProviders(<HelpersPage />, {
      mocks: [
        listMock([helperNode()]),
        {
          request: {
            query: updateHelperMutation,
            variables: {
              input: {
                id: 'SGVscGVyOjE',
                hourlyRateCents: 2600,
                maxHoursPerWeek: null,
                phone: '(239) 555-0131',
                notes: 'Leads the deep cleans.',
                firstName: null,
                lastName: null,
                email: null,
              },
            },
          },
          result: {
            data: {
              updateHelper: {
                __typename: 'UpdateHelperPayload',
                helper: helperNode({ hourlyRateCents: 2600, maxHoursPerWeek: null }),
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Carlos Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Helper' });
    const rate = within(dialog).getByLabelText(/^Hourly Rate/) as HTMLInputElement;
    expect(rate.value).toBe('25.50');
    const hours = within(dialog).getByLabelText(/^Max Hours\/Week/) as HTMLInputElement;
    expect(hours.value).toBe('40');
    await user.clear(rate);
    await user.type(rate, '26');
    await user.clear(hours);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await notifications().findByText('Helper Updated')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('Helper 1a2b3c4d')).getByText('$26.00')).toBeTruthy());
    expect(within(rowOf('Helper 1a2b3c4d')).getByText('Unlimited')).toBeTruthy();
  });

  it("deactivates after confirmation and toasts 'Helper Deactivated'", async () => {
    const { user } = renderWithProviders(<HelpersPage />, {
      mocks: [
        listMock([ANA]),
        {
          request: { query: deactivateHelperMutation, variables: { input: { id: ANA.id } } },
          result: {
            data: {
              deactivateHelper: {
                __typename: 'DeactivateHelperPayload',
                helper: { __typename: 'Helper', id: ANA.id, active: false },
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Ana Gomez' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate Ana Gomez?' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    expect(await notifications().findByText('Helper Deactivated')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('Helper 9f8e7d6c')).getByText('Inactive')).toBeTruthy());
  });

  it('uses the helper wording when the helper has no account, and sends to a linked helper', async () => {
    const { user } = renderWithProviders(<HelpersPage />, {
      mocks: [
        listMock([helperNode(), ANA]),
        {
          request: {
            query: sendMessageMutation,
            variables: { input: { toUserId: CARLOS.id, subject: 'Keys', body: 'Front desk after 6.' } },
          },
          result: {
            data: {
              sendMessage: {
                __typename: 'SendMessagePayload',
                message: { __typename: 'Message', id: 'TWVzc2FnZToy', subject: 'Keys' },
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Message Ana Gomez' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send Message' });
    await user.type(within(dialog).getByLabelText(/^Message/), 'Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await notifications().findByText("This helper doesn't have a registered account yet.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Message Carlos Rivera' }));
    dialog = await screen.findByRole('dialog', { name: 'Send Message' });
    const subject = within(dialog).getByLabelText('Subject');
    await user.clear(subject);
    await user.type(subject, 'Keys');
    await user.type(within(dialog).getByLabelText(/^Message/), 'Front desk after 6.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await notifications().findByText('Message Sent')).toBeTruthy();
  });

  it("links a helper's existing account by email from the Edit dialog", async () => {
    const { user } = renderWithProviders(<HelpersPage />, {
      mocks: [
        listMock([ANA]),
        {
          request: { query: linkHelperAccountMutation, variables: { input: { helperId: ANA.id, email: 'ana@example.com' } } },
          result: {
            data: {
              linkHelperAccount: {
                __typename: 'LinkHelperAccountPayload',
                helper: {
                  __typename: 'Helper',
                  id: ANA.id,
                  name: 'Ana Gomez',
                  user: { __typename: 'User', id: 'VXNlcjphbmE', name: 'Ana Gomez', email: 'ana@example.com' },
                },
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Ana Gomez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Helper' });
    await user.type(within(dialog).getByLabelText("The helper's account email"), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Link Account' }));
    expect(await notifications().findByText('Account Linked')).toBeTruthy();
    expect(await within(dialog).findByText('ana@example.com')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Ana Gomez')).toBeTruthy();
  });
});
