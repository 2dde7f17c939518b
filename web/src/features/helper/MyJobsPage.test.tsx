import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLocation, renderWithProviders } from '../../../test/render';
import { addDays, businessToday, weekStart } from '../../lib/businessTime';
import { MyJobsPage, MyJobsPage_Query, weekFromParam } from './MyJobsPage';

const TODAY = businessToday();
const THIS_WEEK = weekStart(TODAY);

function job(id: string, date: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Visit',
    id,
    date,
    timeSlot: 'MORNING',
    startTime: null,
    status: 'SCHEDULED',
    service: 'STANDARD',
    clientName: `Client ${id}`,
    onHold: false,
    startedAt: null,
    completedAt: null,
    checklist: [],
    request: {
      __typename: 'ServiceRequest',
      id: `R${id}`,
      address: '5 Shell Rd, Naples, FL',
      notes: null,
      phoneNumber: '+12395550100',
    },
    ...overrides,
  };
}

function weekMock(start: string, jobs: ReturnType<typeof job>[]): MockLink.MockedResponse {
  return {
    request: { query: MyJobsPage_Query, variables: { from: start, to: addDays(start, 6) } },
    result: { data: { myJobs: jobs } },
  };
}

describe('weekFromParam', () => {
  it('starts weeks on Sunday, from any day of the week in the address, else this week', () => {
    expect(weekFromParam('2026-11-25', '2026-01-01')).toBe('2026-11-22');
    expect(weekFromParam('2026-11-22', '2026-01-01')).toBe('2026-11-22');
    expect(weekFromParam('2026-11-28', '2026-01-01')).toBe('2026-11-22');
    expect(weekFromParam(null, '2026-11-25')).toBe('2026-11-22');
    expect(weekFromParam('not-a-date', '2026-11-25')).toBe('2026-11-22');
  });
});

describe('MyJobsPage', () => {
  it("lists this week's jobs by day; only today's jobs offer Start Job; Previous and Next week move a week", async () => {
    const otherDay = TODAY === THIS_WEEK ? addDays(TODAY, 1) : THIS_WEEK;
    const { user } = renderWithProviders(<MyJobsPage />, {
      route: '/my-jobs',
      mocks: [
        weekMock(
          THIS_WEEK,
          [job('a', TODAY), job('b', otherDay, { status: 'COMPLETED' })].sort((x, y) => x.date.localeCompare(y.date)),
        ),
        weekMock(addDays(THIS_WEEK, -7), []),
        weekMock(THIS_WEEK, []),
        weekMock(addDays(THIS_WEEK, 7), [job('c', addDays(THIS_WEEK, 9))]),
      ],
    });

    const todays = within(await screen.findByRole('article', { name: 'Client a' }));
    expect(todays.getByRole('button', { name: 'Start Job' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Client b' })).queryByRole('button')).toBeNull();
    expect(screen.getByText(/This week · 2 jobs, 1 completed/)).toBeTruthy();
    expect(screen.getByText('Today')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByText('No jobs this week')).toBeTruthy();
    await expectLocation(`/my-jobs?week=${addDays(THIS_WEEK, -7)}`);
    expect(screen.getByText(/Past week/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back to this week' }));
    await expectLocation('/my-jobs');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    const next = within(await screen.findByRole('article', { name: 'Client c' }));
    expect(next.queryByRole('button')).toBeNull();
    expect(screen.getByText(/Coming week · 1 job/)).toBeTruthy();
  });
});
