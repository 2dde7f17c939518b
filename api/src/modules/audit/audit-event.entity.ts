import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import type { AuditActorKind } from './audit-actor.js';

export enum AuditAction {
  CREATED = 'created',
  UPDATED = 'updated',
  DELETED = 'deleted',
}
registerEnumType(AuditAction, { name: 'AuditAction', description: 'What happened to the object.' });

/** One field of a change, from what to what. Secrets are marked redacted and carry no values. */
export interface AuditFieldChange {
  field: string;
  from?: unknown;
  to?: unknown;
  redacted?: boolean;
}

/**
 * One change to one object, written in the same transaction as the change itself (by the audit subscriber).
 * Append-only: a database trigger refuses UPDATE, DELETE and TRUNCATE on the table. It has no foreign keys, so
 * nothing that happens to the people or objects it names can remove or alter it.
 */
@ObjectType({ description: 'One recorded change: who changed which object when, field by field.' })
@Entity({ tableName: 'audit_events' })
@Index({ properties: ['occurredAt', 'id'] })
@Index({ properties: ['subjectId', 'occurredAt'] })
@Index({ properties: ['parentId', 'occurredAt'] })
@Index({ properties: ['actorUserId', 'occurredAt'] })
@Index({ properties: ['actorTokenId', 'occurredAt'] })
export class AuditEvent {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Field(() => Date)
  @Property({ type: 'timestamptz' })
  occurredAt!: Date;

  @Field(() => AuditAction)
  @Enum({ items: () => AuditAction })
  action!: AuditAction;

  @Property({ type: 'string', length: 16 })
  actorKind!: AuditActorKind;

  @Property({ type: 'uuid', nullable: true })
  actorUserId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  actorTokenId: string | null = null;

  @Property({ type: 'string', length: 200 })
  actorName!: string;

  /** The audited entity's name, e.g. Client, Invoice, BusinessSettings. */
  @Property({ type: 'string', length: 64 })
  subjectType!: string;

  @Property({ type: 'uuid' })
  subjectId!: string;

  /** How the object was named at the time, e.g. an invoice number. */
  @Property({ type: 'string', length: 200, nullable: true })
  subjectLabel: string | null = null;

  /** The object this one belongs to (an invoice's line), so the parent's history includes it. */
  @Property({ type: 'string', length: 64, nullable: true })
  parentType: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  parentId: string | null = null;

  @Property({ type: 'json' })
  changes: Opt<AuditFieldChange[]> = [];

  @Field(() => String, { nullable: true, description: 'The address the change came from.' })
  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;

  @Field(() => String, { nullable: true, description: "The request's id, as in the server's logs (X-Request-Id)." })
  @Property({ type: 'string', length: 64, nullable: true })
  requestId: string | null = null;
}
