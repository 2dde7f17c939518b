import { Entity, Enum, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../user/user.entity.js';
import { NotificationCategory } from './notification.enums.js';

/** A person's choice for one category; no row means email is on. */
@Entity({ tableName: 'notification_preferences' })
@Unique({ properties: ['user', 'category'] })
export class NotificationPreference extends BaseEntity {
  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: User;

  @Enum({ items: () => NotificationCategory })
  category!: NotificationCategory;

  @Property({ type: 'boolean' })
  emailEnabled!: boolean;
}
