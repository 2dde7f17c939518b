import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { useToast } from '../../ui/Toast';
import { errorCode, serverMessage } from '../../apollo/errors';

export const startVisitMutation = graphql(`
  mutation useStartVisit_Mutation($input: VisitIdInput!) {
    startVisit(input: $input) {
      visit {
        id
        status
        startedAt
        completedAt
      }
    }
  }
`);

export const completeVisitMutation = graphql(`
  mutation useCompleteVisit_Mutation($input: CompleteVisitInput!) {
    completeVisit(input: $input) {
      visit {
        id
        status
        startedAt
        completedAt
      }
    }
  }
`);

/** The helper's screens that list jobs: refreshed when the server says a job moved on without us. */
const JOB_QUERIES = ['TodayPage_Query', 'MyJobsPage_Query'];

export const JOB_UPDATE_FAILED = 'Failed to update the job';

/**
 * Start Job (scheduled → in progress) and Complete Job (in progress → completed). The answer's visit updates the
 * cached card by itself; a failure is a destructive 'Error' toast with the server's message, and a conflict (the
 * job was already moved, e.g. from another phone) reloads the lists so the card shows the real state.
 */
export function useJobActions() {
  const { toast } = useToast();
  const [start, { loading: starting, client }] = useMutation(startVisitMutation);
  const [complete, { loading: completing }] = useMutation(completeVisitMutation);

  const run = useCallback(
    async (action: () => Promise<unknown>, success: { title: string; description: string }): Promise<boolean> => {
      try {
        await action();
      } catch (error) {
        toast({ title: 'Error', description: serverMessage(error) ?? JOB_UPDATE_FAILED, variant: 'destructive' });
        if (errorCode(error) === 'CONFLICT') await client.refetchQueries({ include: JOB_QUERIES }).catch(() => undefined);
        return false;
      }
      toast(success);
      return true;
    },
    [toast, client],
  );

  const startJob = useCallback(
    (id: string, summary: string) =>
      run(() => start({ variables: { input: { id } } }), { title: 'Job Started', description: `${summary} is in progress.` }),
    [run, start],
  );
  const completeJob = useCallback(
    (id: string, summary: string, reason?: string) =>
      run(() => complete({ variables: { input: reason ? { id, reason } : { id } } }), {
        title: 'Job Completed',
        description: `${summary} is done. Nice work!`,
      }),
    [run, complete],
  );

  return { startJob, completeJob, busy: starting || completing };
}
