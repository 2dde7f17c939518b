import { Entity, Index, type Opt, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';

/** A service card on the public page (spec §1, §2), edited by the admin on /settings. */
@ObjectType({ implements: BaseEntity })
@Entity({ tableName: 'public_services' })
@Index({ properties: ['position'] })
export class PublicService extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  title!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  description!: string;

  @Field(() => [String])
  @Property({ type: 'json' })
  features: Opt<string[]> = [];

  @Field(() => String, { description: 'Accent colour, a CSS hex colour like #0EA5E9.' })
  @Property({ type: 'string', length: 16, default: '#0EA5E9' })
  color: Opt<string> = '#0EA5E9';

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  popular: Opt<boolean> = false;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: Opt<number> = 0;
}

/** A customer testimonial on the public page. */
@ObjectType({ implements: BaseEntity })
@Entity({ tableName: 'testimonials' })
@Index({ properties: ['position'] })
export class Testimonial extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  text!: string;

  @Field(() => Int)
  @Property({ type: 'integer', default: 5, check: 'rating >= 1 and rating <= 5' })
  rating: Opt<number> = 5;

  @Field(() => Int, { description: 'How many years the customer has used the service.' })
  @Property({ type: 'integer', default: 1, check: 'years_of_service >= 0' })
  yearsOfService: Opt<number> = 1;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: Opt<number> = 0;
}

/** A work photo in the public gallery; the image bytes are stored in the database and served with caching. */
@ObjectType({ implements: BaseEntity })
@Entity({ tableName: 'gallery_photos' })
@Index({ properties: ['position'] })
export class GalleryPhoto extends BaseEntity {
  @Field(() => String, { description: 'Caption, also the alt text.' })
  @Property({ type: 'string', length: 200 })
  caption!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 64 })
  contentType!: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  sizeBytes!: number;

  @Property({ type: 'blob', lazy: true })
  data!: Buffer;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: Opt<number> = 0;
}
