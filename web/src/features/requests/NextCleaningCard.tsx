import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { Card } from '../../ui/Card';
import { slotPlacement } from '../../lib/visits';
import { formatLocalDate } from '../../lib/businessTime';
import { SERVICE_NAMES, TIME_SLOT_LABELS } from '../../lib/serviceLabels';
import { whoIsComing } from './whoIsComing';

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

type Visit = FragmentType<typeof NextCleaningCard_visit>;

/**
 * The client's next cleaning in large type. The ones after it are listed once, under Upcoming visits (each with who is
 * coming and Request a change), not here as well.
 */
export function NextCleaningCard({ visits: visitRefs }: { visits: readonly Visit[] }) {
  // The API orders by day; within a day, the morning visit comes before the evening one.
  const visits = [...useFragment(NextCleaningCard_visit, visitRefs)].sort(
    (a, b) => a.date.localeCompare(b.date) || startMinute(a) - startMinute(b),
  );
  const [next] = visits;

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
