import { type RawQueryFragment, raw } from '@mikro-orm/core';
import type { EntityManager, QueryBuilder } from '@mikro-orm/postgresql';
import {
  assertCursor,
  type CursorShape,
  DEFAULT_PAGE_SIZE,
  decodeCursor,
  LazyCursorItem,
  type Page,
  type PageArgs,
  type PageItem,
} from './paging.js';
import type { SqlCondition } from './policy.js';

/** The SQL type each kind of cursor value is compared as. */
const SQL_TYPES: Record<CursorShape[number], string> = { timestamp: 'timestamptz', date: 'date', uuid: 'uuid', text: 'text' };

/**
 * The matching rows as SQL text, for the hottest lists: a QueryBuilder costs about 0.4 ms of CPU a statement to
 * build and compile, more than the statement itself. `where` holds the viewer's policy scope
 * (`policy.scopeSql(em, viewer, alias)`) and the list's filters, each with `?` parameters.
 */
export interface SqlMatching {
  em: EntityManager;
  /** The table(s), with the aliases the columns use: `clients c`. */
  from: string;
  where: (SqlCondition | null)[];
}

/**
 * The matching rows as a fresh QueryBuilder, already narrowed to the viewer's policy scope
 * (`.where(policy.where(viewer, filter))`): called once for the page and, only when a caller asks for the total,
 * once for the count. (Build raw fragments inside it: MikroORM consumes a `raw()` key when it renders it.)
 */
export type BuilderMatching<Entity extends object> = () => QueryBuilder<Entity, string>;

export interface LeanPageOptions<Entity extends object, Row> {
  matching: BuilderMatching<Entity> | SqlMatching;
  /** What the page selects (columns with the alias; raw fragments only with a QueryBuilder). */
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
  const { matching, shape, orderBy } = options;
  assertCursor(args.after, shape, 'after');
  assertCursor(args.before, shape, 'before');
  const backward = args.last != null || args.before != null;
  const size = (backward ? args.last : args.first) ?? DEFAULT_PAGE_SIZE;
  const cursor = backward ? args.before : args.after;
  // Checked above, so a cursor decodes.
  const values = cursor ? decodeCursor(cursor, shape) : null;

  // Reading backwards walks the order the other way and turns the rows round at the end.
  const direction = backward ? flip(options.direction) : options.direction;
  const after = values && {
    sql: `(${orderBy.join(', ')}) ${direction === 'desc' ? '<' : '>'} (${shape.map((kind) => `?::${SQL_TYPES[kind]}`).join(', ')})`,
    params: values,
  };
  const read = typeof matching === 'function' ? builderRead(matching, options) : sqlRead(matching, options);
  const found = (await read.page(direction, after, size + 1)).map(options.toRow);
  const more = found.length > size;
  const rows = found.slice(0, size);
  if (backward) rows.reverse();
  const items = rows.map((item) => new LazyCursorItem(item, options.cursorOf));

  const countAll = options.count ?? read.count;
  return pageOf(items, { more, cursor: Boolean(cursor), backward, countAll });
}

/** What both kinds of read take of the options. */
type ReadOptions = Pick<LeanPageOptions<object, unknown>, 'select' | 'orderBy' | 'countColumn'>;

interface PageRead {
  page(direction: 'asc' | 'desc', after: SqlCondition | null, limit: number): Promise<Record<string, unknown>[]>;
  count(): Promise<number>;
}

function builderRead<Entity extends object>(matching: BuilderMatching<Entity>, options: ReadOptions): PageRead {
  return {
    async page(direction, after, limit) {
      const query = matching()
        .select(options.select)
        .orderBy(Object.fromEntries(options.orderBy.map((column) => [column, direction])))
        .limit(limit);
      if (after) query.andWhere(raw(after.sql, after.params));
      return (await query.execute('all', false)) as Record<string, unknown>[];
    },
    count: async () => Number((await matching().count(options.countColumn).execute('get', false)).count),
  };
}

function sqlRead({ em, from, where }: SqlMatching, options: ReadOptions): PageRead {
  const run = (select: string, conditions: (SqlCondition | null)[], tail = '', tailParams: unknown[] = []) => {
    const present = conditions.filter((condition): condition is SqlCondition => condition !== null);
    const clause = present.length ? ` where ${present.map(({ sql }) => `(${sql})`).join(' and ')}` : '';
    const params = [...present.flatMap((condition) => condition.params), ...tailParams];
    return em
      .getConnection()
      .execute<Record<string, unknown>[]>(
        `select ${select} from ${from}${clause}${tail}`,
        params,
        'all',
        em.getTransactionContext(),
      );
  };
  return {
    page: (direction, after, limit) =>
      run(
        options.select
          .map((column) => {
            if (typeof column !== 'string') throw new Error('A list read as SQL text selects its columns as text');
            return column;
          })
          .join(', '),
        [...where, after],
        ` order by ${options.orderBy.map((column) => `${column} ${direction}`).join(', ')} limit ?`,
        [limit],
      ),
    count: async () => Number((await run(`count(${options.countColumn})::int as count`, where))[0].count),
  };
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
