import { NetworkStatus } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { Button, buttonStyles, type ButtonStyleProps } from '../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../ui/Card';
import { useToast } from '../../ui/Toast';
import { NextCleaningCard } from './NextCleaningCard';
import { RequestCard } from './RequestCard';
import { businessToday } from '../../lib/businessTime';
import { errorCode } from '../../apollo/errors';
import { PageHeader } from '../../ui/PageHeader';
import { CompletedVisitsSection } from './CompletedVisitsSection';
import { VisitChangesSection } from './VisitChangesSection';
import { LoadState } from '../../ui/LoadState';
import { SavedCardSection } from '../../widgets/card-payments/SavedCardSection';
import { PaymentHoldBanner } from '../../widgets/payments/PaymentHoldBanner';

export const REQUESTS_PAGE_SIZE = 10;
const LOAD_FAILED = 'Failed to fetch service requests';

export const PortalPage_Query = graphql(`
  query PortalPage_Query($first: Int!, $after: String) {
    viewer {
      id
      firstName
      portalSeenAt
    }
    upcomingVisits(limit: 5) {
      id
      request {
        id
      }
      ...NextCleaningCard_visit
    }
    serviceRequests(first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          date
          status
          recurring
          ...RequestCard_request
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const PortalPage_MarkPortalSeen = graphql(`
  mutation PortalPage_MarkPortalSeen {
    markPortalSeen {
      user {
        id
        portalSeenAt
      }
    }
  }
`);

type RequestNode = {
  id: string;
  date: string;
  status: string;
  recurring: string;
};

/**
 * Still ahead of the client: dated today or later (whatever its status, so a decline and its reason are seen), or a
 * repeating request that is running. Everything else is past.
 */
export function isUpcoming(request: RequestNode, today: string): boolean {
  if (request.date >= today) return true;
  return request.recurring !== 'ONETIME' && (request.status === 'ACCEPTED' || request.status === 'SCHEDULED');
}

/**
 * 'Welcome back' is for someone who has been here before (the account notes its first portal visit); a client with
 * nothing booked yet is also invited to book.
 */
export function greeting(firstName: string, firstVisit: boolean, bookings: number): string {
  const name = firstName ? `, ${firstName}` : '';
  const hello = firstVisit ? `Welcome${name}.` : `Welcome back${name}.`;
  return bookings === 0 ? `${hello} Request your first cleaning whenever you are ready.` : hello;
}

/**
 * A one-time request whose visit the next-cleaning card lists is the same cleaning: listing it again under
 * 'Upcoming requests' showed the same date twice. Pending and declined requests, and repeating plans (the card shows
 * only their next dates), stay.
 */
export function notOnTheSchedule<T extends RequestNode>(requests: readonly T[], scheduledRequestIds: ReadonlySet<string>): T[] {
  return requests.filter((request) => request.recurring !== 'ONETIME' || !scheduledRequestIds.has(request.id));
}

/**
 * /portal, the client dashboard: the next cleaning, the client's requests (upcoming, then past) with their status
 * and any feedback from the business, and the way to ask for another cleaning.
 */
export function PortalPage() {
  const { data, error, loading, networkStatus, refetch, fetchMore } = useQuery(PortalPage_Query, {
    variables: { first: REQUESTS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const { toast } = useToast();
  const forbidden = errorCode(error) === 'FORBIDDEN';
  const [markPortalSeen] = useMutation(PortalPage_MarkPortalSeen);

  // Whether this is the first visit, as the page first loaded: noting the visit updates the cached viewer, and the
  // greeting must not turn into 'Welcome back' under the client's eyes (state set while rendering, React's pattern
  // for remembering something from an earlier render).
  const [firstVisit, setFirstVisit] = useState<boolean | null>(null);
  if (data?.viewer && firstVisit === null) setFirstVisit(data.viewer.portalSeenAt == null);

  // The first load notes the visit, so the next one says 'Welcome back'. Failing to note it costs nothing but a
  // second 'Welcome', so it is not reported.
  useEffect(() => {
    if (firstVisit) markPortalSeen().catch(() => undefined);
  }, [firstVisit, markPortalSeen]);

  // Spec §8: a list that fails to load says so in a destructive toast (and inline, with a retry).
  useEffect(() => {
    if (error && !forbidden) toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive' });
  }, [error, forbidden, toast]);

  const header = (
    <>
      <PageHeader
        title="Portal"
        lead={
          data
            ? greeting(
                data.viewer?.firstName ?? '',
                firstVisit ?? data.viewer?.portalSeenAt == null,
                data.serviceRequests.totalCount + data.upcomingVisits.length,
              )
            : 'Your cleanings and requests.'
        }
        action={
          <StyledCta to="/request-service" $size="lg">
            Request Service
          </StyledCta>
        }
      />
    </>
  );

  if (!data) {
    if (forbidden && !loading) {
      return (
        <>
          {header}
          <Card>
            <CardTitle>For our clients</CardTitle>
            <CardDescription>This page shows a client's own cleanings and requests.</CardDescription>
            <StyledLinkButton to="/" $variant="secondary">
              Go to Dashboard
            </StyledLinkButton>
          </Card>
        </>
      );
    }
    return (
      <>
        {header}
        <LoadState loading={loading} error={LOAD_FAILED} label="Loading your cleanings…" onRetry={() => void refetch()} />
      </>
    );
  }

  const today = businessToday();
  const requests = data.serviceRequests.edges.map((edge) => edge.node);
  const scheduled = new Set(data.upcomingVisits.map((visit) => visit.request.id));
  const ahead = requests.filter((request) => isUpcoming(request, today));
  const upcoming = notOnTheSchedule(ahead, scheduled).sort((a, b) => a.date.localeCompare(b.date));
  const past = requests.filter((request) => !isUpcoming(request, today));
  const { hasNextPage, endCursor } = data.serviceRequests.pageInfo;

  return (
    <>
      {header}
      <StyledStack>
        <PaymentHoldBanner />
        <NextCleaningCard visits={data.upcomingVisits} />
        <VisitChangesSection />
        <SavedCardSection />
        <CompletedVisitsSection />

        {requests.length === 0 ? (
          <Card>
            <CardTitle>No requests yet</CardTitle>
            <CardDescription>
              Book your first cleaning: pick a service, a day and a time, and we'll confirm it for you.
            </CardDescription>
            <StyledLinkButton to="/request-service">Request Service</StyledLinkButton>
          </Card>
        ) : (
          <>
            <section aria-labelledby="upcoming-requests">
              <StyledSectionTitle id="upcoming-requests">Upcoming requests</StyledSectionTitle>
              {upcoming.length ? (
                <StyledList>
                  {upcoming.map((request) => (
                    <RequestCard key={request.id} request={request} />
                  ))}
                </StyledList>
              ) : (
                <StyledEmpty>
                  {ahead.length
                    ? 'Everything you asked for is booked: see Next cleaning above.'
                    : 'Nothing coming up. Need a cleaning? Request one any time.'}
                </StyledEmpty>
              )}
            </section>
            <section aria-labelledby="past-requests">
              <StyledSectionTitle id="past-requests">Past requests</StyledSectionTitle>
              {past.length ? (
                <StyledList>
                  {past.map((request) => (
                    <RequestCard key={request.id} request={request} />
                  ))}
                </StyledList>
              ) : (
                <StyledEmpty>{hasNextPage ? 'Load more to see older requests.' : 'No past requests yet.'}</StyledEmpty>
              )}
            </section>
            <StyledFooter>
              <StyledCount>
                Showing {requests.length} of {data.serviceRequests.totalCount} requests
              </StyledCount>
              {hasNextPage ? (
                <Button
                  $variant="secondary"
                  disabled={loadingMore}
                  onClick={() => void fetchMore({ variables: { first: REQUESTS_PAGE_SIZE, after: endCursor } })}
                >
                  {loadingMore ? 'Loading…' : 'Load more'}
                </Button>
              ) : null}
            </StyledFooter>
          </>
        )}
      </StyledStack>
    </>
  );
}

const StyledCta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    width: 100%;
  }
`;

const StyledLinkButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.75rem;
`;

const StyledSectionTitle = styled.h2`
  font-size: 1.25rem;
  margin: 0 0 0.75rem;
`;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  gap: 0.875rem;
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const StyledCount = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
