import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { normalizeEmail, type AuthService } from '../../auth/auth.service.js';
import { deviceIdOf, newDeviceId, rememberDevice } from '../../auth/device.js';
import { consumeOrRefuse, limitKey, type RateLimitStore } from '../../auth/rate-limit.js';
import { Role } from '../../auth/role.enum.js';
import { startSession } from '../../auth/session.js';
import { addDays, businessToday, daysBetween, isCalendarDate } from '../../shared/calendar-date.js';
import { badInput, DomainError, forbidden, isUniqueViolation, notFound } from '../../shared/errors.js';
import type { Viewer } from '../../shared/policy.js';
import type { AccountTokenService } from '../account-token/account-token.service.js';
import type { ClosureService } from '../closure/closure.service.js';
import { dayWords, moneyWords, TIME_SLOT_LABELS } from '../describe/words.js';
import type { NotificationService } from '../notification/notification.service.js';
import { type AgreedQuote, type QuoteAdjustments, serviceLabel } from '../pricing/pricing.js';
import type { QuoteService } from '../pricing/quote.service.js';
import { type ServiceRequest } from '../service-request/service-request.entity.js';
import { Recurrence, ServiceRequestStatus, TimeSlot } from '../service-request/service-request.enums.js';
import type { ServiceRequestService } from '../service-request/service-request.service.js';
import type { TwoFactorService } from '../two-factor/two-factor.service.js';
import { SignInStep } from '../two-factor/sign-in-step.js';
import { type User } from '../user/user.entity.js';
import type { UserService } from '../user/user.service.js';
import { LIVE_REQUESTS } from '../visit/on-schedule.js';
import { OFF_SCHEDULE } from '../visit/visit.enums.js';
import { BookingLead, BookingSettings, Coupon, CouponKind, ServiceAreaZip } from './booking.entities.js';
import {
  BookingAccountMode,
  type BookOnlineInput,
  BookOnlineOutcome,
  type BookingSettingsView,
  type SaveBookingLeadInput,
  type SaveCouponInput,
  type SaveServiceAreaZipInput,
  type UpdateBookingSettingsInput,
  type ZipCheck,
} from './booking.inputs.js';
import { bookingAdjustments, isNewClient, outsideAreaMessage, servedZip, usableCoupon, zipOf } from './adjustments.js';
import { bookingLeadPolicy, couponPolicy, serviceAreaZipPolicy } from './booking.policy.js';

/** The time slots a visitor may book (Flexible is the owner's to place). */
export const BOOKABLE_SLOTS = [TimeSlot.MORNING, TimeSlot.AFTERNOON, TimeSlot.EVENING] as const;
/** Leads are kept this long, then deleted by the daily job. */
export const LEAD_DAYS = 90;
/** The widest span one bookingSlots call answers. */
export const SLOT_SPAN_DAYS = 62;

export interface BookingLimits {
  /** bookOnline attempts per IP address per hour. */
  bookingsPerIpPerHour: number;
  /** saveBookingLead calls per IP address per hour. */
  leadsPerIpPerHour: number;
}
export const DEFAULT_BOOKING_LIMITS: BookingLimits = { bookingsPerIpPerHour: 20, leadsPerIpPerHour: 60 };

/** What bookOnline needs of the HTTP exchange: who asks, from where, and the session to sign in to. */
export interface BookingCaller {
  viewer: User | null;
  ip: string;
  req: Request;
  res: Response;
}

export const BOOKED_CHECK_EMAIL = 'Thank you! Check your email: we sent a message to confirm your address and your booking.';

const ZIP = /^[0-9]{5}$/;
const COUPON_CODE = /^[A-Za-z0-9_-]{3,40}$/;

function settingsView(settings: BookingSettings): BookingSettingsView {
  return { windowWeeks: settings.windowWeeks, visitsPerSlot: settings.visitsPerSlot, acceptAtOnce: settings.acceptAtOnce };
}

/**
 * Online booking: the service area, coupons, the slots offered, the booking itself (an account made or signed in to
 * inline, then the request as Request Service makes it), and the leads of visitors who left.
 */
export class BookingService {
  private readonly bookingLimiter: RateLimiterAbstract;
  private readonly leadLimiter: RateLimiterAbstract;

  constructor(
    private readonly deps: {
      quotes: QuoteService;
      serviceRequests: ServiceRequestService;
      closures: ClosureService;
      users: UserService;
      auth: AuthService;
      twoFactor: TwoFactorService;
      accountTokens: AccountTokenService;
      notifications: NotificationService;
      rateLimits: RateLimitStore;
      limits?: BookingLimits;
      now?: () => Date;
    },
  ) {
    const limits = deps.limits ?? DEFAULT_BOOKING_LIMITS;
    this.bookingLimiter = deps.rateLimits.limiter({
      name: 'booking-ip',
      points: limits.bookingsPerIpPerHour,
      durationSeconds: 3_600,
    });
    this.leadLimiter = deps.rateLimits.limiter({ name: 'lead-ip', points: limits.leadsPerIpPerHour, durationSeconds: 3_600 });
  }

  today(): string {
    return businessToday(this.deps.now?.() ?? new Date());
  }

  // --- Settings -----------------------------------------------------------------------------------------------------

  /** The single settings row, created with its defaults on first read. */
  async settings(em: EntityManager): Promise<BookingSettings> {
    const existing = await em.findOne(BookingSettings, { key: 'default' });
    if (existing) return existing;
    await em.execute(`insert into booking_settings (id, key) values (gen_random_uuid(), 'default') on conflict (key) do nothing`);
    return em.findOneOrFail(BookingSettings, { key: 'default' });
  }

  async settingsFor(em: EntityManager, viewer: Viewer): Promise<BookingSettingsView> {
    if (viewer.role !== Role.ADMIN) throw forbidden();
    return settingsView(await this.settings(em));
  }

  async updateSettings(em: EntityManager, viewer: Viewer, input: UpdateBookingSettingsInput): Promise<BookingSettingsView> {
    if (viewer.role !== Role.ADMIN) throw forbidden();
    const settings = await this.settings(em);
    if (input.windowWeeks != null) settings.windowWeeks = input.windowWeeks;
    if (input.visitsPerSlot != null) settings.visitsPerSlot = input.visitsPerSlot;
    if (input.acceptAtOnce != null) settings.acceptAtOnce = input.acceptAtOnce;
    await em.flush();
    return settingsView(settings);
  }

  // --- Service area -------------------------------------------------------------------------------------------------

  serviceArea(em: EntityManager, viewer: Viewer): Promise<ServiceAreaZip[]> {
    return em.find(ServiceAreaZip, serviceAreaZipPolicy.where(viewer), { orderBy: { zip: 'asc' } });
  }

  async saveZip(em: EntityManager, viewer: Viewer, input: SaveServiceAreaZipInput, id: string | null): Promise<ServiceAreaZip> {
    const zip = zipOf(input.zip);
    const fields = { zip, place: input.place?.trim() || null, tripChargeCents: input.tripChargeCents ?? 0 };
    let row: ServiceAreaZip;
    if (id) {
      row = await serviceAreaZipPolicy.load(em, viewer, 'update', id);
      em.assign(row, fields);
    } else {
      row = serviceAreaZipPolicy.authorize(viewer, 'create', em.create(ServiceAreaZip, fields, { persist: false }));
      em.persist(row);
    }
    try {
      await em.flush();
    } catch (error) {
      if (isUniqueViolation(error)) throw badInput('zip', `${zip} is already in the service area`);
      throw error;
    }
    return row;
  }

  async deleteZip(em: EntityManager, viewer: Viewer, id: string): Promise<string> {
    const row = await serviceAreaZipPolicy.load(em, viewer, 'delete', id);
    await em.remove(row).flush();
    return id;
  }

  /** Whether a ZIP is served, for anyone: the booking flow's first step. */
  async checkZip(em: EntityManager, raw: string): Promise<ZipCheck> {
    const zip = zipOf(raw);
    const row = await em.findOne(ServiceAreaZip, { zip });
    if (!row) return { zip, served: false, tripChargeCents: 0, place: null, message: outsideAreaMessage(zip) };
    const trip = row.tripChargeCents > 0 ? ` A trip charge of ${moneyWords(row.tripChargeCents)} applies per visit.` : '';
    return {
      zip,
      served: true,
      tripChargeCents: row.tripChargeCents,
      place: row.place,
      message: `Good news: we clean in ${zip}.${trip}`,
    };
  }

  // --- Coupons ------------------------------------------------------------------------------------------------------

  coupons(em: EntityManager, viewer: Viewer): Promise<Coupon[]> {
    return em.find(Coupon, couponPolicy.where(viewer), { orderBy: { active: 'desc', createdAt: 'desc' } });
  }

  async saveCoupon(em: EntityManager, viewer: Viewer, input: SaveCouponInput, id: string | null): Promise<Coupon> {
    const code = input.code.trim();
    if (!COUPON_CODE.test(code)) {
      throw badInput('code', 'A code is 3 to 40 letters, digits, hyphens or underscores');
    }
    if (input.kind === CouponKind.PERCENT && input.amount > 10_000) {
      throw badInput('amount', 'A percentage is at most 100% (10000 basis points)');
    }
    for (const [field, value] of [
      ['validFrom', input.validFrom],
      ['validThrough', input.validThrough],
    ] as const) {
      if (value != null && !isCalendarDate(value)) throw badInput(field, `${field} must be a real date written YYYY-MM-DD`);
    }
    if (input.validFrom && input.validThrough && daysBetween(input.validFrom, input.validThrough) < 0) {
      throw badInput('validThrough', 'The last valid day cannot be before the first');
    }
    const fields = {
      code,
      codeKey: code.toLowerCase(),
      kind: input.kind,
      amount: input.amount,
      appliesTo: input.appliesTo,
      newClientsOnly: input.newClientsOnly,
      validFrom: input.validFrom ?? null,
      validThrough: input.validThrough ?? null,
      usageLimit: input.usageLimit ?? null,
      active: input.active,
    };
    let coupon: Coupon;
    if (id) {
      coupon = await couponPolicy.load(em, viewer, 'update', id);
      if (fields.usageLimit !== null && fields.usageLimit < coupon.usedCount) {
        throw badInput('usageLimit', `This coupon was already used ${coupon.usedCount} times: the limit cannot be lower`);
      }
      em.assign(coupon, fields);
    } else {
      coupon = couponPolicy.authorize(viewer, 'create', em.create(Coupon, fields, { persist: false }));
      em.persist(coupon);
    }
    try {
      await em.flush();
    } catch (error) {
      if (isUniqueViolation(error)) throw badInput('code', `There is already a coupon ${code}`);
      throw error;
    }
    return coupon;
  }

  async deactivateCoupon(em: EntityManager, viewer: Viewer, id: string): Promise<Coupon> {
    const coupon = await couponPolicy.load(em, viewer, 'update', id);
    coupon.active = false;
    await em.flush();
    return coupon;
  }

  /** What the ZIP and coupon add to a quote for this viewer (see adjustments.ts). */
  adjustmentsFor(
    em: EntityManager,
    input: { zip?: string | null; couponCode?: string | null },
    viewer?: Viewer | null,
  ): Promise<QuoteAdjustments> {
    return bookingAdjustments(em, input, { today: this.today(), userId: viewer?.role === Role.CLIENT ? viewer.id : null });
  }

  // --- Slots --------------------------------------------------------------------------------------------------------

  /** The first day a visitor may book (tomorrow: a same-day booking cannot be staffed) and the last (the window). */
  private async window(em: EntityManager): Promise<{ first: string; last: string; perSlot: number }> {
    const settings = await this.settings(em);
    const today = this.today();
    return { first: addDays(today, 1), last: addDays(today, settings.windowWeeks * 7), perSlot: settings.visitsPerSlot };
  }

  /** Visits (on the schedule) and pending requests per date and slot in [from, through]. */
  private async loads(em: EntityManager, from: string, through: string): Promise<Map<string, number>> {
    const load = new Map<string, number>();
    const add = (date: string, time: string, count: number) =>
      load.set(`${date} ${time}`, (load.get(`${date} ${time}`) ?? 0) + count);
    // "On the schedule" is onSchedule()'s rule (visit/on-schedule.ts), written out here to group in one statement.
    const visits = await em.execute<{ date: string; time: string; n: number }[]>(
      `select v.date::text as date, v.time_slot as time, count(*)::int as n
         from visits v join service_requests r on r.id = v.request_id
        where v.date between ? and ? and v.status not in (?) and r.status in (?)
        group by v.date, v.time_slot`,
      [from, through, [...OFF_SCHEDULE], [...LIVE_REQUESTS]],
    );
    for (const row of visits) add(row.date, row.time, row.n);
    // A pending request holds its first date's slot until the owner decides it.
    const pending = await em.execute<{ date: string; time: string; n: number }[]>(
      `select date::text as date, time, count(*)::int as n from service_requests
        where status = ? and date between ? and ? group by date, time`,
      [ServiceRequestStatus.PENDING, from, through],
    );
    for (const row of pending) add(row.date, row.time, row.n);
    return load;
  }

  /**
   * The slots a visitor may pick in [from, through], for a ZIP served: from tomorrow, within the booking window, not
   * on a closed day, and not full. Dates outside the window are left out rather than refused.
   */
  async slots(
    em: EntityManager,
    zip: string,
    from: string,
    through: string,
  ): Promise<{ date: string; time: TimeSlot; remaining: number }[]> {
    await servedZip(em, zip);
    if (!isCalendarDate(from)) throw badInput('from', 'from must be a real date written YYYY-MM-DD');
    if (!isCalendarDate(through)) throw badInput('through', 'through must be a real date written YYYY-MM-DD');
    if (daysBetween(from, through) < 0) throw badInput('through', 'through cannot be before from');
    if (daysBetween(from, through) > SLOT_SPAN_DAYS)
      throw badInput('through', `Ask for at most ${SLOT_SPAN_DAYS} days at a time`);
    return this.freeSlots(em, from, through);
  }

  private async freeSlots(em: EntityManager, from: string, through: string, limit = Infinity) {
    const window = await this.window(em);
    const start = daysBetween(window.first, from) > 0 ? from : window.first;
    const end = daysBetween(through, window.last) > 0 ? through : window.last;
    if (daysBetween(start, end) < 0) return [];
    const [closed, load] = await Promise.all([this.deps.closures.closedDates(em, start, end), this.loads(em, start, end)]);
    const free: { date: string; time: TimeSlot; remaining: number }[] = [];
    for (let date = start; daysBetween(date, end) >= 0 && free.length < limit; date = addDays(date, 1)) {
      if (closed.has(date)) continue;
      for (const time of BOOKABLE_SLOTS) {
        const remaining = window.perSlot - (load.get(`${date} ${time}`) ?? 0);
        if (remaining > 0 && free.length < limit) free.push({ date, time, remaining });
      }
    }
    return free;
  }

  /** Refuses a date a visitor may not book, naming `date`. */
  private async assertBookableDate(em: EntityManager, date: string): Promise<void> {
    if (!isCalendarDate(date)) throw badInput('date', 'date must be a real date written YYYY-MM-DD');
    const window = await this.window(em);
    if (daysBetween(window.first, date) < 0) {
      throw badInput('date', `Please choose a day from ${dayWords(window.first)} on: online booking starts tomorrow`);
    }
    if (daysBetween(window.last, date) > 0) {
      throw badInput('date', `Online booking takes dates through ${dayWords(window.last)}; call us for later ones`);
    }
    await this.deps.closures.assertOpen(em, date, 'date');
  }

  /**
   * In the booking's transaction: takes the slot's lock (so two bookings of its last place take turns) and refuses a
   * full slot with the next free ones.
   */
  private async holdSlot(tx: EntityManager, date: string, time: TimeSlot): Promise<void> {
    await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`booking-slot ${date} ${time}`]);
    const { perSlot } = await this.window(tx);
    const taken = (await this.loads(tx, date, date)).get(`${date} ${time}`) ?? 0;
    if (taken < perSlot) return;
    const order = (slot: TimeSlot) => BOOKABLE_SLOTS.indexOf(slot as (typeof BOOKABLE_SLOTS)[number]);
    // The next ones: later that day, then the following days.
    const next = (await this.freeSlots(tx, date, addDays(date, SLOT_SPAN_DAYS), 7))
      .filter((slot) => slot.date !== date || order(slot.time) > order(time))
      .slice(0, 4);
    const words = next.map((slot) => `${dayWords(slot.date)} ${TIME_SLOT_LABELS[slot.time]}`);
    throw new DomainError(
      'BAD_USER_INPUT',
      `Sorry, ${dayWords(date)} ${TIME_SLOT_LABELS[time]} was just booked up.` +
        (words.length ? ` The next free times: ${words.join('; ')}.` : ' Please call us for a time.'),
      { field: 'time', nextFreeSlots: next.map(({ date: d, time: t }) => ({ date: d, time: t.toUpperCase() })) },
    );
  }

  // --- Booking ------------------------------------------------------------------------------------------------------

  /**
   * Books online: checks the whole form first (ZIP, home, date and slot, coupon), then signs the visitor in or makes
   * their account, and creates the pending request as Request Service does, in one transaction with the slot's lock
   * and the coupon's use. A new account's request exists at once; the owner sees "email not confirmed yet" on it.
   */
  async bookOnline(em: EntityManager, caller: BookingCaller, input: BookOnlineInput) {
    await consumeOrRefuse(this.bookingLimiter, limitKey(caller.ip));
    const home = {
      service: input.service,
      bedrooms: input.bedrooms,
      bathrooms: input.bathrooms,
      extras: input.extras ?? [],
      frequency: input.recurring,
    };
    // A robot filled the field people never see: it is told what a person would be, and nothing is stored.
    if (input.website?.trim()) {
      return this.answer(BookOnlineOutcome.CHECK_EMAIL, BOOKED_CHECK_EMAIL, null, false, await this.deps.quotes.price(em, home));
    }
    // The home first (its fields named), then the ZIP, the date and the slot, before any account is touched.
    await this.deps.quotes.price(em, home);
    await servedZip(em, input.zip);
    if (!BOOKABLE_SLOTS.includes(input.time as (typeof BOOKABLE_SLOTS)[number])) {
      throw badInput('time', 'Please choose morning, afternoon or evening');
    }
    await this.assertBookableDate(em, input.date);

    const account = await this.accountFor(em, caller, input);
    const couponCode = input.couponCode?.trim() || null;
    const coupon = couponCode
      ? await usableCoupon(
          em,
          couponCode,
          await isNewClient(em, account.kind === 'existing' ? account.user.id : null),
          this.today(),
        )
      : null;
    const quote = await this.deps.quotes.price(em, { ...home, zip: input.zip, couponCode });
    const book = (tx: EntityManager, user: User) => this.createRequest(tx, user, input, quote, coupon);

    if (account.kind === 'existing') {
      const request = await em.transactional((tx) => book(tx, account.user));
      const accepted = await this.acceptIfSet(em, request);
      if (account.signIn) await account.signIn();
      return this.answer(BookOnlineOutcome.BOOKED, 'Thank you! Your booking is in.', request.id, accepted, quote);
    }

    // A new account, made as sign-up makes one: the same answer whether or not the address already has an account.
    let created: ServiceRequest | null = null;
    await this.deps.auth.signUp(em, account.input, caller.ip, {
      onCreated: async (tx, user) => {
        await this.deps.users.completeProfile(tx, user, {
          displayName: `${user.firstName} ${user.lastName}`.trim(),
          phone: input.phoneNumber,
        });
        created = await book(tx, user);
        await this.deps.accountTokens.sendVerification(tx, user, { booking: this.emailLines(input, quote) });
      },
      onTaken: (tx, owner) => this.tellOfBookingAttempt(tx, owner, input),
    });
    if (created) await this.acceptIfSet(em, created);
    return this.answer(BookOnlineOutcome.CHECK_EMAIL, BOOKED_CHECK_EMAIL, null, false, quote);
  }

  private answer(outcome: BookOnlineOutcome, message: string, requestId: string | null, accepted: boolean, quote: AgreedQuote) {
    return {
      outcome,
      message,
      requestId,
      accepted,
      firstVisitTotalCents: quote.totalCents,
      totalCents: (quote.recurring ?? quote).totalCents,
    };
  }

  /** Who books: the signed-in client, an account signed in to with its password, or a new one. */
  private async accountFor(
    em: EntityManager,
    caller: BookingCaller,
    input: BookOnlineInput,
  ): Promise<
    | { kind: 'existing'; user: User; signIn?: () => Promise<void> }
    | { kind: 'new'; input: { email: string; password: string; firstName: string; lastName: string } }
  > {
    if (caller.viewer) {
      if (caller.viewer.role !== Role.CLIENT) throw forbidden('Only a client account can book a cleaning online');
      return { kind: 'existing', user: caller.viewer };
    }
    const account = input.account;
    if (!account) throw badInput('account', 'Create an account or sign in to book');
    if (account.mode === BookingAccountMode.CREATE) return { kind: 'new', input: account };
    const deviceId = deviceIdOf(caller.req) ?? newDeviceId();
    const user = await this.deps.auth.signIn(
      em,
      { email: account.email, password: account.password },
      { ip: caller.ip, deviceId },
    );
    rememberDevice(caller.req, caller.res, deviceId);
    if ((await this.deps.twoFactor.signInStep(em, user)) !== SignInStep.SIGNED_IN) {
      throw forbidden('This account signs in with a second step: please sign in first, then book');
    }
    if (user.role !== Role.CLIENT) throw forbidden('Only a client account can book a cleaning online');
    if (user.needsProfileSetup) {
      await this.deps.users.completeProfile(em, user, {
        displayName: `${user.firstName} ${user.lastName}`.trim(),
        phone: input.phoneNumber,
      });
    }
    return { kind: 'existing', user, signIn: () => startSession(caller.req, user) };
  }

  /** The request, as Request Service makes it, with the slot held and the coupon's use counted in its transaction. */
  private async createRequest(
    tx: EntityManager,
    user: User,
    input: BookOnlineInput,
    quote: AgreedQuote,
    coupon: Coupon | null,
  ): Promise<ServiceRequest> {
    const request = await this.deps.serviceRequests.create(
      tx,
      { id: user.id, role: Role.CLIENT },
      {
        service: input.service,
        date: input.date,
        time: input.time,
        address: input.address,
        phoneNumber: input.phoneNumber,
        notes: input.notes,
        recurring: input.recurring,
        customDays: input.customDays,
        idempotencyKey: input.idempotencyKey,
        bedrooms: input.bedrooms,
        bathrooms: input.bathrooms,
        extras: input.extras,
      },
      {
        quote,
        before: (inner) => this.holdSlot(inner, input.date, input.time),
        after: async (inner) => {
          if (coupon) await this.redeem(inner, coupon);
          await inner.nativeUpdate(
            BookingLead,
            { email: normalizeEmail(user.email) },
            { bookedAt: this.deps.now?.() ?? new Date() },
          );
        },
      },
    );
    return request;
  }

  /** Counts one use, only while the limit has room: the condition is in the statement, so racing bookings take turns. */
  private async redeem(tx: EntityManager, coupon: Coupon): Promise<void> {
    const [won] = await tx.execute<{ id: string }[]>(
      `update coupons set used_count = used_count + 1, updated_at = now()
        where id = ? and active and (usage_limit is null or used_count < usage_limit) returning id`,
      [coupon.id],
    );
    if (!won) throw badInput('couponCode', 'This coupon has been used up');
  }

  private async acceptIfSet(em: EntityManager, request: ServiceRequest): Promise<boolean> {
    if (!(await this.settings(em)).acceptAtOnce) return false;
    return (await this.deps.serviceRequests.approveAtOnce(em, request.id)) !== null;
  }

  /** The itemized price for the confirmation email. */
  private emailLines(input: BookOnlineInput, quote: AgreedQuote) {
    return {
      service: serviceLabel(input.service),
      date: input.date,
      time: input.time,
      recurring: input.recurring,
      lines: quote.lines.map((line) => ({ label: line.label, amountCents: line.amountCents })),
      totalCents: quote.totalCents,
      laterTotalCents: quote.recurring?.totalCents ?? null,
    };
  }

  /** Someone booked as a new account with an address that has one: its owner is told how to finish (nobody else). */
  private async tellOfBookingAttempt(tx: EntityManager, owner: User, input: BookOnlineInput): Promise<void> {
    await this.deps.notifications.raise(tx, {
      event: 'booking.account-exists',
      recipientUserId: owner.id,
      data: { service: input.service, date: input.date, time: input.time },
    });
  }

  // --- Leads --------------------------------------------------------------------------------------------------------

  /**
   * Keeps (or updates) a visitor's lead: the step reached and what they were pricing. The answer is always the same;
   * an out-of-area ZIP is kept too, so the owner knows where demand is.
   */
  async saveLead(em: EntityManager, ip: string, input: SaveBookingLeadInput): Promise<void> {
    await consumeOrRefuse(this.leadLimiter, limitKey(ip));
    if (input.website?.trim()) return;
    const email = normalizeEmail(input.email);
    const zip = input.zip?.trim() && ZIP.test(input.zip.trim()) ? input.zip.trim() : null;
    const served = zip ? (await em.count(ServiceAreaZip, { zip })) > 0 : true;
    let summary: string | null = null;
    let totalCents: number | null = null;
    if (input.service) {
      const spec = {
        service: input.service,
        bedrooms: input.bedrooms ?? 1,
        bathrooms: input.bathrooms ?? 1,
        extras: input.extras ?? [],
        frequency: input.recurring ?? Recurrence.ONETIME,
      };
      try {
        totalCents = (await this.deps.quotes.price(em, spec)).totalCents;
        summary = `${serviceLabel(spec.service)}, ${spec.bedrooms} bd, ${spec.bathrooms} ba`;
      } catch (error) {
        // A home the price list cannot price is kept without a price: the lead is the email.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    const quote = { ...input, website: undefined, email: undefined };
    await em.execute(
      `insert into booking_leads (id, email, step, zip, outside_area, quote, summary, total_cents)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?)
       on conflict (email) do update set step = excluded.step, zip = coalesce(excluded.zip, booking_leads.zip),
         outside_area = excluded.outside_area, quote = excluded.quote, summary = coalesce(excluded.summary, booking_leads.summary),
         total_cents = coalesce(excluded.total_cents, booking_leads.total_cents), booked_at = null, updated_at = now()`,
      [email, input.step, zip, !served, JSON.stringify(quote), summary, totalCents],
    );
  }

  leads(em: EntityManager, viewer: Viewer): Promise<BookingLead[]> {
    return em.find(BookingLead, bookingLeadPolicy.where(viewer), { orderBy: { createdAt: 'desc' }, limit: 500 });
  }

  /** "Send a reminder": an email through the outbox inviting the visitor back to finish booking. */
  async remindLead(em: EntityManager, viewer: Viewer, id: string): Promise<BookingLead> {
    return em.transactional(async (tx) => {
      const lead = await bookingLeadPolicy.load(tx, viewer, 'remind', id);
      if (lead.bookedAt) throw badInput('id', 'This visitor has booked since: no reminder needed');
      lead.remindedAt = this.deps.now?.() ?? new Date();
      await tx.flush();
      await this.deps.notifications.raise(tx, {
        event: 'booking.lead-reminder',
        recipientLeadId: lead.id,
        dedupeKey: `${lead.id}:${lead.remindedAt.toISOString()}`,
        data: { outsideArea: lead.outsideArea, summary: lead.summary, totalCents: lead.totalCents, zip: lead.zip },
      });
      return lead;
    });
  }

  /** The daily job: leads older than LEAD_DAYS are deleted (their reminder emails with them). */
  async purgeOldLeads(em: EntityManager): Promise<number> {
    const cutoff = new Date((this.deps.now?.() ?? new Date()).getTime() - LEAD_DAYS * 86_400_000);
    return em.nativeDelete(BookingLead, { createdAt: { $lt: cutoff } });
  }

  /** For tests and the resolver: a lead by id (admin). */
  async lead(em: EntityManager, viewer: Viewer, id: string): Promise<BookingLead> {
    const lead = await bookingLeadPolicy.findOne(em, viewer, id);
    if (!lead) throw notFound('Lead');
    return lead;
  }
}
