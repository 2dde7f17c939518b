import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../../../gql';
import { toLocalDate } from '../../../lib/businessTime';

export const CalendarHelperUnavailable_Query = graphql(`
  query CalendarHelperUnavailable_Query($helperId: ID!) {
    node(id: $helperId) {
      id
      ... on Helper {
        availability {
          weekday
          ranges {
            from
            to
          }
        }
      }
    }
    timeOffRequests(status: APPROVED, first: 100) {
      edges {
        node {
          id
          startDate
          endDate
          helper {
            id
          }
        }
      }
    }
  }
`);

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * With the helper filter on one helper: the hours outside their weekly availability and the days of their approved
 * time off, which the calendar shades (`sc-unavailable`). Nothing while no helper is chosen.
 */
export function useHelperUnavailable(helperId: string) {
  const { data } = useQuery(CalendarHelperUnavailable_Query, { variables: { helperId }, skip: !helperId });
  return useMemo(() => {
    const week = data?.node && 'availability' in data.node ? data.node.availability : null;
    const timeOff = data?.timeOffRequests.edges.map((edge) => edge.node).filter((node) => node.helper.id === helperId) ?? [];
    const dayUnavailable = (day: Date) => {
      if (!helperId || !data) return false;
      const iso = toLocalDate(day);
      return timeOff.some((span) => span.startDate <= iso && iso <= span.endDate);
    };
    const slotUnavailable = (slot: Date) => {
      if (!helperId || !data) return false;
      if (dayUnavailable(slot)) return true;
      if (!week) return false;
      const start = slot.getHours() * 60 + slot.getMinutes();
      const ranges = week.find((day) => day.weekday === slot.getDay())?.ranges ?? [];
      return !ranges.some((range) => minutes(range.from) <= start && start < minutes(range.to));
    };
    return { slotUnavailable, dayUnavailable };
  }, [helperId, data]);
}
