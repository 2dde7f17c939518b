import { ArrayMaxSize, IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { OptionalInt, OptionalText, RequiredInt, RequiredText } from '../../shared/input-fields.js';
import { GalleryPhoto, PublicService, Testimonial } from './public-content.entities.js';

@InputType({ description: 'Creates a service card, or updates it when id is given.' })
export class SavePublicServiceInput {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  id?: string;

  @RequiredText(100)
  title!: string;

  @RequiredText(1000)
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

  @OptionalInt(0, 1000)
  position?: number;
}

@InputType({ description: 'Creates a testimonial, or updates it when id is given.' })
export class SaveTestimonialInput {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  id?: string;

  @RequiredText(100)
  name!: string;

  @RequiredText(1000)
  text!: string;

  @RequiredInt(1, 5)
  rating!: number;

  @RequiredInt(0, 100)
  yearsOfService!: number;

  @OptionalInt(0, 1000)
  position?: number;
}

@InputType()
export class UpdateGalleryPhotoInput {
  @Field(() => ID)
  id!: string;

  @OptionalText(200)
  caption?: string;

  @OptionalInt(0, 1000)
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
