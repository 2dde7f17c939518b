import { Check, Entity, Enum, Index, type Opt, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { Role } from '../../auth/role.enum.js';
import { BaseEntity } from '../../shared/base.entity.js';

@ObjectType({ implements: BaseEntity, description: 'A person who signs in: the owner, a helper or a client.' })
@Entity({ tableName: 'users' })
@Index({ properties: ['role', 'createdAt', 'id'] })
@Index({ properties: ['createdAt', 'id'] })
// The helper search matches accounts by name and email: user_search_text() is lower(concat_ws(' ', ...)) written
// with immutable operators (concat_ws itself is only stable), so it can be indexed (migration 20261124120827).
@Index({
  name: 'users_search_text_trgm_index',
  expression: `create index "users_search_text_trgm_index" on "users" using gin (user_search_text("first_name", "last_name", "display_name", "email") gin_trgm_ops)`,
})
@Check({ name: 'users_email_lowercase_check', expression: 'email = lower(email)' })
export class User extends BaseEntity {
  /** Stored lower-cased; a unique index on it makes addresses case-insensitive. */
  @Field(() => String)
  @Property({ type: 'string', length: 254 })
  @Unique()
  email!: string;

  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  passwordHash!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Field(() => Role)
  @Enum({ items: () => Role, default: Role.CLIENT })
  role: Opt<Role> = Role.CLIENT;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 2048, nullable: true })
  profileImageUrl: string | null = null;

  @Field(() => Boolean, { description: 'True until a client or helper completes their profile.' })
  @Property({ type: 'boolean', default: true })
  needsProfileSetup: Opt<boolean> = true;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  displayName: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 32, nullable: true })
  phone: string | null = null;

  /** Set when the person follows the link of the verification email; booking a cleaning needs it. */
  @Property({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null = null;

  /** Why mail to this address last failed for good (refused, bounced), shown to the owner; cleared by a delivery. */
  @Property({ type: 'text', nullable: true })
  emailProblem: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  emailProblemAt: Date | null = null;

  /**
   * When a client first opened the portal: until then it greets them with "Welcome", afterwards "Welcome back".
   * Set once, by markPortalSeen after the portal's first load.
   */
  @Field(() => Date, { nullable: true, description: 'When the client first opened the portal; null until then.' })
  @Property({ type: 'timestamptz', nullable: true })
  portalSeenAt: Date | null = null;

  /** Bumped when the password changes, which ends every other session. */
  @Property({ type: 'integer', default: 0 })
  sessionVersion: Opt<number> = 0;

  /**
   * Never stored: set on the request's viewer when it came with an API token (app.ts), so policies can keep account
   * secrets from integrations (see shared/policy.ts Viewer).
   */
  viaApiToken?: Opt<boolean>;

  /** True once the email address was confirmed through the emailed link. */
  get emailVerified(): Opt<boolean> {
    return isEmailVerified(this);
  }

  /** First and last name, or the display name when set. */
  get name(): Opt<string> {
    return nameOf(this);
  }
}

/**
 * The account's name as people see it: the display name when set, else first and last name. Also the GraphQL `name`
 * of an account read as a plain row (modules/user/account-row.ts), which has no getters.
 */
export const nameOf = (user: Pick<User, 'displayName' | 'firstName' | 'lastName'>): string =>
  user.displayName?.trim() || `${user.firstName} ${user.lastName}`.trim();

export const isEmailVerified = (user: Pick<User, 'emailVerifiedAt'>): boolean => user.emailVerifiedAt !== null;
