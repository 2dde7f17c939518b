import type { EntityClass } from '@mikro-orm/core';
import { ApiToken } from '../api-token/api-token.entity.js';
import { Client } from '../client/client.entity.js';
import { Closure } from '../closure/closure.entity.js';
import { VisitChangeRequest } from '../visit-change/visit-change-request.entity.js';
import { TimeOffRequest } from '../time-off/time-off-request.entity.js';
import { Visit } from '../visit/visit.entity.js';
import { Helper } from '../helper/helper.entity.js';
import { InvoiceItem } from '../invoice/invoice-item.entity.js';
import { Invoice } from '../invoice/invoice.entity.js';
import { GalleryPhoto, PublicService, Testimonial } from '../public-content/public-content.entities.js';
import { RoleRequest } from '../role-request/role-request.entity.js';
import { ServiceRequest } from '../service-request/service-request.entity.js';
import { BusinessSettings } from '../settings/settings.entity.js';
import { PayPeriod } from '../time-entry/pay-period.entity.js';
import { TimeEntry } from '../time-entry/time-entry.entity.js';
import { TwoFactorCredential } from '../two-factor/two-factor.entity.js';
import { nameOf, User } from '../user/user.entity.js';
import { labelWords } from '../describe/audit-words.js';
import { dayWords, instantWords } from '../describe/words.js';
import { SERVICE_NAMES } from '../service-request/service-names.js';

interface Identified {
  id: string;
}

/** How one entity is audited. Every change that goes through the unit of work (em.flush) is recorded. */
export interface AuditRule<T extends Identified = Identified> {
  entity: EntityClass<T>;
  /** What the Activity screen calls this kind of object. */
  title: string;
  /** Secrets: that they changed is recorded, never their values. */
  redact?: readonly string[];
  /** Bookkeeping fields whose changes are not worth a line (and alone make no event). */
  ignore?: readonly string[];
  /** The object's name at the time, from loaded scalar fields only (it runs inside the flush). */
  label?(entity: T): string | null;
  /** The object this one belongs to, whose history then includes it. */
  parent?(entity: T): { type: string; id: string } | null;
}

// Method-style callbacks (above) let a rule for one entity stand in the list of all of them.
const rule = <T extends Identified>(value: AuditRule<T>): AuditRule => value;

/** Fields of every entity that say nothing about what changed. */
export const ALWAYS_IGNORED = ['id', 'createdAt', 'updatedAt'] as const;

/**
 * The audited objects: the admin's, a token's or a user's changes to anything not only their own. A new module is
 * audited by adding its entity here. Writes that bypass the unit of work (nativeUpdate, query builders, raw SQL)
 * are not seen, so audited entities are written through it.
 */
export const AUDITED_ENTITIES: readonly AuditRule[] = [
  rule<ServiceRequest>({
    entity: ServiceRequest,
    title: 'Service request',
    ignore: ['scheduledThrough', 'idempotencyKey'],
    label: (request) => `${SERVICE_NAMES[request.service] ?? request.service} on ${dayWords(request.date)}`,
  }),
  rule<Visit>({
    entity: Visit,
    title: 'Visit',
    // A tick, a note or "On my way" is the job's own progress (shown on the visit), not a change worth a line each.
    ignore: ['checklistStates', 'jobNotes', 'onMyWayAt', 'runningLateAt', 'lateMinutes'],
    label: (visit) => `Visit on ${dayWords(visit.date)}`,
    parent: (visit) => ({ type: 'ServiceRequest', id: visit.request.id }),
  }),
  rule<Closure>({ entity: Closure, title: 'Closure', label: (closure) => `${closure.reason}` }),
  rule<VisitChangeRequest>({
    entity: VisitChangeRequest,
    title: 'Change request',
    label: (change) => labelWords('VisitChangeRequest', `${change.kind} of the visit on ${change.visitDate}`),
    parent: (change) => (change.visit ? { type: 'Visit', id: change.visit.id } : null),
  }),
  rule<TimeOffRequest>({
    entity: TimeOffRequest,
    title: 'Time off',
    label: (request) =>
      request.startDate === request.endDate
        ? `Time off on ${dayWords(request.startDate)}`
        : `Time off ${dayWords(request.startDate)} to ${dayWords(request.endDate)}`,
    parent: (request) => ({ type: 'Helper', id: request.helper.id }),
  }),
  // Access notes hold door and alarm codes: that they changed is recorded, never what they say.
  // The same-helpers flag is logged with the helper preferences it goes with (client-preferences.service.ts).
  rule<Client>({
    entity: Client,
    title: 'Client',
    redact: ['accessNotes'],
    ignore: ['sameHelpers'],
    label: (client) => client.displayName,
  }),
  rule<Helper>({
    entity: Helper,
    title: 'Helper',
    // Their account's name when it is loaded; otherwise the spec's label, which the reader names (audit.resolver.ts).
    label: (helper) =>
      helper.user?.firstName
        ? nameOf(helper.user)
        : `${helper.firstName ?? ''} ${helper.lastName ?? ''}`.trim() || `Helper ${helper.id.slice(0, 8)}`,
  }),
  rule<Invoice>({ entity: Invoice, title: 'Invoice', label: (invoice) => invoice.invoiceNumber }),
  rule<InvoiceItem>({
    entity: InvoiceItem,
    title: 'Invoice line',
    label: (item) => item.description,
    parent: (item) => (item.invoice ? { type: 'Invoice', id: item.invoice.id } : null),
  }),
  rule<PayPeriod>({
    entity: PayPeriod,
    title: 'Pay period',
    label: (period) => `${dayWords(period.periodStart)} to ${dayWords(period.periodEnd)}`,
    parent: (period) => ({ type: 'Helper', id: period.helper.id }),
  }),
  rule<TimeEntry>({
    entity: TimeEntry,
    title: 'Time entry',
    label: (entry) => instantWords(entry.clockInAt),
    parent: (entry) => ({ type: 'Helper', id: entry.helper.id }),
  }),
  rule<BusinessSettings>({ entity: BusinessSettings, title: 'Business settings', label: () => 'Business settings' }),
  rule<PublicService>({ entity: PublicService, title: 'Service card', label: (service) => service.title }),
  rule<Testimonial>({ entity: Testimonial, title: 'Testimonial', label: (testimonial) => testimonial.name }),
  rule<GalleryPhoto>({
    entity: GalleryPhoto,
    title: 'Gallery photo',
    ignore: ['data'],
    label: (photo) => photo.caption,
  }),
  rule<ApiToken>({
    entity: ApiToken,
    title: 'API token',
    redact: ['tokenHash'],
    ignore: ['lastUsedAt'],
    label: (token) => token.name,
  }),
  rule<RoleRequest>({
    entity: RoleRequest,
    title: 'Role request',
    label: () => 'Helper access request',
    parent: (request) => ({ type: 'User', id: request.user.id }),
  }),
  rule<User>({
    entity: User,
    title: 'Account',
    redact: ['passwordHash'],
    ignore: ['sessionVersion'],
    label: (user) => user.name,
  }),
  rule<TwoFactorCredential>({
    entity: TwoFactorCredential,
    title: 'Two-factor sign-in',
    redact: ['secretCiphertext'],
    ignore: ['lastUsedStep', 'failedAttempts', 'failedWindowStartedAt'],
    label: () => 'Two-factor sign-in',
    parent: (credential) => ({ type: 'User', id: credential.user.id }),
  }),
];

const byEntity = new Map<unknown, AuditRule>(AUDITED_ENTITIES.map((entry) => [entry.entity, entry]));
const byName = new Map<string, AuditRule>(AUDITED_ENTITIES.map((entry) => [entry.entity.name, entry]));

export const auditRuleFor = (entity: object): AuditRule | undefined => byEntity.get(entity.constructor);
export const auditRuleNamed = (name: string): AuditRule | undefined => byName.get(name);
