import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { AuditEvent } from './audit-event.entity.js';

export enum AuditActorKind {
  USER = 'user',
  TOKEN = 'token',
  SYSTEM = 'system',
}
registerEnumType(AuditActorKind, {
  name: 'AuditActorKind',
  description: 'A signed-in person, an API token, or the app itself (e.g. ADMIN_EMAIL at start-up).',
});

@ObjectType({ description: 'Who made a change.' })
export class AuditActor {
  @Field(() => AuditActorKind)
  kind!: AuditActorKind;

  @Field(() => ID, { nullable: true, description: 'Global id of the User or ApiToken; pass it as `actor` to filter.' })
  id!: string | null;

  @Field(() => String, { description: 'Their name at the time of the change.' })
  name!: string;
}

@ObjectType({ description: 'The object a change was made to.' })
export class AuditObject {
  @Field(() => String, { description: 'Its kind, e.g. Client, Invoice, BusinessSettings.' })
  type!: string;

  @Field(() => String, { description: 'What the Activity screen calls its kind, e.g. "Service card".' })
  title!: string;

  @Field(() => ID, { description: 'Its global id; pass it as `object` to see its history.' })
  id!: string;

  @Field(() => String, { nullable: true, description: 'How it was named at the time, e.g. an invoice number.' })
  label!: string | null;
}

@ObjectType({ description: 'One field of a change. Money fields (…Cents) are in cents; secrets are redacted.' })
export class AuditChange {
  @Field(() => String)
  field!: string;

  @Field(() => String, { nullable: true, description: 'The value before, as text (JSON for lists and objects).' })
  from!: string | null;

  @Field(() => String, { nullable: true, description: 'The value after, as text (JSON for lists and objects).' })
  to!: string | null;

  @Field(() => Boolean, { description: 'True for secrets (password, token hash): it changed, values not recorded.' })
  redacted!: boolean;

  @Field(() => String, { description: "The field in the owner's words, e.g. 'Time slot'." })
  label!: string;

  @Field(() => String, {
    nullable: true,
    description: "The value before in the owner's words ('Move-In Cleaning', 'Wed, Dec 9', a person's name); null when empty.",
  })
  fromText!: string | null;

  @Field(() => String, { nullable: true, description: "The value after in the owner's words; null when empty." })
  toText!: string | null;
}

@ObjectType({ description: 'A kind of object the audit trail records.' })
export class AuditObjectType {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  title!: string;
}

@ObjectType()
export class AuditEventConnection extends Connection(AuditEvent) {}

@ArgsType()
export class AuditEventFilterArgs {
  @Field(() => ID, { nullable: true, description: 'Changes by this person (a User id) or API token (an ApiToken id).' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  actor?: string | null;

  @Field(() => ID, { nullable: true, description: "One object's history (its global id), with the objects that belong to it." })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  object?: string | null;

  @Field(() => String, { nullable: true, description: 'Changes to one kind of object (see auditObjectTypes).' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  objectType?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'From this day (America/New_York), included.' })
  @IsOptional()
  from?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Through this day (America/New_York), included.' })
  @IsOptional()
  to?: string | null;
}
