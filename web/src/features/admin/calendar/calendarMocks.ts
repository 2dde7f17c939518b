import type { MockLink } from '@apollo/client/testing';
import { CalendarPage_Query, VISITS_PAGE_SIZE } from './CalendarPage';
import { CalendarHelperColumns_Query } from './helperColumns';
import { VisitDetailsDialog_Query } from './VisitDetailsDialog';

// Test fixtures shared by the calendar's tests: the answers of its month query and of a visit's details.

const ADDRESS = '1450 Gulf Shore Blvd N, Naples, FL 34102';

/** A visit as the calendar's query returns it: a scheduled, unstaffed morning deep clean for Jennifer Thompson. */
export function calendarVisit(id: string, date: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CalendarVisit',
    id,
    date,
    timeSlot: 'MORNING',
    startTime: null,
    service: 'DEEP',
    clientName: 'Jennifer Thompson',
    status: 'SCHEDULED',
    statusReason: null,
    onHold: false,
    helperCount: 0,
    helpers: [],
    ...overrides,
  };
}

/** The calendar's query for the window `from`–`to` answering with `nodes`, one page unless `page` says more follow. */
export function visitsMock(
  from: string,
  to: string,
  nodes: ReturnType<typeof calendarVisit>[],
  page: { after?: string; hasNextPage?: boolean } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: CalendarPage_Query,
      variables: { from, to, first: VISITS_PAGE_SIZE, ...(page.after ? { after: page.after } : {}) },
    },
    result: {
      data: {
        visits: {
          __typename: 'CalendarVisitConnection',
          edges: nodes.map((node) => ({ __typename: 'CalendarVisitEdge', node })),
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: page.hasNextPage ?? false,
            endCursor: nodes.length ? `c-${nodes.at(-1)!.id}` : null,
          },
        },
        closuresBetween: [],
      },
    },
  };
}

/**
 * The details of visit v1 (a scheduled, unstaffed morning deep clean on `date` for Jennifer Thompson, at one address,
 * no history, agreed at $235.00), its request's fields as `request` says (a one-time request without notes unless told otherwise).
 */
export function visitDetailsMock(date: string, request: Record<string, unknown> = {}): MockLink.MockedResponse {
  return {
    request: { query: VisitDetailsDialog_Query, variables: { id: 'v1' } },
    result: {
      data: {
        node: {
          __typename: 'Visit',
          id: 'v1',
          date,
          timeSlot: 'MORNING',
          startTime: null,
          status: 'SCHEDULED',
          statusReason: null,
          onHold: false,
          service: 'DEEP',
          address: ADDRESS,
          priceCents: 23_500,
          helpers: [],
          history: [],
          checklist: [],
          jobNotes: [],
          completionReason: null,
          request: {
            __typename: 'ServiceRequest',
            id: 'r1',
            service: 'DEEP',
            address: ADDRESS,
            notes: null,
            phoneNumber: '+12395550142',
            recurring: 'ONETIME',
            customDays: null,
            client: { __typename: 'Client', id: 'c1', displayName: 'Jennifer Thompson', phone: '+12395550142' },
            ...request,
          },
        },
      },
    },
  };
}

/** A helper as a calendar visit lists them: id and account name. */
export function visitHelper(id: string, name: string) {
  return { __typename: 'Helper', id, name, user: { __typename: 'User', id: `u-${id}`, name } };
}

/** The active helpers the day view's columns are made of, each `[id, name]`. */
export function helperColumnsMock(helpers: [string, string][]): MockLink.MockedResponse {
  return {
    request: { query: CalendarHelperColumns_Query },
    result: {
      data: {
        helpers: {
          __typename: 'HelperConnection',
          edges: helpers.map(([id, name]) => ({
            __typename: 'HelperEdge',
            node: {
              __typename: 'Helper',
              id,
              name,
              databaseId: `${id}-0000-4000-8000-000000000000`,
              user: { __typename: 'User', id: `u-${id}`, name },
            },
          })),
        },
      },
    },
  };
}
