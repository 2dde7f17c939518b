import {
  IsBoolean,
  IsEmail,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { MAX_CENTS } from '../../shared/money.js';
import { GalleryPhoto, PublicService, Testimonial } from '../public-content/public-content.entities.js';
import { ServiceType } from '../service-request/service-request.enums.js';
import { BusinessSettings, TimeOffVisitAction } from './settings.entity.js';

@ObjectType({ description: 'The price of one visit of a service type.' })
export class ServicePrice {
  @Field(() => ServiceType)
  service!: ServiceType;

  @Field(() => Int)
  priceCents!: number;
}

@InputType()
export class ServicePriceInput {
  @Field(() => ServiceType)
  @IsEnum(ServiceType)
  service!: ServiceType;

  @Field(() => Int)
  @IsInt()
  @Min(0)
  @Max(MAX_CENTS)
  priceCents!: number;
}

@InputType({ description: 'Fields left out are unchanged; null clears an optional one.' })
export class UpdateBusinessSettingsInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  businessName?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  address?: string | null;

  @Field(() => [ServicePriceInput], { nullable: true })
  @IsOptional()
  @ValidateNested({ each: true })
  servicePrices?: ServicePriceInput[];

  @Field(() => Int, { nullable: true, description: 'Basis points: 650 = 6.5%. Null for no default tax.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(5000)
  defaultTaxRateBasisPoints?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  paymentInstructions?: string | null;

  @Field(() => String, { nullable: true, description: 'The colour of emails, #rrggbb.' })
  @IsOptional()
  @Matches(/^#[0-9a-fA-F]{6}$/, { message: 'brandColor must be a colour written #rrggbb' })
  brandColor?: string;

  @Field(() => Int, { nullable: true, description: 'Helper pay period length in days: 7 or 14.' })
  @IsOptional()
  @IsInt()
  payPeriodDays?: number;

  @Field(() => Int, { nullable: true, description: 'Hours before a visit after which clients cannot ask online to change it.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(336)
  changeCutoffHours?: number;

  @Field(() => Boolean, { nullable: true, description: 'Approve skips asked before the cutoff at once.' })
  @IsOptional()
  @IsBoolean()
  autoApproveSkips?: boolean;

  @Field(() => TimeOffVisitAction, { nullable: true, description: "What approving time off does to the helper's visits." })
  @IsOptional()
  @IsEnum(TimeOffVisitAction)
  timeOffAssignedVisits?: TimeOffVisitAction;
  @Field(() => Boolean, { nullable: true, description: "Apply a client's credit to each invoice as it is sent." })
  @IsOptional()
  @IsBoolean()
  autoApplyCredit?: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Hold future visits when an invoice is overdue more than holdOverdueDays days or a card charge failed.',
  })
  @IsOptional()
  @IsBoolean()
  holdWhenUnpaid?: boolean;

  @Field(() => Int, { nullable: true, description: 'Days past due (0 to 365) after which an unpaid invoice holds visits.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(365)
  holdOverdueDays?: number;

  @Field(() => Int, { nullable: true, description: 'Days after the due date of the first overdue reminder (0 to 365).' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(365)
  reminderFirstDays?: number;

  @Field(() => Int, { nullable: true, description: 'Days between overdue reminders (1 to 365).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(365)
  reminderEveryDays?: number;

  @Field(() => Int, { nullable: true, description: 'Most overdue reminders per invoice (0 to 20; 0 sends none).' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(20)
  reminderMaxCount?: number;

  @Field(() => Int, { nullable: true, description: 'Quiet hours for texts start at this hour, 0-23 (New York time).' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(23)
  textQuietStartHour?: number;

  @Field(() => Int, { nullable: true, description: 'Quiet hours for texts end at this hour, 0-23 (equal to the start: none).' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(23)
  textQuietEndHour?: number;

  @Field(() => Int, { nullable: true, description: 'At most this many texts a day to one number, 1-50.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(50)
  textDailyLimit?: number;
}

@ObjectType()
export class UpdateBusinessSettingsPayload {
  @Field(() => BusinessSettings)
  settings!: BusinessSettings;
}

@ObjectType({ description: 'Everything the public page shows, for anyone.' })
export class PublicSite {
  @Field(() => String)
  businessName!: string;

  @Field(() => String, { nullable: true, description: 'E.164, for tap-to-call and tap-to-text links.' })
  phone!: string | null;

  @Field(() => String, { nullable: true, description: 'The mailbox the contact form opens.' })
  email!: string | null;

  @Field(() => String, { nullable: true })
  address!: string | null;

  @Field(() => [PublicService])
  services!: PublicService[];

  @Field(() => [Testimonial])
  testimonials!: Testimonial[];

  @Field(() => [GalleryPhoto])
  galleryPhotos!: GalleryPhoto[];
}
