import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { VisitStatus } from '../../gql/graphql';
import { TodayPage, TodayPage_Query } from './TodayPage';
import { clockInMutation, clockOutMutation } from './useClock';
import { completeVisitMutation, startVisitMutation } from './useJobActions';
import { payPeriod } from './payPeriodTestData';

const TODAY = '2026-11-22';

function job(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Visit',
    id: 'VmlzaXQ6MQ',
    date: TODAY,
    timeSlot: 'MORNING',
    startTime: null,
    status: 'SCHEDULED' as VisitStatus,
    service: 'DEEP',
    clientName: 'Jennifer Thompson',
    onHold: false,
    startedAt: null,
    completedAt: null,
    checklist: [],
    request: {
      __typename: 'ServiceRequest',
      id: 'U2VydmljZVJlcXVlc3Q6MQ',
      address: '1450 Gulf Shore Blvd N, Naples, FL 34102',
      notes: 'Gate code 4821. The dog is friendly.',
      phoneNumber: '+12395550142',
    },
    ...overrides,
  };
}

const LAST_WEEK = payPeriod({
  periodStart: '2026-11-15',
  periodEnd: '2026-11-21',
  approved: true,
  approvedMinutes: 1920,
  workedMinutes: 1920,
  bonusCents: 7500,
  bonusNote: 'Five-star review',
  payoutCents: 87500,
});

function openEntry(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'TimeEntry',
    id: 'VGltZUVudHJ5OjE',
    clockInAt: new Date(Date.now() - (3600 + 2 * 60 + 3) * 1000).toISOString(),
    clockInLatitude: null,
    clockInLongitude: null,
    ...overrides,
  };
}

function todayMock(data: {
  jobs?: ReturnType<typeof job>[];
  clock?: ReturnType<typeof openEntry> | null;
}): MockLink.MockedResponse {
  return {
    request: { query: TodayPage_Query },
    result: { data: { todaysJobs: data.jobs ?? [], myClock: data.clock ?? null, myPayPeriods: [payPeriod(), LAST_WEEK] } },
  };
}

/** The toast region (hidden from the accessibility tree while a modal dialog is open, so looked up with hidden). */
const notifications = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));
const clockCard = () => within(screen.getByRole('region', { name: 'Time Clock' }));
const loaded = () => screen.findByRole('region', { name: 'Time Clock' });

type Geo = Pick<Geolocation, 'getCurrentPosition'>;
function mockGeolocation(geo: Geo | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geo, configurable: true });
}
const granted: Geo = {
  getCurrentPosition: (success) => success({ coords: { latitude: 26.142, longitude: -81.7948 } } as GeolocationPosition),
};
const refused: Geo = {
  getCurrentPosition: (_success, failure) =>
    failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
};

afterEach(() => {
  mockGeolocation(undefined);
  vi.useRealTimers();
});

describe("TodayPage: today's jobs", () => {
  it('shows each job with maps and phone links, notes, the slot label and the status; Start Job for a scheduled one', async () => {
    renderWithProviders(<TodayPage />, {
      mocks: [
        todayMock({
          jobs: [
            job(),
            job({
              id: 'VmlzaXQ6Mg',
              timeSlot: 'AFTERNOON',
              status: 'IN_PROGRESS',
              clientName: 'Robert Chen',
              service: 'STANDARD',
              startedAt: '2026-11-22T18:05:00.000Z',
              request: {
                __typename: 'ServiceRequest',
                id: 'U2VydmljZVJlcXVlc3Q6Mg',
                address: '88 Palm Way, Naples, FL',
                notes: null,
                phoneNumber: '+12395550100',
              },
            }),
          ],
        }),
      ],
    });

    const first = await screen.findByRole('article', { name: 'Jennifer Thompson' });
    const card = within(first);
    expect(card.getByText('Morning 8AM-12PM')).toBeTruthy();
    expect(card.getByText('Deep Cleaning')).toBeTruthy();
    expect(card.getByText('Scheduled')).toBeTruthy();
    expect(card.getByText('Gate code 4821. The dog is friendly.')).toBeTruthy();
    const maps = card.getByRole('link', { name: /1450 Gulf Shore Blvd N/ });
    expect(maps.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1450%20Gulf%20Shore%20Blvd%20N%2C%20Naples%2C%20FL%2034102',
    );
    expect(maps.getAttribute('target')).toBe('_blank');
    expect(card.getByRole('link', { name: /\(239\) 555-0142/ }).getAttribute('href')).toBe('tel:+12395550142');
    expect(card.getByRole('button', { name: 'Start Job' })).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Complete Job' })).toBeNull();

    const second = within(screen.getByRole('article', { name: 'Robert Chen' }));
    expect(second.getByText('Afternoon 12PM-4PM')).toBeTruthy();
    expect(second.getByText('In progress')).toBeTruthy();
    expect(second.getByText('No notes')).toBeTruthy();
    expect(second.getByText('1:05 PM')).toBeTruthy(); // started, in Naples time
    expect(second.getByRole('button', { name: 'Complete Job' })).toBeTruthy();
    expect(second.queryByRole('button', { name: 'Start Job' })).toBeNull();
    expect(screen.getByText(/2 jobs, 2 to go/)).toBeTruthy();
  });

  it('starts a job, then completes it after a confirmation; the card follows the server', async () => {
    const startedAt = '2026-11-22T13:02:00.000Z';
    const { user } = renderWithProviders(<TodayPage />, {
      mocks: [
        todayMock({ jobs: [job()] }),
        {
          request: { query: startVisitMutation, variables: { input: { id: 'VmlzaXQ6MQ' } } },
          result: {
            data: {
              startVisit: {
                visit: { __typename: 'Visit', id: 'VmlzaXQ6MQ', status: 'IN_PROGRESS', startedAt, completedAt: null },
              },
            },
          },
        },
        {
          request: { query: completeVisitMutation, variables: { input: { id: 'VmlzaXQ6MQ' } } },
          result: {
            data: {
              completeVisit: {
                visit: {
                  __typename: 'Visit',
                  id: 'VmlzaXQ6MQ',
                  status: 'COMPLETED',
                  startedAt,
                  completedAt: '2026-11-22T16:40:00.000Z',
                },
              },
            },
          },
        },
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Start Job' }));
    const card = within(screen.getByRole('article', { name: 'Jennifer Thompson' }));
    await waitFor(() => expect(card.getByText('In progress')).toBeTruthy());
    expect(notifications().getByText('Job Started')).toBeTruthy();

    await user.click(card.getByRole('button', { name: 'Complete Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete Job' }));
    await waitFor(() => expect(card.getByText('Completed')).toBeTruthy());
    expect(card.getByText('8:02 AM – 11:40 AM')).toBeTruthy();
    expect(card.queryByRole('button', { name: /Job/ })).toBeNull();
    expect(notifications().getByText('Job Completed')).toBeTruthy();
  });

  it("shows the server's message in a destructive toast when a job cannot move", async () => {
    const { user } = renderWithProviders(<TodayPage />, {
      mocks: [
        todayMock({ jobs: [job()] }),
        {
          request: { query: startVisitMutation, variables: { input: { id: 'VmlzaXQ6MQ' } } },
          result: {
            errors: [
              new GraphQLError('Only the assigned helper or the admin can change this job', {
                extensions: { code: 'FORBIDDEN' },
              }),
            ],
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Start Job' }));
    await waitFor(() =>
      expect(notifications().getByText('Only the assigned helper or the admin can change this job')).toBeTruthy(),
    );
    expect(notifications().getByText('Error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Job' })).toBeTruthy();
  });

  it('says so when there are no jobs today', async () => {
    renderWithProviders(<TodayPage />, { mocks: [todayMock({})] });
    expect(await screen.findByText('No jobs today')).toBeTruthy();
  });
});

describe('TodayPage: the clock card', () => {
  it('clocks in with the location when the helper allows it, then shows the time running', async () => {
    mockGeolocation(granted);
    const entry = openEntry({ clockInAt: new Date().toISOString(), clockInLatitude: 26.142, clockInLongitude: -81.7948 });
    const { user } = renderWithProviders(<TodayPage />, {
      mocks: [
        todayMock({}),
        {
          request: { query: clockInMutation, variables: { input: { latitude: 26.142, longitude: -81.7948 } } },
          result: { data: { clockIn: { entry } } },
        },
        // The pay periods are dropped from the cache after a punch and read again.
        todayMock({ clock: entry }),
      ],
    });

    await loaded();
    expect(clockCard().getByText('Clocked out')).toBeTruthy();
    await user.click(clockCard().getByRole('button', { name: 'Clock In' }));
    await waitFor(() => expect(clockCard().getByText('Clocked in')).toBeTruthy());
    expect(clockCard().getByText('Location tracking enabled')).toBeTruthy();
    expect(clockCard().getByRole('button', { name: 'Clock Out' })).toBeTruthy();
    const timer = clockCard().getByRole('timer', { name: 'Time on the clock' });
    expect(timer.textContent).toMatch(/^0:00:0\d$/);
    await waitFor(() => expect(timer.textContent).not.toBe('0:00:00'), { timeout: 2500 });
    expect(notifications().getByText('Clocked In')).toBeTruthy();
  });

  it.each([
    { when: 'the helper refuses, and says so plainly', geolocation: refused, says: 'Location not shared' },
    { when: 'on a device that has none', geolocation: undefined, says: 'Location not available' },
  ])('clocks in without a location when $when', async ({ geolocation, says }) => {
    mockGeolocation(geolocation);
    const entry = openEntry({ clockInAt: new Date().toISOString() });
    const { user } = renderWithProviders(<TodayPage />, {
      mocks: [
        todayMock({}),
        { request: { query: clockInMutation, variables: { input: null } }, result: { data: { clockIn: { entry } } } },
        todayMock({ clock: entry }),
      ],
    });
    await loaded();
    await user.click(clockCard().getByRole('button', { name: 'Clock In' }));
    await waitFor(() => expect(clockCard().getByText('Clocked in')).toBeTruthy());
    expect(clockCard().getByText(says)).toBeTruthy();
    expect(clockCard().queryByText('Location tracking enabled')).toBeNull();
  });

  it("keeps the server's state across a reload: clocked in an hour ago, elapsed time and the recorded location", async () => {
    renderWithProviders(<TodayPage />, {
      mocks: [todayMock({ clock: openEntry({ clockInLatitude: 26.142, clockInLongitude: -81.7948 }) })],
    });
    await loaded();
    const timer = clockCard().getByRole('timer');
    expect(timer.textContent).toMatch(/^1:02:0[3-5]$/);
    expect(clockCard().getByText('Location tracking enabled')).toBeTruthy();
    expect(clockCard().getByRole('link', { name: 'Where you clocked in (map)' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=26.14200,-81.79480',
    );
    expect(clockCard().getByText('Clocked in')).toBeTruthy();
  });

  it('after a reload, a punch made without a location says only that none was recorded', async () => {
    renderWithProviders(<TodayPage />, { mocks: [todayMock({ clock: openEntry({}) })] });
    await loaded();
    expect(clockCard().getByText('No location recorded with this punch')).toBeTruthy();
    expect(clockCard().queryByRole('link', { name: /Where you clocked in/ })).toBeNull();
  });

  it('clocks out, sending the location, and the card returns to Clock In', async () => {
    mockGeolocation(granted);
    const entry = openEntry();
    const { user } = renderWithProviders(<TodayPage />, {
      mocks: [
        todayMock({ clock: entry }),
        {
          request: { query: clockOutMutation, variables: { input: { latitude: 26.142, longitude: -81.7948 } } },
          result: {
            data: {
              clockOut: {
                entry: {
                  __typename: 'TimeEntry',
                  id: entry.id,
                  clockInAt: entry.clockInAt,
                  clockOutAt: new Date().toISOString(),
                  minutes: 62,
                },
              },
            },
          },
        },
        todayMock({ clock: null }),
      ],
    });
    await loaded();
    await user.click(clockCard().getByRole('button', { name: 'Clock Out' }));
    await waitFor(() => expect(clockCard().getByRole('button', { name: 'Clock In' })).toBeTruthy());
    expect(clockCard().getByText('Clocked out')).toBeTruthy();
    expect(clockCard().queryByRole('timer')).toBeNull();
    expect(notifications().getByText('Clocked Out')).toBeTruthy();
    // Clocked out, nothing is tracked: the card says what the punch recorded, not that tracking is on.
    expect(clockCard().queryByText('Location tracking enabled')).toBeNull();
    expect(clockCard().getByText('Location recorded when you clocked out')).toBeTruthy();
  });

  it("cannot clock in twice: the server's CONFLICT message is shown and the card reloads the real state", async () => {
    mockGeolocation(refused);
    const { user } = renderWithProviders(<TodayPage />, {
      mocks: [
        todayMock({}),
        {
          request: { query: clockInMutation, variables: { input: null } },
          result: { errors: [new GraphQLError('You are already clocked in', { extensions: { code: 'CONFLICT' } })] },
        },
        todayMock({ clock: openEntry() }),
      ],
    });
    await loaded();
    await user.click(clockCard().getByRole('button', { name: 'Clock In' }));
    await waitFor(() => expect(notifications().getByText('You are already clocked in')).toBeTruthy());
    expect(notifications().getByText('Error')).toBeTruthy();
    await waitFor(() => expect(clockCard().getByRole('button', { name: 'Clock Out' })).toBeTruthy());
  });
});

describe('TodayPage: the payout summary', () => {
  it('shows this period so far and what last period paid', async () => {
    renderWithProviders(<TodayPage />, { mocks: [todayMock({})] });
    const summary = within(await screen.findByRole('region', { name: 'Payout Summary' }));
    expect(summary.getByText(/This period · Nov 22 – 28, 2026/)).toBeTruthy();
    expect(summary.getByText('No hours yet')).toBeTruthy();
    expect(summary.getByText('0.00 hours × $25.00 + $0.00 bonus = $0.00')).toBeTruthy();
    const last = within(summary.getByRole('region', { name: 'Last period · Nov 15 – 21, 2026' }));
    expect(last.getByText('Approved')).toBeTruthy();
    expect(last.getByText(/32\.00 hours × \$25\.00 \+ \$75\.00 bonus =/).textContent).toBe(
      '32.00 hours × $25.00 + $75.00 bonus = $875.00',
    );
    expect(summary.getByRole('link', { name: 'See all payouts' }).getAttribute('href')).toBe('/payouts');
  });
});
