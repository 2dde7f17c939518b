import { ArrayMaxSize, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Helper } from './helper.entity.js';

@ObjectType({ description: 'A stretch of a day a helper works (HH:MM, business time).' })
export class TimeRange {
  @Field(() => String)
  from!: string;

  @Field(() => String, { description: 'Until (HH:MM; 24:00 for the end of the day).' })
  to!: string;
}

@ObjectType({ description: 'One weekday of a helper’s usual week: the ranges they work, none for a day off.' })
export class AvailabilityDay {
  @Field(() => Int, { description: '0 Sunday … 6 Saturday.' })
  weekday!: number;

  @Field(() => [TimeRange])
  ranges!: TimeRange[];
}

@InputType()
export class TimeRangeInput {
  @Field(() => String)
  @IsString()
  @MaxLength(5)
  from!: string;

  @Field(() => String)
  @IsString()
  @MaxLength(5)
  to!: string;
}

@InputType()
export class AvailabilityDayInput {
  @Field(() => Int, { description: '0 Sunday … 6 Saturday.' })
  @IsInt()
  @Min(0)
  @Max(6)
  weekday!: number;

  @Field(() => [TimeRangeInput], { description: 'Empty for a day off.' })
  @ArrayMaxSize(6)
  @ValidateNested({ each: true })
  ranges!: TimeRangeInput[];
}

@InputType({
  description:
    "Sets a helper's usual week. Weekdays left out are days off; days null clears it (then nothing warns). A helper sets only their own.",
})
export class SetHelperAvailabilityInput {
  @Field(() => ID)
  helperId!: string;

  @Field(() => [AvailabilityDayInput], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(7)
  @ValidateNested({ each: true })
  days?: AvailabilityDayInput[] | null;
}

@ObjectType()
export class SetHelperAvailabilityPayload {
  @Field(() => Helper)
  helper!: Helper;
}
