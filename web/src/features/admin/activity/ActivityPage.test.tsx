import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLocation, renderWithProviders } from '../../../../test/render';
import { ACTIVITY_PAGE_SIZE, ActivityPage, activityPageQuery } from './ActivityPage';

const OLIVIA = 'VXNlcjpvbGl2aWE';
const TOKEN = 'QXBpVG9rZW46MQ';
const CLIENT_ID = 'Q2xpZW50OjE';
const INVOICE_ID = 'SW52b2ljZToy';

const actors = [
  { __typename: 'AuditActor', id: TOKEN, kind: 'TOKEN', name: 'API token “Bookkeeping”' },
  { __typename: 'AuditActor', id: OLIVIA, kind: 'USER', name: 'Olivia Owner' },
];
const objectTypes = [
  { __typename: 'AuditObjectType', name: 'Client', title: 'Client' },
  { __typename: 'AuditObjectType', name: 'Invoice', title: 'Invoice' },
];

/** A change as the API words it (the raw values are not read by the screen). */
function change(field: string, label: string, fromText: string | null, toText: string | null) {
  return { __typename: 'AuditChange', field, label, fromText, toText, redacted: false };
}

function event(id: string, fields: Record<string, unknown>) {
  return {
    __typename: 'AuditEvent',
    id,
    occurredAt: '2026-11-24T15:05:00.000Z',
    action: 'UPDATED',
    summary: 'changed client “Maria Lopez”',
    ip: '203.0.113.7',
    actor: { __typename: 'AuditActor', kind: 'USER', name: 'Olivia Owner' },
    object: { __typename: 'AuditObject', id: CLIENT_ID, type: 'Client', title: 'Client', label: 'Maria Lopez' },
    changes: [],
    ...fields,
  };
}

const CLIENT_EDIT = event('QXVkaXQ6MQ', {
  changes: [
    change('displayName', 'Display name', 'Maria', 'Maria Lopez'),
    change('notes', 'Notes', null, 'Gate code 1234'),
    change('user', 'Account', null, 'Maria Lopez'),
  ],
});
const INVOICE_EDIT = event('QXVkaXQ6Mg', {
  actor: { __typename: 'AuditActor', kind: 'TOKEN', name: 'API token “Bookkeeping”' },
  summary: 'changed invoice “INV-2026-0007”',
  object: { __typename: 'AuditObject', id: INVOICE_ID, type: 'Invoice', title: 'Invoice', label: 'INV-2026-0007' },
  changes: [change('totalCents', 'Total', '$250.00', '$275.00')],
});
const PASSWORD_CHANGE = event('QXVkaXQ6Mw', {
  summary: 'changed account “Hector Diaz”',
  object: { __typename: 'AuditObject', id: 'VXNlcjoy', type: 'User', title: 'Account', label: 'Hector Diaz' },
  changes: [
    { __typename: 'AuditChange', field: 'passwordHash', label: 'Password', fromText: null, toText: null, redacted: true },
  ],
});
const ASSIGNMENT = event('QXVkaXQ6NA', {
  summary: 'assigned Carla Reyes to the visit on Wed, Dec 9',
  object: { __typename: 'AuditObject', id: 'VmlzaXQ6MQ', type: 'Visit', title: 'Visit', label: 'Visit on Wed, Dec 9' },
  changes: [change('helpers', 'Helpers', null, 'Carla Reyes')],
});

function pageMock(
  filters: { actor?: string; object?: string; objectType?: string; from?: string; to?: string },
  events: ReturnType<typeof event>[],
  hasNextPage = false,
): MockLink.MockedResponse {
  return {
    request: {
      query: activityPageQuery,
      variables: {
        first: ACTIVITY_PAGE_SIZE,
        actor: filters.actor ?? null,
        object: filters.object ?? null,
        objectType: filters.objectType ?? null,
        from: filters.from ?? null,
        to: filters.to ?? null,
      },
    },
    result: {
      data: {
        auditEvents: {
          __typename: 'AuditEventConnection',
          totalCount: events.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? 'cursor-1' : null },
          edges: events.map((node) => ({ __typename: 'AuditEventEdge', node })),
        },
        auditActors: actors,
        auditObjectTypes: objectTypes,
      },
    },
  };
}

describe('Settings → Activity', () => {
  it('lists changes newest first: who, what, when, and each field from what to what; secrets only as changed', async () => {
    renderWithProviders(<ActivityPage />, {
      route: '/settings/activity',
      mocks: [pageMock({}, [CLIENT_EDIT, INVOICE_EDIT, PASSWORD_CHANGE, ASSIGNMENT])],
    });
    const list = await screen.findByRole('list', { name: 'Changes' });
    const [client, invoice, password, assignment] = within(list).getAllByRole('listitem');
    expect(client.textContent).toContain('Olivia Owner changed client “Maria Lopez”');
    expect(within(client).getByText('Display name').nextElementSibling?.textContent).toBe('Maria → to Maria Lopez');
    expect(within(client).getByText('Notes').nextElementSibling?.textContent).toBe('empty → to Gate code 1234');
    // A linked account by its name, as the API words it, never "Account #2053f752".
    expect(within(client).getByText('Account').nextElementSibling?.textContent).toBe('empty → to Maria Lopez');
    expect(within(client).getByRole('time').textContent).toBe('Tue, Nov 24, 10:05 AM');
    expect(
      within(client)
        .getByRole('link', { name: /History of this client/ })
        .getAttribute('href'),
    ).toBe(`/settings/activity?object=${encodeURIComponent(CLIENT_ID)}`);
    expect(invoice.textContent).toContain('API token “Bookkeeping” changed invoice “INV-2026-0007”');
    expect(within(invoice).getByText('Total').nextElementSibling?.textContent).toBe('$250.00 → to $275.00');
    expect(within(password).getByText('Password').nextElementSibling?.textContent).toBe('changed (not recorded)');
    expect(assignment.textContent).toContain('Olivia Owner assigned Carla Reyes to the visit on Wed, Dec 9');
    expect(within(assignment).getByText('Helpers').nextElementSibling?.textContent).toBe('empty → to Carla Reyes');
    expect(screen.getByText('4 changes, newest first')).toBeTruthy();
  });

  it('filters by person, kind of object and days, keeping the filters in the address', async () => {
    const { user } = renderWithProviders(<ActivityPage />, {
      route: '/settings/activity',
      mocks: [
        pageMock({}, [CLIENT_EDIT, INVOICE_EDIT]),
        pageMock({ actor: TOKEN }, [INVOICE_EDIT]),
        pageMock({ actor: TOKEN, objectType: 'Client' }, []),
        pageMock({}, [CLIENT_EDIT, INVOICE_EDIT]),
        pageMock({ from: '2026-11-24' }, [CLIENT_EDIT]),
        pageMock({ from: '2026-11-24', to: '2026-11-24' }, [CLIENT_EDIT]),
      ],
    });
    await screen.findByRole('list', { name: 'Changes' });
    await user.selectOptions(screen.getByLabelText('Person'), 'API token “Bookkeeping”');
    expect(await screen.findByText('1 change, newest first')).toBeTruthy();
    await expectLocation(`/settings/activity?actor=${TOKEN}`);
    await user.selectOptions(screen.getByLabelText('Kind of object'), 'Client');
    expect(await screen.findByText('No changes match these filters')).toBeTruthy();
    await expectLocation(`/settings/activity?actor=${TOKEN}&type=Client`);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expectLocation('/settings/activity');
    expect(await screen.findByText('2 changes, newest first')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-24' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-24' } });
    await expectLocation('/settings/activity?from=2026-11-24&to=2026-11-24');
    expect(await screen.findByText('1 change, newest first')).toBeTruthy();
  });

  it("shows one object's history when an edit dialog links to it", async () => {
    renderWithProviders(<ActivityPage />, {
      route: `/settings/activity?object=${encodeURIComponent(INVOICE_ID)}`,
      mocks: [pageMock({ object: INVOICE_ID }, [INVOICE_EDIT])],
    });
    expect(await screen.findByText('“INV-2026-0007”')).toBeTruthy();
    expect(screen.getByText(/History of invoice/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all activity' }).getAttribute('href')).toBe('/settings/activity');
    expect(screen.queryByRole('link', { name: /History of this invoice/ })).toBeNull();
  });
});
