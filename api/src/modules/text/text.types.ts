import { ArrayMaxSize, IsBoolean, IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Client } from '../client/client.entity.js';
import { NotificationCategory } from '../notification/notification.enums.js';

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
