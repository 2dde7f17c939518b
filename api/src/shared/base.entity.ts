import { randomUUID } from 'node:crypto';
import { type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, InterfaceType } from 'type-graphql';

/**
 * Every stored domain object: a UUID primary key and timestamps. It is also the Relay `Node` interface: its GraphQL
 * `id` (the opaque global id) is resolved by the GraphQL layer (graphql/relay/node.resolver.ts), and `databaseId`
 * is the UUID the REST routes use.
 */
@InterfaceType('Node', { description: 'An object with a globally unique, opaque id (Relay).' })
export abstract class BaseEntity {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Field(() => Date)
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();

  /** The database id; the GraphQL `databaseId` field (graphql/relay/node.resolver.ts) reads `id` of any row. */
  get databaseId(): Opt<string> {
    return this.id;
  }
}
