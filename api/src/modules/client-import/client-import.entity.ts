import { Entity, Index, ManyToOne, type Opt, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../user/user.entity.js';

/** What a commit did, kept so a second commit of the same upload answers the same and changes nothing. */
export interface ClientImportOutcome {
  created: number;
  updated: number;
  skipped: number;
  errors: number;
}

/**
 * An uploaded CSV of clients, decoded to text, waiting for its preview and commit. Kept in PostgreSQL (not on the
 * disk of one app instance) so any instance can preview and commit it; it expires after a day.
 */
@Entity({ tableName: 'client_imports' })
@Index({ properties: ['expiresAt'] })
export class ClientImport extends BaseEntity {
  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  uploadedBy!: User;

  @Property({ type: 'string', length: 255 })
  fileName!: string;

  /** How the bytes were read: 'utf-8' or 'windows-1252'. */
  @Property({ type: 'string', length: 16 })
  encoding!: string;

  @Property({ type: 'text', lazy: true })
  content!: string;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  committedAt: Opt<Date> | null = null;

  /** What the commit imported the rows as ('clients' or 'helpers'); null until committed. */
  @Property({ type: 'string', length: 16, nullable: true })
  kind: string | null = null;

  @Property({ type: 'json', nullable: true })
  outcome: ClientImportOutcome | null = null;
}
