import { Check, Collection, Entity, Enum, Index, ManyToOne, OneToMany, type Opt, Property, Unique } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { Client } from '../client/client.entity.js';
import { User } from '../user/user.entity.js';
import { type CustomDays, Recurrence, ServiceRequestStatus, ServiceType, TimeSlot } from './service-request.enums.js';
import { CustomDaysType } from './custom-days.type.js';
import { Visit } from '../visit/visit.entity.js';
import type { AgreedQuote } from '../pricing/pricing.js';

@ObjectType({ implements: BaseEntity, description: "A client's request for a cleaning." })
@Entity({ tableName: 'service_requests' })
// The lists' order (newest date first, then id), by status (the dashboard) or all.
@Index({ properties: ['status', 'date', 'id'] })
@Index({ properties: ['date', 'id'] })
@Index({ properties: ['client', 'date'] })
@Unique({ name: 'service_requests_requested_by_idempotency_key_unique', properties: ['requestedBy', 'idempotencyKey'] })
@Check({
  name: 'service_requests_custom_days_check',
  expression: `(recurring = 'custom') = (custom_days is not null)`,
})
export class ServiceRequest extends BaseEntity {
  @Field(() => Client)
  @ManyToOne({ entity: () => Client, deleteRule: 'restrict' })
  client!: Client;

  /** The account that asked (a client, or the admin on a client's behalf). */
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  requestedBy: User | null = null;

  @Field(() => ServiceRequestStatus)
  @Enum({ items: () => ServiceRequestStatus, default: ServiceRequestStatus.PENDING })
  status: Opt<ServiceRequestStatus> = ServiceRequestStatus.PENDING;

  @Field(() => ServiceType)
  @Enum({ items: () => ServiceType })
  service!: ServiceType;

  @Field(() => LocalDateScalar, { description: 'Calendar date of the (first) visit, in America/New_York.' })
  @Property({ type: 'date' })
  date!: string;

  @Field(() => TimeSlot)
  @Enum({ items: () => TimeSlot })
  time!: TimeSlot;

  @Field(() => String)
  @Property({ type: 'string', length: 300 })
  address!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Field(() => Recurrence)
  @Enum({ items: () => Recurrence, default: Recurrence.ONETIME })
  recurring: Opt<Recurrence> = Recurrence.ONETIME;

  @Field(() => CustomDaysType, { nullable: true, description: 'Only for custom recurrence.' })
  @Property({ type: 'json', nullable: true })
  customDays: CustomDays | null = null;

  @Field(() => String)
  @Property({ type: 'string', length: 32 })
  phoneNumber!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  adminFeedback: string | null = null;

  /** Client-generated key that makes a double submit create one request; unique per requesting account. */
  @Property({ type: 'string', length: 64, nullable: true })
  idempotencyKey: string | null = null;

  /** SHA-256 of the details sent with the key: a retry must send the same ones. */
  @Property({ type: 'string', length: 64, nullable: true })
  idempotencyFingerprint: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null = null;

  @OneToMany({ entity: () => Visit, mappedBy: 'request', orderBy: { date: 'asc' } })
  visits = new Collection<Visit>(this);

  /**
   * The series as an RFC 5545 rule set (DTSTART, RRULE, EXDATE): its end and pauses are data here (see
   * visit/recurrence.ts). Null only for a custom schedule without days.
   */
  @Property({ type: 'text', nullable: true })
  recurrenceRule: string | null = null;

  @Field(() => Int, {
    nullable: true,
    description: "A price per visit in cents agreed for this series, instead of the service's.",
  })
  @Property({ type: 'integer', nullable: true })
  priceCents: number | null = null;

  /**
   * The quote the request was made at (the home, every line, first and later visits): what was agreed. A later change
   * of the price list never rewrites it. Null for requests from before quotes were stored.
   */
  @Property({ type: 'json', nullable: true })
  quote: AgreedQuote | null = null;

  /** The series this one continues ("This and following" edits split a series here). */
  @ManyToOne({ entity: 'ServiceRequest', nullable: true, deleteRule: 'set null' })
  previousRequest: ServiceRequest | null = null;

  @Field(() => Boolean, {
    description:
      'True for a request booked online by an account whose email address is not confirmed yet (the owner sees ' +
      '"email not confirmed yet"); false once the confirmation link is followed.',
  })
  @Property({ type: 'boolean', default: false })
  awaitingEmailConfirmation: Opt<boolean> = false;

  /** The last date through which this request's visits are materialised. */
  @Property({ type: 'date', nullable: true })
  scheduledThrough: string | null = null;
}
