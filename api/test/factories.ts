import type { AgreedQuote } from '../src/modules/pricing/pricing.js';
import { randomUUID } from 'node:crypto';
import { TimeOffRequest, TimeOffStatus } from '../src/modules/time-off/time-off-request.entity.js';
import type { EntityClass, RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { hashPassword } from '../src/auth/passwords.js';
import { Role } from '../src/auth/role.enum.js';
import { Client } from '../src/modules/client/client.entity.js';
import { Closure } from '../src/modules/closure/closure.entity.js';
import {
  VisitChangeKind,
  VisitChangeRequest,
  VisitChangeStatus,
} from '../src/modules/visit-change/visit-change-request.entity.js';
import { Helper } from '../src/modules/helper/helper.entity.js';
import { InvoiceItem } from '../src/modules/invoice/invoice-item.entity.js';
import { Invoice } from '../src/modules/invoice/invoice.entity.js';
import { InvoiceStatus } from '../src/modules/invoice/invoice.enums.js';
import { type ApiToken } from '../src/modules/api-token/api-token.entity.js';
import { Conversation } from '../src/modules/message/conversation.entity.js';
import { Message } from '../src/modules/message/message.entity.js';
import { OutboxEmail } from '../src/modules/notification/notification-delivery.entity.js';
import { Notification } from '../src/modules/notification/notification.entity.js';
import { DeliveryStatus, NotificationCategory } from '../src/modules/notification/notification.enums.js';
import { GalleryPhoto, PublicService, Testimonial } from '../src/modules/public-content/public-content.entities.js';
import { RoleRequest, RoleRequestStatus } from '../src/modules/role-request/role-request.entity.js';
import { ServiceRequest } from '../src/modules/service-request/service-request.entity.js';
import {
  type CustomDays,
  Recurrence,
  ServiceRequestStatus,
  ServiceType,
  TimeSlot,
  type Weekday,
  WEEKDAYS,
} from '../src/modules/service-request/service-request.enums.js';
import { BusinessSettings } from '../src/modules/settings/settings.entity.js';
import { PayPeriod } from '../src/modules/time-entry/pay-period.entity.js';
import { TimeEntry } from '../src/modules/time-entry/time-entry.entity.js';
import { User } from '../src/modules/user/user.entity.js';
import { VisitAssignment } from '../src/modules/visit/visit-assignment.entity.js';
import { Visit } from '../src/modules/visit/visit.entity.js';
import { VisitPhoto } from '../src/modules/visit-photo/visit-photo.entity.js';
import { VisitPhotoKind } from '../src/modules/visit-photo/visit-photo.enums.js';
import { type VisitStatus } from '../src/modules/visit/visit.enums.js';
import type { BaseEntity } from '../src/shared/base.entity.js';
import { addDays } from '../src/shared/calendar-date.js';
import type { Services } from '../src/services.js';

export const TEST_PASSWORD = 'correct-horse-battery';
// Hashing costs ~50 ms; every built account shares one hash of the test password.
const passwordHash = hashPassword(TEST_PASSWORD);

export type UserFields = Partial<
  Pick<User, 'role' | 'email' | 'firstName' | 'lastName' | 'needsProfileSetup' | 'displayName' | 'phone' | 'emailVerifiedAt'>
> & {
  /** A client or helper account gets its linked Client or Helper record unless this is false. */
  withRecord?: boolean;
};

export type ClientFields = Partial<Pick<Client, 'displayName' | 'phone' | 'email' | 'address' | 'notes' | 'active'>> & {
  /** The client's own account, when it has one. */
  user?: User | null;
};

export type HelperFields = Partial<
  Pick<Helper, 'hourlyRateCents' | 'maxHoursPerWeek' | 'phone' | 'notes' | 'active' | 'firstName' | 'lastName' | 'email'>
> & {
  user?: User | null;
};

export interface ServiceRequestFields {
  /** Whose request; a new client record when left out. */
  client?: Client;
  /** Accepted and scheduled requests get their visits, materialised by the service as an approval does. */
  status?: ServiceRequestStatus;
  recurring?: Recurrence;
  customDays?: CustomDays | null;
  /** The quote it was made at; none (a request from before quotes) unless given. */
  quote?: AgreedQuote | null;
  /** The owner's price per visit for the series. */
  priceCents?: number | null;
  /** The (first) date of service; a week from today when left out. */
  date?: string;
  time?: TimeSlot;
  service?: ServiceType;
  address?: string;
  phoneNumber?: string;
  notes?: string | null;
  adminFeedback?: string | null;
  requestedBy?: User | null;
}

export interface VisitFields {
  /** The visit's request; a new accepted one-time request on `date` (for `client`) when left out. */
  request?: ServiceRequest;
  client?: Client;
  date?: string;
  timeSlot?: TimeSlot;
  startTime?: string | null;
  status?: VisitStatus;
  helpers?: Helper[];
}

export interface InvoiceFields {
  client?: Client;
  status?: InvoiceStatus;
  issueDate?: string;
  dueDate?: string;
  items?: { description: string; quantity: number; unitPriceCents: number }[];
  /** Without items; with items the subtotal is theirs. */
  subtotalCents?: number;
  taxAmountCents?: number;
  notes?: string | null;
  paidAt?: Date | null;
}

/**
 * Builders of the domain's objects for API tests. Each takes only the fields a test cares about, fills the rest,
 * writes through the ORM (or the service that owns the rule: an accepted request's visits are materialised as an
 * approval does, an invoice is numbered by the invoice counter) and returns the saved entity. Use them for set-up;
 * the API itself is for the behaviour under test.
 */
export function createFactories(orm: MikroORM, services: Services) {
  let sequence = 0;
  const next = () => ++sequence;
  const uniqueEmail = (prefix: string) => `${prefix}-${next()}-${randomUUID().slice(0, 8)}@test.local`;
  const today = () => services.serviceRequests.today();
  const fork = () => orm.em.fork();

  // Built objects get strictly increasing creation times, so lists sorted newest first read in the order a test
  // built them even when two land in the same millisecond.
  let lastStamp = 0;
  const stamp = () => new Date((lastStamp = Math.max(Date.now(), lastStamp + 1)));
  const create = <T extends BaseEntity>(em: EntityManager, entity: EntityClass<T>, data: RequiredEntityData<T>): T =>
    em.create(entity, { createdAt: stamp(), ...data } as RequiredEntityData<T>);

  /** An account; a client or helper gets its linked record unless `withRecord` is false. */
  async function buildUser(fields: UserFields = {}): Promise<User> {
    const em = fork();
    const role = fields.role ?? Role.CLIENT;
    const user = create(em, User, {
      email: fields.email ?? uniqueEmail(role),
      passwordHash: await passwordHash,
      firstName: fields.firstName ?? 'Test',
      lastName: fields.lastName ?? role.charAt(0).toUpperCase() + role.slice(1),
      role,
      needsProfileSetup: fields.needsProfileSetup ?? false,
      // Verified unless a test is about verification: booking requires it.
      emailVerifiedAt: fields.emailVerifiedAt === undefined ? new Date() : fields.emailVerifiedAt,
      displayName: fields.displayName ?? null,
      phone: fields.phone ?? null,
    });
    if (fields.withRecord !== false && role === Role.CLIENT) {
      create(em, Client, { user, displayName: fields.displayName ?? `${user.firstName} ${user.lastName}` });
    }
    if (fields.withRecord !== false && role === Role.HELPER) create(em, Helper, { user, hourlyRateCents: 2500 });
    await em.flush();
    return user;
  }

  /** A client record, without an account unless `user` is given. */
  async function buildClient(fields: ClientFields = {}): Promise<Client> {
    const em = fork();
    const { user, ...values } = fields;
    const client = create(em, Client, {
      displayName: `Client ${next()}`,
      ...values,
      user: user ? em.getReference(User, user.id) : null,
    });
    await em.flush();
    return client;
  }

  /** A helper record, without an account unless `user` is given. */
  async function buildHelper(fields: HelperFields = {}): Promise<Helper> {
    const em = fork();
    const { user, ...values } = fields;
    const helper = create(em, Helper, { hourlyRateCents: 2500, ...values, user: user ? em.getReference(User, user.id) : null });
    await em.flush();
    return helper;
  }

  /** The client record linked to an account. */
  const clientOf = (user: Pick<User, 'id'>): Promise<Client> => fork().findOneOrFail(Client, { user: user.id });

  /** The helper record linked to an account. */
  const helperOf = (user: Pick<User, 'id'>): Promise<Helper> => fork().findOneOrFail(Helper, { user: user.id });

  /** A service request, pending unless told otherwise; accepted and scheduled ones come with their visits. */
  async function buildServiceRequest(fields: ServiceRequestFields = {}): Promise<ServiceRequest> {
    const client = fields.client ?? (await buildClient());
    const status = fields.status ?? ServiceRequestStatus.PENDING;
    const recurring = fields.recurring ?? Recurrence.ONETIME;
    const em = fork();
    const request = create(em, ServiceRequest, {
      client: em.getReference(Client, client.id),
      requestedBy: fields.requestedBy ? em.getReference(User, fields.requestedBy.id) : null,
      status,
      service: fields.service ?? ServiceType.STANDARD,
      date: fields.date ?? addDays(today(), 7),
      time: fields.time ?? TimeSlot.MORNING,
      address: fields.address ?? `${next()} Gulf Shore Blvd, Naples, FL`,
      phoneNumber: fields.phoneNumber ?? '+12395550100',
      notes: fields.notes ?? null,
      adminFeedback: fields.adminFeedback ?? null,
      recurring,
      customDays: recurring === Recurrence.CUSTOM ? (fields.customDays ?? null) : null,
      quote: fields.quote ?? null,
      priceCents: fields.priceCents ?? null,
      decidedAt: status === ServiceRequestStatus.PENDING ? null : new Date(),
    });
    await em.flush();
    if (status === ServiceRequestStatus.ACCEPTED || status === ServiceRequestStatus.SCHEDULED) {
      await services.serviceRequests.materializeVisits(em, request, services.serviceRequests.horizon());
      await em.flush();
    }
    return request;
  }

  /** The visits of a request, in date order. */
  const visitsOf = (request: Pick<ServiceRequest, 'id'>): Promise<Visit[]> =>
    fork().find(Visit, { request: request.id }, { orderBy: { date: 'asc' } });

  /** A visit (of an accepted request), with its status and assigned helpers. */
  async function buildVisit(fields: VisitFields = {}): Promise<Visit> {
    const date = fields.date ?? fields.request?.date ?? addDays(today(), 7);
    const request =
      fields.request ??
      (await buildServiceRequest({
        client: fields.client,
        date,
        time: fields.timeSlot,
        status: ServiceRequestStatus.ACCEPTED,
      }));
    const em = fork();
    const visit =
      (await em.findOne(Visit, { request: request.id, date })) ??
      create(em, Visit, {
        request: em.getReference(ServiceRequest, request.id),
        client: em.getReference(Client, request.client.id),
        date,
        timeSlot: fields.timeSlot ?? request.time,
      });
    if (fields.timeSlot) visit.timeSlot = fields.timeSlot;
    if (fields.startTime !== undefined) visit.startTime = fields.startTime;
    if (fields.status) visit.status = fields.status;
    for (const helper of fields.helpers ?? []) {
      em.create(VisitAssignment, { visit, helper: em.getReference(Helper, helper.id) });
    }
    await em.flush();
    return visit;
  }

  /** Closed days, declared directly (the visits on them are left as they are). */
  async function buildClosure(fields: { startDate: string; endDate?: string; reason?: string }): Promise<Closure> {
    const em = fork();
    const closure = create(em, Closure, {
      startDate: fields.startDate,
      endDate: fields.endDate ?? fields.startDate,
      reason: fields.reason ?? `Closed ${next()}`,
    });
    await em.flush();
    return closure;
  }

  /** A client's change request on one of its visits, pending unless told otherwise. */
  async function buildVisitChangeRequest(fields: {
    visit: Visit;
    kind?: VisitChangeKind;
    status?: VisitChangeStatus;
    proposedDate?: string | null;
    proposedTimeSlot?: TimeSlot | null;
    note?: string | null;
  }): Promise<VisitChangeRequest> {
    const em = fork();
    const visit = await em.findOneOrFail(Visit, fields.visit.id, { populate: ['client'] });
    const change = create(em, VisitChangeRequest, {
      visit,
      client: visit.client,
      requestedBy: visit.client.user,
      kind: fields.kind ?? VisitChangeKind.SKIP,
      status: fields.status ?? VisitChangeStatus.PENDING,
      proposedDate: fields.proposedDate ?? null,
      proposedTimeSlot: fields.proposedTimeSlot ?? null,
      note: fields.note ?? null,
      visitDate: visit.date,
    });
    await em.flush();
    return change;
  }

  /** A helper's time off, pending unless told otherwise. */
  async function buildTimeOffRequest(fields: {
    helper: Helper;
    startDate: string;
    endDate?: string;
    status?: TimeOffStatus;
  }): Promise<TimeOffRequest> {
    const em = fork();
    const request = create(em, TimeOffRequest, {
      helper: em.getReference(Helper, fields.helper.id),
      startDate: fields.startDate,
      endDate: fields.endDate ?? fields.startDate,
      status: fields.status ?? TimeOffStatus.PENDING,
    });
    await em.flush();
    return request;
  }

  /** An invoice, numbered like any other; a draft unless told otherwise. Amounts are cents. */
  async function buildInvoice(fields: InvoiceFields = {}): Promise<Invoice> {
    const client = fields.client ?? (await buildClient());
    const issueDate = fields.issueDate ?? today();
    const items = fields.items ?? [];
    const subtotalCents = items.length
      ? items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0)
      : (fields.subtotalCents ?? 0);
    const taxAmountCents = fields.taxAmountCents ?? 0;
    const status = fields.status ?? InvoiceStatus.DRAFT;
    return fork().transactional(async (em) => {
      const invoice = create(em, Invoice, {
        invoiceNumber: await services.invoices.nextNumber(em, Number(issueDate.slice(0, 4))),
        client: em.getReference(Client, client.id),
        issueDate,
        dueDate: fields.dueDate ?? addDays(issueDate, 30),
        subtotalCents,
        taxAmountCents,
        totalCents: subtotalCents + taxAmountCents,
        status,
        notes: fields.notes ?? null,
        paidAt: fields.paidAt ?? (status === InvoiceStatus.PAID ? new Date() : null),
      });
      items.forEach((item, position) => create(em, InvoiceItem, { invoice, position, ...item }));
      // A paid invoice is paid in the ledger too (as the owner's "marked paid"), so balance and status agree.
      if (status === InvoiceStatus.PAID) {
        await em.flush();
        await services.payments.markPaid(em, invoice, null);
      }
      return invoice;
    });
  }

  /** A message to `recipient`, from `sender` (the business when null). */
  async function buildMessage(fields: {
    /** Null for a message to the business (in the sender's conversation). */
    recipient: User | null;
    sender?: User | null;
    conversation?: Conversation | null;
    subject?: string;
    body?: string;
    readAt?: Date | null;
    createdAt?: Date;
  }): Promise<Message> {
    const em = fork();
    const message = create(em, Message, {
      recipient: fields.recipient ? em.getReference(User, fields.recipient.id) : null,
      sender: fields.sender ? em.getReference(User, fields.sender.id) : null,
      conversation: fields.conversation ? em.getReference(Conversation, fields.conversation.id) : null,
      subject: fields.subject ?? 'Message from Admin',
      body: fields.body ?? `Message ${next()}`,
      readAt: fields.readAt ?? null,
      ...(fields.createdAt && { createdAt: fields.createdAt }),
    });
    await em.flush();
    return message;
  }

  /** The conversation between a client or helper and the business. */
  async function buildConversation(fields: { participant: User }): Promise<Conversation> {
    const em = fork();
    const conversation = create(em, Conversation, { participant: em.getReference(User, fields.participant.id) });
    await em.flush();
    return conversation;
  }

  /** A notification in its recipient's center (or, with `inApp: false`, an email-only one), unread. */
  async function buildNotification(fields: {
    recipient: User;
    event?: string;
    category?: NotificationCategory;
    inApp?: boolean;
    readAt?: Date | null;
  }): Promise<Notification> {
    const em = fork();
    const notification = create(em, Notification, {
      recipient: em.getReference(User, fields.recipient.id),
      event: fields.event ?? 'message.received',
      dedupeKey: `test-${next()}`,
      category: fields.category ?? NotificationCategory.MESSAGES,
      title: 'Something happened',
      body: 'Details',
      data: {},
      inApp: fields.inApp ?? true,
      readAt: fields.readAt ?? null,
    });
    await em.flush();
    return notification;
  }

  /** The outbox's email of a notification, to its recipient's address. */
  async function buildOutboxEmail(fields: { notification: Notification; status?: DeliveryStatus }): Promise<OutboxEmail> {
    const em = fork();
    const recipient = await em.findOneOrFail(User, fields.notification.recipient!.id);
    const email = create(em, OutboxEmail, {
      notification: em.getReference(Notification, fields.notification.id),
      toAddress: recipient.email,
      status: fields.status ?? DeliveryStatus.KEPT,
    });
    await em.flush();
    return email;
  }

  /** A client's request for helper access, pending unless told otherwise. */
  async function buildRoleRequest(fields: {
    user: User;
    status?: RoleRequestStatus;
    phone?: string;
    reason?: string | null;
  }): Promise<RoleRequest> {
    const em = fork();
    const request = create(em, RoleRequest, {
      user: em.getReference(User, fields.user.id),
      phone: fields.phone ?? '+12395550177',
      reason: fields.reason ?? null,
      status: fields.status ?? RoleRequestStatus.PENDING,
      decidedAt: fields.status && fields.status !== RoleRequestStatus.PENDING ? new Date() : null,
    });
    await em.flush();
    return request;
  }

  /** A helper's time entry; open (clocked in) when `clockOutAt` is left out. */
  async function buildTimeEntry(fields: {
    helper: Helper;
    clockInAt: Date | string;
    clockOutAt?: Date | string | null;
  }): Promise<TimeEntry> {
    const em = fork();
    const entry = create(em, TimeEntry, {
      helper: em.getReference(Helper, fields.helper.id),
      clockInAt: new Date(fields.clockInAt),
      clockOutAt: fields.clockOutAt ? new Date(fields.clockOutAt) : null,
    });
    await em.flush();
    return entry;
  }

  /** A helper's pay period under review, with a bonus; approved (at the helper's rate) when `approvedMinutes` is given. */
  async function buildPayPeriod(fields: {
    helper: Helper;
    periodStart: string;
    periodEnd?: string;
    bonusCents?: number;
    approvedMinutes?: number | null;
  }): Promise<PayPeriod> {
    const em = fork();
    const helper = await em.findOneOrFail(Helper, fields.helper.id);
    const approved = fields.approvedMinutes != null;
    const period = create(em, PayPeriod, {
      helper,
      periodStart: fields.periodStart,
      periodEnd: fields.periodEnd ?? addDays(fields.periodStart, 6),
      bonusCents: fields.bonusCents ?? 0,
      approvedMinutes: fields.approvedMinutes ?? null,
      hourlyRateCents: approved ? helper.hourlyRateCents : null,
      approvedAt: approved ? new Date() : null,
    });
    await em.flush();
    return period;
  }

  /** An integration token of an admin account, made by the service (it alone knows how tokens are minted). */
  async function buildApiToken(fields: { createdBy: User; name?: string; readOnly?: boolean }): Promise<ApiToken> {
    const { apiToken } = await services.apiTokens.create(fork(), fields.createdBy, {
      name: fields.name ?? `Token ${next()}`,
      readOnly: fields.readOnly ?? false,
    });
    return apiToken;
  }

  /** A service card, a testimonial and a gallery photo for the public page. */
  async function buildPublicService(fields: Partial<Pick<PublicService, 'title' | 'description' | 'position'>> = {}) {
    const em = fork();
    const card = create(em, PublicService, { title: `Service ${next()}`, description: 'Every room, top to bottom.', ...fields });
    await em.flush();
    return card;
  }

  async function buildTestimonial(fields: Partial<Pick<Testimonial, 'name' | 'text' | 'rating'>> = {}) {
    const em = fork();
    const testimonial = create(em, Testimonial, { name: `Customer ${next()}`, text: 'Spotless, every time.', ...fields });
    await em.flush();
    return testimonial;
  }

  async function buildGalleryPhoto(fields: Partial<Pick<GalleryPhoto, 'caption' | 'position' | 'data'>> = {}) {
    const em = fork();
    // By default a PNG's signature and header: the gallery recognises images by their first bytes.
    const data = fields.data ?? Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const photo = create(em, GalleryPhoto, {
      caption: `Photo ${next()}`,
      contentType: 'image/png',
      ...fields,
      sizeBytes: data.length,
      data,
    });
    await em.flush();
    return photo;
  }

  /**
   * A job photo's row, taken by `takenBy`, with storage keys but no stored files (the upload route stores real ones):
   * for tests of who reads and removes what.
   */
  async function buildVisitPhoto(fields: { visit: Visit; takenBy: User; kind?: VisitPhotoKind; caption?: string }) {
    const em = fork();
    const id = randomUUID();
    const photo = create(em, VisitPhoto, {
      id,
      visit: em.getReference(Visit, fields.visit.id),
      takenBy: em.getReference(User, fields.takenBy.id),
      kind: fields.kind ?? VisitPhotoKind.AFTER,
      caption: fields.caption ?? `Photo ${next()}`,
      storageKey: `visit-photos/${fields.visit.id}/${id}.jpg`,
      thumbnailKey: `visit-photos/${fields.visit.id}/${id}-thumb.jpg`,
      contentType: 'image/jpeg',
      width: 2048,
      height: 1536,
      sizeBytes: 1000,
    });
    await em.flush();
    return photo;
  }

  /** Changes the business's settings (creating the row with the defaults first, as the app does). */
  async function updateSettings(
    fields: Partial<
      Pick<
        BusinessSettings,
        | 'businessName'
        | 'phone'
        | 'email'
        | 'address'
        | 'paymentInstructions'
        | 'defaultTaxRateBasisPoints'
        | 'payPeriodDays'
        | 'priceList'
        | 'changeCutoffHours'
        | 'autoApproveSkips'
        | 'autoApplyCredit'
      >
    >,
  ) {
    const em = fork();
    await services.settings.get(em);
    await em.nativeUpdate(BusinessSettings, { key: 'default' }, fields);
  }

  return {
    uniqueEmail,
    buildUser,
    buildClient,
    buildHelper,
    clientOf,
    helperOf,
    buildServiceRequest,
    visitsOf,
    buildVisit,
    buildVisitPhoto,
    buildInvoice,
    buildClosure,
    buildVisitChangeRequest,
    buildTimeOffRequest,
    buildMessage,
    buildConversation,
    buildNotification,
    buildOutboxEmail,
    buildRoleRequest,
    buildTimeEntry,
    buildPayPeriod,
    buildApiToken,
    buildPublicService,
    buildTestimonial,
    buildGalleryPhoto,
    updateSettings,
  };
}

export type Factories = ReturnType<typeof createFactories>;

/** A custom schedule's days: the ones named are on, every other is off (none named: no day at all). */
export function customDays(...on: Weekday[]): CustomDays {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, on.includes(day)])) as CustomDays;
}
