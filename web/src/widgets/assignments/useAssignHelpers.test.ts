import { describe, expect, it } from 'vitest';
import { createCache } from '../../apollo/client';
import { refreshCalendarCounts } from './useAssignHelpers';

describe('after an assignment', () => {
  it("gives the calendar's cached visits their new helper count, and leaves visits it has not loaded alone", () => {
    const cache = createCache();
    const loaded = cache.identify({ __typename: 'CalendarVisit', id: 'VmlzaXQ6MQ' })!;
    const unloaded = cache.identify({ __typename: 'CalendarVisit', id: 'VmlzaXQ6Mg' })!;
    cache.restore({ [loaded]: { __typename: 'CalendarVisit', id: 'VmlzaXQ6MQ', helperCount: 0 } });

    refreshCalendarCounts(cache, [
      { id: 'VmlzaXQ6MQ', helperCount: 2 },
      { id: 'VmlzaXQ6Mg', helperCount: 1 },
    ]);

    expect(cache.extract()[loaded]).toEqual({ __typename: 'CalendarVisit', id: 'VmlzaXQ6MQ', helperCount: 2 });
    expect(cache.extract()[unloaded]).toBeUndefined();
  });
});
