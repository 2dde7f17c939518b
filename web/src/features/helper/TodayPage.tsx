import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { businessToday, formatDay } from '../../lib/businessTime';
import { EmptyState } from '../../ui/EmptyState';
import { ClockCard } from './ClockCard';
import { QueryLoadState } from '../../lib/QueryLoadState';
import { PageHeader } from '../../ui/PageHeader';
import { JobCard } from './JobCard';
import { keepComingDays } from './MyJobsPage';
import { PayoutSummaryCard } from './PayoutSummaryCard';
import { StackList } from '../../ui/StackList';
import { OfflineQueueStatus } from '../../widgets/offline/OfflineQueueStatus';

export const TodayPage_Query = graphql(`
  query TodayPage_Query {
    todaysJobs {
      id
      status
      ...JobCard_visit
    }
    myClock {
      id
      ...ClockCard_entry
    }
    myPayPeriods(count: 2) {
      periodStart
      ...PayoutSummaryCard_period
    }
  }
`);

/**
 * The helper's home at / and /today (spec §2 helper dashboard): today's jobs in time order, the time clock and the
 * payout summary. On a phone the clock comes first, then the jobs, then the pay.
 */
export function TodayPage() {
  const query = useQuery(TodayPage_Query);
  const { data } = query;
  const today = businessToday();
  const jobs = data?.todaysJobs ?? [];
  const left = jobs.filter((job) => job.status === 'SCHEDULED' || job.status === 'IN_PROGRESS').length;
  const client = useApolloClient();
  const loaded = Boolean(data);
  useEffect(() => {
    if (loaded && navigator.onLine !== false) keepComingDays(client, today);
  }, [client, loaded, today]);

  return (
    <>
      <PageHeader
        title="Today's Jobs"
        lead={
          <>
            {formatDay(today, { weekday: 'long', month: 'long', day: 'numeric' })}
            {data
              ? ` · ${jobs.length === 0 ? 'no jobs' : `${jobs.length} ${jobs.length === 1 ? 'job' : 'jobs'}, ${left} to go`}`
              : null}
          </>
        }
      />
      {!data ? (
        <QueryLoadState query={query} label="Loading today's jobs…" failed="Failed to load today's jobs" />
      ) : (
        <StyledLayout>
          <StyledQueue>
            <OfflineQueueStatus />
          </StyledQueue>
          <StyledClock>
            <ClockCard entry={data.myClock} />
          </StyledClock>
          <StyledJobs aria-labelledby="todays-jobs-title">
            <StyledSectionTitle id="todays-jobs-title">Jobs</StyledSectionTitle>
            {jobs.length === 0 ? (
              <EmptyState title="No jobs today">
                Nothing is assigned to you for today. Your upcoming jobs are under My Jobs.
              </EmptyState>
            ) : (
              <StackList>
                {jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard visit={job} headingLevel="h3" />
                  </li>
                ))}
              </StackList>
            )}
          </StyledJobs>
          <StyledPay>
            <PayoutSummaryCard periods={data.myPayPeriods} />
          </StyledPay>
        </StyledLayout>
      )}
    </>
  );
}

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'queue' 'clock' 'jobs' 'pay';
  gap: 1.25rem;
  align-items: start;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1.6fr) minmax(18rem, 1fr);
    grid-template-areas: 'queue queue' 'jobs clock' 'jobs pay';
    grid-template-rows: auto auto 1fr;
    gap: 1.5rem;
  }
`;

const StyledQueue = styled.div`
  grid-area: queue;

  &:empty {
    display: none;
  }
`;

const StyledClock = styled.div`
  grid-area: clock;
`;

const StyledPay = styled.div`
  grid-area: pay;
`;

const StyledJobs = styled.section`
  grid-area: jobs;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
`;

const StyledSectionTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;
