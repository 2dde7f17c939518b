/**
 * The nine lodash functions react-big-calendar imports (`lodash/chunk`, …), each as it is called there, in a few lines
 * of modern JavaScript. lodash's own files, even the ES build, share a deep-equality and iteratee core that was ~9.5 KB
 * gzip of the /calendar route (npm run size); web/vite.config.ts points those imports here, and
 * web/test/lodashStandIns.test.ts holds each to lodash's answers for the calls react-big-calendar makes.
 */

type Entries = [PropertyKey, unknown][];
type Dict = Record<PropertyKey, unknown>;

/** `chunk(month, 7)`: the month grid's weeks. */
export function chunk<T>(array: readonly T[] | null | undefined, size = 1): T[][] {
  const step = Math.max(Math.trunc(size), 0);
  const chunks: T[][] = [];
  if (!array || step < 1) return chunks;
  for (let index = 0; index < array.length; index += step) chunks.push(array.slice(index, index + step));
  return chunks;
}

/** `findIndex(range, predicate)`: where an event starts in a week row. */
export function findIndex<T>(array: readonly T[] | null | undefined, predicate: (value: T, index: number) => unknown): number {
  return array ? array.findIndex((value, index) => predicate(value, index)) : -1;
}

/** `range(slot, slot + span)`: the slots an event covers; `range(n)` counts from 0. */
export function range(start: number, end?: number, step?: number): number[] {
  const [from, to] = end === undefined ? [0, start] : [start, end];
  const by = step ?? (from < to ? 1 : -1);
  const length = Math.max(Math.ceil((to - from) / (by || 1)), 0);
  return Array.from({ length }, (_, index) => from + index * by);
}

/** `sortBy(events, ['startMs', (e) => -e.endMs])`: stable, by each key in turn, ascending. */
export function sortBy<T>(
  collection: readonly T[] | null | undefined,
  ...iteratees: (string | ((value: T) => unknown) | (string | ((value: T) => unknown))[])[]
): T[] {
  const keys = iteratees.flat().map((key) => (typeof key === 'function' ? key : (value: T) => (value as Dict)[key]));
  return [...(collection ?? [])].sort((a, b) => {
    for (const key of keys) {
      const [x, y] = [key(a), key(b)] as [number, number];
      if (x < y) return -1;
      if (x > y) return 1;
    }
    return 0;
  });
}

/** `isEqual(event, selected)`: deep equality of plain data (objects, arrays, dates); NaN equals NaN. */
export function isEqual(a: unknown, b: unknown): boolean {
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (a instanceof Date) return a.getTime() === (b as Date).getTime();
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((value, index) => isEqual(value, other[index]));
  }
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && isEqual((a as Dict)[key], (b as Dict)[key]))
  );
}

/** `defaults(components[view] || {}, …)`: fills the first object's undefined keys from each source, in place. */
export function defaults<T extends object>(object: T, ...sources: (object | null | undefined)[]): T {
  const target = object as Dict;
  for (const source of sources) {
    for (const key in source) if (target[key] === undefined) target[key] = (source as Dict)[key];
  }
  return object;
}

/** `omit(components, viewNames)`: a shallow copy without those keys. */
export function omit<T extends object>(object: T | null | undefined, keys: readonly PropertyKey[] | PropertyKey): Partial<T> {
  const copy: Dict = { ...object };
  for (const key of Array.isArray(keys) ? keys : [keys]) delete copy[key as PropertyKey];
  return copy as Partial<T>;
}

/** `mapValues(views, fn)`: the views object with each value mapped. */
export function mapValues<V, R>(
  object: Record<string, V> | null | undefined,
  fn: (value: V, key: string) => R,
): Record<string, R> {
  return Object.fromEntries(Object.entries(object ?? {}).map(([key, value]) => [key, fn(value, key)]));
}

/** `transform(viewNames, (obj, name) => (obj[name] = VIEWS[name]), {})`: folds into the accumulator; false stops. */
export function transform<A>(
  collection: readonly unknown[] | Dict | null | undefined,
  iteratee: (accumulator: A, value: unknown, key: PropertyKey) => unknown,
  accumulator?: A,
): A {
  const result = accumulator ?? ((Array.isArray(collection) ? [] : {}) as A);
  const entries: Entries = Array.isArray(collection)
    ? collection.map((value, index) => [index, value])
    : Object.entries(collection ?? {});
  for (const [key, value] of entries) if (iteratee(result, value, key) === false) break;
  return result;
}
