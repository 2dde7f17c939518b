import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index';
import type { ResultOf } from '@graphql-typed-document-node/core';
import type { AssignmentScope } from '../../gql/graphql';
import { useToast } from '../../ui/Toast';
import { serverMessage } from '../../apollo/errors';

export const assignHelpersMutation = graphql(`
  mutation useAssignHelpers_Mutation($input: AssignHelpersInput!) {
    assignHelpers(input: $input) {
      applied
      filledVisitCount
      warnings {
        kind
        helperId
        message
      }
      visits {
        id
        date
        helperCount
        helpers {
          id
          name
          databaseId
          user {
            id
            name
          }
        }
      }
    }
  }
`);

type Payload = ResultOf<typeof assignHelpersMutation>['assignHelpers'];

export interface AssignRequest {
  visitId: string;
  helperIds: string[];
  scope: AssignmentScope;
  confirm: boolean;
  /** Why a helper the client asked never to send goes anyway (required by the server to confirm one). */
  overrideReason?: string | null;
  /** For a client who wants the same helpers every visit: also staff the series' later visits without helpers. */
  fillSeries?: boolean;
}

export type AssignOutcome =
  | { kind: 'applied'; visits: Payload['visits']; filledVisitCount: number }
  | { kind: 'warnings'; warnings: Payload['warnings'] }
  | { kind: 'failed' };

/** The calendar's lean copies of these visits (CalendarVisit, the same id) take their new helper counts. */
export function refreshCalendarCounts(cache: ApolloCache, visits: readonly { id: string; helperCount: number }[]) {
  for (const visit of visits) {
    const id = cache.identify({ __typename: 'CalendarVisit', id: visit.id });
    if (id) cache.modify({ id, fields: { helperCount: () => visit.helperCount } });
  }
}

/**
 * assignHelpers: held back (applied false) with warnings until confirmed, else applied. The answer's visits carry
 * their new helpers, so cached visits update by themselves, and the calendar's lean copies (CalendarVisit, same id)
 * take the new count; the dashboard's unassigned list is dropped from the cache and read again. A failure is a
 * destructive 'Error' toast with the server's message.
 */
export function useAssignHelpers() {
  const { toast } = useToast();
  const [mutate, { loading }] = useMutation(assignHelpersMutation, {
    update(cache, { data }) {
      if (!data?.assignHelpers.applied) return;
      refreshCalendarCounts(cache, data.assignHelpers.visits);
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'unassignedVisits' });
      cache.gc();
    },
  });

  const assign = useCallback(
    async (request: AssignRequest): Promise<AssignOutcome> => {
      try {
        const { data } = await mutate({ variables: { input: request } });
        if (!data) throw new Error('No answer');
        const result = data.assignHelpers;
        if (!result.applied) return { kind: 'warnings', warnings: result.warnings };
        return { kind: 'applied', visits: result.visits, filledVisitCount: result.filledVisitCount };
      } catch (error) {
        toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to assign helpers', variant: 'destructive' });
        return { kind: 'failed' };
      }
    },
    [mutate, toast],
  );

  return { assign, loading };
}
