import { IsEmail, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, Int } from 'type-graphql';

/** The longest phone number an input takes, as typed (it is stored in E.164). */
export const PHONE_MAX = 32;

/** The longest email address (RFC 5321). */
export const EMAIL_MAX = 254;

/** Several property decorators as one, applied bottom-up as if they were stacked in the order given. */
export function composeDecorators(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorator of [...decorators].reverse()) decorator(target, key);
  };
}

/** An optional GraphQL String of at most `max` characters: absent or null leaves it (or clears it, as the input says). */
export function OptionalText(max: number, options: { description?: string } = {}): PropertyDecorator {
  return composeDecorators(
    Field(() => String, { nullable: true, ...options }),
    IsOptional(),
    IsString(),
    MaxLength(max),
  );
}

/** A required GraphQL String of at most `max` characters. */
export function RequiredText(max: number): PropertyDecorator {
  return composeDecorators(
    Field(() => String),
    IsString(),
    MaxLength(max),
  );
}

/** An optional phone number as typed. */
export const OptionalPhone = (): PropertyDecorator => OptionalText(PHONE_MAX);

/** An optional email address, checked for its form. */
export function OptionalEmail(options: { description?: string } = {}): PropertyDecorator {
  return composeDecorators(
    Field(() => String, { nullable: true, ...options }),
    IsOptional(),
    IsEmail({}, { message: 'email must be a valid email address' }),
    MaxLength(EMAIL_MAX),
  );
}

/** A required GraphQL Int from `min` to `max`. */
export function RequiredInt(min: number, max: number): PropertyDecorator {
  return composeDecorators(
    Field(() => Int),
    IsInt(),
    Min(min),
    Max(max),
  );
}

/** An optional GraphQL Int from `min` to `max`. */
export function OptionalInt(min: number, max: number): PropertyDecorator {
  return composeDecorators(
    Field(() => Int, { nullable: true }),
    IsOptional(),
    IsInt(),
    Min(min),
    Max(max),
  );
}
