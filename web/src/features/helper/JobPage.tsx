import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { QueryLoadState } from '../../lib/QueryLoadState';
import { formatDay } from '../../lib/businessTime';
import { formatPhone } from '../../lib/phone';
import { SERVICE_NAMES, VISIT_STATUS } from '../../lib/serviceLabels';
import { mapsUrl, whenLabel } from '../../lib/visits';
import { Badge } from '../../ui/Badge';
import { BackLink } from '../../ui/BackLink';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { factTerms } from '../../ui/facts';
import { useJobActions } from './useJobActions';
import { AccessNotesCard } from './AccessNotesCard';
import { ChecklistCard } from './ChecklistCard';
import { CompleteJobDialog } from './CompleteJobDialog';
import { JobNotesCard } from './JobNotesCard';
import { JobPhotos } from './JobPhotos';
import { OnMyWayCard } from './OnMyWayCard';
import { OfflineQueueStatus } from '../../widgets/offline/OfflineQueueStatus';
import { HoldBadge } from '../../widgets/payments/HoldBadge';

export const JobPage_Query = graphql(`
  query JobPage_Query($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on Visit {
        date
        timeSlot
        startTime
        status
        onHold
        service
        clientName
        clientPhone
        address
        helperNames
        extras
        startedAt
        completedAt
        checklist {
          id
          required
          state
        }
        ...AccessNotesCard_visit
        ...ChecklistCard_visit
        ...JobNotesCard_visit
        ...OnMyWayCard_visit
      }
    }
  }
`);

/**
 * One job, as the helper works it on a phone (issue 27): who, when, where (Open in Maps), what, who else is on it and
 * the client's phone; then "Read before you start" (the access notes), On my way, the checklist, photos and notes;
 * Start Job and Complete Job at the bottom, where the thumb is. Opened from Today's Jobs and My Jobs.
 */
export function JobPage() {
  const { visitId = '' } = useParams();
  const query = useQuery(JobPage_Query, { variables: { id: visitId } });
  const { startJob, completeJob, busy } = useJobActions();
  const [completing, setCompleting] = useState(false);
  const visit = query.data?.node?.__typename === 'Visit' ? query.data.node : null;

  if (!query.data) {
    return (
      <>
        <BackLink to="/today">Today's Jobs</BackLink>
        <PageHeader title="Job" />
        <QueryLoadState query={query} label="Loading the job…" failed="Failed to load the job" />
      </>
    );
  }
  if (!visit) {
    return (
      <>
        <BackLink to="/today">Today's Jobs</BackLink>
        <PageHeader title="Job" />
        <EmptyState title="Job not found">This job is not one of yours, or it was removed.</EmptyState>
      </>
    );
  }

  const client = visit.clientName.trim() || 'Unknown Client';
  const service = SERVICE_NAMES[visit.service];
  const summary = `${client}'s ${service}`;
  const status = VISIT_STATUS[visit.status];
  const openRequired = visit.checklist.filter((item) => item.required && item.state === 'OPEN').length;

  return (
    <>
      <BackLink to="/today">Today's Jobs</BackLink>
      <PageHeader
        title={client}
        lead={`${formatDay(visit.date, { weekday: 'long', month: 'long', day: 'numeric' })} · ${whenLabel(visit)}`}
      />
      <OfflineQueueStatus />
      <StyledLayout>
        <Card aria-labelledby="job-facts-title">
          <StyledTop>
            <CardTitle id="job-facts-title">{service}</CardTitle>
            <Badge tone={status.tone}>{status.label}</Badge>
            <HoldBadge onHold={visit.onHold} />
          </StyledTop>
          <StyledFacts>
            <div>
              <dt>Address</dt>
              <dd>
                {visit.address}
                <br />
                <a href={mapsUrl(visit.address)} target="_blank" rel="noopener noreferrer">
                  Open in Maps<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              </dd>
            </div>
            <div>
              <dt>Time</dt>
              <dd>{whenLabel(visit)}</dd>
            </div>
            <div>
              <dt>Extras</dt>
              <dd>{visit.extras.length ? visit.extras.join(', ') : 'None'}</dd>
            </div>
            <div>
              <dt>Helpers</dt>
              <dd>{visit.helperNames.length ? visit.helperNames.join(', ') : 'Nobody yet'}</dd>
            </div>
            <div>
              <dt>Client's phone</dt>
              <dd>
                {visit.clientPhone ? (
                  <a href={`tel:${visit.clientPhone}`}>
                    <VisuallyHidden>Call </VisuallyHidden>
                    {formatPhone(visit.clientPhone)}
                  </a>
                ) : (
                  'Not given'
                )}
              </dd>
            </div>
          </StyledFacts>
        </Card>

        <AccessNotesCard visit={visit} />
        <OnMyWayCard visit={visit} />
        <ChecklistCard visit={visit} />
        {/* The photos engineer's part of the page (issue 27): before, after and issue photos. */}
        <JobPhotos visitId={visit.id} />
        <JobNotesCard visit={visit} />

        {visit.status === 'SCHEDULED' ? (
          <Button $size="lg" $fullWidth disabled={busy} onClick={() => void startJob(visit.id, summary)}>
            {busy ? 'Starting…' : 'Start Job'}
          </Button>
        ) : null}
        {visit.status === 'IN_PROGRESS' ? (
          <>
            <Button $size="lg" $fullWidth disabled={busy} onClick={() => setCompleting(true)}>
              Complete Job
            </Button>
            <CompleteJobDialog
              open={completing}
              onOpenChange={setCompleting}
              summary={summary}
              openRequired={openRequired}
              pending={busy}
              onComplete={async (reason) => {
                if (await completeJob(visit.id, summary, reason)) setCompleting(false);
              }}
            />
          </>
        ) : null}
      </StyledLayout>
    </>
  );
}

const StyledLayout = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-width: 40rem;
  min-width: 0;
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

const StyledFacts = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 0.625rem;

  ${factTerms}
  dd {
    overflow-wrap: anywhere;
  }
  a {
    display: inline-block;
    min-height: 2.75rem;
    padding-top: 0.5rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
