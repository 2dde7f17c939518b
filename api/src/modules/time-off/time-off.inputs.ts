import { IsBoolean, IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { TimeOffVisitAction } from '../settings/settings.entity.js';
import { Visit } from '../visit/visit.entity.js';
import { TimeOffRequest, TimeOffStatus } from './time-off-request.entity.js';

@InputType({
  description: 'A helper asks for time off: from a day to a day (the same for one), optionally part of each day (HH:MM).',
})
export class RequestTimeOffInput {
  @Field(() => LocalDateScalar)
  startDate!: string;

  @Field(() => LocalDateScalar)
  endDate!: string;

  @Field(() => String, { nullable: true, description: 'Part of a day: from (HH:MM). With endTime, or neither.' })
  @IsOptional()
  @IsString()
  @MaxLength(5)
  startTime?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of a day: until (HH:MM).' })
  @IsOptional()
  @IsString()
  @MaxLength(5)
  endTime?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  reason?: string | null;
}

@InputType({ description: 'Approve or decline a pending time off request, with an optional note to the helper.' })
export class DecideTimeOffInput {
  @Field(() => ID)
  id!: string;

  @Field(() => Boolean)
  @IsBoolean()
  approve!: boolean;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  note?: string | null;
}

@InputType()
export class CancelTimeOffRequestInput {
  @Field(() => ID)
  id!: string;
}

@ObjectType()
export class TimeOffRequestPayload {
  @Field(() => TimeOffRequest)
  timeOffRequest!: TimeOffRequest;
}

@ObjectType()
export class DecideTimeOffPayload {
  @Field(() => TimeOffRequest)
  timeOffRequest!: TimeOffRequest;

  @Field(() => [Visit], { description: "The helper's visits inside the approved time off (none when declined)." })
  affectedVisits!: Visit[];

  @Field(() => Boolean, { description: 'True when those visits were unassigned (settings); they then need helpers.' })
  unassigned!: boolean;
}

@ObjectType({ description: 'What approving a time off request would touch.' })
export class TimeOffPreview {
  @Field(() => [Visit], { description: "The helper's scheduled visits inside the time off, soonest first." })
  visits!: Visit[];

  @Field(() => TimeOffVisitAction, { description: 'What approving does to them (settings).' })
  action!: TimeOffVisitAction;
}

@ArgsType()
export class TimeOffFilterArgs {
  @Field(() => TimeOffStatus, { nullable: true })
  @IsOptional()
  @IsEnum(TimeOffStatus)
  status?: TimeOffStatus;
}
