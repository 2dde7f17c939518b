import type { MockLink } from '@apollo/client/testing';
import type { ActiveStatusFilter } from '../../gql/graphql';
import { CLIENTS_PAGE_SIZE, clientsPageQuery } from './ClientsPage';

/** The clients screen's test data: three clients and the list query's answers. */
export const LINKED_USER = { __typename: 'User', id: 'VXNlcjpqZW5uaWZlcg', email: 'client@demo.local' };

export function clientNode(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Client',
    id: 'Q2xpZW50OjE',
    displayName: 'Jennifer Thompson',
    phone: '+12395550142',
    email: 'client@demo.local',
    address: '1450 Gulf Shore Blvd N, Naples, FL 34102',
    notes: 'Gate code 4821.',
    active: true,
    createdAt: '2026-04-26T15:00:00.000Z',
    balanceCents: 0,
    creditCents: 0,
    savedCard: null,
    user: LINKED_USER,
    ...overrides,
  };
}

export const ROBERT = clientNode({
  id: 'Q2xpZW50OjI',
  displayName: 'Robert Chen',
  phone: null,
  email: null,
  user: null,
  notes: null,
  address: null,
});
export const LINDA = clientNode({
  id: 'Q2xpZW50OjM',
  displayName: 'Linda Parker',
  active: false,
  user: null,
  email: 'linda@example.com',
});

export function listMock(
  nodes: ReturnType<typeof clientNode>[],
  options: { search?: string | null; status?: ActiveStatusFilter; after?: string; hasNextPage?: boolean; total?: number } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: clientsPageQuery,
      variables: {
        search: options.search ?? null,
        status: options.status ?? 'ALL',
        first: CLIENTS_PAGE_SIZE,
        ...(options.after ? { after: options.after } : {}),
      },
    },
    result: {
      data: {
        clients: {
          __typename: 'ClientConnection',
          totalCount: options.total ?? nodes.length,
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: options.hasNextPage ?? false,
            endCursor: nodes.length ? `cursor-${nodes.at(-1)!.id}` : null,
          },
          edges: nodes.map((node) => ({ __typename: 'ClientEdge', node })),
        },
      },
    },
    maxUsageCount: 3,
  };
}
