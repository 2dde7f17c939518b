import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { makeFragmentData } from '../../../gql';
import { addDays, businessToday } from '../../../lib/businessTime';
import { UnassignedVisitsCard, UnassignedVisitsCard_query } from './UnassignedVisitsCard';

const TODAY = businessToday();

function visit(id: string, date: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Visit' as const,
    id,
    date,
    timeSlot: 'MORNING' as const,
    startTime: null,
    status: 'SCHEDULED' as const,
    service: 'DEEP' as const,
    clientName: 'Jennifer Thompson',
    onHold: false,
    request: { __typename: 'ServiceRequest' as const, id: `r-${id}`, recurring: 'ONETIME' as const },
    ...overrides,
  };
}

describe('UnassignedVisitsCard', () => {
  it('marks a visit held because its client has not paid, "On hold: unpaid", and no other', () => {
    renderWithProviders(
      <UnassignedVisitsCard
        query={makeFragmentData(
          {
            unassignedVisits: [
              visit('v1', TODAY, { onHold: true }),
              visit('v2', addDays(TODAY, 1), { clientName: 'Robert Chen' }),
            ],
          },
          UnassignedVisitsCard_query,
        )}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]).getByText('On hold: unpaid')).toBeTruthy();
    expect(within(items[1]).queryByText('On hold: unpaid')).toBeNull();
  });

  it("lists upcoming visits nobody is on, each with 'Assign helpers'", () => {
    renderWithProviders(
      <UnassignedVisitsCard
        query={makeFragmentData(
          {
            unassignedVisits: [
              visit('v1', TODAY),
              visit('v2', addDays(TODAY, 2), {
                clientName: 'Robert Chen',
                service: 'STANDARD',
                timeSlot: 'EVENING',
                request: { __typename: 'ServiceRequest', id: 'r2', recurring: 'WEEKLY' },
              }),
            ],
          },
          UnassignedVisitsCard_query,
        )}
      />,
    );
    const section = within(screen.getByRole('region', { name: /Needs helpers/ }));
    expect(section.getByText('(2)')).toBeTruthy();
    const items = section.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Today')).toBeTruthy();
    expect(within(items[0]!).getByText('Morning 8AM-12PM')).toBeTruthy();
    expect(within(items[1]!).getByText('Standard Cleaning · recurring')).toBeTruthy();
    expect(within(items[1]!).getByText('Evening 4PM-7PM')).toBeTruthy();
    const buttons = section.getAllByRole('button', { name: 'Assign helpers' });
    expect(buttons).toHaveLength(2);
    expect(buttons[1]!.getAttribute('aria-describedby')).toBe('unassigned-v2');
  });

  it('offers the schedule actions of the calendar on each row: Reschedule opens prefilled with the visit', async () => {
    const date = addDays(TODAY, 3);
    const { user } = renderWithProviders(
      <UnassignedVisitsCard
        query={makeFragmentData({ unassignedVisits: [visit('v1', date, { timeSlot: 'AFTERNOON' })] }, UnassignedVisitsCard_query)}
      />,
    );
    const row = within(screen.getByRole('listitem'));
    const actions = within(row.getByRole('group', { name: 'Change the schedule' }));
    // One "More actions" menu beside Assign helpers, described by the row's client; opened from the keyboard.
    const more = actions.getByRole('button', { name: 'More actions' });
    expect(more.getAttribute('aria-describedby')).toBe('unassigned-v1');
    expect(row.getByRole('button', { name: 'Assign helpers' })).toBeTruthy();
    more.focus();
    await user.keyboard('{Enter}');
    const menu = within(await screen.findByRole('menu'));
    const items = menu.getAllByRole('menuitem').map((item) => item.textContent);
    // A one-time visit has no series to pause or end.
    expect(items).toEqual(['Reschedule', 'Skip', 'Cancel visit', 'Edit series']);
    await user.click(menu.getByRole('menuitem', { name: 'Reschedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reschedule' }));
    expect((dialog.getByLabelText('New date') as HTMLInputElement).value).toBe(date);
    expect((dialog.getByLabelText('Time slot') as HTMLSelectElement).value).toBe('AFTERNOON');
  });

  it('says when every upcoming visit has a helper', () => {
    renderWithProviders(<UnassignedVisitsCard query={makeFragmentData({ unassignedVisits: [] }, UnassignedVisitsCard_query)} />);
    expect(screen.getByText('Every visit in the next 14 days has a helper.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
