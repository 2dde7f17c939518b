import { Entity, Enum, Index, ManyToOne, type Opt, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../user/user.entity.js';

export enum RoleRequestStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  DECLINED = 'declined',
}
registerEnumType(RoleRequestStatus, { name: 'RoleRequestStatus' });

@ObjectType({ implements: BaseEntity, description: "A client's request to become a helper." })
@Entity({ tableName: 'role_requests' })
@Index({ properties: ['status', 'createdAt'] })
// One pending request per user; decided ones are kept as history.
@Index({
  name: 'role_requests_one_pending_per_user',
  expression: `create unique index "role_requests_one_pending_per_user" on "role_requests" ("user_id") where "status" = 'pending'`,
})
export class RoleRequest extends BaseEntity {
  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: User;

  @Field(() => String)
  @Property({ type: 'string', length: 32 })
  phone!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  experience: string | null = null;

  @Field(() => RoleRequestStatus)
  @Enum({ items: () => RoleRequestStatus, default: RoleRequestStatus.PENDING })
  status: Opt<RoleRequestStatus> = RoleRequestStatus.PENDING;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  decisionReason: string | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null = null;
}
