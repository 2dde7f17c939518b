import { Entity, ManyToOne, type Opt, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../user/user.entity.js';

/** A bearer token for third-party integrations. Only a hash is stored; the token is shown once. */
@ObjectType({ implements: BaseEntity })
@Entity({ tableName: 'api_tokens' })
export class ApiToken extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  /** SHA-256 of the token, hex. */
  @Property({ type: 'string', length: 64 })
  @Unique()
  tokenHash!: string;

  @Field(() => String, { description: 'The first characters of the token, to tell tokens apart.' })
  @Property({ type: 'string', length: 16 })
  prefix!: string;

  @Field(() => Boolean, { description: 'A read-only token may run queries only.' })
  @Property({ type: 'boolean', default: false })
  readOnly: Opt<boolean> = false;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  createdBy!: User;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;
}
