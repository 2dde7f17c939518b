import type { Cursor } from '@mikro-orm/core';
import { Max, Min } from 'class-validator';
import { ArgsType, type ClassType, Field, Int, ObjectType } from 'type-graphql';
import { assertCursor, type CursorShape } from './cursor.js';

@ObjectType({ description: 'Relay page information.' })
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => Boolean)
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true })
  startCursor!: string | null;

  @Field(() => String, { nullable: true })
  endCursor!: string | null;
}

export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 25;

@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, { nullable: true, description: `Page size, 1 to ${MAX_PAGE_SIZE}.` })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  first?: number;

  @Field(() => String, { nullable: true })
  after?: string;

  @Field(() => Int, { nullable: true })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  last?: number;

  @Field(() => String, { nullable: true })
  before?: string;
}

export interface EdgeShape<T> {
  cursor: string;
  node: T;
}

export interface ConnectionShape<T> {
  edges: EdgeShape<T>[];
  pageInfo: PageInfo;
  /** May be a promise (from a getter), for lists that count only when the field is selected. */
  totalCount: number | Promise<number>;
}

/**
 * Builds `XConnection` and `XEdge` object types for a node type. The returned class is used as a resolver's
 * return type: `@ObjectType() class UserConnection extends Connection(User) {}`.
 */
export function Connection<T extends object>(nodeType: ClassType<T>, name = nodeType.name) {
  @ObjectType(`${name}Edge`)
  class Edge implements EdgeShape<T> {
    @Field(() => String)
    cursor!: string;

    @Field(() => nodeType)
    node!: T;
  }

  @ObjectType(`${name}ConnectionBase`)
  abstract class ConnectionClass implements ConnectionShape<T> {
    @Field(() => [Edge])
    edges!: Edge[];

    @Field(() => PageInfo)
    pageInfo!: PageInfo;

    @Field(() => Int, { description: 'Count of all matching nodes, across every page.' })
    totalCount!: number;
  }
  return ConnectionClass;
}

/** Maps a MikroORM cursor page (from `em.findByCursor`) to the Relay connection shape. */
export function toConnection<T extends object>(page: Cursor<T, any, any, any>): ConnectionShape<T> {
  const items = page.items as T[];
  const edges = items.map((node) => ({ cursor: page.from(node), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage ?? false,
      hasPreviousPage: page.hasPrevPage ?? false,
      startCursor: page.startCursor,
      endCursor: page.endCursor,
    },
    totalCount: page.totalCount ?? edges.length,
  };
}

/**
 * Translates Relay arguments into MikroORM's cursor options, defaulting to a first page. `shape` is the kinds of the
 * list's `orderBy` columns, which its cursors hold: a cursor of another shape is refused as bad input.
 */
export function cursorOptions(args: ConnectionArgs, shape: CursorShape) {
  assertCursor(args.after, shape, 'after');
  assertCursor(args.before, shape, 'before');
  if (args.last !== undefined || args.before !== undefined) {
    return { last: args.last ?? DEFAULT_PAGE_SIZE, before: args.before };
  }
  return { first: args.first ?? DEFAULT_PAGE_SIZE, after: args.after };
}
