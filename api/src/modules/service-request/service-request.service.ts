import { createHash, randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../auth/role.enum.js';
import { addDays, addMonths, businessToday, daysBetween, isCalendarDate } from '../../shared/calendar-date.js';
import { badInput, conflict, DomainError, forbidden, isUniqueViolation } from '../../shared/errors.js';
import type { Page, PageArgs } from '../../shared/paging.js';
import { normalizePhone } from '../../shared/phone.js';
import { MAX_CENTS } from '../../shared/money.js';
import type { Viewer } from '../../shared/policy.js';
import { Client } from '../client/client.entity.js';
import { isDatabaseId } from '../../shared/ids.js';
import { Helper } from '../helper/helper.entity.js';
import { helperLabel } from '../visit/availability.js';
import { clientPolicy } from '../client/client.policy.js';
import type { NotificationService } from '../notification/notification.service.js';
import { User } from '../user/user.entity.js';
import type { ClosureService } from '../closure/closure.service.js';
import { buildRule, HORIZON_WEEKS, ruleOccurrences } from '../visit/recurrence.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { JobService } from '../visit/job.service.js';
import type { AgreedQuote } from '../pricing/pricing.js';
import type { QuoteService } from '../pricing/quote.service.js';
import { AssignmentScope } from '../visit/job.types.js';
import { onSchedule } from '../visit/on-schedule.js';
import { VisitStatus } from '../visit/visit.enums.js';
import { Visit } from '../visit/visit.entity.js';
import { ServiceRequest } from './service-request.entity.js';
import { type CustomDays, Recurrence, ServiceRequestStatus, WEEKDAYS } from './service-request.enums.js';
import type { CreateServiceRequestInput } from './service-request.inputs.js';
import { serviceRequestPolicy } from './service-request.policy.js';
import { type ServiceRequestRow, serviceRequestsPage } from './service-requests.query.js';

const LIVE_STATUSES = [ServiceRequestStatus.ACCEPTED, ServiceRequestStatus.SCHEDULED];

/** Dates of service run from today to this many years ahead (America/New_York). */
export const BOOKING_HORIZON_YEARS = 2;

/** The details a retry with the same idempotency key must repeat, as a stable hash. */
function requestFingerprint(input: CreateServiceRequestInput): string {
  const { service, date, time, address, phoneNumber, notes, recurring, customDays } = input;
  const days = customDays ? WEEKDAYS.map((day) => Boolean(customDays[day])) : null;
  const home = [input.bedrooms ?? null, input.bathrooms ?? null, input.extras ?? []];
  const details = [service, date, time, address, phoneNumber, notes ?? null, recurring, days, ...home];
  return createHash('sha256').update(JSON.stringify(details)).digest('hex');
}

function required(value: string | null | undefined, field: string, label: string): string {
  const trimmed = value?.trim();
  if (!trimmed) throw badInput(field, `${label} is required`);
  return trimmed;
}

function customDaysFor(recurring: Recurrence, days: CustomDays | null | undefined): CustomDays | null {
  if (recurring !== Recurrence.CUSTOM) return null;
  if (!days || !WEEKDAYS.some((day) => days[day])) {
    throw badInput('customDays', 'Please select at least one day for custom recurring schedule');
  }
  return Object.fromEntries(WEEKDAYS.map((day) => [day, Boolean(days[day])])) as CustomDays;
}

/**
 * A request's address becomes the client's home address when the record has none; one the client or the owner wrote
 * is never overwritten (the condition is in the statement, so a concurrent edit wins).
 */
async function fillClientAddress(em: EntityManager, clientId: string, address: string): Promise<void> {
  await em.nativeUpdate(Client, { id: clientId, address: null }, { address });
}

/** What online booking adds to a request's creation (modules/booking). */
export interface CreateOnlineOptions {
  /** The quote the visitor booked at (with the ZIP's trip charge and the coupon). */
  quote?: AgreedQuote;
  /** In the request's transaction, before it is written (the slot's lock and count). */
  before?: (tx: EntityManager) => Promise<void>;
  /** In the request's transaction, after it is written (the coupon's use, the quote); a throw undoes the request. */
  after?: (tx: EntityManager, request: ServiceRequest) => Promise<void>;
}

/** Booking needs a confirmed address (issue 14): the confirmation emails go there. */
export const VERIFY_TO_BOOK = 'Please verify your email address before booking: use the link we emailed you, or send a new one.';

export class ServiceRequestService {
  constructor(
    private readonly closures: ClosureService,
    private readonly now: () => Date = () => new Date(),
    private readonly notifications?: NotificationService,
    /** Approval's neighbours: prices for its preview, helper assignment in the same step. */
    private readonly approval?: { jobs: JobService; settings: SettingsService },
    /** Prices a request when it is made, so what the client saw is what is agreed. */
    private readonly quotes?: QuoteService,
  ) {}

  today(): string {
    return businessToday(this.now());
  }

  /**
   * A client's request, validated here whatever the form did. A repeated submit with the same idempotency key
   * returns the request the first one created. Keys belong to the account that sent them: another account's same
   * key is unrelated, and the same key with different details is refused rather than guessed at.
   */
  async create(
    em: EntityManager,
    viewer: Viewer,
    input: CreateServiceRequestInput,
    /** Online booking's differences: it books before the address is confirmed, and does more in the same transaction. */
    online?: CreateOnlineOptions,
  ): Promise<ServiceRequest> {
    const client = await em.findOne(Client, { user: viewer.id });
    if (!client) throw badInput('client', 'Complete your profile before requesting a service');
    clientPolicy.authorize(viewer, 'requestService', client);
    if (!client.active) throw forbidden('This client account is inactive; please contact us');
    const account = await em.findOneOrFail(User, viewer.id);
    if (!account.emailVerifiedAt && !online) throw forbidden(VERIFY_TO_BOOK);

    const key = input.idempotencyKey?.trim() || null;
    const fingerprint = key ? requestFingerprint(input) : null;
    const replay = async () => {
      // Only the viewer's own requests (the scope), and of those the one this account sent with the key.
      const previous =
        key &&
        (await em.findOne(ServiceRequest, serviceRequestPolicy.where(viewer, { requestedBy: viewer.id, idempotencyKey: key })));
      if (!previous) return null;
      if (previous.idempotencyFingerprint !== fingerprint) {
        throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'This request key was already used for different details', {
          field: 'idempotencyKey',
        });
      }
      return previous;
    };
    const previous = await replay();
    if (previous) return previous;

    if (!isCalendarDate(input.date)) throw badInput('date', 'date must be a real date written YYYY-MM-DD');
    const today = this.today();
    if (daysBetween(today, input.date) < 0) throw badInput('date', 'The date cannot be in the past');
    if (daysBetween(addMonths(today, 12 * BOOKING_HORIZON_YEARS), input.date) > 0) {
      throw badInput('date', `The date cannot be more than ${BOOKING_HORIZON_YEARS} years ahead`);
    }
    await this.closures.assertOpen(em, input.date, 'date');
    const customDays = customDaysFor(input.recurring, input.customDays);
    const quote = online?.quote ?? (await this.priceOf(em, input));
    const fields = {
      client: client.id,
      requestedBy: viewer.id,
      service: input.service,
      date: input.date,
      time: input.time,
      address: required(input.address, 'address', 'Address'),
      phoneNumber: normalizePhone(required(input.phoneNumber, 'phoneNumber', 'Phone number'), 'phoneNumber'),
      notes: input.notes?.trim() || null,
      recurring: input.recurring,
      customDays,
      recurrenceRule: buildRule({ start: input.date, recurring: input.recurring, customDays }),
      idempotencyKey: key,
      idempotencyFingerprint: fingerprint,
      awaitingEmailConfirmation: Boolean(online && !account.emailVerifiedAt),
      quote,
    };
    let id: string;
    try {
      id = await em.transactional(async (tx) => {
        await online?.before?.(tx);
        const request = tx.create(ServiceRequest, fields);
        await tx.flush();
        await fillClientAddress(tx, client.id, request.address);
        await online?.after?.(tx, request);
        await this.notifyOwners(tx, request, client.displayName);
        return request.id;
      });
    } catch (error) {
      // A double click racing past the lookup: the unique (account, key) lets one insert win; return that one.
      if (isUniqueViolation(error) && key) {
        em.clear();
        const winner = await replay();
        if (winner) return winner;
      }
      throw error;
    }
    return em.findOneOrFail(ServiceRequest, id, { populate: ['client'] });
  }

  /** The request's quote on today's price list: the home asked for, else the service's included rooms. */
  private async priceOf(em: EntityManager, input: CreateServiceRequestInput): Promise<AgreedQuote | null> {
    if (!this.quotes) return null;
    const pricing = (await this.quotes.priceList(em)).services.find((s) => s.service === input.service);
    return this.quotes.price(em, {
      service: input.service,
      bedrooms: input.bedrooms ?? pricing?.bedroomsIncluded ?? 0,
      bathrooms: input.bathrooms ?? pricing?.bathroomsIncluded ?? 0,
      extras: input.extras ?? [],
      frequency: input.recurring,
    });
  }

  /** "New service request" to every owner account, with a link to decide it. */
  private async notifyOwners(tx: EntityManager, request: ServiceRequest, clientName: string): Promise<void> {
    if (!this.notifications) return;
    const owners = await tx.find(User, { role: Role.ADMIN }, { fields: ['id'] });
    await this.notifications.raiseForEach(
      tx,
      owners.map((owner) => owner.id),
      {
        event: 'request.created',
        dedupeKey: request.id,
        data: {
          requestId: request.id,
          clientName,
          service: request.service,
          date: request.date,
          time: request.time,
          recurring: request.recurring,
          customDays: request.customDays,
          address: request.address,
          notes: request.notes,
        },
      },
    );
  }

  /** The requests the viewer may read, by date of service (latest first), optionally of one status. */
  list(
    em: EntityManager,
    viewer: Viewer,
    args: PageArgs,
    status?: ServiceRequestStatus | null,
  ): Promise<Page<ServiceRequestRow>> {
    return serviceRequestsPage(em, viewer, args, status);
  }

  /**
   * Approves a pending request; with helpers, assigns them to its first scheduled visit and every later one in the
   * same transaction, so a refused assignment (an inactive helper, say) leaves the request pending.
   */
  approve(
    em: EntityManager,
    viewer: Viewer,
    id: string,
    note?: string | null,
    helperIds?: readonly string[] | null,
    priceCents?: number | null,
  ): Promise<ServiceRequest> {
    if (priceCents != null && (!Number.isInteger(priceCents) || priceCents < 0 || priceCents > MAX_CENTS)) {
      throw badInput('priceCents', 'A price is a whole number of cents, 0 or more');
    }
    return this.decide(em, viewer, id, ServiceRequestStatus.ACCEPTED, note?.trim() || null, async (tx, request) => {
      // The owner's price replaces the quote's for every visit of the series (as "change the series' price" does).
      if (priceCents != null) request.priceCents = priceCents;
      if (!helperIds?.length) return;
      if (!this.approval) throw new Error('Helper assignment on approval is not configured');
      const first = await tx.findOne(Visit, { request: request.id, status: VisitStatus.SCHEDULED }, { orderBy: { date: 'asc' } });
      if (!first) throw badInput('helperIds', 'This request has no scheduled visit to assign a helper to');
      // A never-send helper needs a reason, which approving has no place for: the owner assigns them from the visit.
      const chosen = await tx.find(Helper, { id: { $in: helperIds.filter(isDatabaseId) } }, { populate: ['user'] });
      const client = await tx.findOneOrFail(Client, request.client.id);
      const [excluded] = await this.approval.jobs.excludedWarnings(tx, client.id, client.displayName, chosen);
      if (excluded) {
        throw badInput(
          'helperIds',
          `${client.displayName} asked never to send ${helperLabel(chosen.find((helper) => helper.id === excluded.helperId)!)}: approve without them, then assign from the visit with a reason`,
        );
      }
      // The owner chose the helpers while looking at the slot's load: over-hours and overlaps do not hold it back.
      await this.approval.jobs.assign(tx, viewer, {
        visitId: first.id,
        helperIds: [...helperIds],
        scope: AssignmentScope.FUTURE_VISITS,
        confirm: true,
      });
    });
  }

  /**
   * What the approve confirmation shows: the price of a visit, how long one takes (its slot's window, as helpers'
   * hours count it) and how many visits that date and slot already hold.
   */
  async approvalPreview(
    em: EntityManager,
    viewer: Viewer,
    id: string,
  ): Promise<{ priceCents: number; durationMinutes: number; slotVisitCount: number }> {
    const request = await serviceRequestPolicy.load(em, viewer, 'decide', id);
    if (!this.quotes) throw new Error('Approval preview is not configured');
    const { priceCents, durationMinutes } = await this.quotes.requestPrice(em, request);
    const slotVisitCount = await em.count(Visit, {
      $and: [{ date: request.date, timeSlot: request.time }, onSchedule()],
    });
    return { priceCents, durationMinutes, slotVisitCount };
  }

  /**
   * Online booking's "accept at once": the request is approved as the owner's Approve would, in the name of the first
   * owner account (the log then says who the business is). Without an owner account it stays pending.
   */
  async approveAtOnce(em: EntityManager, id: string): Promise<ServiceRequest | null> {
    const owner = await em.findOne(User, { role: Role.ADMIN }, { orderBy: { createdAt: 'asc' } });
    if (!owner) return null;
    return this.decide(em, { id: owner.id, role: Role.ADMIN }, id, ServiceRequestStatus.ACCEPTED, null);
  }

  decline(em: EntityManager, viewer: Viewer, id: string, reason: string | null | undefined): Promise<ServiceRequest> {
    return this.decide(em, viewer, id, ServiceRequestStatus.DECLINED, reason?.trim() || null);
  }

  /**
   * Only a pending request can be decided. The row lock makes two admins deciding at once safe: the second
   * waits, then sees the request is no longer pending and gets a conflict.
   */
  private async decide(
    em: EntityManager,
    viewer: Viewer,
    id: string,
    status: ServiceRequestStatus.ACCEPTED | ServiceRequestStatus.DECLINED,
    feedback: string | null,
    /** More work in the decision's transaction, after the visits exist (approval's helper assignment). */
    alongside?: (tx: EntityManager, request: ServiceRequest) => Promise<void>,
  ): Promise<ServiceRequest> {
    const decidedId = await em.transactional(async (tx) => {
      const request = await serviceRequestPolicy.load(tx, viewer, 'decide', id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (request.status !== ServiceRequestStatus.PENDING) {
        throw conflict(`This request was already ${request.status}`);
      }
      request.status = status;
      request.adminFeedback = feedback;
      request.decidedAt = this.now();
      if (status === ServiceRequestStatus.ACCEPTED) await this.materializeVisits(tx, request, this.horizon());
      await tx.flush();
      if (status === ServiceRequestStatus.ACCEPTED) await fillClientAddress(tx, request.client.id, request.address);
      await alongside?.(tx, request);
      if (this.notifications) {
        await this.notifications.raise(tx, {
          event: status === ServiceRequestStatus.ACCEPTED ? 'request.approved' : 'request.declined',
          recipientClientId: request.client.id,
          dedupeKey: request.id,
          data: { requestId: request.id, service: request.service, date: request.date, time: request.time, feedback },
        });
      }
      return request.id;
    });
    return em.findOneOrFail(ServiceRequest, decidedId, { populate: ['client'], refresh: true });
  }

  horizon(): string {
    return addDays(this.today(), HORIZON_WEEKS * 7);
  }

  /**
   * Creates the request's visits from where they stop today through `through` (existing dates are kept), from its
   * rule (recurrence.ts), so an ended or paused series makes no visits past its end or in its pauses. A visit
   * falling on a closed day is made skipped. A one-time request gets its single visit whatever its date: the
   * rolling horizon exists for endless series, and a one-time request is never looked at again once scheduled.
   */
  async materializeVisits(
    em: EntityManager,
    request: ServiceRequest,
    horizon: string,
    /** Closed days already read by a caller materialising many requests (else read here). */
    closedDays?: Map<string, string>,
  ): Promise<number> {
    const oneTime = request.recurring === Recurrence.ONETIME;
    const through = oneTime && daysBetween(horizon, request.date) > 0 ? request.date : horizon;
    const from = request.scheduledThrough ? addDays(request.scheduledThrough, 1) : request.date;
    request.recurrenceRule ??= buildRule({ start: request.date, recurring: request.recurring, customDays: request.customDays });
    const dates = ruleOccurrences(request.recurrenceRule, from, through);
    if (dates.length > 0) {
      const closed = closedDays ?? (await this.closures.closedDates(em, dates[0], dates.at(-1)!));
      const rows = dates.map((date) => ({
        id: randomUUID(),
        request: request.id,
        client: request.client.id,
        date,
        timeSlot: request.time,
        // Every row names the same columns, as one multi-row insert needs.
        status: closed.has(date) ? VisitStatus.SKIPPED : VisitStatus.SCHEDULED,
        statusReason: closed.has(date) ? `Closed: ${closed.get(date)}` : null,
      }));
      await em.createQueryBuilder(Visit).insert(rows).onConflict(['request', 'date']).ignore().execute();
      // A client on hold for an unpaid invoice (the collections module) has every future visit held, new ones too.
      await em.execute(
        `update visits v set on_hold = true
           from clients c
          where v.request_id = ? and v.date >= ? and v.status = 'scheduled' and not v.on_hold
            and c.id = v.client_id and c.payment_hold_since is not null`,
        [request.id, dates[0]],
        'run',
      );
    }
    if (!oneTime || !request.scheduledThrough) request.scheduledThrough = through;
    return dates.length;
  }

  /** Keeps every live recurring request materialised through the rolling horizon; run at start and periodically. */
  async extendHorizon(em: EntityManager): Promise<number> {
    const through = this.horizon();
    // Recurring requests short of the horizon, and any live request never scheduled (e.g. imported or seeded).
    const due = await em.find(
      ServiceRequest,
      {
        status: { $in: LIVE_STATUSES },
        $or: [{ scheduledThrough: null }, { recurring: { $ne: Recurrence.ONETIME }, scheduledThrough: { $lt: through } }],
      },
      { populate: ['client'] },
    );
    let created = 0;
    if (due.length === 0) return 0;
    // One read of the closed days for every request here (closures are few; requests may be thousands).
    const earliest = due.reduce((first, request) => (request.date < first ? request.date : first), due[0].date);
    const closed = await this.closures.closedDates(em, earliest, through);
    for (const request of due) created += await this.materializeVisits(em, request, through, closed);
    await em.flush();
    return created;
  }
}
