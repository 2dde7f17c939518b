import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { TextLeadsSubsection, textLeadsSubsectionQuery } from './TextLeadsSubsection';

describe('TextLeadsSubsection', () => {
  it('lists the numbers kept as leads, by name, beside the booking leads', async () => {
    renderWithProviders(<TextLeadsSubsection />, {
      mocks: [
        {
          request: { query: textLeadsSubsectionQuery },
          result: {
            data: {
              textLeads: [
                {
                  __typename: 'TextLeadView',
                  id: 'lead-1',
                  phone: '+12395550177',
                  name: 'Maria',
                  note: 'Offices, weekly',
                  count: 2,
                  lastAt: '2026-11-20T14:05:00.000Z',
                  createdAt: '2026-11-20T14:10:00.000Z',
                },
              ],
            },
          },
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Leads by text' });
    expect(within(list).getByText('Maria · (239) 555-0177')).toBeTruthy();
    expect(within(list).getByRole('listitem').textContent).toMatch(/2 texts.*Offices, weekly/);
    expect(screen.getByRole('link', { name: 'Open Messages' }).getAttribute('href')).toBe('/messages');
  });

  it('says when there are none', async () => {
    renderWithProviders(<TextLeadsSubsection />, {
      mocks: [{ request: { query: textLeadsSubsectionQuery }, result: { data: { textLeads: [] } } }],
    });
    expect(await screen.findByText('No leads by text yet.')).toBeTruthy();
  });
});
