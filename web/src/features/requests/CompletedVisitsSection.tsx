import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { formatDay } from '../../lib/businessTime';
import { SERVICE_NAMES } from '../../lib/serviceLabels';
import { Card, CardDescription, CardTitle } from '../../ui/Card';
import { PhotoGrid } from '../../widgets/visit-photos/PhotoGrid';

export const CompletedVisitsSection_Query = graphql(`
  query CompletedVisitsSection_Query {
    myCompletedVisits(limit: 3) {
      id
      date
      service
      completionSummary {
        doneCount
        totalCount
        tasksDone
      }
      photos {
        id
        kind
        caption
        takenBy
        createdAt
        url
        thumbnailUrl
        canDelete
      }
    }
  }
`);

/**
 * The client's last finished cleanings with what was done (the tasks ticked on the job), as the "visit completed"
 * email tells it. Nothing while loading or when none is finished yet.
 */
export function CompletedVisitsSection() {
  const { data, error } = useQuery(CompletedVisitsSection_Query);
  const visits = data?.myCompletedVisits ?? [];
  if (error) {
    return (
      <Card aria-labelledby="completed-visits-title">
        <CardTitle id="completed-visits-title">Recently completed</CardTitle>
        <CardDescription>Your finished cleanings could not be loaded just now.</CardDescription>
      </Card>
    );
  }
  if (visits.length === 0) return null;
  return (
    <Card id="completed-visits" aria-labelledby="completed-visits-title">
      <CardTitle id="completed-visits-title">Recently completed</CardTitle>
      <StyledList>
        {visits.map((visit) => (
          <li key={visit.id}>
            <strong>
              {SERVICE_NAMES[visit.service]}, {formatDay(visit.date, { weekday: 'short', month: 'short', day: 'numeric' })}
            </strong>
            {visit.completionSummary && visit.completionSummary.totalCount > 0 ? (
              <>
                <p>
                  {visit.completionSummary.doneCount} of {visit.completionSummary.totalCount} tasks done
                </p>
                <ul aria-label="Tasks done">
                  {visit.completionSummary.tasksDone.map((task) => (
                    <li key={task}>{task}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>Done.</p>
            )}
            {/* The after photos of the finished job (issue 27); the client is never shown the before ones. */}
            <PhotoGrid photos={visit.photos.filter((photo) => photo.kind === 'AFTER')} />
          </li>
        ))}
      </StyledList>
    </Card>
  );
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  p {
    margin: 0.25rem 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
    overflow-wrap: anywhere;
  }
`;
