import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import type { ServiceRequestStatus } from '../../../gql/graphql';
import { useToast } from '../../../ui/Toast';
import { UnassignedVisitsCard } from './UnassignedVisitsCard';
import { ChangeRequestsCard } from './ChangeRequestsCard';
import { PastVisitsCard } from './PastVisitsCard';
import { TimeOffCard } from './TimeOffCard';
import { AdminRequestList, AdminRequestList_MoreQuery } from './AdminRequestList';
import { DashboardAttention } from './DashboardAttention';
import { DashboardKpis } from './DashboardKpis';
import { PageHeader } from '../../../ui/PageHeader';
import { LoadState } from '../../../ui/LoadState';

export const DASHBOARD_PAGE_SIZE = 10;
const LOAD_FAILED = 'Failed to fetch service requests';

export const AdminDashboardPage_Query = graphql(`
  query AdminDashboardPage_Query($pageSize: Int!) {
    adminDashboard {
      ...DashboardKpis_dashboard
    }
    pending: serviceRequests(status: PENDING, first: $pageSize) {
      ...AdminRequestList_connection
    }
    approved: serviceRequests(status: ACCEPTED, first: $pageSize) {
      ...AdminRequestList_connection
    }
    scheduled: serviceRequests(status: SCHEDULED, first: 1) {
      totalCount
    }
    ...UnassignedVisitsCard_query
    ...DashboardAttention_query
  }
`);

/**
 * The admin dashboard at / and /admin (spec §2): this month's figures, then the requests waiting for a decision
 * and the approved jobs.
 */
export function AdminDashboardPage() {
  const { data, error, loading, refetch, fetchMore } = useQuery(AdminDashboardPage_Query, {
    variables: { pageSize: DASHBOARD_PAGE_SIZE },
  });
  const [loadingMore, setLoadingMore] = useState<ServiceRequestStatus | null>(null);
  const { toast } = useToast();

  // Spec §8: a list that fails to load says so in a destructive toast (and inline, with a retry).
  useEffect(() => {
    if (error) toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive' });
  }, [error, toast]);

  async function loadMore(status: ServiceRequestStatus, after: string) {
    setLoadingMore(status);
    try {
      await fetchMore({ query: AdminRequestList_MoreQuery, variables: { status, first: DASHBOARD_PAGE_SIZE, after } });
    } finally {
      setLoadingMore(null);
    }
  }

  return (
    <>
      <PageHeader title="Dashboard" lead="This month at a glance, and the requests that need you." />
      {!data ? (
        <LoadState
          loading={loading}
          error={error ? LOAD_FAILED : null}
          label="Loading the dashboard…"
          onRetry={() => void refetch()}
        />
      ) : (
        <StyledStack>
          <DashboardKpis dashboard={data.adminDashboard} />
          <DashboardAttention query={data} />
          <ChangeRequestsCard />
          <TimeOffCard />
          <PastVisitsCard />
          <UnassignedVisitsCard query={data} />
          <StyledColumns>
            <AdminRequestList
              id="pending-requests"
              title="Pending Requests"
              empty="No requests waiting for approval. You're all caught up."
              connection={data.pending}
              loadingMore={loadingMore === 'PENDING'}
              onLoadMore={(after) => void loadMore('PENDING', after)}
            />
            <AdminRequestList
              id="approved-jobs"
              title="Approved Jobs"
              empty="No approved jobs waiting. Approve a request and it shows here and on the calendar."
              note={
                data.scheduled.totalCount > 0 ? (
                  <>
                    Plus {data.scheduled.totalCount} scheduled {data.scheduled.totalCount === 1 ? 'job' : 'jobs'}: see the{' '}
                    <Link to="/calendar">Calendar</Link>.
                  </>
                ) : null
              }
              connection={data.approved}
              loadingMore={loadingMore === 'ACCEPTED'}
              onLoadMore={(after) => void loadMore('ACCEPTED', after)}
            />
          </StyledColumns>
        </StyledStack>
      )}
    </>
  );
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2rem;
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: 2rem 1.5rem;
  align-items: start;
`;
