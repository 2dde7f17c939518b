import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { useToast } from '../../ui/Toast';
import { errorCode, serverMessage } from '../../apollo/errors';
import { idempotencyContext, newIdempotencyKey, offlineQueue, outcomeOf } from '../../apollo/offline/offlineQueue';
import type { VisitStatus } from '../../gql/graphql';

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

/** The words of a change kept on the phone until the signal returns. */
export const QUEUED_TITLE = 'Saved on this phone';
export const queuedWords = (what: string) => `${what}. It is sent when the signal returns.`;

/**
 * Start Job (scheduled → in progress) and Complete Job (in progress → completed). The answer's visit updates the
 * cached card by itself; a failure is a destructive 'Error' toast with the server's message, and a conflict (the
 * job was already moved, e.g. from another phone) reloads the lists so the card shows the real state. Without a
 * signal (or with older changes still waiting) the change waits in the phone's queue under its Idempotency-Key and
 * the card shows it done; the queue sends it later, and a replay of one that did arrive changes nothing.
 */
export function useJobActions() {
  const { toast } = useToast();
  const [start, { loading: starting, client }] = useMutation(startVisitMutation);
  const [complete, { loading: completing }] = useMutation(completeVisitMutation);

  const act = useCallback(
    async (
      id: string,
      to: VisitStatus,
      variables: Record<string, unknown>,
      send: (key: string) => Promise<unknown>,
      change: { kind: string; mutation: typeof startVisitMutation | typeof completeVisitMutation; label: string },
      success: { title: string; description: string },
    ): Promise<boolean> => {
      const key = newIdempotencyKey();
      const keep = async () => {
        await offlineQueue.enqueue({ ...change, variables }, key);
        const at = new Date().toISOString();
        const stamp = to === 'IN_PROGRESS' ? 'startedAt' : 'completedAt';
        client.cache.modify<Record<string, string>>({
          id: client.cache.identify({ __typename: 'Visit', id }),
          fields: { status: () => to, [stamp]: () => at },
        });
        toast({ title: QUEUED_TITLE, description: queuedWords(change.label) });
        return true;
      };
      if (await offlineQueue.mustWait()) return keep();
      try {
        await send(key);
      } catch (error) {
        if (offlineQueue.canQueue() && outcomeOf(error).status === 'unreachable') return keep();
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
      act(
        id,
        'IN_PROGRESS',
        { input: { id } },
        (key) => start({ variables: { input: { id } }, context: idempotencyContext(key) }),
        { kind: 'startVisit', mutation: startVisitMutation, label: `Start Job: ${summary}` },
        { title: 'Job Started', description: `${summary} is in progress.` },
      ),
    [act, start],
  );
  const completeJob = useCallback(
    (id: string, summary: string, reason?: string) => {
      const input = reason ? { id, reason } : { id };
      return act(
        id,
        'COMPLETED',
        { input },
        (key) => complete({ variables: { input }, context: idempotencyContext(key) }),
        { kind: 'completeVisit', mutation: completeVisitMutation, label: `Complete Job: ${summary}` },
        { title: 'Job Completed', description: `${summary} is done. Nice work!` },
      );
    },
    [act, complete],
  );

  return { startJob, completeJob, busy: starting || completing };
}
