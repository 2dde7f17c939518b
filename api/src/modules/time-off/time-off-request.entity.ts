import { Entity, Enum, Index, ManyToOne, type Opt, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { BaseEntity } from '../../shared/base.entity.js';
import { Helper } from '../helper/helper.entity.js';
import { User } from '../user/user.entity.js';

export enum TimeOffStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  DECLINED = 'declined',
  CANCELED = 'canceled',
}
registerEnumType(TimeOffStatus, { name: 'TimeOffStatus' });

/** A helper's request to be away for some days (or part of one), decided by the owner. */
@ObjectType({ implements: BaseEntity, description: "A helper's request for time off, and the owner's decision." })
@Entity({ tableName: 'time_off_requests' })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['helper', 'startDate', 'endDate'] })
export class TimeOffRequest extends BaseEntity {
  @ManyToOne({ entity: () => Helper, deleteRule: 'cascade' })
  helper!: Helper;

  @Field(() => LocalDateScalar, { description: 'First day away.' })
  @Property({ type: 'date' })
  startDate!: string;

  @Field(() => LocalDateScalar, { description: 'Last day away (the same as startDate for one day).' })
  @Property({ type: 'date' })
  endDate!: string;

  @Field(() => String, { nullable: true, description: 'Part of a day: from this time (HH:MM) on each day; null all day.' })
  @Property({ type: 'string', length: 5, nullable: true })
  startTime: string | null = null;

  @Field(() => String, { nullable: true, description: 'Part of a day: until this time (HH:MM); null all day.' })
  @Property({ type: 'string', length: 5, nullable: true })
  endTime: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 1000, nullable: true })
  reason: string | null = null;

  @Field(() => TimeOffStatus)
  @Enum({ items: () => TimeOffStatus, default: TimeOffStatus.PENDING })
  status: Opt<TimeOffStatus> = TimeOffStatus.PENDING;

  @Field(() => String, { nullable: true, description: "The owner's note with the decision." })
  @Property({ type: 'string', length: 1000, nullable: true })
  decisionNote: string | null = null;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  decidedBy: User | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null = null;
}
