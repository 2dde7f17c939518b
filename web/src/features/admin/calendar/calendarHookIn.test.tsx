import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { calendarVisit, visitDetailsMock, visitsMock } from './calendarMocks';
import { CalendarPage } from '../calendar/CalendarPage';
import { ACTIVE_HELPERS_LIMIT, AssignHelpersDialog_Query } from '../../../widgets/assignments/AssignHelpersDialog';
import { needsHelpers } from './unassignedMarks';

const CARLOS = {
  __typename: 'Helper',
  id: 'h1',
  databaseId: '7f3a9c2e-0000-4000-8000-000000000001',
  name: 'Carlos Rivera',
  user: { __typename: 'User', id: 'u1', name: 'Carlos Rivera' },
};

/** A calendar visit of `clientName`'s with these helpers. */
const visit = (id: string, date: string, helpers: { __typename: string; id: string; name: string }[], clientName: string) =>
  calendarVisit(id, date, {
    clientName,
    helperCount: helpers.length,
    helpers: helpers.map((helper) => ({ ...helper, user: null })),
  });

const monthMock = visitsMock('2031-02-23', '2031-04-05', [
  visit('v1', '2031-03-13', [], 'Jennifer Thompson'),
  visit('v2', '2031-03-14', [{ __typename: 'Helper', id: 'h1', name: 'Carlos Rivera' }], 'Robert Chen'),
  visit('v3', '2031-03-03', [], 'Linda Parker'),
]);

/** The visit the assign dialog opens, as its query selects it. */
const visitV1 = {
  __typename: 'Visit',
  id: 'v1',
  date: '2031-03-13',
  timeSlot: 'MORNING',
  startTime: null,
  status: 'SCHEDULED',
  helpers: [],
};

const assignDialogMock: MockLink.MockedResponse = {
  request: { query: AssignHelpersDialog_Query, variables: { visitId: 'v1', first: ACTIVE_HELPERS_LIMIT } },
  result: {
    data: {
      node: {
        ...visitV1,
        service: 'DEEP',
        clientName: 'Jennifer Thompson',
        request: { __typename: 'ServiceRequest', id: 'r1', recurring: 'ONETIME' },
      },
      helpers: {
        __typename: 'HelperConnection',
        edges: [{ __typename: 'HelperEdge', node: { ...CARLOS, maxHoursPerWeek: 40, notes: null } }],
      },
    },
  },
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2031-03-12T14:30:00Z'), toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('needsHelpers', () => {
  it('marks scheduled visits from today on with nobody assigned, not past or staffed ones', () => {
    expect(needsHelpers({ date: '2031-03-12', status: 'SCHEDULED', helperCount: 0 }, '2031-03-12')).toBe(true);
    expect(needsHelpers({ date: '2031-03-11', status: 'SCHEDULED', helperCount: 0 }, '2031-03-12')).toBe(false);
    expect(needsHelpers({ date: '2031-03-13', status: 'SCHEDULED', helperCount: 1 }, '2031-03-12')).toBe(false);
    expect(needsHelpers({ date: '2031-03-13', status: 'CANCELED', helperCount: 0 }, '2031-03-12')).toBe(false);
  });
});

describe('the calendar, for assignments', () => {
  it("labels upcoming unassigned visits 'Unassigned' with a dashed style, and assigns from the visit's details", async () => {
    const { user } = renderWithProviders(<CalendarPage />, {
      mocks: [monthMock, visitDetailsMock('2031-03-13'), assignDialogMock],
    });

    // A month of react-big-calendar takes a while to render in a busy test run.
    const unassigned = await screen.findByRole(
      'button',
      { name: /^Unassigned Jennifer Thompson · Deep Cleaning/ },
      { timeout: 4000 },
    );
    expect(unassigned.closest('.rbc-event')?.classList.contains('sc-unassigned')).toBe(true);
    const staffed = screen.getByRole('button', { name: /^Robert Chen · Deep Cleaning/ });
    expect(staffed.closest('.rbc-event')?.classList.contains('sc-unassigned')).toBe(false);
    // A past visit is history, not a to-do.
    expect(screen.getByRole('button', { name: /^Linda Parker · Deep Cleaning/ })).toBeTruthy();
    expect(screen.getByText('Unassigned (no helper yet)')).toBeTruthy();

    await user.click(unassigned);
    const details = within(await screen.findByRole('dialog', { name: 'Jennifer Thompson · Deep Cleaning' }));
    expect(await details.findByText('Unassigned')).toBeTruthy();
    await user.click(details.getByRole('button', { name: 'Assign helpers' }));
    const assign = within(await screen.findByRole('dialog', { name: 'Assign helpers' }));
    expect(await assign.findByRole('checkbox', { name: /Carlos Rivera/ })).toBeTruthy();
  });
});
