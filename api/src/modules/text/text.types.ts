import { ArrayMaxSize, IsBoolean, IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Client } from '../client/client.entity.js';
import { MessageChannel } from '../message/message.entity.js';
import { NotificationCategory } from '../notification/notification.enums.js';
import { TEXT_BODY_MAX } from './text-rules.js';

@ObjectType({ description: 'Whether text messages (Twilio) are on, and where to point the Twilio number.' })
export class TextMessagingStatus {
  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => String, { description: 'What is on or off, in plain words.' })
  message!: string;

  @Field(() => String, { description: 'The address for the Twilio number\'s "A message comes in" webhook (HTTP POST).' })
  incomingUrl!: string;

  @Field(() => String, { description: 'Where Twilio reports delivery (sent with each text; nothing to set).' })
  statusUrl!: string;
}

@ObjectType({ description: "A person's texting choices and the consent behind them." })
export class TextPreferences {
  @Field(() => String, { nullable: true, description: 'The mobile number texts go to (E.164).' })
  phone!: string | null;

  @Field(() => [NotificationCategory], { description: 'The kinds of notification that come by text.' })
  categories!: NotificationCategory[];

  @Field(() => Date, { nullable: true, description: 'When consent to texts was given; null: none, nothing is texted.' })
  consentAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'How consent was given.' })
  consentMethod!: string | null;

  @Field(() => Boolean, { description: 'The number texted STOP: nothing is texted to it until it texts START.' })
  optedOut!: boolean;

  @Field(() => Boolean, { description: 'The text channel is on (Twilio is set up).' })
  available!: boolean;
}

@InputType({ description: 'Which kinds come by text, to which number, with your consent.' })
export class UpdateMyTextPreferencesInput {
  @Field(() => String, { nullable: true, description: 'Left out: unchanged. A US number or +country number.' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  phone?: string | null;

  @Field(() => [NotificationCategory])
  @ArrayMaxSize(10)
  @IsEnum(NotificationCategory, { each: true })
  categories!: NotificationCategory[];

  @Field(() => Boolean, { description: 'I agree to get text messages (needed for any category).' })
  @IsBoolean()
  consent!: boolean;
}

@InputType({ description: "The owner records a client's texting choice (a client who asked by phone)." })
export class UpdateClientTextPreferencesInput extends UpdateMyTextPreferencesInput {
  @Field(() => ID)
  clientId!: string;

  @Field(() => String, { nullable: true, description: 'How the client agreed, e.g. "Asked by phone". Needed with consent.' })
  @IsOptional()
  @IsString()
  @MaxLength(150)
  consentMethod?: string | null;
}

@ObjectType()
export class UpdateTextPreferencesPayload {
  @Field(() => TextPreferences)
  textPreferences!: TextPreferences;
}

@ObjectType({ description: 'A number not on any client or helper that texted the business: a lead until linked.' })
export class UnknownTextNumber {
  @Field(() => String, { description: 'E.164.' })
  phone!: string;

  @Field(() => String, { description: 'Its newest text.' })
  lastBody!: string;

  @Field(() => Date)
  lastAt!: Date;

  @Field(() => Int, { description: 'How many texts it sent.' })
  count!: number;
}

@InputType({ description: "Link a number that texted to a client: its texts join the client's conversation." })
export class LinkTextNumberInput {
  @Field(() => String)
  @IsString()
  @MaxLength(32)
  phone!: string;

  @Field(() => ID)
  clientId!: string;
}

@ObjectType()
export class LinkTextNumberPayload {
  @Field(() => Client)
  client!: Client;

  @Field(() => Int, { description: "Texts moved into the client's conversation (0 when the client has no account)." })
  movedTexts!: number;
}

export enum TextDirection {
  IN = 'in',
  OUT = 'out',
}
registerEnumType(TextDirection, {
  name: 'TextDirection',
  description: 'IN: the number texted the business; OUT: the owner replied.',
});

@ObjectType({ description: 'One text in the thread of a number on no record.' })
export class TextThreadEntry {
  @Field(() => ID)
  id!: string;

  @Field(() => TextDirection)
  direction!: TextDirection;

  @Field(() => MessageChannel, { description: 'Always TEXT: every entry came or went as a text message.' })
  channel!: MessageChannel;

  @Field(() => String)
  body!: string;

  @Field(() => Date)
  at!: Date;

  @Field(() => String, { nullable: true, description: "Who replied (OUT only): the owner's name." })
  authorName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'OUT only: Sending, Sent, or why it was not sent (the number texted STOP, the daily limit).',
  })
  status!: string | null;
}

@ObjectType({ description: 'A number on no record that the owner kept as a lead, with its texts in brief.' })
export class TextLeadView {
  @Field(() => ID, { description: 'The database id.' })
  id!: string;

  @Field(() => String, { description: 'E.164.' })
  phone!: string;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => Date, { description: 'When the owner kept it.' })
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: 'Its newest text.' })
  lastBody!: string | null;

  @Field(() => Date, { nullable: true })
  lastAt!: Date | null;

  @Field(() => Int, { description: 'How many texts it sent.' })
  count!: number;
}

@ObjectType({ description: 'All texts to and from a number on no record, oldest first.' })
export class TextThread {
  @Field(() => String, { description: 'E.164.' })
  phone!: string;

  @Field(() => Boolean, { description: 'The number texted STOP: no reply can go to it until it texts START.' })
  optedOut!: boolean;

  @Field(() => Boolean, { description: 'The text channel is on (Twilio is set up), so a reply can go.' })
  canReply!: boolean;

  @Field(() => TextLeadView, { nullable: true, description: 'Set when the owner kept the number as a lead.' })
  lead!: TextLeadView | null;

  @Field(() => [TextThreadEntry])
  entries!: TextThreadEntry[];
}

@InputType({ description: 'The owner answers a number on no record by text.' })
export class ReplyToTextNumberInput {
  @Field(() => String)
  @IsString()
  @MaxLength(32)
  phone!: string;

  @Field(() => String)
  @IsString()
  @MaxLength(TEXT_BODY_MAX)
  body!: string;
}

@ObjectType()
export class ReplyToTextNumberPayload {
  @Field(() => TextThreadEntry)
  entry!: TextThreadEntry;
}

@InputType({ description: 'Keep a number on no record as a lead, with an optional name and note.' })
export class KeepTextNumberAsLeadInput {
  @Field(() => String)
  @IsString()
  @MaxLength(32)
  phone!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string | null;
}

@ObjectType()
export class KeepTextNumberAsLeadPayload {
  @Field(() => TextLeadView)
  lead!: TextLeadView;
}
