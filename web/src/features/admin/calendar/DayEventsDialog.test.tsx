import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { addDays, businessToday, parseLocalDate } from '../../../lib/businessTime';
import { CompleteVisits_Mutation } from '../../../widgets/schedule/VisitCompletion';
import type { VisitEvent } from './CalendarEvent';
import { DayEventsDialog } from './DayEventsDialog';

configure({ asyncUtilTimeout: 5000 });

const TODAY = businessToday();

function event(id: string, date: string, status: 'SCHEDULED' | 'COMPLETED' | 'CANCELED', title: string): VisitEvent {
  const start = parseLocalDate(date);
  start.setHours(8);
  return {
    id,
    title,
    start,
    end: new Date(start.getTime() + 4 * 3_600_000),
    visit: {
      id,
      date,
      timeSlot: 'MORNING',
      startTime: null,
      service: 'STANDARD',
      clientName: title,
      status,
      statusReason: null,
      onHold: false,
      helperCount: 0,
      helpers: [],
    },
  } as unknown as VisitEvent;
}

function dayOf(date: string, statuses: ('SCHEDULED' | 'COMPLETED' | 'CANCELED')[]) {
  return {
    date: parseLocalDate(date),
    events: statuses.map((status, index) => event(`v${index}`, date, status, `Client ${index}`)),
  };
}

const open = (day: ReturnType<typeof dayOf>) =>
  renderWithProviders(<DayEventsDialog day={day} onClose={vi.fn()} onPick={vi.fn()} onOpenDay={vi.fn()} />, {
    mocks: [
      {
        request: {
          query: CompleteVisits_Mutation,
          variables: { input: { from: addDays(TODAY, -2), through: addDays(TODAY, -2) } },
        },
        result: { data: { completeVisits: { __typename: 'CompleteVisitsPayload', completedCount: 2, visits: [] } } },
      },
    ],
  });

describe("the calendar's day list", () => {
  it("completes a past day's scheduled visits at once, after saying how many", async () => {
    const { user } = open(dayOf(addDays(TODAY, -2), ['SCHEDULED', 'COMPLETED', 'SCHEDULED', 'CANCELED']));
    const list = within(screen.getByRole('dialog'));
    await user.click(list.getByRole('button', { name: 'Complete day' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Complete 2 visits?' }));
    await user.click(confirm.getByRole('button', { name: 'Complete 2 visits' }));
    expect(await screen.findByText('2 visits marked completed.')).toBeTruthy();
  });

  it('offers no Complete day ahead of the day, nor when nothing is left scheduled', () => {
    const { unmount } = open(dayOf(addDays(TODAY, 1), ['SCHEDULED', 'SCHEDULED']));
    expect(screen.queryByRole('button', { name: 'Complete day' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open day view' })).toBeTruthy();
    unmount();
    open(dayOf(addDays(TODAY, -2), ['COMPLETED', 'CANCELED']));
    expect(screen.queryByRole('button', { name: 'Complete day' })).toBeNull();
  });
});
