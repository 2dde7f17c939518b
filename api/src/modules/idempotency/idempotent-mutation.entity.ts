import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/**
 * A mutation an account ran with an `Idempotency-Key` (a phone's offline queue sends one per change): written in
 * the mutation's own transaction, so the change and this record commit together or not at all. The unique
 * (account, key) makes a replay find it, and makes a second request with the key wait for the first to commit.
 * Not a GraphQL type: nobody reads these but the middleware.
 */
@Entity({ tableName: 'idempotent_mutations' })
@Unique({ properties: ['account', 'key'] })
export class IdempotentMutation {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  account!: User;

  @Property({ type: 'string', length: 100 })
  key!: string;

  /** The mutation's field name, for whoever reads the table. */
  @Property({ type: 'string', length: 100 })
  mutation!: string;

  /** SHA-256 of the field name and its arguments: the same key with other arguments is refused. */
  @Property({ type: 'string', length: 64 })
  fingerprint!: string;

  /** The payload, with each object as a reference (type and id). */
  @Property({ type: 'json', nullable: true })
  answer: unknown = null;

  @Index()
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
