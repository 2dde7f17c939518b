import { IsEmail, IsString, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { User } from '../user/user.entity.js';
import { NewPassword } from '../user/user.inputs.js';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, we sent a link to reset its password. Check your inbox.';

@InputType()
export class RequestPasswordResetInput {
  @Field(() => String)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email!: string;
}

@ObjectType()
export class RequestPasswordResetPayload {
  @Field(() => String, { description: 'The same answer whether or not the address has an account.' })
  message!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String, { description: 'The token from the emailed link.' })
  @IsString()
  @MaxLength(200)
  token!: string;

  @NewPassword('newPassword')
  newPassword!: string;
}

@ObjectType()
export class ResetPasswordPayload {
  @Field(() => Boolean, { description: 'True: the password changed and every session was signed out; sign in again.' })
  reset!: boolean;
}

@InputType()
export class VerifyEmailInput {
  @Field(() => String)
  @IsString()
  @MaxLength(200)
  token!: string;
}

@ObjectType()
export class VerifyEmailPayload {
  @Field(() => Boolean)
  verified!: boolean;

  @Field(() => User, { nullable: true, description: 'The signed-in user, when the link was opened while signed in.' })
  viewer!: User | null;
}

@ObjectType()
export class ResendVerificationEmailPayload {
  @Field(() => Boolean)
  sent!: boolean;
}
