import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { businessToday, formatDay } from '../../../lib/businessTime';
import { AssignHelpersButton } from '../../../widgets/assignments/AssignHelpersButton';
import { VisitScheduleActions } from '../../../widgets/schedule/VisitScheduleActions';
import { whenLabel } from '../../../lib/visits';
import { SERVICE_NAMES } from '../../../lib/serviceLabels';
import { SectionTitle } from './SectionTitle';
import { HoldBadge } from '../../../widgets/payments/HoldBadge';
import { StyledWorkItemWhat, StyledWorkList, StyledWorkListNote } from './workListStyles';

/** The window and length of the dashboard's list (the API's defaults). */
export const UNASSIGNED_DAYS = 14;

export const UnassignedVisitsCard_query = graphql(`
  fragment UnassignedVisitsCard_query on Query {
    unassignedVisits(days: 14, limit: 10) {
      id
      ...VisitHeadline_visit @unmask
      onHold
      request {
        id
        recurring
      }
    }
  }
`);

/**
 * The dashboard's 'Needs helpers' list: visits of the next two weeks with nobody assigned, soonest first, each with
 * 'Assign helpers' and, under "More actions", the schedule actions the calendar's details offer (Reschedule, Skip,
 * Cancel visit, ...): a visit nobody can staff is often one to move. Spread `...UnassignedVisitsCard_query` into the page's query and pass the data.
 */
export function UnassignedVisitsCard(props: { query: FragmentType<typeof UnassignedVisitsCard_query> }) {
  const { unassignedVisits: visits } = useFragment(UnassignedVisitsCard_query, props.query);
  const today = businessToday();

  return (
    <StyledWorkList aria-labelledby="unassigned-visits-title" $empty={visits.length === 0}>
      <SectionTitle id="unassigned-visits-title" count={visits.length === 10 ? '10+' : visits.length}>
        Needs helpers
      </SectionTitle>
      {visits.length === 0 ? (
        <StyledEmpty>Every visit in the next {UNASSIGNED_DAYS} days has a helper.</StyledEmpty>
      ) : (
        <>
          <StyledWorkListNote>Upcoming visits in the next {UNASSIGNED_DAYS} days with nobody assigned.</StyledWorkListNote>
          <StyledList>
            {visits.map((visit) => {
              const titleId = `unassigned-${visit.id}`;
              return (
                <StyledItem key={visit.id}>
                  <StyledWhen>
                    <strong>
                      {visit.date === today
                        ? 'Today'
                        : formatDay(visit.date, { weekday: 'short', month: 'short', day: 'numeric' })}
                    </strong>
                    <span>{whenLabel(visit)}</span>
                  </StyledWhen>
                  <StyledWorkItemWhat id={titleId}>
                    <strong>{visit.clientName}</strong>
                    <span>
                      {SERVICE_NAMES[visit.service]}
                      {visit.request.recurring !== 'ONETIME' ? ' · recurring' : ''}
                    </span>
                    <HoldBadge onHold={visit.onHold} />
                  </StyledWorkItemWhat>
                  <StyledActions>
                    <AssignHelpersButton visitId={visit.id} describedBy={titleId} $size="sm" $variant="secondary" />
                    <VisitScheduleActions describedBy={titleId} visit={visit} />
                  </StyledActions>
                </StyledItem>
              );
            })}
          </StyledList>
        </>
      )}
    </StyledWorkList>
  );
}

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledList = styled.ul`
  margin: 0.25rem 0 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: 9rem minmax(0, 1fr);
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.625rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  @media (max-width: 639px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Assign helpers, the row's next step, beside the schedule actions' one "More actions" menu. */
const StyledActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

const StyledWhen = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;
  span {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
