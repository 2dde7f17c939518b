import { Check, Entity, Enum, Index, ManyToOne, type Opt, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { BookingLead } from '../booking/booking.entities.js';
import { Client } from '../client/client.entity.js';
import { User } from '../user/user.entity.js';
import { NotificationCategory } from './notification.enums.js';

/**
 * One event for one person: what the notification center lists, and the parent of its deliveries (the outbox).
 * (event, dedupeKey, recipient) is unique, so raising the same event twice (a retried job, two instances running the
 * same reminder) makes one notification and one email.
 */
@ObjectType({ implements: BaseEntity, description: 'Something that happened that concerns you.' })
@Entity({ tableName: 'notifications' })
@Unique({ properties: ['event', 'dedupeKey', 'recipient'] })
@Unique({ properties: ['event', 'dedupeKey', 'recipientClient'] })
@Index({ properties: ['recipient', 'createdAt'] })
@Check({
  name: 'notifications_one_recipient_check',
  expression: 'num_nonnulls(recipient_id, recipient_client_id, recipient_lead_id, recipient_phone) = 1',
})
export class Notification extends BaseEntity {
  /** The account it is for; null for a client without an account, written to at its record's email. */
  @ManyToOne({ entity: () => User, deleteRule: 'cascade', nullable: true })
  recipient: User | null = null;

  /** The client record it is for, when that client has no account (mail only). */
  @ManyToOne({ entity: () => Client, deleteRule: 'cascade', nullable: true })
  recipientClient: Client | null = null;

  /** The booking lead it is for: a visitor known only by the email they left (mail only; deleted with the lead). */
  @ManyToOne({ entity: () => BookingLead, deleteRule: 'cascade', nullable: true })
  recipientLead: BookingLead | null = null;

  /** A number on no record, reached by text only (the owner's reply to a number that texted first; E.164). */
  @Property({ type: 'string', length: 16, nullable: true })
  recipientPhone: string | null = null;

  @Field(() => String, { description: "The event's name, e.g. 'invoice.sent'." })
  @Property({ type: 'string', length: 64 })
  event!: string;

  /** What makes this occurrence of the event itself (a visit id and date); random when the caller gives none. */
  @Property({ type: 'string', length: 200 })
  dedupeKey!: string;

  @Field(() => NotificationCategory)
  @Enum({ items: () => NotificationCategory })
  category!: NotificationCategory;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  title!: string;

  @Field(() => String, { description: 'Plain text.' })
  @Property({ type: 'text' })
  body!: string;

  @Field(() => String, { nullable: true, description: 'Where in the app to go about it (a path such as /portal).' })
  @Property({ type: 'string', length: 500, nullable: true })
  link: string | null = null;

  /** The event's data, as the email template reads it. */
  @Property({ type: 'json' })
  data!: Record<string, unknown>;

  /** False for mail-only events (a reset link means nothing in the app). */
  @Property({ type: 'boolean', default: true })
  inApp: Opt<boolean> = true;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  readAt: Date | null = null;
}
