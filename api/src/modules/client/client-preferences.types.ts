import { ArrayMaxSize, IsBoolean, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { Helper } from '../helper/helper.entity.js';
import { Client } from './client.entity.js';

@ObjectType({ description: 'A helper the client asked never to send, with the owner’s private note.' })
export class ExcludedHelper {
  @Field(() => Helper)
  helper!: Helper;

  @Field(() => String, { nullable: true })
  note!: string | null;
}

@InputType()
export class ExcludedHelperInput {
  @Field(() => ID)
  helperId!: string;

  @Field(() => String, { nullable: true, description: 'Private: why (the owner only reads it).' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  note?: string | null;
}

@InputType({ description: "Replaces a client's helper preferences (the owner's record of what the client asked)." })
export class SetClientHelperPreferencesInput {
  @Field(() => ID)
  clientId!: string;

  @Field(() => [ID], { description: 'Helpers to send first, in order.' })
  @ArrayMaxSize(20)
  preferredHelperIds!: string[];

  @Field(() => [ExcludedHelperInput], { description: 'Helpers never to send.' })
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  excluded!: ExcludedHelperInput[];

  @Field(() => Boolean, { description: 'The same helpers every visit.' })
  @IsBoolean()
  sameHelpers!: boolean;
}

@ObjectType()
export class SetClientHelperPreferencesPayload {
  @Field(() => Client)
  client!: Client;
}
