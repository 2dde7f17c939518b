import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../apollo/client';
import { refreshCalendarCounts } from './useAssignHelpers';

const CALENDAR_VISIT = gql`
  fragment CalendarVisitCount on CalendarVisit {
    id
    helperCount
  }
`;

describe('after an assignment', () => {
  it("gives the calendar's cached visits their new helper count, and leaves visits it has not loaded alone", () => {
    const cache = createCache();
    const id = cache.identify({ __typename: 'CalendarVisit', id: 'VmlzaXQ6MQ' });
    cache.writeFragment({
      id,
      fragment: CALENDAR_VISIT,
      data: { __typename: 'CalendarVisit', id: 'VmlzaXQ6MQ', helperCount: 0 },
    });

    refreshCalendarCounts(cache, [
      { id: 'VmlzaXQ6MQ', helperCount: 2 },
      { id: 'VmlzaXQ6Mg', helperCount: 1 },
    ]);

    expect(cache.readFragment({ id, fragment: CALENDAR_VISIT })).toEqual({
      __typename: 'CalendarVisit',
      id: 'VmlzaXQ6MQ',
      helperCount: 2,
    });
    const unloaded = cache.identify({ __typename: 'CalendarVisit', id: 'VmlzaXQ6Mg' });
    expect(cache.readFragment({ id: unloaded, fragment: CALENDAR_VISIT })).toBeNull();
  });
});
