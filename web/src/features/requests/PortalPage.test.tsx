import type { MockLink } from '@apollo/client/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { VisitChangesSection_Query } from './VisitChangesSection';
import { whoIsComing } from './whoIsComing';
import {
  greeting,
  isUpcoming,
  notOnTheSchedule,
  PortalPage,
  PortalPage_MarkPortalSeen,
  PortalPage_Query,
  REQUESTS_PAGE_SIZE,
} from './PortalPage';

// On a busy machine (the full suite on two cores) a rendered page can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

function request(id: string, date: string, status: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ServiceRequest',
    id,
    date,
    status,
    service: 'STANDARD',
    time: 'MORNING',
    address: '1450 Gulf Shore Blvd N, Naples, FL 34102',
    notes: null,
    recurring: 'ONETIME',
    customDays: null,
    adminFeedback: null,
    quote: null,
    ...overrides,
  };
}

function visit(
  id: string,
  date: string,
  service = 'DEEP',
  helpers: { count: number; names: string[] } = { count: 0, names: [] },
) {
  return {
    __typename: 'Visit',
    id,
    date,
    timeSlot: 'AFTERNOON',
    startTime: null,
    service,
    helperCount: helpers.count,
    helperFirstNames: helpers.names,
    request: { __typename: 'ServiceRequest', id: `r-${id}`, address: '1450 Gulf Shore Blvd N, Naples, FL 34102' },
  };
}

function portalMock(
  requests: ReturnType<typeof request>[],
  {
    visits = [] as ReturnType<typeof visit>[],
    after,
    hasNextPage = false,
    totalCount = requests.length,
    portalSeenAt = '2026-11-01T14:00:00.000Z' as string | null,
  } = {} as {
    visits?: ReturnType<typeof visit>[];
    after?: string;
    hasNextPage?: boolean;
    totalCount?: number;
    /** Null: the client's first visit to the portal. */
    portalSeenAt?: string | null;
  },
): MockLink.MockedResponse {
  return {
    request: { query: PortalPage_Query, variables: { first: REQUESTS_PAGE_SIZE, ...(after ? { after } : {}) } },
    result: {
      data: {
        viewer: { __typename: 'User', id: 'VXNlcjox', firstName: 'Jennifer', portalSeenAt },
        upcomingVisits: visits,
        serviceRequests: {
          __typename: 'ServiceRequestConnection',
          totalCount,
          edges: requests.map((node) => ({ __typename: 'ServiceRequestEdge', node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: requests.length ? `c-${requests.at(-1)!.id}` : null },
        },
      },
    },
  };
}

const section = (name: RegExp) => within(screen.getByRole('region', { name }));

describe('PortalPage', () => {
  it('shows the next cleaning (the earliest slot of the day first) and a Request Service call to action', async () => {
    renderWithProviders(<PortalPage />, {
      mocks: [
        portalMock([], {
          visits: [
            visit('v2', '2031-03-11', 'STANDARD'),
            { ...visit('v0', '2031-03-04', 'MOVEIN'), timeSlot: 'EVENING' },
            visit('v1', '2031-03-04'),
          ],
        }),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Portal' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/loading/i);
    const next = within(await screen.findByRole('region', { name: 'Next cleaning' }));
    expect(next.getByText('Tuesday, March 4')).toBeTruthy();
    expect(next.getByText('Afternoon 12PM-4PM · Deep Cleaning')).toBeTruthy();
    // Same day: the afternoon visit before the evening one, then the next week's.
    // The ones after it are listed once, under Upcoming visits, not in this card too.
    expect(next.queryAllByRole('listitem')).toEqual([]);
    expect(screen.getByText('Welcome back, Jennifer.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Request Service' })[0]!.getAttribute('href')).toBe('/request-service');
  });

  it('splits requests into upcoming (soonest first) and past, with their status and any feedback', async () => {
    renderWithProviders(<PortalPage />, {
      mocks: [
        portalMock([
          request('r1', '2099-06-01', 'PENDING', { service: 'MOVEOUT' }),
          request('r2', '2099-05-01', 'DECLINED', { adminFeedback: 'We are fully booked that week.' }),
          request('r3', '2020-02-01', 'ACCEPTED', { service: 'DEEP' }),
          request('r4', '2020-01-01', 'ACCEPTED', { recurring: 'WEEKLY', service: 'COMMERCIAL' }),
        ]),
      ],
    });
    await screen.findByRole('region', { name: /upcoming requests/i });
    const upcoming = section(/upcoming requests/i);
    const titles = (list: ReturnType<typeof section>) => list.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles(upcoming)).toEqual(['Commercial Cleaning', 'Standard Cleaning', 'Move-Out Cleaning']);
    expect(upcoming.getByText('Pending')).toBeTruthy();
    expect(upcoming.getByText('Declined')).toBeTruthy();
    expect(upcoming.getByText(/We are fully booked that week\./).textContent).toMatch(/Message from Sunshine Clean/);
    expect(upcoming.getByText('Weekly')).toBeTruthy();
    const past = section(/past requests/i);
    expect(titles(past)).toEqual(['Deep Cleaning']);
    expect(past.getByText('Accepted')).toBeTruthy();
    expect(screen.getByText('Showing 4 of 4 requests')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows each request at the quote it was made at, line by line, with the first and later visits', async () => {
    const line = (kind: string, label: string, amountCents: number) => ({
      __typename: 'QuoteLineType',
      kind,
      label,
      amountCents,
    });
    renderWithProviders(<PortalPage />, {
      mocks: [
        portalMock([
          request('r1', '2099-06-01', 'PENDING', {
            service: 'DEEP',
            recurring: 'BIWEEKLY',
            quote: {
              __typename: 'AgreedQuoteType',
              lines: [
                line('BASE', 'Deep Cleaning', 20_000),
                line('EXTRA', 'Inside oven', 3_500),
                line('COUPON', 'Coupon WELCOME10', -2_350),
              ],
              totalCents: 21_150,
              recurring: { __typename: 'VisitQuote', totalCents: 20_250 },
            },
          }),
          request('r2', '2099-05-01', 'PENDING'),
        ]),
      ],
    });
    const card = within((await screen.findByRole('heading', { level: 3, name: 'Deep Cleaning' })).closest('li') as HTMLElement);
    const price = card.getByText('Your price').nextElementSibling as HTMLElement;
    const rows = within(price)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Deep Cleaning $200.00',
      'Inside oven $35.00',
      'Coupon WELCOME10 -$23.50',
      'First visit $211.50',
      'Each later visit $202.50',
    ]);
    // A request made before prices existed shows none, rather than a made-up one.
    const other = within(screen.getByRole('heading', { level: 3, name: 'Standard Cleaning' }).closest('li') as HTMLElement);
    expect(other.queryByText('Your price')).toBeNull();
  });

  it('loads more requests with the cursor', async () => {
    const { user } = renderWithProviders(<PortalPage />, {
      mocks: [
        portalMock([request('r1', '2099-06-01', 'PENDING')], { hasNextPage: true, totalCount: 2 }),
        portalMock([request('r2', '2020-06-01', 'DECLINED', { service: 'MOVEIN' })], { after: 'c-r1', totalCount: 2 }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await section(/past requests/i).findByRole('heading', { name: 'Move-In Cleaning' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 requests')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('invites a first request when there is nothing yet', async () => {
    renderWithProviders(<PortalPage />, { mocks: [portalMock([])] });
    expect(await screen.findByText('No requests yet')).toBeTruthy();
    expect(screen.getByText('No cleaning scheduled yet')).toBeTruthy();
  });

  it("says 'Failed to fetch service requests' and offers a retry when the list cannot load", async () => {
    renderWithProviders(<PortalPage />, {
      mocks: [
        {
          request: { query: PortalPage_Query, variables: { first: REQUESTS_PAGE_SIZE } },
          error: new TypeError('Failed to fetch'),
        },
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch service requests');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    const toast = within(screen.getByRole('region', { name: /notifications/i }));
    expect(toast.getByText('Error')).toBeTruthy();
    expect(toast.getByText('Failed to fetch service requests')).toBeTruthy();
  });
});

describe('isUpcoming', () => {
  const today = '2031-03-04';
  it('is today or later whatever the status, or a running repeat', () => {
    expect(isUpcoming({ id: '1', date: today, status: 'PENDING', recurring: 'ONETIME' }, today)).toBe(true);
    expect(isUpcoming({ id: '2', date: '2031-05-01', status: 'DECLINED', recurring: 'ONETIME' }, today)).toBe(true);
    expect(isUpcoming({ id: '3', date: '2031-03-03', status: 'ACCEPTED', recurring: 'ONETIME' }, today)).toBe(false);
    expect(isUpcoming({ id: '4', date: '2031-01-01', status: 'SCHEDULED', recurring: 'BIWEEKLY' }, today)).toBe(true);
    expect(isUpcoming({ id: '5', date: '2031-01-01', status: 'DECLINED', recurring: 'WEEKLY' }, today)).toBe(false);
    expect(isUpcoming({ id: '6', date: '2031-01-01', status: 'PENDING', recurring: 'WEEKLY' }, today)).toBe(false);
  });

  it("says 'Welcome' with an invitation to book, or 'Welcome back', as the account's first portal visit says", () => {
    expect(greeting('Jennifer', true, 0)).toBe('Welcome, Jennifer. Request your first cleaning whenever you are ready.');
    expect(greeting('Jennifer', true, 2)).toBe('Welcome, Jennifer.');
    expect(greeting('Jennifer', false, 2)).toBe('Welcome back, Jennifer.');
    expect(greeting('', false, 0)).toBe('Welcome back. Request your first cleaning whenever you are ready.');
  });
});

describe('the first visit to the portal', () => {
  it("says 'Welcome' (even with a request already made), notes the visit, and keeps saying 'Welcome' meanwhile", async () => {
    let noted = 0;
    const markSeen: MockLink.MockedResponse = {
      request: { query: PortalPage_MarkPortalSeen },
      result: () => {
        noted += 1;
        const user = { __typename: 'User', id: 'VXNlcjox', portalSeenAt: '2026-11-27T15:00:00.000Z' };
        return { data: { markPortalSeen: { __typename: 'MarkPortalSeenPayload', user } } };
      },
      maxUsageCount: 2,
    };
    renderWithProviders(<PortalPage />, {
      mocks: [portalMock([request('r1', '2099-06-01', 'PENDING')], { portalSeenAt: null }), markSeen],
    });
    expect(await screen.findByText('Welcome, Jennifer.')).toBeTruthy();
    await waitFor(() => expect(noted).toBeGreaterThan(0));
    expect(screen.getByText('Welcome, Jennifer.')).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it("says 'Welcome back' on a later visit and notes nothing", async () => {
    let noted = 0;
    const markSeen: MockLink.MockedResponse = {
      request: { query: PortalPage_MarkPortalSeen },
      result: () => {
        noted += 1;
        return { data: { markPortalSeen: { __typename: 'MarkPortalSeenPayload', user: null } } };
      },
    };
    renderWithProviders(<PortalPage />, { mocks: [portalMock([]), markSeen] });
    expect(await screen.findByText('Welcome back, Jennifer. Request your first cleaning whenever you are ready.')).toBeTruthy();
    expect(await screen.findByText('No requests yet')).toBeTruthy();
    expect(noted).toBe(0);
  });
});

describe('upcoming cleanings, each once, with who is coming', () => {
  it("lists a booked one-time request's date once (under Next cleaning), keeping pending requests and plans", async () => {
    const booked = request('r-v1', '2099-03-04', 'ACCEPTED');
    const pending = request('r2', '2099-06-01', 'PENDING', { service: 'MOVEOUT' });
    const plan = request('r-v2', '2099-01-01', 'ACCEPTED', { recurring: 'WEEKLY', service: 'COMMERCIAL' });
    renderWithProviders(<PortalPage />, {
      mocks: [
        portalMock([booked, pending, plan], { visits: [visit('v1', '2099-03-04', 'STANDARD'), visit('v2', '2099-03-09')] }),
      ],
    });
    const upcoming = within(await screen.findByRole('region', { name: /upcoming requests/i }));
    expect(upcoming.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Commercial Cleaning',
      'Move-Out Cleaning',
    ]);
    // The date shows once: in the next-cleaning card, not again on the request's card.
    expect(screen.getAllByText(/\bMar(ch)? 4\b/)).toHaveLength(1);
  });

  it('says everything asked for is booked when every upcoming request is on the schedule', async () => {
    renderWithProviders(<PortalPage />, {
      mocks: [portalMock([request('r-v1', '2099-03-04', 'ACCEPTED')], { visits: [visit('v1', '2099-03-04')] })],
    });
    expect(await screen.findByText('Everything you asked for is booked: see Next cleaning above.')).toBeTruthy();
  });

  it('lists each upcoming visit once, with who is coming by first name, or that nobody is assigned yet', async () => {
    const visits = [
      visit('v1', '2099-03-04', 'DEEP', { count: 2, names: ['Maria'] }),
      visit('v2', '2099-03-11', 'STANDARD', { count: 1, names: ['Ana'] }),
      visit('v3', '2099-03-18', 'STANDARD'),
    ];
    const upcomingVisitsMock: MockLink.MockedResponse = {
      request: { query: VisitChangesSection_Query },
      result: {
        data: {
          upcomingVisits: visits.map(({ startTime: _startTime, request: { id }, ...rest }) => ({
            ...rest,
            request: { __typename: 'ServiceRequest', id, recurring: 'WEEKLY' },
          })),
          visitChangeRequests: { __typename: 'VisitChangeRequestConnection', edges: [] },
        },
      },
    };
    renderWithProviders(<PortalPage />, { mocks: [portalMock([], { visits }), upcomingVisitsMock] });
    const next = within(await screen.findByRole('region', { name: 'Next cleaning' }));
    expect(next.getByText("Who's coming:").parentElement!.textContent).toBe("Who's coming: Maria and 1 more");
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming visits' }));
    expect(upcoming.getAllByText(/^Who's coming:/).map((line) => line.textContent)).toEqual([
      "Who's coming: Maria and 1 more",
      "Who's coming: Ana",
      "Who's coming: Cleaner to be assigned",
    ]);
    // Each later visit's day appears once on the page.
    expect(screen.getAllByText('Wed, Mar 11')).toHaveLength(1);
    expect(screen.getAllByText('Wed, Mar 18')).toHaveLength(1);
  });

  it('drops only one-time requests whose visit is listed', () => {
    const scheduled = new Set(['a', 'b']);
    const rows = [
      { id: 'a', date: '2099-01-01', status: 'ACCEPTED', recurring: 'ONETIME' },
      { id: 'b', date: '2099-01-01', status: 'ACCEPTED', recurring: 'WEEKLY' },
      { id: 'c', date: '2099-01-01', status: 'ACCEPTED', recurring: 'ONETIME' },
    ];
    expect(notOnTheSchedule(rows, scheduled).map((row) => row.id)).toEqual(['b', 'c']);
  });

  it('names helpers by first name and counts those without an account', () => {
    expect(whoIsComing([], 0)).toBe('Cleaner to be assigned');
    expect(whoIsComing(['Maria'], 1)).toBe('Maria');
    expect(whoIsComing(['Maria', 'Ana'], 2)).toBe('Maria and Ana');
    expect(whoIsComing(['Maria', 'Ana', 'Luz'], 3)).toBe('Maria, Ana and Luz');
    expect(whoIsComing(['Maria'], 3)).toBe('Maria and 2 more');
    expect(whoIsComing([], 1)).toBe('1 cleaner');
    expect(whoIsComing([], 2)).toBe('2 cleaners');
  });
});
