import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../../gql';

export const TimeOffCount_Query = graphql(`
  query TimeOffCount_Query {
    timeOffRequests(status: PENDING, first: 1) {
      totalCount
    }
  }
`);

/** The dashboard's count of helpers' pending time off, leading to the Time off list. */
export function TimeOffCard() {
  const { data, error } = useQuery(TimeOffCount_Query);
  const count = data?.timeOffRequests.totalCount;
  return (
    <StyledSection aria-labelledby="time-off-count-title">
      <StyledHeading id="time-off-count-title">
        Time off requests <StyledCount>({count ?? '…'})</StyledCount>
      </StyledHeading>
      <StyledText>
        {error
          ? 'Failed to load time off requests.'
          : count === 0
            ? 'No helper is waiting for a decision.'
            : count === undefined
              ? 'Loading…'
              : `${count} ${count === 1 ? 'request waits' : 'requests wait'} for your decision.`}{' '}
        <Link to="/helpers/time-off">Review time off</Link>
      </StyledText>
    </StyledSection>
  );
}

const StyledSection = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0.75rem;
  padding: 1rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledHeading = styled.h2`
  font-size: 1.125rem;
  margin: 0 0 0.5rem;
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledText = styled.p`
  margin: 0;
`;
