import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { composeDecorators, OptionalEmail, OptionalPhone, OptionalText } from '../../shared/input-fields.js';
import { MAX_CENTS } from '../../shared/money.js';
import { ActiveListArgs } from '../client/client.inputs.js';
import { SEARCH_MAX } from '../client/search.js';
import { Helper } from './helper.entity.js';

export const HELPER_NOTES_MAX = 2000;
export const MAX_HOURS_PER_WEEK = 168;
export const HELPER_NAME_MAX = 60;

/** hourlyRateCents: whole cents, 0 or more (on create and on update). */
const IsHourlyRateCents = () =>
  composeDecorators(
    IsInt({ message: 'hourlyRateCents must be a whole number of cents' }),
    Min(0, { message: 'hourlyRateCents must be 0 or more' }),
    Max(MAX_CENTS, { message: 'hourlyRateCents is too large' }),
  );

/** maxHoursPerWeek: whole hours, 1 to MAX_HOURS_PER_WEEK (null, unlimited, is the field's own option). */
const IsWeeklyHours = () =>
  composeDecorators(
    IsInt({ message: 'maxHoursPerWeek must be a whole number' }),
    Min(1, { message: `maxHoursPerWeek must be between 1 and ${MAX_HOURS_PER_WEEK}` }),
    Max(MAX_HOURS_PER_WEEK, { message: `maxHoursPerWeek must be between 1 and ${MAX_HOURS_PER_WEEK}` }),
  );

@ArgsType()
export class HelperListArgs extends ActiveListArgs {
  @OptionalText(SEARCH_MAX, {
    description:
      "Case-insensitive, on the label ('Helper' + id), the linked account's name and email, the notes and the phone's digits.",
  })
  search?: string | null;
}

/** The optional fields a helper is created and updated with (unreferenced, so not in the schema). */
@InputType()
abstract class HelperContactInput {
  @OptionalPhone()
  phone?: string | null;

  @OptionalText(HELPER_NOTES_MAX)
  notes?: string | null;

  @OptionalEmail({
    description:
      "For a helper without an account (a linked account's email is theirs): lower-cased, unique among active helpers.",
  })
  email?: string | null;

  @OptionalText(HELPER_NAME_MAX, {
    description: "For a helper without an account (a linked account's name is shown instead).",
  })
  firstName?: string | null;

  @OptionalText(HELPER_NAME_MAX)
  lastName?: string | null;
}

@InputType({ description: 'A new helper. hourlyRateCents is required (cents, 0 or more); maxHoursPerWeek null means unlimited.' })
export class CreateHelperInput extends HelperContactInput {
  @Field(() => Int, { description: 'Hourly rate in cents.' })
  @IsHourlyRateCents()
  hourlyRateCents!: number;

  @Field(() => Int, { nullable: true, description: `A whole number of hours, 1 to ${MAX_HOURS_PER_WEEK}; null for unlimited.` })
  @IsOptional()
  @IsWeeklyHours()
  maxHoursPerWeek?: number | null;
}

@InputType({ description: 'Changes the fields given; an absent field is left as it is, null clears an optional one.' })
export class UpdateHelperInput extends HelperContactInput {
  @Field(() => ID, { description: 'Global id or database id of the helper.' })
  id!: string;

  @Field(() => Int, { nullable: true, description: 'Hourly rate in cents; cannot be cleared.' })
  @IsOptional()
  @IsHourlyRateCents()
  hourlyRateCents?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWeeklyHours()
  maxHoursPerWeek?: number | null;
}

@InputType()
export class DeactivateHelperInput {
  @Field(() => ID)
  id!: string;
}

@InputType()
export class ReactivateHelperInput {
  @Field(() => ID)
  id!: string;
}

@InputType({ description: 'Links an existing helper account (one without a helper record yet), by user id or email.' })
export class LinkHelperAccountInput {
  @Field(() => ID)
  helperId!: string;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  userId?: string | null;

  @OptionalEmail()
  email?: string | null;
}

@ObjectType()
export class CreateHelperPayload {
  @Field(() => Helper)
  helper!: Helper;
}

@ObjectType()
export class UpdateHelperPayload {
  @Field(() => Helper)
  helper!: Helper;
}

@ObjectType()
export class DeactivateHelperPayload {
  @Field(() => Helper)
  helper!: Helper;
}

@ObjectType()
export class ReactivateHelperPayload {
  @Field(() => Helper)
  helper!: Helper;
}

@ObjectType()
export class LinkHelperAccountPayload {
  @Field(() => Helper)
  helper!: Helper;
}
