import { useQuery } from '@apollo/client/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { serverMessage } from '../../../apollo/errors';
import { graphql } from '../../../gql';
import { addDays, businessToday, formatDay } from '../../../lib/businessTime';
import { SERVICE_NAMES } from '../../../lib/serviceLabels';
import { whenLabel } from '../../../lib/visits';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { CompleteVisitsButton, VisitCompletionButton } from '../../../widgets/schedule/VisitCompletion';
import { TITLES } from '../../../widgets/schedule/scheduleModes';
import { SectionTitle } from './SectionTitle';
import { StyledWorkItemWhat, StyledWorkList, StyledWorkListNote } from './workListStyles';

// Skip's and Cancel visit's forms load when one opens, as everywhere else on the dashboard.
const ScheduleChangeDialog = lazy(() =>
  import('../../../widgets/schedule/ScheduleChangeDialog').then((m) => ({ default: m.ScheduleChangeDialog })),
);

/** How many past visits the card lists at once (the oldest); the count is of them all. */
export const PAST_VISITS_SHOWN = 10;

export const PastVisitsCard_Query = graphql(`
  query PastVisitsCard_Query {
    pastVisitsToConfirm(limit: 10) {
      totalCount
      visits {
        id
        ...VisitHeadline_visit @unmask
        request {
          id
          recurring
        }
      }
    }
  }
`);

type PastVisit = ResultOf<typeof PastVisitsCard_Query>['pastVisitsToConfirm']['visits'][number];

const longDay = (date: string) => formatDay(date, { weekday: 'long', month: 'long', day: 'numeric' });

/**
 * The dashboard's "Past visits to confirm": scheduled visits whose day has passed (nobody completed them in the app),
 * oldest first, grouped by day. Each is completed, skipped or canceled; a whole day, or all of them, completed at once.
 */
export function PastVisitsCard() {
  const { data, loading, error, refetch } = useQuery(PastVisitsCard_Query);
  const [changing, setChanging] = useState<{ visit: PastVisit; mode: 'skip' | 'cancel' } | null>(null);
  const past = data?.pastVisitsToConfirm;
  const total = past?.totalCount ?? 0;
  const visits = past?.visits ?? [];
  const capped = visits.length < total;
  const days = [...new Set(visits.map((visit) => visit.date))];

  return (
    <StyledWorkList aria-labelledby="past-visits-title" $empty={Boolean(past) && total === 0}>
      <StyledHeader>
        <SectionTitle id="past-visits-title" count={past ? total : '…'}>
          Past visits to confirm
        </SectionTitle>
        {total > 0 ? (
          <CompleteVisitsButton
            through={addDays(businessToday(), -1)}
            count={total}
            label="Complete all"
            what="dated before today"
            describedBy="past-visits-title"
          />
        ) : null}
      </StyledHeader>
      {!past ? (
        loading ? (
          <Spinner label="Loading past visits…" />
        ) : error ? (
          <StyledError>
            <Alert>{serverMessage(error) ?? 'Failed to load past visits'}</Alert>
            <Button $size="sm" $variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          </StyledError>
        ) : null
      ) : total === 0 ? (
        <StyledWorkListNote>Nothing to confirm: every visit before today is completed, skipped or canceled.</StyledWorkListNote>
      ) : (
        <>
          <StyledWorkListNote>
            Scheduled visits whose day has passed. Confirm what happened: completed, skipped or canceled.
          </StyledWorkListNote>
          {days.map((date, index) => {
            const ofDay = visits.filter((visit) => visit.date === date);
            const dayId = `past-day-${date}`;
            // The last day of a capped list may hold more visits than shown: its count would be wrong.
            const whole = !capped || index < days.length - 1;
            return (
              <StyledDay key={date} aria-labelledby={dayId}>
                <StyledDayHeader>
                  <h3 id={dayId}>{formatDay(date, { weekday: 'short', month: 'short', day: 'numeric' })}</h3>
                  {whole ? (
                    <CompleteVisitsButton
                      from={date}
                      through={date}
                      count={ofDay.length}
                      label="Complete day"
                      what={`on ${longDay(date)}`}
                      describedBy={dayId}
                      variant="secondary"
                    />
                  ) : null}
                </StyledDayHeader>
                <StyledList>
                  {ofDay.map((visit) => {
                    const titleId = `past-visit-${visit.id}`;
                    return (
                      <StyledItem key={visit.id}>
                        <StyledWorkItemWhat id={titleId}>
                          <strong>{visit.clientName}</strong>
                          <span>
                            {SERVICE_NAMES[visit.service]}, {whenLabel(visit)}
                          </span>
                        </StyledWorkItemWhat>
                        <StyledActions>
                          <VisitCompletionButton visit={visit} describedBy={titleId} variant="primary" label="Complete" />
                          <Button
                            $size="sm"
                            $variant="secondary"
                            aria-describedby={titleId}
                            onClick={() => setChanging({ visit, mode: 'skip' })}
                          >
                            {TITLES.skip}
                          </Button>
                          <Button
                            $size="sm"
                            $variant="secondary"
                            aria-describedby={titleId}
                            onClick={() => setChanging({ visit, mode: 'cancel' })}
                          >
                            {TITLES.cancel}
                          </Button>
                        </StyledActions>
                      </StyledItem>
                    );
                  })}
                </StyledList>
              </StyledDay>
            );
          })}
          {capped ? (
            <StyledWorkListNote>
              Showing the oldest {visits.length} of {total}.
            </StyledWorkListNote>
          ) : null}
        </>
      )}
      <Suspense fallback={null}>
        {changing ? (
          <ScheduleChangeDialog
            key={`${changing.visit.id}-${changing.mode}`}
            visit={changing.visit}
            mode={changing.mode}
            onClose={() => setChanging(null)}
          />
        ) : null}
      </Suspense>
    </StyledWorkList>
  );
}

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const StyledError = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
`;

const StyledDay = styled.section`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: 0.5rem;
`;

const StyledDayHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.5rem 0;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;
