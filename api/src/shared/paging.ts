import type { Cursor, EntityClass, FilterQuery, FindByCursorOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isCalendarDate } from './calendar-date.js';
import { badInput } from './errors.js';
import { isDatabaseId } from './ids.js';

/**
 * Plain paging for services: `{ first, after }` (or `{ last, before }`) in, items with their cursors out. The GraphQL
 * layer turns a Page into a Relay connection; services know nothing of that.
 */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface PageItem<T> {
  cursor: string;
  item: T;
}

export interface Page<T> {
  items: PageItem<T>[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
  /** Every match across pages; a function for lists that count only when a caller asks. */
  totalCount: number | (() => Promise<number>);
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 500;

/**
 * The kinds of value a list's cursor holds, one per `orderBy` column. A cursor is base64url JSON that MikroORM
 * decodes without checking, so a tampered one would reach SQL and fail there (a 500); checked first, it is the
 * caller's mistake (BAD_USER_INPUT naming the argument).
 */
const CURSOR_VALUES = {
  timestamp: (value: unknown) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value) && !Number.isNaN(Date.parse(value)),
  date: (value: unknown) => typeof value === 'string' && isCalendarDate(value),
  uuid: (value: unknown) => typeof value === 'string' && isDatabaseId(value),
  text: (value: unknown) => typeof value === 'string' && value.length <= 200,
} satisfies Record<string, (value: unknown) => boolean>;

export type CursorValue = keyof typeof CURSOR_VALUES;
export type CursorShape = readonly CursorValue[];

/** Lists ordered by createdAt then id (newest first). */
export const CREATED_AT_CURSOR: CursorShape = ['timestamp', 'uuid'];

/** The cursor's values when it has the shape, else null. */
export function decodeCursor(cursor: string, shape: CursorShape): unknown[] | null {
  if (!/^[\w-]+$/.test(cursor)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const valid =
    Array.isArray(decoded) && decoded.length === shape.length && shape.every((kind, i) => CURSOR_VALUES[kind](decoded[i]));
  return valid ? (decoded as unknown[]) : null;
}

/** A cursor of the given values, as `decodeCursor` reads it back. */
export const encodeCursor = (values: readonly unknown[]): string => Buffer.from(JSON.stringify(values)).toString('base64url');

/**
 * A page item whose cursor is encoded only when read: the web asks a list for its end cursor, not each row's, and a
 * page of 50 would otherwise encode 50 cursors per request for nothing.
 */
export class LazyCursorItem<T> implements PageItem<T> {
  #cursor: string | undefined;

  constructor(
    readonly item: T,
    private readonly cursorOf: (item: T) => readonly unknown[],
  ) {}

  get cursor(): string {
    return (this.#cursor ??= encodeCursor(this.cursorOf(this.item)));
  }
}

/** Refuses a cursor that is not one of this list's, naming the argument it came in. */
export function assertCursor(cursor: string | undefined | null, shape: CursorShape, argument: 'after' | 'before'): void {
  if (cursor != null && decodeCursor(cursor, shape) === null)
    throw badInput(argument, `${argument} is not a cursor from this list`);
}

/** MikroORM's cursor options for the paging arguments, defaulting to a first page; cursors are checked first. */
export function cursorOptions(args: PageArgs, shape: CursorShape) {
  assertCursor(args.after, shape, 'after');
  assertCursor(args.before, shape, 'before');
  if (args.last != null || args.before != null) {
    return { last: args.last ?? DEFAULT_PAGE_SIZE, before: args.before ?? undefined };
  }
  return { first: args.first ?? DEFAULT_PAGE_SIZE, after: args.after ?? undefined };
}

/** A MikroORM cursor page (`em.findByCursor`) as a Page. */
export function pageFromCursor<T extends object>(cursor: Cursor<T, never, never, never>): Page<T> {
  const items = (cursor.items as T[]).map((item) => ({ cursor: cursor.from(item), item }));
  return {
    items,
    hasNextPage: cursor.hasNextPage ?? false,
    hasPreviousPage: cursor.hasPrevPage ?? false,
    startCursor: cursor.startCursor,
    endCursor: cursor.endCursor,
    totalCount: cursor.totalCount ?? items.length,
  };
}

export interface FindPageOptions<T extends object, P extends string> extends Pick<FindByCursorOptions<T, P>, 'populate'> {
  /** The sort, which the cursors hold; `shape` names the kind of each of its columns. */
  orderBy: NonNullable<FindByCursorOptions<T, P>['orderBy']>;
  shape: CursorShape;
}

/**
 * One page of `entity` rows matching `where` (already scoped by the caller's policy), in `orderBy` order. The total
 * is counted only when a caller reads it, and not at all when the first page holds every match.
 */
export async function findPage<T extends object, P extends string = never>(
  em: EntityManager,
  entity: EntityClass<T>,
  where: FilterQuery<T>,
  args: PageArgs,
  { shape, ...options }: FindPageOptions<T, P>,
): Promise<Page<T>> {
  const cursor = await em.findByCursor(entity, where, { ...cursorOptions(args, shape), ...options, includeCount: false });
  const page = pageFromCursor(cursor as unknown as Cursor<T, never, never, never>);
  const backward = args.last != null || args.before != null;
  const everything = args.after == null && args.before == null && !(backward ? page.hasPreviousPage : page.hasNextPage);
  return { ...page, totalCount: everything ? page.items.length : () => em.count(entity, where) };
}
