import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ChecklistCard_visit } from '../features/helper/ChecklistCard';
import type { ChecklistState } from '../gql/graphql';
import { typePolicies } from './type-policies';

const task = (state: ChecklistState) => ({
  __typename: 'ChecklistItem' as const,
  id: 'task-wipe-counters',
  room: 'Kitchen',
  label: 'Wipe counters',
  required: false,
  state,
  note: null,
});

describe('typePolicies', () => {
  it("keeps each visit's checklist apart, though two visits of one service share their tasks' ids", () => {
    const cache = new InMemoryCache({ typePolicies });
    const write = (id: string, state: ChecklistState) => {
      const data = { __typename: 'Visit', id, status: 'IN_PROGRESS' as const, checklist: [task(state)] };
      cache.writeFragment({ fragment: ChecklistCard_visit, data });
    };
    write('morning', 'DONE');
    write('afternoon', 'OPEN');

    const stateOf = (id: string) =>
      cache.readFragment({ fragment: ChecklistCard_visit, id: cache.identify({ __typename: 'Visit', id }) })?.checklist[0]?.state;
    expect(stateOf('morning')).toBe('DONE');
    expect(stateOf('afternoon')).toBe('OPEN');
  });

  it("merges the dashboard's parts: the trend line's answer keeps the figures another query wrote", () => {
    const cache = new InMemoryCache({ typePolicies });
    // Plain parse, not a gql tag: codegen collects tagged documents, and these two are only the test's.
    const figures = parse('query Figures { adminDashboard { approvedJobs } }');
    const trend = parse('query Trend { adminDashboard { month } }');
    cache.writeQuery({ query: figures, data: { adminDashboard: { __typename: 'AdminDashboard', approvedJobs: 7 } } });
    cache.writeQuery({ query: trend, data: { adminDashboard: { __typename: 'AdminDashboard', month: '2026-11' } } });
    expect(cache.readQuery<{ adminDashboard: { approvedJobs: number } }>({ query: figures })?.adminDashboard.approvedJobs).toBe(
      7,
    );
  });
});
