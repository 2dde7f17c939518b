import { Check, Entity, ManyToOne, type Opt, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../shared/base.entity.js';
import { Client } from '../client/client.entity.js';
import { Message } from '../message/message.entity.js';
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
