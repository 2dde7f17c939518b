import { Entity, OneToOne, type Opt, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../user/user.entity.js';

/** The one thread between a client or helper and the business; the owner's inbox lists these. */
@ObjectType({ implements: BaseEntity, description: 'The thread between one client or helper and the business.' })
@Entity({ tableName: 'conversations' })
export class Conversation extends BaseEntity {
  /** The client or helper on the other side of the business. */
  @OneToOne({ entity: () => User, unique: true, deleteRule: 'cascade' })
  participant!: User;

  @Field(() => Date, { description: 'When the newest message was written.' })
  @Property({ type: 'timestamptz', defaultRaw: 'now()', index: true })
  lastMessageAt: Opt<Date> = new Date();

  /** Set by the inbox list, which counts a page's unread messages in one query. */
  unreadCountHint?: number;
}
