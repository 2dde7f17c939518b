import { IsBoolean, IsEnum, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { MAX_CENTS } from '../../shared/money.js';
import { CustomDaysInput } from '../service-request/service-request.inputs.js';
import { ServiceRequest } from '../service-request/service-request.entity.js';
import { Recurrence, ServiceType, TimeSlot } from '../service-request/service-request.enums.js';
import { AssignmentWarning } from './job.types.js';
import { SeriesScope } from './schedule.service.js';
import { Visit } from './visit.entity.js';

registerEnumType(SeriesScope, {
  name: 'SeriesScope',
  description: 'THIS_VISIT only, or THIS_AND_FOLLOWING: this visit and every later one of the series.',
});

export const REASON_MAX = 500;

@InputType()
export class CancelVisitInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: 'Optional; shown with the struck-through visit.' })
  @IsOptional()
  @IsString()
  @MaxLength(REASON_MAX)
  reason?: string | null;
}

@InputType({ description: 'The client asked not to come this time: never billed.' })
export class SkipVisitInput extends CancelVisitInput {}

@InputType()
export class RestoreVisitInput {
  @Field(() => ID)
  id!: string;
}

@InputType()
export class RescheduleVisitInput {
  @Field(() => ID)
  id!: string;

  @Field(() => LocalDateScalar, { description: 'The new date: today or later, not a closed day.' })
  date!: string;

  @Field(() => TimeSlot)
  @IsEnum(TimeSlot)
  timeSlot!: TimeSlot;

  @Field(() => Boolean, {
    defaultValue: false,
    description: 'Move even when an assigned helper is not free then: that helper is dropped from the visit.',
  })
  @IsBoolean()
  force: boolean = false;
}

@ObjectType()
export class RescheduleVisitPayload {
  @Field(() => Boolean, { description: 'False when warnings held the change back; send force to go ahead.' })
  applied!: boolean;

  @Field(() => [AssignmentWarning], { description: 'Assigned helpers who are not free at the new time.' })
  warnings!: AssignmentWarning[];

  @Field(() => [ID], { description: 'Database ids of the helpers taken off the visit (it then needs helpers).' })
  droppedHelperIds!: string[];

  @Field(() => Visit, { description: 'The visit (for "This and following": the first visit of the new series).' })
  visit!: Visit;
}

@InputType({ description: 'Fields left out keep their value. Weekdays and frequency need THIS_AND_FOLLOWING.' })
export class UpdateSeriesInput {
  @Field(() => ID, { description: 'The visit the change starts from.' })
  visitId!: string;

  @Field(() => SeriesScope)
  @IsEnum(SeriesScope)
  scope!: SeriesScope;

  @Field(() => TimeSlot, { nullable: true })
  @IsOptional()
  @IsEnum(TimeSlot)
  timeSlot?: TimeSlot | null;

  @Field(() => Recurrence, { nullable: true, description: 'The frequency (not ONETIME).' })
  @IsOptional()
  @IsEnum(Recurrence)
  recurring?: Recurrence | null;

  @Field(() => CustomDaysInput, {
    nullable: true,
    description: 'The weekdays, only with a CUSTOM frequency (sent alone, they make the series CUSTOM).',
  })
  @IsOptional()
  @ValidateNested()
  customDays?: CustomDaysInput | null;

  @Field(() => ServiceType, { nullable: true })
  @IsOptional()
  @IsEnum(ServiceType)
  service?: ServiceType | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  address?: string | null;

  @Field(() => Int, { nullable: true, description: 'Price per visit in cents.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_CENTS)
  priceCents?: number | null;

  @Field(() => Boolean, { defaultValue: false, description: 'Change the time even when a helper is not free then.' })
  @IsBoolean()
  force: boolean = false;
}

@InputType()
export class PauseSeriesInput {
  @Field(() => ID, { description: 'The series (its request).' })
  requestId!: string;

  @Field(() => LocalDateScalar, { description: 'First day of the pause, today or later.' })
  from!: string;

  @Field(() => LocalDateScalar, { description: 'Last day of the pause.' })
  until!: string;
}

@InputType()
export class EndSeriesInput {
  @Field(() => ID, { description: 'The series (its request).' })
  requestId!: string;

  @Field(() => LocalDateScalar, { description: 'The first date without visits, today or later; past visits stay.' })
  from!: string;
}

@ObjectType()
export class VisitChangePayload {
  @Field(() => Visit)
  visit!: Visit;
}

@ObjectType()
export class SeriesPayload {
  @Field(() => ServiceRequest)
  serviceRequest!: ServiceRequest;
}
