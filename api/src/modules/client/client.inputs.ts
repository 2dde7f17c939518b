import { IsEnum, IsOptional } from 'class-validator';
import { ArgsType, Field, ID, InputType, ObjectType } from 'type-graphql';
import { EMAIL_MAX, OptionalEmail, OptionalPhone, OptionalText, RequiredText } from '../../shared/input-fields.js';
import { BillingPreference } from './billing-preference.js';
import { Client } from './client.entity.js';
import { SEARCH_MAX } from './search.js';
import { ActiveStatusFilter } from './client.types.js';

export const CLIENT_NAME_MAX = 100;
export const CLIENT_ADDRESS_MAX = 300;
export const CLIENT_NOTES_MAX = 2000;

/**
 * The status filter of the client and helper lists; each list adds its own `search` (what it matches differs), which
 * stays the first argument because a subclass's fields come before the inherited ones.
 */
@ArgsType()
export abstract class ActiveListArgs {
  @Field(() => ActiveStatusFilter, { defaultValue: ActiveStatusFilter.ALL })
  @IsEnum(ActiveStatusFilter)
  status: ActiveStatusFilter = ActiveStatusFilter.ALL;
}

@ArgsType()
export class ClientListArgs extends ActiveListArgs {
  @OptionalText(SEARCH_MAX, {
    description: 'Case-insensitive, on the name and phone; phone digits match however the number was typed.',
  })
  search?: string | null;
}

/** The optional fields a client is created and updated with (unreferenced, so not in the schema). */
@InputType()
abstract class ClientContactInput {
  @OptionalPhone()
  phone?: string | null;

  // Checked for its form in the service, after trimming (a pasted address often carries spaces).
  @OptionalText(EMAIL_MAX, {
    description: 'Trimmed and lower-cased; unique among active clients. Cannot be changed while an account is linked.',
  })
  email?: string | null;

  @OptionalText(CLIENT_ADDRESS_MAX)
  address?: string | null;

  @OptionalText(CLIENT_NOTES_MAX)
  notes?: string | null;
}

@InputType({ description: 'A new client: displayName required; phone (stored in E.164), email, address and notes optional.' })
export class CreateClientInput extends ClientContactInput {
  @RequiredText(CLIENT_NAME_MAX)
  displayName!: string;
}

@InputType({ description: 'Changes the fields given; an absent field is left as it is, null or blank clears an optional one.' })
export class UpdateClientInput extends ClientContactInput {
  @Field(() => ID, { description: 'Global id or database id of the client.' })
  id!: string;

  @OptionalText(CLIENT_NAME_MAX, { description: 'Cannot be cleared.' })
  displayName?: string | null;

  @Field(() => BillingPreference, {
    nullable: true,
    description: 'MONTHLY (invoice runs) or PER_VISIT (an invoice sent as each visit is completed).',
  })
  @IsOptional()
  @IsEnum(BillingPreference)
  billingPreference?: BillingPreference | null;
}

@InputType()
export class DeactivateClientInput {
  @Field(() => ID)
  id!: string;
}

@InputType()
export class ReactivateClientInput {
  @Field(() => ID)
  id!: string;
}

@InputType({ description: 'Links an existing client account (one without a client record yet), by user id or email.' })
export class LinkClientAccountInput {
  @Field(() => ID, { description: 'Global id or database id of the client record.' })
  clientId!: string;

  @Field(() => ID, { nullable: true, description: "The account's global or database id; or give email." })
  @IsOptional()
  userId?: string | null;

  @OptionalEmail({ description: "The account's email; or give userId." })
  email?: string | null;
}

@ObjectType()
export class CreateClientPayload {
  @Field(() => Client)
  client!: Client;
}

@ObjectType()
export class UpdateClientPayload {
  @Field(() => Client)
  client!: Client;
}

@ObjectType()
export class DeactivateClientPayload {
  @Field(() => Client)
  client!: Client;
}

@ObjectType()
export class ReactivateClientPayload {
  @Field(() => Client)
  client!: Client;
}

@ObjectType()
export class LinkClientAccountPayload {
  @Field(() => Client)
  client!: Client;
}
