import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { compactCard } from '../../ui/Card';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { formatClockTime } from '../../lib/businessTime';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { CompleteJobDialog } from './CompleteJobDialog';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useJobActions } from './useJobActions';
import { formatPhone } from '../../lib/phone';
import { SERVICE_NAMES, VISIT_STATUS } from '../../lib/serviceLabels';
import { mapsUrl, whenLabel } from '../../lib/visits';
import { factTerms } from '../../ui/facts';
import { HoldBadge } from '../../widgets/payments/HoldBadge';

export const JobCard_visit = graphql(`
  fragment JobCard_visit on Visit {
    id
    ...VisitHeadline_visit @unmask
    onHold
    startedAt
    completedAt
    checklist {
      id
      required
      state
    }
    request {
      id
      address
      notes
      phoneNumber
    }
  }
`);

interface JobCardProps {
  visit: FragmentType<typeof JobCard_visit>;
  /** Offer Start Job / Complete Job (today's jobs); other days' cards are for reading. */
  actionable?: boolean;
  /** The heading level of the client's name in the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One job as the helper works it (spec §4): who, when, what, where (a maps link) and how to reach them, the
 * client's notes and the status; a scheduled job offers Start Job, an in-progress job Complete Job.
 */
export function JobCard({ visit: ref, actionable = true, headingLevel = 'h2' }: JobCardProps) {
  const visit = useFragment(JobCard_visit, ref);
  const { startJob, completeJob, busy } = useJobActions();
  const [confirmOpen, setConfirmOpen] = useState(false);

  const client = visit.clientName.trim() || 'Unknown Client';
  const service = SERVICE_NAMES[visit.service];
  const summary = `${client}'s ${service}`;
  const status = VISIT_STATUS[visit.status];
  const titleId = `job-${visit.id}-title`;
  const { address, notes, phoneNumber } = visit.request;

  return (
    <StyledCard aria-labelledby={titleId} $status={visit.status}>
      <StyledTop>
        <StyledWhen>{whenLabel(visit)}</StyledWhen>
        <Badge tone={status.tone}>{status.label}</Badge>
        <HoldBadge onHold={visit.onHold} />
      </StyledTop>
      <StyledClient as={headingLevel} id={titleId}>
        {/* The job's own page: access notes, checklist, notes (issue 27). */}
        <Link to={`/helper/jobs/${visit.id}`}>{client}</Link>
      </StyledClient>
      <StyledService>{service}</StyledService>

      <StyledDetails>
        <div>
          <dt>Address</dt>
          <dd>
            <a href={mapsUrl(address)} target="_blank" rel="noopener noreferrer">
              {address}
              <VisuallyHidden> (opens in maps)</VisuallyHidden>
            </a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            {phoneNumber ? (
              <a href={`tel:${phoneNumber}`}>
                <VisuallyHidden>Call </VisuallyHidden>
                {formatPhone(phoneNumber)}
              </a>
            ) : (
              'Not given'
            )}
          </dd>
        </div>
        <div>
          <dt>Client's notes</dt>
          <StyledNotes $empty={!notes?.trim()}>{notes?.trim() || 'No notes'}</StyledNotes>
        </div>
        {visit.startedAt ? (
          <div>
            <dt>{visit.completedAt ? 'Worked' : 'Started'}</dt>
            <dd>
              {formatClockTime(visit.startedAt)}
              {visit.completedAt ? ` – ${formatClockTime(visit.completedAt)}` : null}
            </dd>
          </div>
        ) : null}
      </StyledDetails>

      {actionable && visit.status === 'SCHEDULED' ? (
        <Button $size="lg" $fullWidth disabled={busy} aria-describedby={titleId} onClick={() => void startJob(visit.id, summary)}>
          {busy ? 'Starting…' : 'Start Job'}
        </Button>
      ) : null}
      {actionable && visit.status === 'IN_PROGRESS' ? (
        <>
          <Button $size="lg" $fullWidth disabled={busy} aria-describedby={titleId} onClick={() => setConfirmOpen(true)}>
            Complete Job
          </Button>
          <CompleteJobDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            summary={summary}
            openRequired={visit.checklist.filter((item) => item.required && item.state === 'OPEN').length}
            pending={busy}
            onComplete={async (reason) => {
              if (await completeJob(visit.id, summary, reason)) setConfirmOpen(false);
            }}
          />
        </>
      ) : null}
    </StyledCard>
  );
}

const StyledCard = styled.article<{ $status: string }>`
  ${compactCard}
  gap: 0.5rem;
  min-width: 0;
  border-left: 4px solid
    ${({ theme, $status }) =>
      $status === 'IN_PROGRESS' ? theme.colors.accent : $status === 'COMPLETED' ? theme.colors.success : theme.colors.primary};
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

const StyledWhen = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledClient = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  line-height: 1.25;
  overflow-wrap: anywhere;

  a {
    display: inline-block;
    min-height: 2.75rem;
    padding-top: 0.5rem;
    color: inherit;
    text-decoration-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledService = styled.p`
  margin: -0.25rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const StyledDetails = styled.dl`
  margin: 0.25rem 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;

  ${factTerms}
  dd {
    overflow-wrap: anywhere;
  }
  a {
    display: inline-block;
    min-height: 1.5rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledNotes = styled.dd<{ $empty: boolean }>`
  white-space: pre-line;
  ${({ $empty, theme }) => ($empty ? `color: ${theme.colors.textMuted};` : '')}
`;
