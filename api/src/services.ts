import { randomBytes } from 'node:crypto';
import { AuthService } from './auth/auth.service.js';
import {
  type AccountLimits,
  AccountThrottle,
  type RateLimitStore,
  type SignInLimits,
  SignInThrottle,
} from './auth/rate-limit.js';
import { ApiTokenService, type TokenLimits } from './modules/api-token/api-token.service.js';
import { AuditService } from './modules/audit/audit.service.js';
import { IdempotencyService } from './modules/idempotency/idempotency.service.js';
import { ClientService } from './modules/client/client.service.js';
import { ClosureService } from './modules/closure/closure.service.js';
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { ReportService } from './modules/report/report.service.js';
import { InvoiceService } from './modules/invoice/invoice.service.js';
import { PaymentService } from './modules/payment/payment.service.js';
import { InvoiceRunService } from './modules/invoice-run/invoice-run.service.js';
import { CollectionsService } from './modules/collections/collections.service.js';
import { PublicContentService } from './modules/public-content/public-content.service.js';
import { RoleRequestService } from './modules/role-request/role-request.service.js';
import { HelperService } from './modules/helper/helper.service.js';
import { MessageService } from './modules/message/message.service.js';
import { ServiceRequestService } from './modules/service-request/service-request.service.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { type QuoteLimits, QuoteService } from './modules/pricing/quote.service.js';
import { SetupService } from './modules/settings/setup.js';
import { ClientImportService } from './modules/client-import/client-import.service.js';
import { UserService } from './modules/user/user.service.js';
import { TimeEntryService } from './modules/time-entry/time-entry.service.js';
import { TwoFactorService } from './modules/two-factor/two-factor.service.js';
import { JobService } from './modules/visit/job.service.js';
import { JobPageService } from './modules/visit/job-page.service.js';
import { ScheduleEvents } from './modules/visit/schedule-events.js';
import { ScheduleService } from './modules/visit/schedule.service.js';
import { VisitService } from './modules/visit/visit.service.js';
import { Enqueuer, type RetryPolicy } from './jobs/queue.js';
import {
  type AccountEmailLimits,
  AccountTokenService,
  DEFAULT_ACCOUNT_EMAIL_LIMITS,
} from './modules/account-token/account-token.service.js';
import { CalendarFeedService } from './modules/calendar-feed/calendar-feed.service.js';
import { NotificationService } from './modules/notification/notification.service.js';
import { OutboxService } from './modules/notification/outbox.service.js';
import { ScheduledNotifications } from './modules/notification/scheduled-notifications.js';
import { SecretTokens } from './shared/secret-tokens.js';
import { VisitChangeService } from './modules/visit-change/visit-change.service.js';
import { TimeOffService } from './modules/time-off/time-off.service.js';
import { ClientPreferencesService } from './modules/client/client-preferences.service.js';
import { type BookingLimits, BookingService } from './modules/booking/booking.service.js';
import type { CardGateway } from './integrations/stripe/client.js';
import { CardPaymentService } from './modules/card-payment/card-payment.service.js';
import { paymentLedger } from './modules/card-payment/card-ledger.js';
import { VisitPhotoService } from './modules/visit-photo/visit-photo.service.js';
import type { FileStorage } from './integrations/storage/file-storage.js';
import type { TextGateway } from './integrations/twilio/client.js';
import { TextService } from './modules/text/text.service.js';

/** The domain services, created once per app and reached by resolvers through the context. */
export interface Services {
  auth: AuthService;
  apiTokens: ApiTokenService;
  users: UserService;
  settings: SettingsService;
  /** The price list, quotes and agreed prices (the pricing module's door to the database). */
  quotes: QuoteService;
  serviceRequests: ServiceRequestService;
  closures: ClosureService;
  schedule: ScheduleService;
  visitChanges: VisitChangeService;
  timeOff: TimeOffService;
  clientPreferences: ClientPreferencesService;
  visits: VisitService;
  dashboard: DashboardService;
  reports: ReportService;
  invoices: InvoiceService;
  payments: PaymentService;
  invoiceRuns: InvoiceRunService;
  /** Overdue reminders and the payment-aware hold. */
  collections: CollectionsService;
  clients: ClientService;
  clientImports: ClientImportService;
  setup: SetupService;
  helpers: HelperService;
  messages: MessageService;
  publicContent: PublicContentService;
  roleRequests: RoleRequestService;
  jobs: JobService;
  jobPage: JobPageService;
  timeEntries: TimeEntryService;
  audit: AuditService;
  twoFactor: TwoFactorService;
  notifications: NotificationService;
  outbox: OutboxService;
  scheduledNotifications: ScheduledNotifications;
  accountTokens: AccountTokenService;
  calendarFeeds: CalendarFeedService;
  booking: BookingService;
  /** Cards through Stripe (off, saying so, without keys). */
  cardPayments: CardPaymentService;
  /** Job photos, kept in the file storage. */
  photos: VisitPhotoService;
  /** Text messages through Twilio (off, saying so, without keys). */
  texts: TextService;
  /** Idempotency-Key records: the daily purge. */
  idempotency: IdempotencyService;
  /** Links in emails and feeds start with it. */
  publicUrl: string;
  /** Where mail goes: 'smtp', 'kept' or 'unconfigured' (shown on Settings → Outbox). */
  mailMode: string;
}

export interface ServiceOptions {
  /** Where rate limits count: PostgreSQL (`postgresRateLimits`), so every instance on one database shares them. */
  rateLimits: RateLimitStore;
  /** The clock, replaceable in tests. */
  now?: () => Date;
  signInLimits?: SignInLimits;
  accountLimits?: AccountLimits;
  tokenLimits?: TokenLimits;
  quoteLimits?: QuoteLimits;
  /** Retries of email deliveries (MAIL_RETRY_LIMIT, MAIL_RETRY_DELAY_SECONDS). */
  mailRetry?: RetryPolicy;
  /**
   * Signs the tokens of emailed links and feed URLs: pass the session secret. Without it a random one is used, which
   * suits a one-off script but not an app whose links must outlive a restart.
   */
  secret?: string;
  publicUrl?: string;
  mailMode?: string;
  accountEmailLimits?: AccountEmailLimits;
  /** Online booking's per-IP limits (bookOnline, saveBookingLead). */
  bookingLimits?: BookingLimits;
  /** Stripe, through its adapter; null or absent: card payments are off. */
  cardGateway?: CardGateway | null;
  /** Twilio, through its adapter; null or absent: the text channel is off. */
  textGateway?: TextGateway | null;
  /** Where files (job photos) are kept: `createFileStorage(config.storage)`. */
  storage: FileStorage;
}

export function createServices(options: ServiceOptions): Services {
  const settings = new SettingsService();
  const quotes = new QuoteService(settings, options.rateLimits, options.quoteLimits, options.now);
  const accountThrottle = new AccountThrottle(options.rateLimits, options.accountLimits);
  const tokens = new SecretTokens(options.secret ?? randomBytes(32).toString('hex'));
  const queue = new Enqueuer(options.mailRetry);
  const texting = Boolean(options.textGateway);
  const notifications = new NotificationService(queue, texting);
  const messages = new MessageService(notifications, texting);
  const closures = new ClosureService(options.now);
  const jobPage = new JobPageService(options.now, notifications);
  const jobs = new JobService(options.now, notifications, jobPage);
  const serviceRequests = new ServiceRequestService(closures, options.now, notifications, { jobs, settings }, quotes);
  const scheduleEvents = new ScheduleEvents(notifications);
  const schedule = new ScheduleService(closures, serviceRequests, options.now, scheduleEvents);
  // Cards and the ledger know each other only through the ledger's hooks and CardLedger.
  const cardPayments: CardPaymentService = new CardPaymentService(
    options.cardGateway ?? null,
    queue,
    notifications,
    paymentLedger(() => payments),
    options.publicUrl ?? 'http://localhost:3000',
    options.now,
  );
  // The payment-aware hold looks again on every ledger change and at once on a failed card charge.
  const collections = new CollectionsService(settings, notifications, options.now);
  cardPayments.onChargeFailed = (tx, clientId) => collections.review(tx, clientId);
  const payments = new PaymentService(settings, options.now, notifications, {
    ...cardPayments.hooks,
    afterLedgerChange: (tx, clientId) => collections.review(tx, clientId),
  });
  const invoices = new InvoiceService(settings, options.now, notifications, payments);
  const invoiceRuns = new InvoiceRunService(settings, invoices, options.now);
  // A client billed per visit gets the visit's invoice as it is completed.
  jobs.afterCompleted = async (tx, visit) => {
    await invoiceRuns.billCompletedVisit(tx, visit);
  };
  const auth = new AuthService(new SignInThrottle(options.rateLimits, options.signInLimits), accountThrottle);
  const users = new UserService(accountThrottle, notifications);
  const services: Omit<Services, 'booking'> = {
    auth,
    apiTokens: new ApiTokenService(options.rateLimits, options.tokenLimits, options.now),
    users,
    settings,
    quotes,
    serviceRequests,
    closures,
    schedule,
    visitChanges: new VisitChangeService(schedule, settings, options.now, scheduleEvents),
    timeOff: new TimeOffService(settings, options.now, notifications),
    clientPreferences: new ClientPreferencesService(),
    visits: new VisitService(),
    dashboard: new DashboardService(settings),
    reports: new ReportService(settings, options.now),
    invoices,
    payments,
    invoiceRuns,
    collections,
    clients: new ClientService(),
    clientImports: new ClientImportService(options.now),
    setup: new SetupService(settings, () => booking),
    helpers: new HelperService(),
    messages,
    publicContent: new PublicContentService(),
    roleRequests: new RoleRequestService(),
    jobs,
    jobPage,
    timeEntries: new TimeEntryService(settings, options.now),
    audit: new AuditService(),
    // "Two-factor changed" (issue 14): turned on, off, or reset by the owner, emailed in the change's transaction.
    twoFactor: new TwoFactorService(settings, options.now, undefined, async (tx, user, change) => {
      if (change === 'enabled' || change === 'disabled' || change === 'reset-by-admin') {
        await notifications.raise(tx, {
          event: 'account.two-factor-changed',
          recipientUserId: user.id,
          data: { enabled: change === 'enabled' },
        });
      }
    }),
    notifications,
    outbox: new OutboxService(queue),
    scheduledNotifications: new ScheduledNotifications(notifications, options.now),
    accountTokens: new AccountTokenService(
      notifications,
      queue,
      tokens,
      options.rateLimits,
      options.accountEmailLimits ?? DEFAULT_ACCOUNT_EMAIL_LIMITS,
      options.now,
    ),
    calendarFeeds: new CalendarFeedService(tokens, options.now),
    cardPayments,
    photos: new VisitPhotoService(options.storage, options.now),
    texts: new TextService(options.textGateway ?? null, {
      settings,
      messages,
      notifications,
      queue,
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
      now: options.now,
    }),
    idempotency: new IdempotencyService(options.now),
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    mailMode: options.mailMode ?? 'kept',
  };
  const booking = new BookingService({
    quotes,
    serviceRequests,
    closures,
    users,
    auth,
    twoFactor: services.twoFactor,
    accountTokens: services.accountTokens,
    notifications,
    rateLimits: options.rateLimits,
    limits: options.bookingLimits,
    now: options.now,
  });
  return { ...services, booking };
}
