import { IsBoolean, IsEnum } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { OutboxEmail } from './notification-delivery.entity.js';
import { Notification } from './notification.entity.js';
import { DeliveryStatus, NotificationCategory } from './notification.enums.js';

@ObjectType()
export class NotificationConnection extends Connection(Notification) {}

@ObjectType()
export class OutboxEmailConnection extends Connection(OutboxEmail, 'OutboxEmail') {}

@ArgsType()
export class NotificationFilterArgs {
  @Field(() => Boolean, { defaultValue: false, description: 'Only notifications not read yet.' })
  @IsBoolean()
  unreadOnly: boolean = false;
}

@ArgsType()
export class OutboxFilterArgs {
  @Field(() => DeliveryStatus, { nullable: true, description: 'Only emails in this state.' })
  status?: DeliveryStatus | null;
}

@ObjectType({ description: 'Email on or off for one category of notifications.' })
export class NotificationPreference {
  @Field(() => NotificationCategory)
  category!: NotificationCategory;

  @Field(() => String)
  label!: string;

  @Field(() => Boolean)
  emailEnabled!: boolean;

  @Field(() => Boolean, { description: 'Account security: always emailed, cannot be turned off.' })
  essential!: boolean;
}

@InputType()
export class UpdateNotificationPreferenceInput {
  @Field(() => NotificationCategory)
  @IsEnum(NotificationCategory)
  category!: NotificationCategory;

  @Field(() => Boolean)
  @IsBoolean()
  emailEnabled!: boolean;
}

@ObjectType()
export class UpdateNotificationPreferencePayload {
  @Field(() => [NotificationPreference])
  preferences!: NotificationPreference[];
}

@InputType()
export class MarkNotificationReadInput {
  @Field(() => ID)
  id!: string;
}

@ObjectType()
export class MarkNotificationReadPayload {
  @Field(() => Notification)
  notification!: Notification;

  @Field(() => Int)
  unreadNotificationCount!: number;
}

@ObjectType()
export class MarkAllNotificationsReadPayload {
  @Field(() => Int, { description: 'How many were marked read.' })
  marked!: number;

  @Field(() => Int)
  unreadNotificationCount!: number;
}

@ObjectType({ description: 'How many emails are in each state.' })
export class OutboxCounts {
  @Field(() => Int, { description: 'Pending, sending or waiting to retry: the backlog.' })
  waiting!: number;

  @Field(() => Int)
  failed!: number;

  @Field(() => Int)
  sent!: number;

  @Field(() => Int, { description: 'Kept in the database (no SMTP_URL outside production).' })
  kept!: number;
}

@ObjectType({ description: 'Where mail goes and what is waiting.' })
export class OutboxStatus {
  @Field(() => String, { description: "'smtp', 'kept' (shown here, not sent) or 'unconfigured' (production without SMTP_URL)." })
  mode!: string;

  @Field(() => OutboxCounts)
  counts!: OutboxCounts;
}

@InputType()
export class RetryOutboxEmailInput {
  @Field(() => ID)
  id!: string;
}

@ObjectType()
export class RetryOutboxEmailPayload {
  @Field(() => OutboxEmail)
  email!: OutboxEmail;
}
