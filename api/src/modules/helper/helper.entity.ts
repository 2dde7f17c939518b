import { Check, Entity, Index, OneToOne, type Opt, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { ActiveFlag } from '../../shared/entity-fields.js';
import { User } from '../user/user.entity.js';
import type { WeeklyAvailability } from './weekly-availability.js';

@ObjectType({ implements: BaseEntity, description: 'A member of the cleaning staff.' })
@Entity({ tableName: 'helpers' })
// Search (notes, phone digits, the account's names and email) through pg_trgm; the list's order from an index.
@Index({ properties: ['active', 'createdAt', 'id'] })
@Index({ properties: ['createdAt', 'id'] })
@Index({
  name: 'helpers_notes_trgm_index',
  expression: `create index "helpers_notes_trgm_index" on "helpers" using gin (lower("notes") gin_trgm_ops)`,
})
@Index({
  name: 'helpers_phone_trgm_index',
  expression: `create index "helpers_phone_trgm_index" on "helpers" using gin ("phone" gin_trgm_ops)`,
})
@Index({
  name: 'helpers_account_search_text_trgm_index',
  expression: `create index "helpers_account_search_text_trgm_index" on "helpers" using gin ("account_search_text" gin_trgm_ops)`,
})
// An email names one active helper (the import matches rows by it); a deactivated duplicate may stay.
@Index({
  name: 'helpers_active_email_unique',
  expression: `create unique index "helpers_active_email_unique" on "helpers" ("email") where "active" and "email" is not null`,
})
@Check({ name: 'helpers_email_lowercase_check', expression: 'email = lower(email)' })
export class Helper extends BaseEntity {
  @OneToOne({ entity: () => User, nullable: true, unique: true, deleteRule: 'set null' })
  user: User | null = null;

  /**
   * The helper's own name, set by the owner for a helper without an account; a linked account's name wins
   * (GraphQL `firstName`, `lastName` and `name`, helper.resolver.ts).
   */
  @Property({ type: 'string', length: 60, nullable: true })
  firstName: string | null = null;

  @Property({ type: 'string', length: 60, nullable: true })
  lastName: string | null = null;

  /**
   * The helper's own email for a helper without an account (trimmed, lower-cased); a linked account's email wins.
   * GraphQL `email` (helper.resolver.ts) shows it to the admin only.
   */
  @Property({ type: 'string', length: 254, nullable: true })
  email: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 32, nullable: true })
  phone: string | null = null;

  @Field(() => Int, { description: 'Hourly rate in cents.' })
  @Property({ type: 'integer', default: 0, check: 'hourly_rate_cents >= 0' })
  hourlyRateCents: Opt<number> = 0;

  @Field(() => Int, { nullable: true, description: 'Null means unlimited.' })
  @Property({ type: 'integer', nullable: true, check: 'max_hours_per_week >= 1 and max_hours_per_week <= 168' })
  maxHoursPerWeek: number | null = null;

  /** The owner's private notes about the helper: GraphQL `notes` (helper.resolver.ts) shows them to the admin only. */
  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  /** The helper's usual week (weekly-availability.ts); null until set, and then nothing is outside it. */
  @Property({ type: 'json', nullable: true })
  weeklyAvailability: WeeklyAvailability | null = null;

  @ActiveFlag()
  active: Opt<boolean> = true;

  /**
   * The linked account's search text (user_search_text of its names and email), kept by database triggers on helpers
   * and users (migration 20261124211702), never written by the app: the helper search matches it through its own
   * trigram index on the helper's row, where matching the accounts first probed the helpers once per matching account.
   */
  @Property({ type: 'text', nullable: true, lazy: true, hidden: true })
  accountSearchText?: Opt<string> | null;
}
