import { Check, Entity, Index, ManyToOne, type Opt, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../shared/base.entity.js';
import { Client } from '../client/client.entity.js';
import { Message } from '../message/message.entity.js';
import { Notification } from '../notification/notification.entity.js';
import { type NotificationCategory } from '../notification/notification.enums.js';
import { User } from '../user/user.entity.js';

/**
 * One person's texting choices: the number to text, which kinds of notification come by text, and the consent US
 * carriers require (when and how it was given). An account's own row, or a client record's when it has no account
 * (set by the owner). No row, or no consent: nothing is texted.
 */
@Entity({ tableName: 'text_preferences' })
@Check({ name: 'text_preferences_one_owner_check', expression: 'num_nonnulls(user_id, client_id) = 1' })
export class TextPreference extends BaseEntity {
  @ManyToOne({ entity: () => User, nullable: true, unique: true, deleteRule: 'cascade' })
  user: User | null = null;

  @ManyToOne({ entity: () => Client, nullable: true, unique: true, deleteRule: 'cascade' })
  client: Client | null = null;

  /** E.164. */
  @Property({ type: 'string', length: 16, index: true })
  phone!: string;

  @Property({ type: 'json', default: '[]' })
  categories: Opt<NotificationCategory[]> = [];

  @Property({ type: 'timestamptz', nullable: true })
  consentAt: Date | null = null;

  /** How consent was given, in words ("Account Settings", "By phone, recorded by Ann Owner"). */
  @Property({ type: 'string', length: 200, nullable: true })
  consentMethod: string | null = null;
}

/** A number that texted STOP: never texted again until it texts START. */
@Entity({ tableName: 'text_opt_outs' })
export class TextOptOut extends BaseEntity {
  @Property({ type: 'string', length: 16, unique: true })
  phone!: string;
}

/** A received text, recorded once by Twilio's MessageSid (a replayed webhook finds it and changes nothing). */
@Entity({ tableName: 'inbound_texts' })
export class InboundText extends BaseEntity {
  @Property({ type: 'string', length: 64, unique: true })
  messageSid!: string;

  @Property({ type: 'string', length: 32 })
  fromPhone!: string;

  @Property({ type: 'text' })
  body!: string;

  /** 'message', 'stop', 'start', 'help' or 'unknown' (a number the app does not know). */
  @Property({ type: 'string', length: 16 })
  kind!: string;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  sender: User | null = null;

  @ManyToOne({ entity: () => Message, nullable: true, deleteRule: 'set null' })
  message: Message | null = null;
}

/**
 * A number on no record that the owner kept as a lead (with a name and note of their own). Its texts stay with the
 * number; linking it to a client later records which client it became.
 */
@Entity({ tableName: 'text_leads' })
export class TextLead extends BaseEntity {
  /** E.164. */
  @Property({ type: 'string', length: 16, unique: true })
  phone!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  name: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  note: string | null = null;

  @ManyToOne({ entity: () => Client, nullable: true, deleteRule: 'set null' })
  client: Client | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  linkedAt: Date | null = null;
}

/** The owner's reply by text to a number on no record: kept so the number's thread shows both sides. */
@Entity({ tableName: 'text_replies' })
@Index({ properties: ['phone', 'createdAt'] })
export class TextReply extends BaseEntity {
  /** E.164. */
  @Property({ type: 'string', length: 16 })
  phone!: string;

  @Property({ type: 'text' })
  body!: string;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  author: User | null = null;

  /** The notification that carries it to the outbox's text channel (its delivery says whether it went). */
  @ManyToOne({ entity: () => Notification, nullable: true, deleteRule: 'set null' })
  notification: Notification | null = null;
}
