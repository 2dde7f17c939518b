import { Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../user/user.entity.js';
import { Conversation } from './conversation.entity.js';

export const MESSAGE_BODY_MAX = 5000;
export const MESSAGE_SUBJECT_MAX = 200;

@ObjectType({ implements: BaseEntity, description: 'A message to a user. The body is plain text.' })
@Entity({ tableName: 'messages' })
@Index({ properties: ['recipient', 'createdAt', 'id'] })
@Index({ properties: ['conversation', 'createdAt'] })
@Index({ properties: ['sender', 'createdAt'] })
export class Message extends BaseEntity {
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  sender: User | null = null;

  /** A person, or null for a message to the business (read by the owner in the inbox). */
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'cascade' })
  recipient: User | null = null;

  /** The client's or helper's thread with the business this message belongs to. */
  @ManyToOne({ entity: () => Conversation, nullable: true, deleteRule: 'cascade' })
  conversation: Conversation | null = null;

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
