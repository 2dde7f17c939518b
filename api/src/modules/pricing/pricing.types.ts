import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Recurrence, ServiceType } from '../service-request/service-request.enums.js';
import { QuoteLineKind } from './pricing.js';

registerEnumType(QuoteLineKind, { name: 'QuoteLineKind', description: 'What a line of a quote charges or takes off.' });

@ObjectType({ description: "One service's prices: base, rooms beyond the included ones, estimated minutes, tax." })
export class ServicePricingType {
  @Field(() => ServiceType) service!: ServiceType;
  @Field(() => Int) basePriceCents!: number;
  @Field(() => Int) bedroomsIncluded!: number;
  @Field(() => Int) bathroomsIncluded!: number;
  @Field(() => Int) perBedroomCents!: number;
  @Field(() => Int) perBathroomCents!: number;
  @Field(() => Int) baseMinutes!: number;
  @Field(() => Int) perBedroomMinutes!: number;
  @Field(() => Int) perBathroomMinutes!: number;
  @Field(() => Int, { description: 'Sales tax in basis points (650 = 6.5%).' }) taxRateBasisPoints!: number;
}

@ObjectType({ description: 'An extra a client may add to a cleaning.' })
export class PriceExtraType {
  @Field(() => String) key!: string;
  @Field(() => String) label!: string;
  @Field(() => Int) priceCents!: number;
  @Field(() => Int) durationMinutes!: number;
  @Field(() => Boolean, { description: 'Billed on the first visit of a series only.' }) firstVisitOnly!: boolean;
  @Field(() => [ServiceType], { description: 'The services that offer it.' }) services!: ServiceType[];
}

@ObjectType({ description: 'The discount of a recurring series.' })
export class FrequencyDiscountType {
  @Field(() => Recurrence) frequency!: Recurrence;
  @Field(() => Int, { description: 'Basis points: 1000 = 10% off.' }) basisPoints!: number;
  @Field(() => Boolean, { description: 'The first visit is at full price.' }) notOnFirstVisit!: boolean;
}

@ObjectType({ description: "The business's prices: what the booking form shows and every amount is computed from." })
export class PriceListType {
  @Field(() => [ServicePricingType]) services!: ServicePricingType[];
  @Field(() => [PriceExtraType]) extras!: PriceExtraType[];
  @Field(() => [FrequencyDiscountType]) frequencyDiscounts!: FrequencyDiscountType[];
  @Field(() => Int, { description: 'The least a visit costs before discounts, trip charge and tax.' }) minimumCents!: number;
}

@ObjectType({ description: 'One line of a quote; a discount is negative.' })
export class QuoteLineType {
  @Field(() => QuoteLineKind) kind!: QuoteLineKind;
  @Field(() => String) label!: string;
  @Field(() => Int) amountCents!: number;
}

@ObjectType({ description: 'The price of one visit, line by line.' })
export class VisitQuote {
  @Field(() => [QuoteLineType]) lines!: QuoteLineType[];
  @Field(() => Int) subtotalCents!: number;
  @Field(() => Int, { description: 'The discounts, as a positive amount.' }) discountCents!: number;
  @Field(() => Int) taxCents!: number;
  @Field(() => Int) totalCents!: number;
  @Field(() => Int, { description: 'Estimated length of the visit.' }) durationMinutes!: number;
}

@ObjectType({ description: 'A priced home: the first visit, and each later visit of a series.' })
export class Quote extends VisitQuote {
  @Field(() => VisitQuote, { nullable: true, description: 'Each later visit of a series; null for a one-time cleaning.' })
  recurring!: VisitQuote | null;
}

@ObjectType({ description: 'The quote a request was made or accepted at, with the home it priced.' })
export class AgreedQuoteType extends Quote {
  @Field(() => Int) bedrooms!: number;
  @Field(() => Int) bathrooms!: number;
  @Field(() => [String], { description: 'Keys of the extras chosen.' }) extras!: string[];
}

@InputType({ description: 'A home to price. zip and couponCode are for online booking (trip charge, coupon).' })
export class QuoteInput {
  @Field(() => ServiceType) @IsEnum(ServiceType) service!: ServiceType;
  // Range checks happen in the pricing module, so its error (naming the field) is the one the caller sees.
  @Field(() => Int) @IsInt() bedrooms!: number;
  @Field(() => Int) @IsInt() bathrooms!: number;
  @Field(() => [String], { nullable: true })
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  extras?: string[] | null;
  @Field(() => Recurrence, { defaultValue: Recurrence.ONETIME }) @IsEnum(Recurrence) frequency!: Recurrence;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(10) zip?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(40) couponCode?: string | null;
}

@InputType()
export class ServicePricingInput {
  @Field(() => ServiceType) @IsEnum(ServiceType) service!: ServiceType;
  @Field(() => Int) @IsInt() basePriceCents!: number;
  @Field(() => Int) @IsInt() bedroomsIncluded!: number;
  @Field(() => Int) @IsInt() bathroomsIncluded!: number;
  @Field(() => Int) @IsInt() perBedroomCents!: number;
  @Field(() => Int) @IsInt() perBathroomCents!: number;
  @Field(() => Int) @IsInt() baseMinutes!: number;
  @Field(() => Int) @IsInt() perBedroomMinutes!: number;
  @Field(() => Int) @IsInt() perBathroomMinutes!: number;
  @Field(() => Int) @IsInt() taxRateBasisPoints!: number;
}

@InputType()
export class PriceExtraInput {
  @Field(() => String) @IsString() @MaxLength(40) key!: string;
  @Field(() => String) @IsString() @MaxLength(60) label!: string;
  @Field(() => Int) @IsInt() priceCents!: number;
  @Field(() => Int) @IsInt() durationMinutes!: number;
  @Field(() => Boolean) @IsBoolean() firstVisitOnly!: boolean;
  @Field(() => [ServiceType]) @IsArray() @IsEnum(ServiceType, { each: true }) services!: ServiceType[];
}

@InputType()
export class FrequencyDiscountInput {
  @Field(() => Recurrence) @IsEnum(Recurrence) frequency!: Recurrence;
  @Field(() => Int) @IsInt() basisPoints!: number;
  @Field(() => Boolean) @IsBoolean() notOnFirstVisit!: boolean;
}

@InputType({ description: 'The whole price list; it replaces the one stored. New quotes use it, agreed ones keep theirs.' })
export class UpdatePriceListInput {
  @Field(() => [ServicePricingInput])
  @IsArray()
  @ArrayMaxSize(6)
  @ValidateNested({ each: true })
  services!: ServicePricingInput[];

  @Field(() => [PriceExtraInput])
  @IsArray()
  @ArrayMaxSize(40)
  @ValidateNested({ each: true })
  extras!: PriceExtraInput[];

  @Field(() => [FrequencyDiscountInput])
  @IsArray()
  @ArrayMaxSize(4)
  @ValidateNested({ each: true })
  frequencyDiscounts!: FrequencyDiscountInput[];

  @Field(() => Int) @IsInt() @Min(0) @Max(100_000_000) minimumCents!: number;
}

@ObjectType()
export class UpdatePriceListPayload {
  @Field(() => PriceListType) priceList!: PriceListType;
}
