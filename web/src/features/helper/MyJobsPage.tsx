import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { addDays, businessToday, formatDay, formatDayRange, weekStart } from '../../lib/businessTime';
import { Badge } from '../../ui/Badge';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { QueryLoadState } from '../../lib/QueryLoadState';
import { PageHeader } from '../../ui/PageHeader';
import { PeriodNav } from '../../ui/PeriodNav';
import { JobCard } from './JobCard';
import { OfflineQueueStatus } from '../../widgets/offline/OfflineQueueStatus';

export const MyJobsPage_Query = graphql(`
  query MyJobsPage_Query($from: LocalDate!, $to: LocalDate!) {
    myJobs(from: $from, to: $to) {
      id
      date
      status
      ...JobCard_visit
    }
  }
`);

/**
 * Fetches the week holding today and the one holding tomorrow (on a Saturday, the next), and the job page of each of
 * today's and tomorrow's jobs, so a helper who opened only Today's Jobs still has them on the phone when the signal
 * goes (the day cache keeps the answers: apollo/offline/dayCache.ts).
 */
export function keepComingDays(client: ApolloClient, today: string) {
  const tomorrow = addDays(today, 1);
  const weeks = [...new Set([weekStart(today), weekStart(tomorrow)])];
  const fetched = weeks.map((from) =>
    client
      .query({ query: MyJobsPage_Query, variables: { from, to: addDays(from, 6) }, fetchPolicy: 'network-only' })
      .then(({ data }) => (data?.myJobs ?? []).filter((job) => job.date === today || job.date === tomorrow).map((job) => job.id))
      .catch(() => [] as string[]),
  );
  void Promise.all(fetched).then(async (lists) => {
    const ids = [...new Set(lists.flat())];
    if (ids.length === 0) return;
    const { JobPage_Query } = await import('./JobPage');
    for (const id of ids) {
      await client.query({ query: JobPage_Query, variables: { id }, fetchPolicy: 'network-only' }).catch(() => undefined);
    }
  });
}

const WEEK_PARAM = /^\d{4}-\d{2}-\d{2}$/;

/** The week in the address (?week=2026-11-22, any day of it), else this week: Sunday to Saturday. */
export function weekFromParam(param: string | null, today: string): string {
  if (param && WEEK_PARAM.test(param)) {
    try {
      return weekStart(param);
    } catch {
      // not a date: this week
    }
  }
  return weekStart(today);
}

/**
 * Every job of the helper, a week (Sunday to Saturday) at a time, with Previous week / Next week; the days that
 * have jobs are listed in order, today's jobs with their Start Job / Complete Job buttons.
 */
export function MyJobsPage() {
  const today = businessToday();
  const [params, setParams] = useSearchParams();
  const start = weekFromParam(params.get('week'), today);
  const end = addDays(start, 6);
  const thisWeek = weekStart(today);
  const query = useQuery(MyJobsPage_Query, { variables: { from: start, to: end } });
  const { data, previousData, loading } = query;
  const shown = data ?? (loading ? previousData : undefined);

  const goTo = (week: string) => setParams(week === thisWeek ? {} : { week }, { replace: false });
  const relative = start === thisWeek ? 'This week' : start < thisWeek ? 'Past week' : 'Coming week';

  const days = new Map<string, NonNullable<typeof shown>['myJobs'][number][]>();
  for (const job of shown?.myJobs ?? []) days.set(job.date, [...(days.get(job.date) ?? []), job]);
  const count = shown?.myJobs.length ?? 0;
  const done = shown?.myJobs.filter((job) => job.status === 'COMPLETED').length ?? 0;

  return (
    <>
      <PageHeader title="My Jobs" lead="Every job assigned to you, a week at a time." />
      <OfflineQueueStatus />
      <PeriodNav
        label="Choose a week"
        unit="week"
        title={formatDayRange(start, end)}
        note={
          <>
            {relative}
            {shown ? ` · ${count} ${count === 1 ? 'job' : 'jobs'}${done ? `, ${done} completed` : ''}` : null}
          </>
        }
        onPrevious={() => goTo(addDays(start, -7))}
        onNext={() => goTo(addDays(start, 7))}
        backLabel={start !== thisWeek ? 'Back to this week' : undefined}
        onBack={() => goTo(thisWeek)}
      />

      {!shown ? (
        <QueryLoadState query={query} label="Loading your jobs…" failed="Failed to load your jobs" />
      ) : count === 0 ? (
        <StyledDays>
          <EmptyState title="No jobs this week">
            {start < thisWeek
              ? 'You had no jobs assigned this week.'
              : 'Nothing is assigned to you yet. New jobs show here once the office assigns them.'}
          </EmptyState>
        </StyledDays>
      ) : (
        <StyledDays aria-busy={loading || undefined}>
          {loading ? <Spinner label="Loading the week…" /> : null}
          {[...days].map(([date, jobs]) => (
            <StyledDay key={date} aria-labelledby={`day-${date}`}>
              <StyledDayTitle id={`day-${date}`}>
                {formatDay(date, { weekday: 'long', month: 'short', day: 'numeric' })}
                {date === today ? <Badge tone="info">Today</Badge> : null}
              </StyledDayTitle>
              <StyledList>
                {jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard visit={job} actionable={date === today} headingLevel="h3" />
                  </li>
                ))}
              </StyledList>
            </StyledDay>
          ))}
        </StyledDays>
      )}
    </>
  );
}

const StyledDays = styled.div`
  margin-top: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
`;

const StyledDay = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
`;

const StyledDayTitle = styled.h2`
  margin: 0;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 1.125rem;
`;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: 0.875rem;
`;
