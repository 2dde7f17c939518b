import type { MockLink } from '@apollo/client/testing';
import { useQuery } from '@apollo/client/react';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildViewer, renderWithProviders, viewerMock } from '../../../../test/render';
import type { Role } from '../../../gql/graphql';
import { appViewerQuery } from '../../../viewerQuery';
import { calendarVisit, helperColumnsMock, visitDetailsMock, visitHelper, visitsMock } from './calendarMocks';
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
    expect(within(dialog).getByText('$235.00 before tax')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '(239) 555-0142' }).getAttribute('href')).toBe('tel:+12395550142');
  });
});

/** A window narrower than the theme's mobile breakpoint (767.98 px), where its max-width query matches, or wider. */
function windowWidth(phone: boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query === '(max-width: 767.98px)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('CalendarPage on a phone', () => {
  let matchMedia: ReturnType<typeof windowWidth>;
  beforeEach(() => {
    matchMedia = windowWidth(true);
  });
  afterEach(() => matchMedia.mockRestore());

  it('opens on the List, a week of visits from today with whole names and who goes, and moves by a week', async () => {
    const { user } = renderWithProviders(<CalendarPage />, {
      mocks: [
        visitsMock('2031-03-12', '2031-03-18', [
          calendarVisit('v1', '2031-03-12', { helperCount: 1, helpers: [visitHelper('h1', 'Maria Rodriguez')] }),
          calendarVisit('v2', '2031-03-14', { service: 'STANDARD', clientName: 'Robert Chen', timeSlot: 'EVENING' }),
        ]),
        visitsMock('2031-03-19', '2031-03-25', [calendarVisit('v3', '2031-03-24', { clientName: 'Patricia Morales' })]),
      ],
    });
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: 'March 12 – 18, 2031' })).toBeTruthy();
    const first = await screen.findByRole('button', {
      name: /^Jennifer Thompson · Deep Cleaning\s+on Wednesday, March 12, Morning 8AM-12PM, with Maria Rodriguez$/,
    });
    expect(within(first).getByText('Jennifer Thompson · Deep Cleaning')).toBeTruthy();
    expect(within(first).getByText('with Maria Rodriguez')).toBeTruthy();
    // Nobody on it yet: the list says so in words.
    const second = screen.getByRole('button', {
      name: /^Robert Chen · Standard Cleaning\s+on Friday, March 14, Evening 4PM-7PM, Unassigned/,
    });
    expect(within(second).getByText('Unassigned')).toBeTruthy();
    expect(screen.getByText('Evening 4PM-7PM')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByRole('heading', { name: 'March 19 – 25, 2031' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Patricia Morales · Deep Cleaning\s+on Monday, March 24/ })).toBeTruthy();
  });
});

describe('CalendarPage on a wider screen', () => {
  let matchMedia: ReturnType<typeof windowWidth>;
  beforeEach(() => {
    matchMedia = windowWidth(false);
  });
  afterEach(() => matchMedia.mockRestore());

  it('opens on the Month, and offers the List there too', async () => {
    const { user } = renderWithProviders(<CalendarPage />, {
      mocks: [visitsMock('2031-02-23', '2031-04-05', []), visitsMock('2031-03-12', '2031-03-18', [])],
    });
    expect(screen.getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('true');
    await screen.findByText('0 visits shown');
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(await screen.findByText('No visits in this range.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'March 12 – 18, 2031' })).toBeTruthy();
  });
});

/** As inside the shell: the app's viewer query has filled the cache (the page reads the role from there). */
function AfterAppViewer() {
  const { data } = useQuery(appViewerQuery);
  return data ? <CalendarPage /> : null;
}

/** March 12's Day view: Maria's visit, and one nobody is on yet. */
async function openDay(role: Role, mocks: MockLink.MockedResponse[] = []) {
  const rendered = renderWithProviders(<AfterAppViewer />, {
    mocks: [
      viewerMock(buildViewer(role)),
      visitsMock('2031-02-23', '2031-04-05', []),
      visitsMock('2031-03-12', '2031-03-12', [
        calendarVisit('v1', '2031-03-12', { helperCount: 1, helpers: [visitHelper('h1', 'Maria Rodriguez')] }),
        calendarVisit('v2', '2031-03-12', { clientName: 'Robert Chen', timeSlot: 'AFTERNOON' }),
      ]),
      ...mocks,
    ],
  });
  await screen.findByText('0 visits shown');
  await rendered.user.click(screen.getByRole('button', { name: 'Day' }));
  await screen.findByRole('button', { name: /Robert Chen · Deep Cleaning/ });
  return rendered;
}

/** The day view's columns, each with the clients whose visits it holds. */
function dayColumns() {
  const titles = [...document.querySelectorAll('.rbc-time-header .rbc-row-resource .rbc-header')].map((cell) => cell.textContent);
  const slots = [...document.querySelectorAll('.rbc-time-content .rbc-day-slot')];
  return titles.map((title, index) => ({
    title,
    visits: [...slots[index]!.querySelectorAll('.sc-event-name')].map((name) => name.textContent),
  }));
}

// Each of these opens the month, then the day, then maybe the columns: several renders, slow on a busy machine.
describe("the owner's Day view by helper", { timeout: 15_000 }, () => {
  it('shows one column per active helper (a free one too), and one for visits nobody is on yet', async () => {
    const { user } = await openDay('ADMIN', [
      helperColumnsMock([
        ['h1', 'Maria Rodriguez'],
        ['h2', 'Ana Lopez'],
      ]),
    ]);
    const toggle = screen.getByRole('button', { name: 'By helper' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(dayColumns()).toEqual([]);
    // The day drags on a wide screen, but not in columns: a drop there would read as a reassignment.
    await waitFor(() => expect(document.querySelector('.rbc-addons-dnd')).not.toBeNull());

    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await screen.findByText('Ana Lopez');
    expect(document.querySelector('.rbc-addons-dnd')).toBeNull();
    expect(dayColumns()).toEqual([
      { title: 'Ana Lopez', visits: [] },
      { title: 'Maria Rodriguez', visits: ['Jennifer Thompson · Deep Cleaning'] },
      { title: 'Unassigned', visits: ['Robert Chen · Deep Cleaning'] },
    ]);

    // Off again: one column for the day.
    await user.click(toggle);
    expect(dayColumns()).toEqual([]);
    expect(document.querySelectorAll('.rbc-time-content .rbc-day-slot')).toHaveLength(1);
  });

  it('is not offered in Month, Week or List', async () => {
    const { user } = renderWithProviders(<AfterAppViewer />, {
      mocks: [
        viewerMock(buildViewer('ADMIN')),
        visitsMock('2031-02-23', '2031-04-05', []),
        visitsMock('2031-03-09', '2031-03-15', []),
        visitsMock('2031-03-12', '2031-03-18', []),
      ],
    });
    await screen.findByText('0 visits shown');
    expect(screen.queryByRole('button', { name: 'By helper' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await screen.findByRole('heading', { name: 'March 9 – 15, 2031' });
    expect(screen.queryByRole('button', { name: 'By helper' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'List' }));
    await screen.findByText('No visits in this range.');
    expect(screen.queryByRole('button', { name: 'By helper' })).toBeNull();
  });

  it.each(['CLIENT', 'HELPER'] as const)('is not offered to a %s (the helpers list is the owner’s)', async (role) => {
    await openDay(role);
    expect(screen.queryByRole('button', { name: 'By helper' })).toBeNull();
    expect(dayColumns()).toEqual([]);
  });
});
