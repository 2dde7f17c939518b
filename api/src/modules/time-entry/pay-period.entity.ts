import { Entity, ManyToOne, type Opt, Property, Unique } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { BaseEntity } from '../../shared/base.entity.js';
import { Helper } from '../helper/helper.entity.js';
import { User } from '../user/user.entity.js';

/** The admin's review of one helper's pay period: bonus, and the approved hours that pay. */
@ObjectType({ implements: BaseEntity })
@Entity({ tableName: 'pay_periods' })
@Unique({ properties: ['helper', 'periodStart'] })
export class PayPeriod extends BaseEntity {
  @ManyToOne({ entity: () => Helper, deleteRule: 'cascade' })
  helper!: Helper;

  @Field(() => LocalDateScalar)
  @Property({ type: 'date' })
  periodStart!: string;

  @Field(() => LocalDateScalar, { description: 'Last day of the period, inclusive.' })
  @Property({ type: 'date' })
  periodEnd!: string;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0, check: 'bonus_cents >= 0' })
  bonusCents: Opt<number> = 0;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  bonusNote: string | null = null;

  @Field(() => Int, { nullable: true, description: 'Approved minutes; null until approved.' })
  @Property({ type: 'integer', nullable: true })
  approvedMinutes: number | null = null;

  @Field(() => Int, { nullable: true, description: 'The hourly rate in cents at approval.' })
  @Property({ type: 'integer', nullable: true })
  hourlyRateCents: number | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  approvedAt: Date | null = null;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  approvedBy: User | null = null;
}
