import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PASSWORD_MAX_LENGTH } from '../../auth/passwords.js';
import { BusinessSettings } from '../settings/settings.entity.js';
import { User } from '../user/user.entity.js';

@ObjectType({ description: 'What an authenticator app needs. Shown only while setting up; the secret is never shown again.' })
export class TwoFactorSetup {
  @Field(() => String, { description: 'The secret in Base32, to type into an app that cannot scan.' })
  secret!: string;

  @Field(() => String, { description: 'The otpauth:// URI the QR code holds.' })
  otpauthUri!: string;

  @Field(() => String, { description: 'The QR code to scan, as an SVG data URL.' })
  qrCodeDataUrl!: string;
}

@InputType()
export class TwoFactorCodeInput {
  @Field(() => String, { description: 'The six-digit code from the authenticator app, or (at sign-in) a recovery code.' })
  @IsString()
  @MaxLength(32)
  code!: string;
}

@InputType()
export class PasswordConfirmationInput {
  @Field(() => String, { description: 'Your current password.' })
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;
}

@InputType()
export class SetAdminTwoFactorRequirementInput {
  @Field(() => Boolean)
  @IsBoolean()
  required!: boolean;

  @Field(() => String, { nullable: true, description: 'Needed to stop requiring it.' })
  @IsOptional()
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password?: string | null;
}

@InputType()
export class ResetUserTwoFactorInput {
  @Field(() => ID, { description: 'Global id or database id of the account.' })
  userId!: string;
}

@ObjectType()
export class TwoFactorSignInPayload {
  @Field(() => User)
  user!: User;

  @Field(() => Boolean, { description: 'True when a recovery code was used (it cannot be used again).' })
  usedRecoveryCode!: boolean;

  @Field(() => Int)
  recoveryCodesLeft!: number;
}

@ObjectType()
export class ConfirmTwoFactorSetupPayload {
  @Field(() => User)
  user!: User;

  @Field(() => [String], { description: 'Ten single-use recovery codes. Shown this once; only their hashes are kept.' })
  recoveryCodes!: string[];
}

@ObjectType()
export class RecoveryCodesPayload {
  @Field(() => User)
  user!: User;

  @Field(() => [String], { description: 'Ten new single-use recovery codes; the old ones no longer work.' })
  recoveryCodes!: string[];
}

@ObjectType()
export class TwoFactorUserPayload {
  @Field(() => User)
  user!: User;
}

@ObjectType()
export class AdminTwoFactorRequirementPayload {
  @Field(() => BusinessSettings)
  settings!: BusinessSettings;
}
