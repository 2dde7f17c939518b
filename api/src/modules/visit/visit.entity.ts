import { Collection, Entity, Enum, Index, ManyToMany, ManyToOne, type Opt, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { BaseEntity } from '../../shared/base.entity.js';
import { Client } from '../client/client.entity.js';
import { Helper } from '../helper/helper.entity.js';
import { User } from '../user/user.entity.js';
import { ServiceType, TimeSlot } from '../service-request/service-request.enums.js';
import type { Invoice } from '../invoice/invoice.entity.js';
import type { ServiceRequest } from '../service-request/service-request.entity.js';
import { VisitAssignment } from './visit-assignment.entity.js';
import { VisitStatus } from './visit.enums.js';
import type { ChecklistTick, JobNoteData } from './job-page.data.js';

/** One dated occurrence of an accepted request: what the calendar shows and a helper works. */
@ObjectType({ implements: BaseEntity, description: 'One dated cleaning of an accepted request.' })
@Entity({ tableName: 'visits' })
@Unique({ properties: ['request', 'date'] })
@Index({ properties: ['date', 'status'] })
@Index({ properties: ['client', 'date'] })
export class Visit extends BaseEntity {
  @ManyToOne({ entity: 'ServiceRequest', deleteRule: 'cascade' })
  request!: ServiceRequest;

  /** Copied from the request so calendar and policy reads need no join. */
  @ManyToOne({ entity: () => Client, deleteRule: 'restrict' })
  client!: Client;

  @Field(() => LocalDateScalar, { description: 'Calendar date in America/New_York.' })
  @Property({ type: 'date' })
  date!: string;

  @Field(() => TimeSlot)
  @Enum({ items: () => TimeSlot })
  timeSlot!: TimeSlot;

  @Field(() => String, { nullable: true, description: 'A set start time (HH:MM), when agreed; otherwise the slot.' })
  @Property({ type: 'string', length: 5, nullable: true })
  startTime: string | null = null;

  @Field(() => VisitStatus)
  @Enum({ items: () => VisitStatus, default: VisitStatus.SCHEDULED })
  status: Opt<VisitStatus> = VisitStatus.SCHEDULED;

  @Field(() => Boolean, {
    description: 'On hold: unpaid. The client has an overdue invoice or a failed card charge (the payment-aware hold).',
  })
  @Property({ type: 'boolean', default: false })
  onHold: Opt<boolean> = false;

  @ManyToMany({ entity: () => Helper, pivotEntity: () => VisitAssignment, owner: true })
  helpers = new Collection<Helper>(this);

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  startedAt: Date | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  completedAt: Date | null = null;

  /**
   * Who marked the visit completed: the helper who finished it, or the owner confirming it afterwards (a visit with
   * no helper, or whose helper has no account). Null while it is not completed.
   */
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  completedBy: User | null = null;

  /**
   * The invoice that billed this visit, so a visit is billed once: set when an invoice is made from its request,
   * cleared when that invoice is cancelled, voided or deleted.
   */
  @ManyToOne({ entity: 'Invoice', nullable: true, deleteRule: 'set null', index: true })
  billedOn: Invoice | null = null;

  @Field(() => String, { nullable: true, description: 'Why the visit was canceled or skipped, when it was.' })
  @Property({ type: 'string', length: 500, nullable: true })
  statusReason: string | null = null;

  /** The checklist's ticks by item id (the items come from the service's template and the client's additions). */
  @Property({ type: 'json', default: '{}' })
  checklistStates: Opt<Record<string, ChecklistTick>> = {};

  /** Job notes, oldest first, by the helpers and the owner. */
  @Property({ type: 'json', default: '[]' })
  jobNotes: Opt<JobNoteData[]> = [];

  /** Why the job was completed with required checklist tasks still open. */
  @Property({ type: 'string', length: 500, nullable: true })
  completionReason: string | null = null;

  /** When "On my way" went out (once per visit). */
  @Property({ type: 'timestamptz', nullable: true })
  onMyWayAt: Date | null = null;

  /** When "Running late" went out (once per visit), and by how many minutes. */
  @Property({ type: 'timestamptz', nullable: true })
  runningLateAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  lateMinutes: number | null = null;

  /** This visit's own service, when changed for "This visit" only; otherwise the request's. */
  @Enum({ items: () => ServiceType, nullable: true })
  serviceOverride: ServiceType | null = null;

  /** This visit's own address, when changed for "This visit" only. */
  @Property({ type: 'string', length: 300, nullable: true })
  addressOverride: string | null = null;

  /** This visit's own price in cents, when changed for "This visit" only. */
  @Property({ type: 'integer', nullable: true })
  priceCentsOverride: number | null = null;
}

/** A visit's service: its own when changed for "This visit" only, else its request's. */
export const serviceOfVisit = (visit: Pick<Visit, 'serviceOverride'>, request: Pick<ServiceRequest, 'service'>) =>
  visit.serviceOverride ?? request.service;

/** A visit's address: its own when changed for "This visit" only, else its request's. */
export const addressOfVisit = (visit: Pick<Visit, 'addressOverride'>, request: Pick<ServiceRequest, 'address'>) =>
  visit.addressOverride ?? request.address;
