import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { serverMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { formatDay } from '../../lib/businessTime';
import { SERVICE_NAMES } from '../../lib/serviceLabels';
import { Alert } from '../../ui/Alert';
import { Card, CardDescription, CardTitle } from '../../ui/Card';
import { PhotoGrid } from '../../widgets/visit-photos/PhotoGrid';

export const RecentCleanings_Query = graphql(`
  query RecentCleanings_Query {
    recentCleanings(limit: 3) {
      id
      date
      service
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
 * The client's last cleanings, done, with the after photos the helpers took (issue 27): where the "visit completed"
 * email's link to the portal leads. Nothing shows until a cleaning has been completed.
 */
export function RecentCleaningsSection() {
  const { data, error, refetch } = useQuery(RecentCleanings_Query);
  if (error && !data) {
    return (
      <Alert>
        {serverMessage(error) ?? 'Failed to load your recent cleanings'}{' '}
        <StyledRetry type="button" onClick={() => void refetch()}>
          Try again
        </StyledRetry>
      </Alert>
    );
  }
  const visits = data?.recentCleanings ?? [];
  if (visits.length === 0) return null;
  return (
    <Card id="recent-cleanings" aria-labelledby="recent-cleanings-title">
      <CardTitle id="recent-cleanings-title">Recent cleanings</CardTitle>
      <CardDescription>Your last cleanings, done, with the after photos from your cleaners.</CardDescription>
      <StyledVisits>
        {visits.map((visit) => {
          const after = visit.photos.filter((photo) => photo.kind === 'AFTER');
          return (
            <li key={visit.id}>
              <h3>
                {SERVICE_NAMES[visit.service]}, {formatDay(visit.date, { weekday: 'long', month: 'long', day: 'numeric' })}
              </h3>
              {after.length ? <PhotoGrid photos={after} /> : <StyledMuted>No after photos of this cleaning.</StyledMuted>}
            </li>
          );
        })}
      </StyledVisits>
    </Card>
  );
}

const StyledVisits = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 1.25rem;

  h3 {
    font-size: 1rem;
    margin: 0 0 0.5rem;
  }
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledRetry = styled.button`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  color: inherit;
  cursor: pointer;
`;
