import { Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../user/user.entity.js';

export const MESSAGE_BODY_MAX = 5000;
export const MESSAGE_SUBJECT_MAX = 200;

@ObjectType({ implements: BaseEntity, description: 'A message to a user. The body is plain text.' })
@Entity({ tableName: 'messages' })
@Index({ properties: ['recipient', 'createdAt', 'id'] })
export class Message extends BaseEntity {
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  sender: User | null = null;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  recipient!: User;

  @Field(() => String)
  @Property({ type: 'string', length: MESSAGE_SUBJECT_MAX })
  subject!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  body!: string;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  readAt: Date | null = null;
}
