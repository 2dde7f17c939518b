import { Max, Min } from 'class-validator';
import { ArgsType, type ClassType, Field, Int, ObjectType } from 'type-graphql';
import { MAX_PAGE_SIZE, type Page, type PageArgs, type PageItem } from '../../shared/paging.js';

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

/** Relay paging arguments; a service takes them as plain PageArgs. */
@ArgsType()
export class ConnectionArgs implements PageArgs {
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

/** An edge over a page item: its cursor is read (and, for lean pages, encoded) only when the field is selected. */
class PageEdge<T> implements EdgeShape<T> {
  constructor(private readonly entry: PageItem<T>) {}

  get node(): T {
    return this.entry.item;
  }

  get cursor(): string {
    return this.entry.cursor;
  }
}

/** A service's Page as the Relay connection shape; a lazily counted total stays lazy until the field is asked for. */
export function toConnection<T extends object>(page: Page<T>): ConnectionShape<T> {
  const edges = page.items.map((entry) => new PageEdge(entry));
  const { totalCount } = page;
  let counted: Promise<number> | undefined;
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: page.startCursor,
      endCursor: page.endCursor,
    },
    get totalCount() {
      return typeof totalCount === 'function' ? (counted ??= totalCount()) : totalCount;
    },
  };
}
