import { ArrayMaxSize, IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { GalleryPhoto, PublicService, Testimonial } from './public-content.entities.js';

@InputType({ description: 'Creates a service card, or updates it when id is given.' })
export class SavePublicServiceInput {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  id?: string;

  @Field(() => String)
  @IsString()
  @MaxLength(100)
  title!: string;

  @Field(() => String)
  @IsString()
  @MaxLength(1000)
  description!: string;

  @Field(() => [String])
  @ArrayMaxSize(12)
  @IsString({ each: true })
  @MaxLength(120, { each: true })
  features!: string[];

  @Field(() => String, { description: 'A hex colour such as #0EA5E9.' })
  @Matches(/^#[0-9a-fA-F]{6}$/, { message: 'color must be a hex colour like #0EA5E9' })
  color!: string;

  @Field(() => Boolean)
  @IsBoolean()
  popular!: boolean;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1000)
  position?: number;
}

@InputType({ description: 'Creates a testimonial, or updates it when id is given.' })
export class SaveTestimonialInput {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  id?: string;

  @Field(() => String)
  @IsString()
  @MaxLength(100)
  name!: string;

  @Field(() => String)
  @IsString()
  @MaxLength(1000)
  text!: string;

  @Field(() => Int)
  @IsInt()
  @Min(1)
  @Max(5)
  rating!: number;

  @Field(() => Int)
  @IsInt()
  @Min(0)
  @Max(100)
  yearsOfService!: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1000)
  position?: number;
}

@InputType()
export class UpdateGalleryPhotoInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  caption?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1000)
  position?: number;
}

@InputType()
export class DeletePublicContentInput {
  @Field(() => ID)
  id!: string;
}

@ObjectType()
export class SavePublicServicePayload {
  @Field(() => PublicService)
  service!: PublicService;
}

@ObjectType()
export class SaveTestimonialPayload {
  @Field(() => Testimonial)
  testimonial!: Testimonial;
}

@ObjectType()
export class UpdateGalleryPhotoPayload {
  @Field(() => GalleryPhoto)
  photo!: GalleryPhoto;
}

@ObjectType()
export class DeletePublicContentPayload {
  @Field(() => ID)
  deletedId!: string;
}
