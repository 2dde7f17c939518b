import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../gql';
import { formatClockTime } from '../../lib/businessTime';
import { useToast } from '../../ui/Toast';
import { type LocationResult, requestLocation } from './geolocation';
import { errorCode, serverMessage } from '../../apollo/errors';
import { idempotencyContext, newIdempotencyKey, offlineQueue, outcomeOf } from '../../apollo/offline/offlineQueue';
import { ClockCard_entry } from './ClockCard';
import { QUEUED_TITLE, queuedWords } from './useJobActions';

export const clockInMutation = graphql(`
  mutation useClockIn_Mutation($input: ClockInput) {
    clockIn(input: $input) {
      entry {
        id
        clockInAt
        ...ClockCard_entry
      }
    }
  }
`);

export const clockOutMutation = graphql(`
  mutation useClockOut_Mutation($input: ClockInput) {
    clockOut(input: $input) {
      entry {
        id
        clockInAt
        clockOutAt
        minutes
      }
    }
  }
`);

/** The screen that shows the clock. */
const CLOCK_QUERIES = ['TodayPage_Query'];

/** Points the cached `myClock` at the new open entry (or at none) and drops the cached pay periods, whose hours moved. */
function setClock(cache: ApolloCache, entryId: string | null) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      myClock: (_existing, { toReference }) => (entryId ? toReference({ __typename: 'TimeEntry', id: entryId }) : null),
    },
  });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'myPayPeriods' });
  cache.gc();
}

export type ClockPhase = 'idle' | 'locating' | 'saving';

/**
 * Clock In and Clock Out, stored on the server: first the browser is asked for the location (a refusal is fine),
 * then the punch is sent with it. The server keeps a helper from clocking in twice; its CONFLICT message is shown
 * and the card reloads the real state.
 */
export function useClock() {
  const { toast } = useToast();
  const [phase, setPhase] = useState<ClockPhase>('idle');
  const [lastLocation, setLastLocation] = useState<LocationResult | null>(null);
  const [clockIn, { client }] = useMutation(clockInMutation, {
    update(cache, { data }) {
      if (data) setClock(cache, data.clockIn.entry.id);
    },
  });
  const [clockOut] = useMutation(clockOutMutation, {
    update(cache, { data }) {
      if (data) setClock(cache, null);
    },
  });

  const punch = useCallback(
    async (direction: 'in' | 'out') => {
      setPhase('locating');
      const location = await requestLocation();
      setLastLocation(location);
      const input = location.status === 'shared' ? { latitude: location.latitude, longitude: location.longitude } : null;
      setPhase('saving');
      const key = newIdempotencyKey();
      /** No signal: the punch waits in the phone's queue, and the card shows it made (at this moment). */
      const keep = async () => {
        const label = direction === 'in' ? 'Clock In' : 'Clock Out';
        await offlineQueue.enqueue(
          {
            kind: direction === 'in' ? 'clockIn' : 'clockOut',
            mutation: direction === 'in' ? clockInMutation : clockOutMutation,
            variables: { input },
            label,
          },
          key,
        );
        if (direction === 'in') {
          const entryId = `offline-${key}`;
          client.cache.writeFragment({
            fragment: ClockCard_entry,
            id: `TimeEntry:${entryId}`,
            // The cache files it by type (the generated fragment type leaves __typename out).
            data: {
              ...{ __typename: 'TimeEntry' },
              id: entryId,
              clockInAt: new Date().toISOString(),
              clockInLatitude: input?.latitude ?? null,
              clockInLongitude: input?.longitude ?? null,
            },
          });
          setClock(client.cache, entryId);
        } else {
          setClock(client.cache, null);
        }
        toast({ title: QUEUED_TITLE, description: queuedWords(label) });
      };
      try {
        if (await offlineQueue.mustWait()) {
          await keep();
        } else if (direction === 'in') {
          const { data } = await clockIn({ variables: { input }, context: idempotencyContext(key) });
          const at = data ? formatClockTime(data.clockIn.entry.clockInAt) : null;
          toast({ title: 'Clocked In', description: at ? `Clocked in at ${at}. Have a good shift!` : 'Have a good shift!' });
        } else {
          const { data } = await clockOut({ variables: { input }, context: idempotencyContext(key) });
          const at = data?.clockOut.entry.clockOutAt ? formatClockTime(data.clockOut.entry.clockOutAt) : null;
          toast({ title: 'Clocked Out', description: at ? `Clocked out at ${at}. Thanks for today!` : 'Thanks for today!' });
        }
      } catch (error) {
        if (offlineQueue.canQueue() && outcomeOf(error).status === 'unreachable') {
          await keep();
          return;
        }
        toast({
          title: 'Error',
          description: serverMessage(error) ?? `Failed to clock ${direction}. Please try again.`,
          variant: 'destructive',
        });
        if (errorCode(error) === 'CONFLICT') await client.refetchQueries({ include: CLOCK_QUERIES }).catch(() => undefined);
      } finally {
        setPhase('idle');
      }
    },
    [clockIn, clockOut, client, toast],
  );

  return {
    clockIn: useCallback(() => punch('in'), [punch]),
    clockOut: useCallback(() => punch('out'), [punch]),
    phase,
    lastLocation,
  };
}
