import { Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, Float, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { Helper } from '../helper/helper.entity.js';

/** A helper's clock-in to clock-out, as instants; the location is kept when the helper shared it. */
@ObjectType({ implements: BaseEntity })
@Entity({ tableName: 'time_entries' })
@Index({ properties: ['helper', 'clockInAt'] })
// Reports read every helper's entries of a range of days.
@Index({ properties: ['clockInAt'] })
// At most one open entry (clocked in, not out) per helper.
@Index({
  name: 'time_entries_one_open_per_helper',
  expression: `create unique index "time_entries_one_open_per_helper" on "time_entries" ("helper_id") where "clock_out_at" is null`,
})
export class TimeEntry extends BaseEntity {
  @ManyToOne({ entity: () => Helper, deleteRule: 'cascade' })
  helper!: Helper;

  @Field(() => Date)
  @Property({ type: 'timestamptz' })
  clockInAt!: Date;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  clockOutAt: Date | null = null;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  clockInLatitude: number | null = null;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  clockInLongitude: number | null = null;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  clockOutLatitude: number | null = null;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  clockOutLongitude: number | null = null;

  @Field(() => String, { nullable: true, description: "The admin's note when an entry was adjusted." })
  @Property({ type: 'text', nullable: true })
  adjustmentNote: string | null = null;
}
