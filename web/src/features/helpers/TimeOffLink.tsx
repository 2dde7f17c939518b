import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';

export const HelpersTimeOff_Query = graphql(`
  query HelpersTimeOff_Query {
    timeOffRequests(status: PENDING, first: 1) {
      totalCount
    }
  }
`);

/** The Helpers screen's way to the Time off list, with how many requests wait. */
export function TimeOffLink() {
  const { data } = useQuery(HelpersTimeOff_Query);
  const count = data?.timeOffRequests.totalCount ?? 0;
  return <Link to="/helpers/time-off">{count > 0 ? `Time off (${count} pending)` : 'Time off'}</Link>;
}
