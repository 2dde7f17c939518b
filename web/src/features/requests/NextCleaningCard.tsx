import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { Card } from '../../ui/Card';
import { slotPlacement } from '../../lib/visits';
import { formatLocalDate } from '../../lib/businessTime';
import { SERVICE_NAMES, TIME_SLOT_LABELS } from '../../lib/serviceLabels';

export const NextCleaningCard_visit = graphql(`
  fragment NextCleaningCard_visit on Visit {
    id
    date
    timeSlot
    startTime
    service
    helperCount
    helperFirstNames
    request {
      id
      address
    }
  }
`);

/**
 * Who is coming, by first name only (all the API gives a client): 'Maria', 'Maria and Ana', 'Maria, Ana and Luz';
 * a helper without an account is counted ('Maria and 1 more', '2 cleaners'); none yet, 'Cleaner to be assigned'.
 */
export function whoIsComing(firstNames: readonly string[], helperCount: number): string {
  if (helperCount === 0) return 'Cleaner to be assigned';
  const unnamed = helperCount - firstNames.length;
  if (firstNames.length === 0) return `${helperCount} ${helperCount === 1 ? 'cleaner' : 'cleaners'}`;
  const parts = unnamed > 0 ? [...firstNames, `${unnamed} more`] : [...firstNames];
  if (parts.length === 1) return parts[0]!;
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

type Visit = FragmentType<typeof NextCleaningCard_visit>;

/** The client's next cleaning in large type, and the few after it. */
export function NextCleaningCard({ visits: visitRefs }: { visits: readonly Visit[] }) {
  // The API orders by day; within a day, the morning visit comes before the evening one.
  const visits = [...useFragment(NextCleaningCard_visit, visitRefs)].sort(
    (a, b) => a.date.localeCompare(b.date) || startMinute(a) - startMinute(b),
  );
  const [next, ...later] = visits;

  return (
    <StyledCard aria-labelledby="next-cleaning-title">
      <StyledEyebrow id="next-cleaning-title">Next cleaning</StyledEyebrow>
      {next ? (
        <>
          <StyledDate>{formatLocalDate(next.date, { weekday: 'long', month: 'long', day: 'numeric' })}</StyledDate>
          <StyledDetail>
            {next.startTime ? `Starting ${next.startTime}` : TIME_SLOT_LABELS[next.timeSlot]} · {SERVICE_NAMES[next.service]}
          </StyledDetail>
          <StyledAddress>{next.request.address}</StyledAddress>
          <StyledWho>
            <span>Who's coming:</span> {whoIsComing(next.helperFirstNames, next.helperCount)}
          </StyledWho>
          {later.length > 0 ? (
            <>
              <StyledLaterTitle>Also coming up</StyledLaterTitle>
              <StyledLater>
                {later.map((visit) => (
                  <li key={visit.id}>
                    <strong>{formatLocalDate(visit.date, { weekday: 'short', month: 'short', day: 'numeric' })}</strong> ·{' '}
                    {TIME_SLOT_LABELS[visit.timeSlot]} · {SERVICE_NAMES[visit.service]}
                    {visit.helperCount > 0 ? ` · ${whoIsComing(visit.helperFirstNames, visit.helperCount)}` : null}
                  </li>
                ))}
              </StyledLater>
            </>
          ) : null}
        </>
      ) : (
        <>
          <StyledDate>No cleaning scheduled yet</StyledDate>
          <StyledDetail>Once we confirm one of your requests, your next visit shows here.</StyledDetail>
        </>
      )}
    </StyledCard>
  );
}

function startMinute(visit: { timeSlot: Parameters<typeof slotPlacement>[0]; startTime?: string | null }): number {
  const { hour, minute } = slotPlacement(visit.timeSlot, visit.startTime);
  return hour * 60 + minute;
}

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
`;

const StyledEyebrow = styled.h2`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledDate = styled.p`
  margin: 0;
  font-size: 1.625rem;
  font-weight: 800;
  line-height: 1.2;
`;

const StyledDetail = styled.p`
  margin: 0;
  font-size: 1rem;
`;

const StyledAddress = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StyledWho = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  overflow-wrap: anywhere;

  span {
    font-weight: 600;
  }
`;

const StyledLaterTitle = styled.h3`
  margin: 0.75rem 0 0;
  font-size: 0.9375rem;
`;

const StyledLater = styled.ul`
  margin: 0;
  padding-left: 1.125rem;
  font-size: 0.9375rem;
  li + li {
    margin-top: 0.125rem;
  }
`;
