import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLocation, renderWithProviders } from '../../../../test/render';
import { ACTIVITY_PAGE_SIZE, ActivityPage, activityPageQuery } from './ActivityPage';
import { fieldLabel, valueText } from './activityFormat';

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

function event(id: string, fields: Record<string, unknown>) {
  return {
    __typename: 'AuditEvent',
    id,
    occurredAt: '2026-11-24T15:05:00.000Z',
    action: 'UPDATED',
    ip: '203.0.113.7',
    actor: { __typename: 'AuditActor', kind: 'USER', name: 'Olivia Owner' },
    object: { __typename: 'AuditObject', id: CLIENT_ID, type: 'Client', title: 'Client', label: 'Maria Lopez' },
    changes: [],
    ...fields,
  };
}

const CLIENT_EDIT = event('QXVkaXQ6MQ', {
  changes: [
    { __typename: 'AuditChange', field: 'displayName', from: 'Maria', to: 'Maria Lopez', redacted: false },
    { __typename: 'AuditChange', field: 'notes', from: null, to: 'Gate code 1234', redacted: false },
  ],
});
const INVOICE_EDIT = event('QXVkaXQ6Mg', {
  actor: { __typename: 'AuditActor', kind: 'TOKEN', name: 'API token “Bookkeeping”' },
  object: { __typename: 'AuditObject', id: INVOICE_ID, type: 'Invoice', title: 'Invoice', label: 'INV-2026-0007' },
  changes: [{ __typename: 'AuditChange', field: 'totalCents', from: '25000', to: '27500', redacted: false }],
});
const PASSWORD_CHANGE = event('QXVkaXQ6Mw', {
  object: { __typename: 'AuditObject', id: 'VXNlcjoy', type: 'User', title: 'Account', label: 'Hector Diaz' },
  changes: [{ __typename: 'AuditChange', field: 'passwordHash', from: null, to: null, redacted: true }],
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
      mocks: [pageMock({}, [CLIENT_EDIT, INVOICE_EDIT, PASSWORD_CHANGE])],
    });
    const list = await screen.findByRole('list', { name: 'Changes' });
    const [client, invoice, password] = within(list).getAllByRole('listitem');
    expect(client.textContent).toContain('Olivia Owner changed client “Maria Lopez”');
    expect(within(client).getByText('Display name').nextElementSibling?.textContent).toBe('Maria → to Maria Lopez');
    expect(within(client).getByText('Notes').nextElementSibling?.textContent).toBe('empty → to Gate code 1234');
    expect(within(client).getByRole('time').textContent).toBe('Tue, Nov 24, 10:05 AM');
    expect(
      within(client)
        .getByRole('link', { name: /History of this client/ })
        .getAttribute('href'),
    ).toBe(`/settings/activity?object=${encodeURIComponent(CLIENT_ID)}`);
    expect(invoice.textContent).toContain('API token “Bookkeeping” changed invoice “INV-2026-0007”');
    expect(within(invoice).getByText('Total').nextElementSibling?.textContent).toBe('$250.00 → to $275.00');
    expect(within(password).getByText('Password').nextElementSibling?.textContent).toBe('changed (not recorded)');
    expect(screen.getByText('3 changes, newest first')).toBeTruthy();
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

describe('activity wording', () => {
  it('names fields and shows values as a person reads them', () => {
    expect(fieldLabel('hourlyRateCents')).toBe('Hourly rate');
    expect(fieldLabel('maxHoursPerWeek')).toBe('Max hours/week');
    expect(fieldLabel('payPeriodDays')).toBe('Pay period days');
    expect(valueText('hourlyRateCents', '2750')).toBe('$27.50');
    expect(valueText('active', 'false')).toBe('no');
    expect(valueText('dueDate', '2026-12-01')).toBe('Dec 1, 2026');
    expect(valueText('notes', null)).toBe('empty');
    expect(valueText('user', '14349092-6935-401b-b757-2b5c8aa1c8e4')).toBe('#14349092');
  });
});
