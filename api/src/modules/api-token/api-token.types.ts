import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { ApiToken } from './api-token.entity.js';

@InputType()
export class CreateApiTokenInput {
  @Field(() => String, { description: 'What the token is for, e.g. "Bookkeeping sync".' })
  @IsString()
  @MaxLength(100)
  name!: string;

  @Field(() => Boolean, { defaultValue: false, description: 'A read-only token may run queries only.' })
  @IsBoolean()
  readOnly: boolean = false;
}

@ObjectType()
export class CreateApiTokenPayload {
  @Field(() => String, { description: 'The token itself. Shown this once; only its hash is stored.' })
  token!: string;

  @Field(() => ApiToken)
  apiToken!: ApiToken;
}

@InputType()
export class RevokeApiTokenInput {
  @Field(() => ID)
  id!: string;
}

@ObjectType()
export class RevokeApiTokenPayload {
  @Field(() => ApiToken)
  apiToken!: ApiToken;
}
