import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../user/user.entity.js';

/** Days the business is closed (a holiday, a hurricane): no visit, request or reschedule lands on them. */
@ObjectType({ implements: BaseEntity, description: 'A day or range of days the business is closed.' })
@Entity({ tableName: 'closures' })
@Index({ properties: ['startDate', 'endDate'] })
@Check({ name: 'closures_range_check', expression: 'end_date >= start_date' })
export class Closure extends BaseEntity {
  @Field(() => LocalDateScalar, { description: 'First closed day (America/New_York).' })
  @Property({ type: 'date' })
  startDate!: string;

  @Field(() => LocalDateScalar, { description: 'Last closed day, the same as the first for a single day.' })
  @Property({ type: 'date' })
  endDate!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  reason!: string;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  createdBy: User | null = null;
}
