import { randomUUID } from 'node:crypto';
import { type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, InterfaceType } from 'type-graphql';
import { toGlobalId } from '../graphql/relay/global-id.js';

/**
 * Every stored domain object: a UUID primary key and timestamps. It is also the Relay `Node` interface, so each
 * entity's GraphQL `id` is the opaque global id and its `databaseId` the UUID the REST routes use.
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

  @Field(() => ID, { name: 'id', description: 'Opaque global id; pass it to `node(id:)`.' })
  get globalId(): Opt<string> {
    return toGlobalId(this.constructor.name, this.id);
  }

  @Field(() => String, { description: 'The database id (a UUID), as used by the /api routes.' })
  get databaseId(): Opt<string> {
    return this.id;
  }
}
