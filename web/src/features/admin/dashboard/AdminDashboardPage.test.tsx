import type { MockLink } from '@apollo/client/testing';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import type { ServiceRequestStatus } from '../../../gql/graphql';
import { AdminDashboardPage, AdminDashboardPage_Query, DASHBOARD_PAGE_SIZE } from './AdminDashboardPage';
import { revenueTrend } from './DashboardKpis';
import { ApproveDialog_Query } from './ApproveDialog';
import { approveServiceRequestMutation, declineServiceRequestMutation } from './useDecideServiceRequest';

// On a busy machine (the full suite on two cores) a rendered page can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

function buildRequest(id: string, status: ServiceRequestStatus, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ServiceRequest',
    id,
    service: 'DEEP',
    status,
    date: '2031-03-04',
    time: 'MORNING',
    address: '1450 Gulf Shore Blvd N, Naples, FL 34102',
    phoneNumber: '+12395550142',
    notes: 'Gate code 4821',
    recurring: 'WEEKLY',
    customDays: null,
    adminFeedback: null,
    client: { __typename: 'Client', id: `client-${id}`, displayName: 'Jennifer Thompson' },
    ...overrides,
  };
}

function connection(nodes: ReturnType<typeof buildRequest>[], totalCount = nodes.length) {
  return {
    __typename: 'ServiceRequestConnection',
    totalCount,
    edges: nodes.map((node) => ({ __typename: 'ServiceRequestEdge', node })),
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: nodes.at(-1) ? `cursor-${nodes.at(-1)!.id}` : null },
  };
}

const ROLE_REQUEST = {
  __typename: 'RoleRequest',
  id: 'Um9sZVJlcXVlc3Q6MQ',
  phone: '+12395550199',
  experience: 'Two years of vacation rentals',
  reason: null,
  createdAt: '2031-03-01T15:00:00.000Z',
  requester: { __typename: 'User', id: 'VXNlcjo5', name: 'Nina Newcomer', email: 'nina@example.com' },
};

interface DashboardShape {
  pending: ReturnType<typeof buildRequest>[];
  approved: ReturnType<typeof buildRequest>[];
  revenueCents?: number;
  trend?: number | null;
  business?: { phone: string | null; email: string | null };
  roleRequests?: (typeof ROLE_REQUEST)[];
}

function dashboardMock({
  pending,
  approved,
  revenueCents = 385_000,
  trend = 11.6,
  business = { phone: '+12395550100', email: 'hello@sunshineclean.example' },
  roleRequests = [],
}: DashboardShape): MockLink.MockedResponse {
  return {
    request: { query: AdminDashboardPage_Query, variables: { pageSize: DASHBOARD_PAGE_SIZE } },
    result: {
      data: {
        adminDashboard: {
          __typename: 'AdminDashboard',
          month: '2031-03-01',
          monthlyRevenueCents: revenueCents,
          previousMonthRevenueCents: 345_000,
          revenueTrendPercent: trend,
          revenueBreakdown: [
            { __typename: 'RevenueLine', service: 'STANDARD', visitCount: 16, unitPriceCents: 15_000, totalCents: 240_000 },
            { __typename: 'RevenueLine', service: 'DEEP', visitCount: 2, unitPriceCents: 25_000, totalCents: 50_000 },
          ],
          pendingApprovals: pending.length,
          approvedJobs: approved.length + 9,
          totalRequests: 25,
        },
        pending: connection(pending),
        approved: connection(approved),
        scheduled: { __typename: 'ServiceRequestConnection', totalCount: 9 },
        unassignedVisits: [],
        businessSettings: { __typename: 'BusinessSettings', id: 'settings', ...business },
        roleRequests: {
          __typename: 'RoleRequestConnection',
          totalCount: roleRequests.length,
          edges: roleRequests.map((node) => ({ __typename: 'RoleRequestEdge', node })),
        },
      },
    },
  };
}

type Outcome = 'ok' | { error: string; code: string };

function decisionMock(
  kind: 'approve' | 'decline',
  calls: Record<string, unknown>[],
  outcome: Outcome = 'ok',
): MockLink.MockedResponse {
  const decided: ServiceRequestStatus = kind === 'approve' ? 'ACCEPTED' : 'DECLINED';
  return {
    request: { query: kind === 'approve' ? approveServiceRequestMutation : declineServiceRequestMutation, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      const input = variables.input as { id: string; reason?: string | null };
      calls.push(input);
      if (outcome !== 'ok') return { errors: [{ message: outcome.error, extensions: { code: outcome.code } }] };
      const field = kind === 'approve' ? 'approveServiceRequest' : 'declineServiceRequest';
      const payload = kind === 'approve' ? 'ApproveServiceRequestPayload' : 'DeclineServiceRequestPayload';
      return {
        data: {
          [field]: {
            __typename: payload,
            serviceRequest: { __typename: 'ServiceRequest', id: input.id, status: decided, adminFeedback: input.reason ?? null },
          },
        },
      };
    },
  };
}

const pendingOne = buildRequest('req-1', 'PENDING');
const pendingTwo = buildRequest('req-2', 'PENDING', {
  service: 'MOVEOUT',
  client: { __typename: 'Client', id: 'c-2', displayName: 'Robert Chen' },
});
const approvedOne = buildRequest('req-3', 'ACCEPTED', { service: 'STANDARD' });

/** The toast region (hidden from the accessibility tree while a modal dialog is open, so looked up with hidden). */
const notifications = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));
const pendingList = () => within(screen.getByRole('region', { name: /pending requests/i }));
const itemFor = (client: string) => within(pendingList().getByRole('listitem', { name: client }));

/** Approve's confirmation asks for the request's price, length and slot, and the helpers to offer. */
const approvePreviewMock = (id: string): MockLink.MockedResponse => ({
  request: { query: ApproveDialog_Query, variables: { id } },
  result: {
    data: {
      approvalPreview: { __typename: 'ApprovalPreview', priceCents: 25000, durationMinutes: 240, slotVisitCount: 1 },
      helpers: {
        __typename: 'HelperConnection',
        edges: [
          {
            __typename: 'HelperEdge',
            node: {
              __typename: 'Helper',
              id: 'h-1',
              databaseId: 'a1b2c3d4',
              name: 'Carla Reyes',
              user: { __typename: 'User', id: 'u-1', name: 'Carla Reyes' },
            },
          },
        ],
      },
    },
  },
});

/** Approve on the row, then Approve in its confirmation (optionally with a helper). */
async function approveThroughDialog(user: ReturnType<typeof renderWithProviders>['user'], client: string, helper?: string) {
  await user.click(itemFor(client).getByRole('button', { name: 'Approve' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Approve request' }));
  await dialog.findByText('$250.00');
  if (helper) await user.selectOptions(dialog.getByRole('combobox', { name: /Assign a helper/ }), helper);
  await user.click(dialog.getByRole('button', { name: 'Approve' }));
}

describe('AdminDashboardPage', () => {
  it('shows the four KPI cards with the revenue worked out and the trend against last month', async () => {
    renderWithProviders(<AdminDashboardPage />, {
      mocks: [dashboardMock({ pending: [pendingOne, pendingTwo], approved: [approvedOne] })],
    });
    const revenue = await screen.findByRole('group', { name: 'Monthly Revenue' });
    expect(within(revenue).getByText('$3,850.00')).toBeTruthy();
    expect(within(revenue).getByText('16 × $150.00 Standard Cleaning')).toBeTruthy();
    expect(within(revenue).getByText('2 × $250.00 Deep Cleaning')).toBeTruthy();
    expect(within(revenue).getByText('$2,400.00')).toBeTruthy();
    expect(within(revenue).getByText(/11.6% vs last month \(\$3,450.00\)/).dataset.direction).toBe('up');
    expect(within(screen.getByRole('group', { name: 'Pending Approvals' })).getByText('2')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Approved Jobs' })).getByText('10')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Total Requests' })).getByText('25')).toBeTruthy();
  });

  it('lists pending requests with Approve and Decline, and approved jobs without them', async () => {
    renderWithProviders(<AdminDashboardPage />, {
      mocks: [dashboardMock({ pending: [pendingOne, pendingTwo], approved: [approvedOne] })],
    });
    const item = within(await screen.findByRole('listitem', { name: 'Robert Chen' }));
    expect(item.getByText('Move-Out Cleaning')).toBeTruthy();
    expect(item.getByText('Pending')).toBeTruthy();
    expect(item.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(item.getByRole('button', { name: 'Decline' })).toBeTruthy();
    const approved = within(screen.getByRole('region', { name: /approved jobs/i }));
    expect(approved.getByText('Accepted')).toBeTruthy();
    expect(approved.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(approved.getByText(/plus 9 scheduled jobs/i)).toBeTruthy();
  });

  it("offers 'Assign helpers' on approved jobs with visits to come, not on a one-time job whose day has gone", async () => {
    const past = buildRequest('req-past', 'ACCEPTED', {
      recurring: 'ONETIME',
      date: '2020-01-07',
      client: { __typename: 'Client', id: 'c-past', displayName: 'Past Patty' },
    });
    const comingOnce = buildRequest('req-once', 'ACCEPTED', {
      recurring: 'ONETIME',
      client: { __typename: 'Client', id: 'c-once', displayName: 'Future Fay' },
    });
    const pastWeekly = buildRequest('req-weekly', 'ACCEPTED', {
      date: '2020-01-07',
      client: { __typename: 'Client', id: 'c-weekly', displayName: 'Weekly Walt' },
    });
    renderWithProviders(<AdminDashboardPage />, {
      mocks: [dashboardMock({ pending: [], approved: [past, comingOnce, pastWeekly] })],
    });
    const approved = within(await screen.findByRole('region', { name: /approved jobs/i }));
    const assign = (client: string) =>
      within(approved.getByRole('listitem', { name: client })).queryByRole('button', { name: /assign helpers/i });
    expect(assign('Past Patty')).toBeNull();
    expect(assign('Future Fay')).toBeTruthy();
    expect(assign('Weekly Walt')).toBeTruthy();
  });

  it('declining asks for a reason; Cancel aborts with no call', async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = renderWithProviders(<AdminDashboardPage />, {
      mocks: [dashboardMock({ pending: [pendingOne], approved: [] }), decisionMock('decline', calls)],
    });
    await screen.findByRole('listitem', { name: 'Jennifer Thompson' });
    await user.click(itemFor('Jennifer Thompson').getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline request' });
    expect(within(dialog).getByText(/Decline Jennifer Thompson's Deep Cleaning on Tue, Mar 4\?/)).toBeTruthy();
    const reason = within(dialog).getByLabelText('Reason (optional)');
    expect(document.activeElement).toBe(reason);
    await user.type(reason, 'Fully booked');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    expect(notifications().queryByText('Request Updated')).toBeNull();
    expect(itemFor('Jennifer Thompson').getByText('Pending')).toBeTruthy();
  });

  it('Escape also cancels the decline', async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = renderWithProviders(<AdminDashboardPage />, {
      mocks: [dashboardMock({ pending: [pendingOne], approved: [] }), decisionMock('decline', calls)],
    });
    await screen.findByRole('listitem', { name: 'Jennifer Thompson' });
    await user.click(itemFor('Jennifer Thompson').getByRole('button', { name: 'Decline' }));
    await screen.findByRole('dialog', { name: 'Decline request' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it("sends the reason, says 'Request Updated' and refreshes the lists and figures", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = renderWithProviders(<AdminDashboardPage />, {
      mocks: [
        dashboardMock({ pending: [pendingOne, pendingTwo], approved: [] }),
        decisionMock('decline', calls),
        dashboardMock({ pending: [pendingTwo], approved: [] }),
      ],
    });
    await screen.findByRole('listitem', { name: 'Jennifer Thompson' });
    await user.click(itemFor('Jennifer Thompson').getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline request' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), '  Fully booked that day  ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(await notifications().findByText('Request Updated')).toBeTruthy();
    expect(calls).toEqual([{ id: 'req-1', reason: 'Fully booked that day' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pendingList().queryByRole('listitem', { name: 'Jennifer Thompson' })).toBeNull();
    expect(await within(screen.getByRole('group', { name: 'Pending Approvals' })).findByText('1')).toBeTruthy();
  });

  it('sends no reason when the box is left empty', async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = renderWithProviders(<AdminDashboardPage />, {
      mocks: [
        dashboardMock({ pending: [pendingOne], approved: [] }),
        decisionMock('decline', calls),
        dashboardMock({ pending: [], approved: [] }),
      ],
    });
    await screen.findByRole('listitem', { name: 'Jennifer Thompson' });
    await user.click(itemFor('Jennifer Thompson').getByRole('button', { name: 'Decline' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }));
    await notifications().findByText('Request Updated');
    expect(calls).toEqual([{ id: 'req-1', reason: null }]);
  });

  it('approves after a short confirmation: the request moves from pending to the approved jobs', async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = renderWithProviders(<AdminDashboardPage />, {
      mocks: [
        dashboardMock({ pending: [pendingOne], approved: [] }),
        approvePreviewMock('req-1'),
        decisionMock('approve', calls),
        dashboardMock({ pending: [], approved: [{ ...pendingOne, status: 'ACCEPTED' }] }),
      ],
    });
    await screen.findByRole('listitem', { name: 'Jennifer Thompson' });
    await approveThroughDialog(user, 'Jennifer Thompson');
    expect(await notifications().findByText('Request Updated')).toBeTruthy();
    expect(calls).toEqual([{ id: 'req-1' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const approved = within(screen.getByRole('region', { name: /approved jobs/i }));
    expect(await approved.findByRole('listitem', { name: 'Jennifer Thompson' })).toBeTruthy();
    expect(await pendingList().findByText(/all caught up/i)).toBeTruthy();
  });

  it('assigns the helper chosen in the confirmation in the same operation', async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = renderWithProviders(<AdminDashboardPage />, {
      mocks: [
        dashboardMock({ pending: [pendingOne], approved: [] }),
        approvePreviewMock('req-1'),
        decisionMock('approve', calls),
        dashboardMock({ pending: [], approved: [{ ...pendingOne, status: 'ACCEPTED' }] }),
      ],
    });
    await screen.findByRole('listitem', { name: 'Jennifer Thompson' });
    await approveThroughDialog(user, 'Jennifer Thompson', 'h-1');
    expect(await notifications().findByText('Request Updated')).toBeTruthy();
    expect(calls).toEqual([{ id: 'req-1', helperIds: ['h-1'] }]);
  });

  it("shows the conflict's message when another admin decided first, and refreshes", async () => {
    const calls: Record<string, unknown>[] = [];
    const { user } = renderWithProviders(<AdminDashboardPage />, {
      mocks: [
        dashboardMock({ pending: [pendingOne], approved: [] }),
        approvePreviewMock('req-1'),
        decisionMock('approve', calls, { error: 'This request was already declined', code: 'CONFLICT' }),
        dashboardMock({ pending: [], approved: [] }),
      ],
    });
    await screen.findByRole('listitem', { name: 'Jennifer Thompson' });
    await approveThroughDialog(user, 'Jennifer Thompson');
    expect(await notifications().findByText('This request was already declined')).toBeTruthy();
    expect(notifications().getByText('Error')).toBeTruthy();
    expect(notifications().getByRole('listitem').getAttribute('data-variant')).toBe('destructive');
    expect(await pendingList().findByText(/all caught up/i)).toBeTruthy();
  });

  it("falls back to 'Failed to update request' when the server sends no message", async () => {
    const { user } = renderWithProviders(<AdminDashboardPage />, {
      mocks: [
        dashboardMock({ pending: [pendingOne], approved: [] }),
        approvePreviewMock('req-1'),
        { request: { query: approveServiceRequestMutation, variables: () => true }, error: new TypeError('Failed to fetch') },
      ],
    });
    await screen.findByRole('listitem', { name: 'Jennifer Thompson' });
    await approveThroughDialog(user, 'Jennifer Thompson');
    expect(await notifications().findByText('Failed to update request')).toBeTruthy();
    // The confirmation stays open to try again.
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it("says 'Failed to fetch service requests' when the dashboard cannot load", async () => {
    renderWithProviders(<AdminDashboardPage />, {
      mocks: [
        {
          request: { query: AdminDashboardPage_Query, variables: { pageSize: DASHBOARD_PAGE_SIZE } },
          error: new TypeError('Failed to fetch'),
        },
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch service requests');
    expect(notifications().getByText('Error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows empty lists plainly', async () => {
    renderWithProviders(<AdminDashboardPage />, { mocks: [dashboardMock({ pending: [], approved: [] })] });
    expect(await screen.findByText(/no requests waiting for approval/i)).toBeTruthy();
    expect(screen.getByText(/no approved jobs waiting/i)).toBeTruthy();
  });

  it('asks the owner to finish the public page while it has no phone number or mailbox, and is quiet once it has', async () => {
    const { unmount } = renderWithProviders(<AdminDashboardPage />, {
      mocks: [dashboardMock({ pending: [], approved: [], business: { phone: null, email: null } })],
    });
    const notice = within(await screen.findByRole('region', { name: 'Finish your public page' }));
    expect(notice.getByText(/no phone number or mailbox yet, so visitors cannot call, text or write to you/)).toBeTruthy();
    expect(notice.getByRole('link', { name: 'Add them in Settings' }).getAttribute('href')).toBe('/settings#business');
    unmount();

    renderWithProviders(<AdminDashboardPage />, { mocks: [dashboardMock({ pending: [], approved: [] })] });
    await screen.findByText(/no requests waiting for approval/i);
    expect(screen.queryByRole('region', { name: 'Finish your public page' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Helper Access Requests/ })).toBeNull();
  });

  it('lists clients asking to become helpers, with Approve and Decline', async () => {
    renderWithProviders(<AdminDashboardPage />, {
      mocks: [dashboardMock({ pending: [], approved: [], roleRequests: [ROLE_REQUEST] })],
    });
    const review = within(await screen.findByRole('region', { name: 'Helper Access Requests (1)' }));
    expect(review.getByText('Nina Newcomer')).toBeTruthy();
    expect(review.getByText('Two years of vacation rentals')).toBeTruthy();
    expect(review.getByRole('button', { name: 'Approve Nina Newcomer' })).toBeTruthy();
    expect(review.getByRole('button', { name: 'Decline Nina Newcomer' })).toBeTruthy();
  });
});

describe('revenueTrend', () => {
  it('goes up and green for growth, down and red for a fall, and is absent without last month', () => {
    expect(revenueTrend(11.6, 345_000)).toEqual({ direction: 'up', positive: true, label: '11.6% vs last month ($3,450.00)' });
    expect(revenueTrend(-25, 100_000)).toEqual({ direction: 'down', positive: false, label: '25% vs last month ($1,000.00)' });
    expect(revenueTrend(0, 100_000)?.direction).toBe('up');
    expect(revenueTrend(null, 0)).toBeNull();
  });
});
