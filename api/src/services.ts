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
import { ClientService } from './modules/client/client.service.js';
import { ClosureService } from './modules/closure/closure.service.js';
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { InvoiceService } from './modules/invoice/invoice.service.js';
import { PublicContentService } from './modules/public-content/public-content.service.js';
import { RoleRequestService } from './modules/role-request/role-request.service.js';
import { HelperService } from './modules/helper/helper.service.js';
import { MessageService } from './modules/message/message.service.js';
import { ServiceRequestService } from './modules/service-request/service-request.service.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { SetupService } from './modules/settings/setup.js';
import { ClientImportService } from './modules/client-import/client-import.service.js';
import { UserService } from './modules/user/user.service.js';
import { TimeEntryService } from './modules/time-entry/time-entry.service.js';
import { TwoFactorService } from './modules/two-factor/two-factor.service.js';
import { JobService } from './modules/visit/job.service.js';
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

/** The domain services, created once per app and reached by resolvers through the context. */
export interface Services {
  auth: AuthService;
  apiTokens: ApiTokenService;
  users: UserService;
  settings: SettingsService;
  serviceRequests: ServiceRequestService;
  closures: ClosureService;
  schedule: ScheduleService;
  visitChanges: VisitChangeService;
  visits: VisitService;
  dashboard: DashboardService;
  invoices: InvoiceService;
  clients: ClientService;
  clientImports: ClientImportService;
  setup: SetupService;
  helpers: HelperService;
  messages: MessageService;
  publicContent: PublicContentService;
  roleRequests: RoleRequestService;
  jobs: JobService;
  timeEntries: TimeEntryService;
  audit: AuditService;
  twoFactor: TwoFactorService;
  notifications: NotificationService;
  outbox: OutboxService;
  scheduledNotifications: ScheduledNotifications;
  accountTokens: AccountTokenService;
  calendarFeeds: CalendarFeedService;
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
}

export function createServices(options: ServiceOptions): Services {
  const settings = new SettingsService();
  const accountThrottle = new AccountThrottle(options.rateLimits, options.accountLimits);
  const tokens = new SecretTokens(options.secret ?? randomBytes(32).toString('hex'));
  const queue = new Enqueuer(options.mailRetry);
  const notifications = new NotificationService(queue);
  const closures = new ClosureService(options.now);
  const jobs = new JobService(options.now, notifications);
  const serviceRequests = new ServiceRequestService(closures, options.now, notifications, { jobs, settings });
  const scheduleEvents = new ScheduleEvents(notifications);
  const schedule = new ScheduleService(closures, serviceRequests, options.now, scheduleEvents);
  return {
    auth: new AuthService(new SignInThrottle(options.rateLimits, options.signInLimits), accountThrottle),
    apiTokens: new ApiTokenService(options.rateLimits, options.tokenLimits, options.now),
    users: new UserService(accountThrottle, notifications),
    settings,
    serviceRequests,
    closures,
    schedule,
    visitChanges: new VisitChangeService(schedule, settings, options.now, scheduleEvents),
    visits: new VisitService(),
    dashboard: new DashboardService(settings),
    invoices: new InvoiceService(settings, options.now, notifications),
    clients: new ClientService(),
    clientImports: new ClientImportService(options.now),
    setup: new SetupService(settings),
    helpers: new HelperService(),
    messages: new MessageService(notifications),
    publicContent: new PublicContentService(),
    roleRequests: new RoleRequestService(),
    jobs,
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
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    mailMode: options.mailMode ?? 'kept',
  };
}
