import { format } from 'date-fns';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';

export const VisitHistory_visit = graphql(`
  fragment VisitHistory_visit on Visit {
    history {
      id
      occurredAt
      action
      actor {
        name
      }
      changes {
        field
        from
        to
      }
    }
  }
`);

const FIELD_LABELS: Record<string, string> = {
  status: 'status',
  statusReason: 'reason',
  date: 'date',
  timeSlot: 'time slot',
  startTime: 'start time',
  serviceOverride: 'service',
  addressOverride: 'address',
  priceCentsOverride: 'price',
};

const shown = (value: string | null | undefined) => (value == null || value === '' ? 'none' : value.replace(/^"|"$/g, ''));

/** Who changed the visit, what and when (from the audit trail), oldest first. */
export function VisitHistory({ visit: ref }: { visit: FragmentType<typeof VisitHistory_visit> }) {
  const { history } = useFragment(VisitHistory_visit, ref);
  return (
    <StyledSection aria-labelledby="visit-history-title">
      <StyledTitle id="visit-history-title">History</StyledTitle>
      {history.length === 0 ? (
        <StyledEmpty>No changes since it was scheduled.</StyledEmpty>
      ) : (
        <StyledList>
          {history.map((event) => (
            <li key={event.id}>
              <strong>{event.actor.name}</strong>{' '}
              {event.action === 'CREATED' ? 'created it' : event.action === 'DELETED' ? 'removed it' : 'changed'}{' '}
              {event.action === 'UPDATED'
                ? event.changes
                    .filter((change) => FIELD_LABELS[change.field])
                    .map((change) => `${FIELD_LABELS[change.field]} from ${shown(change.from)} to ${shown(change.to)}`)
                    .join(', ')
                : null}
              <StyledWhen dateTime={event.occurredAt}>{format(new Date(event.occurredAt), 'MMM d, yyyy h:mm a')}</StyledWhen>
            </li>
          ))}
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

const StyledWhen = styled.time`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;
