import { Entity, Enum, Index, ManyToOne, type Opt, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { BaseEntity } from '../../shared/base.entity.js';
import { Client } from '../client/client.entity.js';
import { TimeSlot } from '../service-request/service-request.enums.js';
import { User } from '../user/user.entity.js';
import { Visit } from '../visit/visit.entity.js';

export enum VisitChangeKind {
  SKIP = 'skip',
  MOVE = 'move',
  END_PLAN = 'end-plan',
}
registerEnumType(VisitChangeKind, {
  name: 'VisitChangeKind',
  description: 'SKIP this visit, MOVE it (to a proposed date and slot), or END_PLAN: end the series from this visit on.',
});

export enum VisitChangeStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  DECLINED = 'declined',
}
registerEnumType(VisitChangeStatus, { name: 'VisitChangeStatus' });

/** A client's request to change one of its upcoming visits, decided by the owner (or approved at once by a rule). */
@ObjectType({ implements: BaseEntity, description: "A client's request to skip or move a visit, or end the plan." })
@Entity({ tableName: 'visit_change_requests' })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['client', 'createdAt'] })
@Index({ properties: ['visit'] })
export class VisitChangeRequest extends BaseEntity {
  /** Null once the visit is gone (an approved "end the plan" removes the visits it ends); visitDate stays. */
  @ManyToOne({ entity: () => Visit, nullable: true, deleteRule: 'set null' })
  visit: Visit | null = null;

  /** Copied from the visit so the policy's scope needs no join. */
  @ManyToOne({ entity: () => Client, deleteRule: 'cascade' })
  client!: Client;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  requestedBy: User | null = null;

  @Field(() => VisitChangeKind)
  @Enum({ items: () => VisitChangeKind })
  kind!: VisitChangeKind;

  @Field(() => LocalDateScalar, { nullable: true, description: 'For MOVE: the date the client proposes.' })
  @Property({ type: 'date', nullable: true })
  proposedDate: string | null = null;

  @Field(() => TimeSlot, { nullable: true, description: 'For MOVE: the time slot the client proposes.' })
  @Enum({ items: () => TimeSlot, nullable: true })
  proposedTimeSlot: TimeSlot | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 1000, nullable: true })
  note: string | null = null;

  @Field(() => VisitChangeStatus)
  @Enum({ items: () => VisitChangeStatus, default: VisitChangeStatus.PENDING })
  status: Opt<VisitChangeStatus> = VisitChangeStatus.PENDING;

  @Field(() => String, { nullable: true, description: 'Why it was declined.' })
  @Property({ type: 'string', length: 1000, nullable: true })
  decisionReason: string | null = null;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  decidedBy: User | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null = null;

  @Field(() => LocalDateScalar, { description: 'The date of the visit when the change was asked.' })
  @Property({ type: 'date' })
  visitDate!: string;
}
