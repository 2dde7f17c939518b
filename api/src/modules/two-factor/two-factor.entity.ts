import { Entity, Index, ManyToOne, OneToOne, type Opt, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../user/user.entity.js';

/**
 * A user's authenticator (TOTP) secret. Created when they start setting it up, enabled once they prove it with a
 * code. The secret is stored encrypted (AES-256-GCM, bound to the user) and never leaves the server after
 * enrolment. Not a GraphQL type: the API exposes only whether it is on.
 */
@Entity({ tableName: 'two_factor_credentials' })
export class TwoFactorCredential extends BaseEntity {
  @OneToOne({ entity: () => User, unique: true, deleteRule: 'cascade', owner: true })
  user!: User;

  /** `v1.<iv>.<tag>.<ciphertext>`, base64url; see secret-box.ts. */
  @Property({ type: 'text', lazy: true })
  secretCiphertext!: string;

  /** Null while enrolment waits for its first code. */
  @Property({ type: 'timestamptz', nullable: true })
  enabledAt: Date | null = null;

  /** The last TOTP time step accepted (30-second steps since 1970): a code is good once, never replayed. */
  @Property({ type: 'integer', nullable: true })
  lastUsedStep: number | null = null;

  /** Wrong codes in the current window, counted atomically before each check. */
  @Property({ type: 'integer', default: 0 })
  failedAttempts: Opt<number> = 0;

  @Property({ type: 'timestamptz', nullable: true })
  failedWindowStartedAt: Date | null = null;
}

/** One of ten single-use recovery codes, stored as a keyed hash (HMAC-SHA-256); used ones are kept, marked. */
@Entity({ tableName: 'two_factor_recovery_codes' })
@Index({ properties: ['user', 'codeHash'] })
export class RecoveryCode extends BaseEntity {
  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;
}
