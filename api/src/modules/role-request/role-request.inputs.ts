import { IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType, ObjectType } from 'type-graphql';
import { RoleRequest, RoleRequestStatus } from './role-request.entity.js';

@InputType({ description: 'A client asks to join the team as a helper.' })
export class RequestHelperAccessInput {
  @Field(() => String)
  @IsString()
  @MaxLength(32)
  phone!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  reason?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  experience?: string | null;
}

@InputType()
export class DecideRoleRequestInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: 'Optional reason, shown to the requester (declines).' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  reason?: string | null;
}

@ArgsType()
export class RoleRequestFilterArgs {
  @Field(() => RoleRequestStatus, { nullable: true })
  @IsOptional()
  @IsEnum(RoleRequestStatus)
  status?: RoleRequestStatus;
}

@ObjectType()
export class RoleRequestPayload {
  @Field(() => RoleRequest)
  roleRequest!: RoleRequest;
}
