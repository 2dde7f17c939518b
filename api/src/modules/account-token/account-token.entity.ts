import { Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../user/user.entity.js';

export enum AccountTokenPurpose {
  PASSWORD_RESET = 'password-reset',
  EMAIL_VERIFICATION = 'email-verification',
}

/**
 * A single-use link sent by email. The token itself is never stored: it is an HMAC of this row's random id (see
 * SecretTokens), and the row keeps only its SHA-256, its expiry and when it was used.
 */
@Entity({ tableName: 'account_tokens' })
@Index({ properties: ['user', 'purpose'] })
export class AccountToken extends BaseEntity {
  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: User;

  @Enum({ items: () => AccountTokenPurpose })
  purpose!: AccountTokenPurpose;

  @Property({ type: 'string', length: 64 })
  @Unique()
  tokenHash!: string;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;
}
