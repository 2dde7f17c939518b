import { Entity, Enum, Index, ManyToOne, type Opt, Property, Unique } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { DeliveryChannel, DeliveryStatus } from './notification.enums.js';
import { Notification } from './notification.entity.js';

/**
 * The transactional outbox: one row per notification and channel (so per event, recipient and channel), written in
 * the same transaction as the change that caused it and delivered by the job worker.
 */
@ObjectType('OutboxEmail', { implements: BaseEntity, description: 'One email in the outbox: waiting, sent, kept or failed.' })
@Entity({ tableName: 'notification_deliveries' })
@Unique({ properties: ['notification', 'channel'] })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['createdAt'] })
export class OutboxEmail extends BaseEntity {
  @ManyToOne({ entity: () => Notification, deleteRule: 'cascade' })
  notification!: Notification;

  @Field(() => DeliveryChannel)
  @Enum({ items: () => DeliveryChannel, default: DeliveryChannel.EMAIL })
  channel: Opt<DeliveryChannel> = DeliveryChannel.EMAIL;

  @Field(() => String, {
    description: 'The address it goes to (the recipient’s at the time it was raised): an email, or a number for a text.',
  })
  @Property({ type: 'string', length: 254 })
  toAddress!: string;

  @Field(() => DeliveryStatus)
  @Enum({ items: () => DeliveryStatus, default: DeliveryStatus.PENDING })
  status: Opt<DeliveryStatus> = DeliveryStatus.PENDING;

  @Field(() => Int, { description: 'Send attempts so far.' })
  @Property({ type: 'integer', default: 0 })
  attempts: Opt<number> = 0;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Field(() => String, { nullable: true, description: 'Filled when rendered (at the first attempt).' })
  @Property({ type: 'string', length: 300, nullable: true })
  subject: string | null = null;

  /** The rendered message as stored: secret links (reset, verification) are blanked once sent over SMTP. */
  @Property({ type: 'text', nullable: true, lazy: true })
  html: string | null = null;

  @Property({ type: 'text', nullable: true, lazy: true })
  text: string | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  /** Twilio's message SID once a text is accepted: its status callbacks find the row by it. */
  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  providerId: string | null = null;

  @Field(() => String, {
    nullable: true,
    description: "A text's last status from Twilio (queued, sent, delivered, undelivered, failed).",
  })
  @Property({ type: 'string', length: 32, nullable: true })
  providerStatus: string | null = null;

  @Field(() => Date, { nullable: true, description: 'A text held by quiet hours goes at this time, not before.' })
  @Property({ type: 'timestamptz', nullable: true })
  sendAfter: Date | null = null;

  /** When a worker took it; a claim older than the job's expiry may be taken again (the worker died mid-send). */
  @Property({ type: 'timestamptz', nullable: true })
  claimedAt: Date | null = null;
}
