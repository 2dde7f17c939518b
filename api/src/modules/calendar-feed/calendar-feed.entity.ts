import { Entity, OneToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../user/user.entity.js';

/**
 * A person's private calendar subscription. The URL's token is an HMAC of this row's random id, so the app can show
 * the URL again without storing it; resetting the feed replaces the row, and with it every old URL.
 */
@Entity({ tableName: 'calendar_feeds' })
export class CalendarFeed extends BaseEntity {
  @OneToOne({ entity: () => User, unique: true, deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 64 })
  @Unique()
  tokenHash!: string;
}
