import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../user/user.entity.js';
import { Visit } from '../visit/visit.entity.js';
import { VisitPhotoKind } from './visit-photo.enums.js';

/**
 * A photo taken on a job: its bytes (upright, resized, without any metadata) and a thumbnail live in the file storage
 * under `storageKey` and `thumbnailKey`; the row says what it shows and who took it. Served only through the
 * access-checked `/api/visits/{visit}/photos/{photo}` route.
 */
@ObjectType({ implements: BaseEntity, description: 'A photo of a job: before, after, or an issue found there.' })
@Entity({ tableName: 'visit_photos' })
@Index({ properties: ['visit', 'createdAt'] })
export class VisitPhoto extends BaseEntity {
  @ManyToOne({ entity: () => Visit, deleteRule: 'cascade' })
  visit!: Visit;

  @Field(() => VisitPhotoKind)
  @Enum({ items: () => VisitPhotoKind })
  kind!: VisitPhotoKind;

  @Field(() => String, { description: 'What the photo shows, in the words of whoever took it; may be empty.' })
  @Property({ type: 'string', length: 200, default: '' })
  caption: string = '';

  /** Who uploaded it (a helper's account or the owner); kept as null if that account is ever removed. */
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  takenBy: User | null = null;

  @Property({ type: 'string', length: 200 })
  storageKey!: string;

  @Property({ type: 'string', length: 200 })
  thumbnailKey!: string;

  @Field(() => String, { description: 'The stored image type (JPEG).' })
  @Property({ type: 'string', length: 32 })
  contentType!: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  width!: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  height!: number;

  @Field(() => Int, { description: 'Size of the stored image in bytes.' })
  @Property({ type: 'integer' })
  sizeBytes!: number;
}
