import { type RawQueryFragment, raw } from '@mikro-orm/core';
import type { QueryBuilder } from '@mikro-orm/postgresql';
import {
  assertCursor,
  type CursorShape,
  DEFAULT_PAGE_SIZE,
  decodeCursor,
  encodeCursor,
  type Page,
  type PageArgs,
  type PageItem,
} from './paging.js';

/** The SQL type each kind of cursor value is compared as. */
const SQL_TYPES: Record<CursorShape[number], string> = { timestamp: 'timestamptz', date: 'date', uuid: 'uuid', text: 'text' };

export interface LeanPageOptions<Entity extends object, Row> {
  /**
   * A fresh QueryBuilder of the matching rows, already narrowed to the viewer's policy scope
   * (`.where(policy.where(viewer, filter))`): called once for the page and, only when a caller asks for the total,
   * once for the count. (Build raw fragments inside it: MikroORM consumes a `raw()` key when it renders it.)
   */
  matching: () => QueryBuilder<Entity, string>;
  /** What the page selects (columns with the alias, or raw fragments). */
  select: (string | RawQueryFragment)[];
  /**
   * The sort, all in one direction, as SQL columns with the alias; the last one is unique (the id), so the order
   * is total and a cursor is a row's values of these columns.
   */
  orderBy: readonly string[];
  direction: 'asc' | 'desc';
  /** The kind of each sort column's value, as the cursor holds it. */
  shape: CursorShape;
  /** What `count(...)` counts: the primary key with the alias. */
  countColumn: string;
  /** Counts the matches another way (a batch of counts shared by several lists); by default `count(countColumn)`. */
  count?: () => Promise<number>;
  /** A selected SQL row as the plain object the API returns. */
  toRow: (row: Record<string, unknown>) => Row;
  /** A row's values of the sort columns, in `orderBy` order: its cursor. */
  cursorOf: (row: Row) => unknown[];
}

const flip = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'desc' : 'asc');

/**
 * One page of a list read as plain rows, not ORM entities: a keyset page (`(sort columns) < (cursor)`) in one SQL
 * statement, plus a `count(*)` only when the caller reads `totalCount`. Cursors and page flags are those of
 * MikroORM's `findByCursor` (base64url JSON of the sort values), so a list can move between the two.
 */
export async function leanPage<Entity extends object, Row>(
  args: PageArgs,
  options: LeanPageOptions<Entity, Row>,
): Promise<Page<Row>> {
  const { matching, shape, orderBy, countColumn } = options;
  assertCursor(args.after, shape, 'after');
  assertCursor(args.before, shape, 'before');
  const backward = args.last != null || args.before != null;
  const size = (backward ? args.last : args.first) ?? DEFAULT_PAGE_SIZE;
  const cursor = backward ? args.before : args.after;
  // Checked above, so a cursor decodes.
  const values = cursor ? decodeCursor(cursor, shape) : null;

  // Reading backwards walks the order the other way and turns the rows round at the end.
  const direction = backward ? flip(options.direction) : options.direction;
  const query = matching()
    .select(options.select)
    .orderBy(Object.fromEntries(orderBy.map((column) => [column, direction])))
    .limit(size + 1);
  if (values) {
    const tuple = `(${orderBy.join(', ')}) ${direction === 'desc' ? '<' : '>'} (${shape
      .map((kind) => `?::${SQL_TYPES[kind]}`)
      .join(', ')})`;
    query.andWhere(raw(tuple, values));
  }
  const found = ((await query.execute('all', false)) as Record<string, unknown>[]).map(options.toRow);
  const more = found.length > size;
  const rows = found.slice(0, size);
  if (backward) rows.reverse();
  const items = rows.map((item) => ({ cursor: encodeCursor(options.cursorOf(item)), item }));

  const countAll = options.count ?? (async () => Number((await matching().count(countColumn).execute('get', false)).count));
  return pageOf(items, { more, cursor: Boolean(cursor), backward, countAll });
}

/** The Page of a keyset read's items: its flags, cursors and total (the rows when they are all, else counted). */
export function pageOf<Row>(
  items: PageItem<Row>[],
  read: { more: boolean; cursor: boolean; backward: boolean; countAll: () => Promise<number> },
): Page<Row> {
  const { more, cursor, backward } = read;
  // A first page that holds every match is its own count; otherwise count only when asked.
  const everything = !cursor && !more;
  return {
    items,
    hasNextPage: backward ? cursor : more,
    hasPreviousPage: backward ? more : cursor,
    startCursor: items[0]?.cursor ?? null,
    endCursor: items.at(-1)?.cursor ?? null,
    totalCount: everything ? items.length : read.countAll,
  };
}
