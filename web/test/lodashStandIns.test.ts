import chunkReference from 'lodash-es/chunk.js';
import defaultsReference from 'lodash-es/defaults.js';
import findIndexReference from 'lodash-es/findIndex.js';
import isEqualReference from 'lodash-es/isEqual.js';
import mapValuesReference from 'lodash-es/mapValues.js';
import omitReference from 'lodash-es/omit.js';
import rangeReference from 'lodash-es/range.js';
import sortByReference from 'lodash-es/sortBy.js';
import transformReference from 'lodash-es/transform.js';
import { describe, expect, it } from 'vitest';
import { chunk, defaults, findIndex, isEqual, mapValues, omit, range, sortBy, transform } from '../build/lodash';

const lodash = {
  chunk: chunkReference as typeof chunk,
  defaults: defaultsReference as typeof defaults,
  findIndex: findIndexReference as typeof findIndex,
  isEqual: isEqualReference as typeof isEqual,
  mapValues: mapValuesReference as typeof mapValues,
  omit: omitReference as typeof omit,
  range: rangeReference as typeof range,
  sortBy: sortByReference as typeof sortBy,
  transform: transformReference as typeof transform,
};

// The build swaps react-big-calendar's lodash imports for web/build/lodash (vite.config.ts): each stand-in must answer
// as lodash does for the calls react-big-calendar makes, and for their edges.

describe("the stand-ins for react-big-calendar's lodash functions", () => {
  it('chunk: weeks of a month grid, a short last chunk, nothing for no array or a size below 1', () => {
    const days = range(35);
    for (const [array, size] of [
      [days, 7],
      [range(10), 4],
      [[], 7],
      [null, 7],
      [days, 0],
      [days, 2.7],
    ] as const) {
      expect(chunk(array, size)).toEqual(lodash.chunk(array as number[], size));
    }
  });

  it('findIndex: the first match, or -1', () => {
    const days = [new Date(2031, 2, 9), new Date(2031, 2, 10), new Date(2031, 2, 11)];
    const on = (day: number) => (date: Date) => date.getDate() === day;
    for (const predicate of [on(10), on(9), on(20)]) expect(findIndex(days, predicate)).toBe(lodash.findIndex(days, predicate));
    expect(findIndex(null, on(1))).toBe(lodash.findIndex(null, on(1)));
  });

  it('range: up, down, from 0, with a step, and empty', () => {
    const calls: [number, number?, number?][] = [[3, 7], [7, 3], [4], [-3], [0, 10, 3], [5, 5], [2, 3]];
    for (const args of calls) expect(range(...args)).toEqual(lodash.range(...args));
  });

  it('sortBy: by start, then longest first, stable, without touching the input', () => {
    const events = [
      { id: 'a', startMs: 20, endMs: 30 },
      { id: 'b', startMs: 10, endMs: 15 },
      { id: 'c', startMs: 10, endMs: 40 },
      { id: 'd', startMs: 20, endMs: 30 },
      { id: 'e', startMs: 5, endMs: 6 },
    ];
    const before = events.map((event) => event.id);
    const longestFirst = (event: { endMs: number }) => -event.endMs;
    expect(sortBy(events, ['startMs', longestFirst])).toEqual(lodash.sortBy(events, ['startMs', longestFirst]));
    expect(sortBy(events, 'endMs').map((event) => event.id)).toEqual(lodash.sortBy(events, 'endMs').map((event) => event.id));
    expect(events.map((event) => event.id)).toEqual(before);
  });

  it('isEqual: events compared deeply, dates by time, arrays by order, objects by keys', () => {
    const event = () => ({
      id: 'v1',
      start: new Date(2031, 2, 12, 8),
      visit: { id: 'v1', helpers: [{ id: 'h1', user: { name: 'Maria Rodriguez' } }], startTime: null },
    });
    const changed = [
      { ...event(), start: new Date(2031, 2, 12, 9) },
      { ...event(), visit: { ...event().visit, helpers: [] } },
      { ...event(), extra: undefined },
      { ...event(), id: 'v2' },
    ];
    const pairs: [unknown, unknown][] = [
      [event(), event()],
      ...changed.map((other) => [event(), other] as [unknown, unknown]),
      [NaN, NaN],
      [0, '0'],
      [null, undefined],
      [
        [1, 2],
        [2, 1],
      ],
      [[1, 2], { 0: 1, 1: 2 }],
      ['a', 'a'],
      [{}, null],
    ];
    for (const [a, b] of pairs) expect([a, b, isEqual(a, b)]).toEqual([a, b, lodash.isEqual(a, b)]);
  });

  it('defaults: fills only undefined keys, in place, from each source in turn', () => {
    const ours = { event: 'MonthEvent', header: undefined };
    const theirs = { event: 'MonthEvent', header: undefined };
    const sources = [
      { header: 'Header', toolbar: 'Toolbar' },
      { eventWrapper: 'Noop', toolbar: 'Other' },
    ];
    const result = defaults(ours, ...sources);
    expect(result).toBe(ours);
    expect(ours).toEqual(lodash.defaults(theirs, ...sources));
  });

  it('omit: a shallow copy without the named keys', () => {
    const components = { toolbar: 'Toolbar', month: { event: 'MonthEvent' }, week: {}, day: {} };
    const names = ['month', 'week', 'day', 'agenda'];
    const copy = omit(components, names);
    expect(copy).toEqual(lodash.omit(components, names));
    expect(copy).not.toBe(components);
    expect(omit(null, names)).toEqual(lodash.omit(null, names));
  });

  it("mapValues and transform: the calendar's views from an object or a list of names", () => {
    const VIEWS: Record<string, string> = { month: 'Month', week: 'Week', day: 'Day', agenda: 'Agenda' };
    const pick = (value: boolean | string, key: string) => (value === true ? VIEWS[key] : value);
    const given = { month: true, week: 'CustomWeek', agenda: true };
    expect(mapValues(given, pick)).toEqual(lodash.mapValues(given, pick));

    const names = ['month', 'week', 'day', 'agenda'];
    const fold = (obj: Record<string, string>, name: unknown) => (obj[name as string] = VIEWS[name as string]!);
    expect(transform(names, fold, {})).toEqual(lodash.transform(names, fold, {}));
    // Returning false stops the fold, as lodash's does.
    const stopAtWeek = (obj: string[], name: unknown) => (name === 'week' ? false : obj.push(name as string));
    expect(transform(names, stopAtWeek, [] as string[])).toEqual(lodash.transform(names, stopAtWeek, [] as string[]));
  });
});
