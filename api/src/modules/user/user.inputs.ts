import { IsEmail, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../auth/passwords.js';
import { composeDecorators, OptionalPhone, OptionalText } from '../../shared/input-fields.js';
import { MAX_CENTS } from '../../shared/money.js';
import { CLIENT_ADDRESS_MAX } from '../client/client.inputs.js';
import { SignInStep } from '../two-factor/sign-in-step.js';
import { User } from './user.entity.js';

/** A password being chosen (sign-up, change, reset): the length rule, with the field named in its message. */
export const NewPassword = (field: string) =>
  composeDecorators(
    Field(() => String),
    IsString(),
    Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, {
      message: `${field} must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    }),
  );

/** A first or last name: 1 to 100 characters. */
export const NamePart = () =>
  composeDecorators(
    Field(() => String),
    IsString(),
    Length(1, 100),
  );

@InputType()
export class SignUpInput {
  @NamePart()
  firstName!: string;

  @NamePart()
  lastName!: string;

  @Field(() => String)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email!: string;

  @NewPassword('password')
  password!: string;
}

@InputType()
export class SignInInput {
  @Field(() => String)
  @IsString()
  @MaxLength(254)
  email!: string;

  @Field(() => String)
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;
}

@InputType({ description: 'Clients send displayName (required) and phone; helpers send phone (required) and hourlyRateCents.' })
export class CompleteProfileInput {
  @OptionalText(100)
  displayName?: string | null;

  @OptionalPhone()
  phone?: string | null;

  @Field(() => Int, { nullable: true, description: 'Hourly rate in cents (helpers only).' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_CENTS)
  hourlyRateCents?: number | null;
}

/** What every sign-up answers, whether or not the address already had an account. */
export const SIGN_UP_MESSAGE =
  'Thanks! We sent an email to that address. Follow its link to confirm it, then sign in to finish setting up your account.';

@ObjectType({ description: 'The same answer for a new address and a taken one: nothing tells them apart.' })
export class SignUpPayload {
  @Field(() => String)
  message!: string;
}

@ObjectType({ description: 'A right password either signs in, or (two-factor) leaves the session half signed in.' })
export class SignInPayload {
  @Field(() => User, { nullable: true, description: 'The signed-in user; null while a second step is owed.' })
  user!: User | null;

  @Field(() => SignInStep)
  nextStep!: SignInStep;
}

@ObjectType()
export class SignOutPayload {
  @Field(() => Boolean)
  signedOut!: boolean;
}

@ObjectType()
export class CompleteProfilePayload {
  @Field(() => User)
  user!: User;
}

@InputType({ description: 'The signed-in user edits their own profile. The email cannot be changed.' })
export class UpdateMyProfileInput {
  @NamePart()
  firstName!: string;

  @NamePart()
  lastName!: string;

  @OptionalText(100)
  displayName?: string | null;

  @OptionalPhone()
  phone?: string | null;

  @OptionalText(CLIENT_ADDRESS_MAX, {
    description: "A client's home address (kept on their client record); absent leaves it, blank clears it. Clients only.",
  })
  address?: string | null;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String)
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH)
  currentPassword!: string;

  @NewPassword('newPassword')
  newPassword!: string;
}

@ObjectType()
export class UpdateMyProfilePayload {
  @Field(() => User)
  user!: User;
}

@ObjectType()
export class ChangePasswordPayload {
  @Field(() => Boolean, { description: 'True: the password changed and every other session was signed out.' })
  changed!: boolean;
}

@ObjectType()
export class MarkPortalSeenPayload {
  @Field(() => User)
  user!: User;
}
