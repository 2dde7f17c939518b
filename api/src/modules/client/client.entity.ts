import { Entity, Index, OneToOne, type Opt, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../user/user.entity.js';

@ObjectType({ implements: BaseEntity, description: 'A customer of the business, with or without a sign-in.' })
@Entity({ tableName: 'clients' })
@Index({ properties: ['active', 'createdAt'] })
export class Client extends BaseEntity {
  /** The client's own account, when they have one. */
  @OneToOne({ entity: () => User, nullable: true, unique: true, deleteRule: 'set null' })
  user: User | null = null;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  displayName!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 32, nullable: true })
  phone: string | null = null;

  @Field(() => String, { nullable: true, description: 'Where the cleanings happen, used to prefill requests.' })
  @Property({ type: 'string', length: 300, nullable: true })
  address: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  active: Opt<boolean> = true;
}
