import { IsBoolean, IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { TimeSlot } from '../service-request/service-request.enums.js';
import { VisitChangeKind, VisitChangeRequest, VisitChangeStatus } from './visit-change-request.entity.js';

@InputType({ description: 'A client asks to change an upcoming visit. MOVE needs proposedDate and proposedTimeSlot.' })
export class RequestVisitChangeInput {
  @Field(() => ID)
  visitId!: string;

  @Field(() => VisitChangeKind)
  @IsEnum(VisitChangeKind)
  kind!: VisitChangeKind;

  @Field(() => LocalDateScalar, { nullable: true })
  proposedDate?: string | null;

  @Field(() => TimeSlot, { nullable: true })
  @IsOptional()
  @IsEnum(TimeSlot)
  proposedTimeSlot?: TimeSlot | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  note?: string | null;
}

@InputType({ description: 'Approve (applies the change) or decline (with a reason).' })
export class DecideVisitChangeInput {
  @Field(() => ID)
  id!: string;

  @Field(() => Boolean)
  @IsBoolean()
  approve!: boolean;

  @Field(() => String, { nullable: true, description: 'Required to decline; shown to the client.' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  reason?: string | null;
}

@ObjectType()
export class VisitChangePayloadOfRequest {
  @Field(() => VisitChangeRequest)
  changeRequest!: VisitChangeRequest;
}

@ArgsType()
export class VisitChangeFilterArgs {
  @Field(() => VisitChangeStatus, { nullable: true })
  @IsOptional()
  @IsEnum(VisitChangeStatus)
  status?: VisitChangeStatus;
}
