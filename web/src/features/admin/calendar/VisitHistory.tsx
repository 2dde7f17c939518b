import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatDayAndTime } from '../../../lib/businessTime';

export const VisitHistory_visit = graphql(`
  fragment VisitHistory_visit on Visit {
    history {
      id
      occurredAt
      summary
      actor {
        name
      }
      changes {
        field
        label
        fromText
        toText
        redacted
      }
    }
  }
`);

/** The fields worth a line under an entry: its sentence already says the helpers and the status. */
const DETAILED = new Set([
  'date',
  'timeSlot',
  'startTime',
  'statusReason',
  'serviceOverride',
  'addressOverride',
  'priceCentsOverride',
]);

/**
 * Who changed the visit, what and when (from the audit trail), oldest first, in the API's words: 'Dana Owner assigned
 * Carla Reyes to the visit on Wed, Dec 9', then the details ('Time slot: Morning 8AM-12PM → Afternoon 12PM-4PM').
 */
export function VisitHistory({ visit: ref }: { visit: FragmentType<typeof VisitHistory_visit> }) {
  const { history } = useFragment(VisitHistory_visit, ref);
  return (
    <StyledSection aria-labelledby="visit-history-title">
      <StyledTitle id="visit-history-title">History</StyledTitle>
      {history.length === 0 ? (
        <StyledEmpty>No changes since it was scheduled.</StyledEmpty>
      ) : (
        <StyledList>
          {history.map((event) => {
            const details = event.changes.filter((change) => DETAILED.has(change.field) && !change.redacted);
            return (
              <li key={event.id}>
                <strong>{event.actor.name}</strong> {event.summary}
                {details.length > 0 ? (
                  <StyledDetails>
                    {details
                      .map((change) => `${change.label}: ${change.fromText ?? 'none'} → ${change.toText ?? 'none'}`)
                      .join('; ')}
                  </StyledDetails>
                ) : null}
                <StyledWhen dateTime={event.occurredAt}>{formatDayAndTime(event.occurredAt)}</StyledWhen>
              </li>
            );
          })}
        </StyledList>
      )}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  margin-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: 0.75rem;
`;

const StyledTitle = styled.h3`
  font-size: 0.9375rem;
  margin: 0 0 0.5rem;
`;

const StyledEmpty = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledList = styled.ol`
  margin: 0;
  padding-left: 1.125rem;
  font-size: 0.875rem;
  display: grid;
  gap: 0.375rem;
`;

const StyledDetails = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;

const StyledWhen = styled.time`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;
