import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { calendarVisit, visitDetailsMock, visitsMock } from './calendarMocks';
import { CalendarPage } from './CalendarPage';

// On a busy machine (the full suite on two cores) a rendered page can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // Wednesday, March 12, 2031, mid-morning: the month grid runs Feb 23 – Apr 5.
  vi.useFakeTimers({ now: new Date(2031, 2, 12, 9, 30), toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('CalendarPage', () => {
  it("fetches only the visible month's window and shows each visit as a button naming client, service and day", async () => {
    renderWithProviders(<CalendarPage />, {
      mocks: [
        visitsMock('2031-02-23', '2031-04-05', [
          calendarVisit('v1', '2031-03-12'),
          calendarVisit('v2', '2031-03-14', { service: 'STANDARD', clientName: 'Robert Chen', timeSlot: 'EVENING' }),
        ]),
      ],
    });
    expect(
      await screen.findByRole('button', { name: /Jennifer Thompson · Deep Cleaning\s+on Wednesday, March 12, Morning 8AM-12PM/ }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /Robert Chen · Standard Cleaning\s+on Friday, March 14, Evening 4PM-7PM/ }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'March 2031' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('2 visits shown')).toBeTruthy();
    // Today is marked for assistive technology, and react-big-calendar's broken table roles are gone.
    expect(screen.getByRole('button', { name: 'Wednesday, March 12, today' }).getAttribute('aria-current')).toBe('date');
    expect(document.querySelector('[role="row"], [role="cell"], [role="rowgroup"], [role="columnheader"]')).toBeNull();
  });

  it('refetches for the new window on Next, and for the week on Week', async () => {
    const { user } = renderWithProviders(<CalendarPage />, {
      mocks: [
        visitsMock('2031-02-23', '2031-04-05', []),
        visitsMock('2031-03-30', '2031-05-03', [calendarVisit('v3', '2031-04-02', { clientName: 'Patricia Morales' })]),
        visitsMock('2031-04-06', '2031-04-12', [calendarVisit('v4', '2031-04-09', { clientName: 'Patricia Morales' })]),
      ],
    });
    await screen.findByText('0 visits shown');
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByRole('heading', { name: 'April 2031' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Patricia Morales · Deep Cleaning/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Week' }));
    // Next moved the date a month on, to April 12: its week is April 6 to 12.
    expect(await screen.findByRole('heading', { name: 'April 6 – 12, 2031' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Patricia Morales · Deep Cleaning\s+on Wednesday, April 9/ })).toBeTruthy();
  });

  it('pages through a busy window with `after` until it has every visit', async () => {
    renderWithProviders(<CalendarPage />, {
      mocks: [
        visitsMock('2031-02-23', '2031-04-05', [calendarVisit('v1', '2031-03-03')], { hasNextPage: true }),
        visitsMock('2031-02-23', '2031-04-05', [calendarVisit('v2', '2031-03-20', { clientName: 'Robert Chen' })], {
          after: 'c-v1',
        }),
      ],
    });
    expect(await screen.findByRole('button', { name: /Robert Chen · Deep Cleaning\s+on Thursday, March 20/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Jennifer Thompson · Deep Cleaning\s+on Monday, March 3/ })).toBeTruthy();
  });

  it("opens a visit's details in a dialog", async () => {
    const { user } = renderWithProviders(<CalendarPage />, {
      mocks: [
        visitsMock('2031-02-23', '2031-04-05', [calendarVisit('v1', '2031-03-12')]),
        visitDetailsMock('2031-03-12', { notes: 'Gate code 4821', recurring: 'WEEKLY' }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: /Jennifer Thompson · Deep Cleaning/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Jennifer Thompson · Deep Cleaning' });
    expect(await within(dialog).findByText('1450 Gulf Shore Blvd N, Naples, FL 34102')).toBeTruthy();
    expect(within(dialog).getByText('Gate code 4821')).toBeTruthy();
    expect(within(dialog).getByText('Wednesday, March 12, 2031')).toBeTruthy();
    expect(within(dialog).getByText('Weekly')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '(239) 555-0142' }).getAttribute('href')).toBe('tel:+12395550142');
  });
});
