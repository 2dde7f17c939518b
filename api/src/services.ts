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
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { InvoiceService } from './modules/invoice/invoice.service.js';
import { PublicContentService } from './modules/public-content/public-content.service.js';
import { RoleRequestService } from './modules/role-request/role-request.service.js';
import { HelperService } from './modules/helper/helper.service.js';
import { MessageService } from './modules/message/message.service.js';
import { ServiceRequestService } from './modules/service-request/service-request.service.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { UserService } from './modules/user/user.service.js';
import { TimeEntryService } from './modules/time-entry/time-entry.service.js';
import { TwoFactorService } from './modules/two-factor/two-factor.service.js';
import { JobService } from './modules/visit/job.service.js';
import { VisitService } from './modules/visit/visit.service.js';

/** The domain services, created once per app and reached by resolvers through the context. */
export interface Services {
  auth: AuthService;
  apiTokens: ApiTokenService;
  users: UserService;
  settings: SettingsService;
  serviceRequests: ServiceRequestService;
  visits: VisitService;
  dashboard: DashboardService;
  invoices: InvoiceService;
  clients: ClientService;
  helpers: HelperService;
  messages: MessageService;
  publicContent: PublicContentService;
  roleRequests: RoleRequestService;
  jobs: JobService;
  timeEntries: TimeEntryService;
  audit: AuditService;
  twoFactor: TwoFactorService;
}

export interface ServiceOptions {
  /** Where rate limits count: PostgreSQL (`postgresRateLimits`), so every instance on one database shares them. */
  rateLimits: RateLimitStore;
  /** The clock, replaceable in tests. */
  now?: () => Date;
  signInLimits?: SignInLimits;
  accountLimits?: AccountLimits;
  tokenLimits?: TokenLimits;
}

export function createServices(options: ServiceOptions): Services {
  const settings = new SettingsService();
  const accountThrottle = new AccountThrottle(options.rateLimits, options.accountLimits);
  return {
    auth: new AuthService(new SignInThrottle(options.rateLimits, options.signInLimits), accountThrottle),
    apiTokens: new ApiTokenService(options.rateLimits, options.tokenLimits, options.now),
    users: new UserService(accountThrottle),
    settings,
    serviceRequests: new ServiceRequestService(options.now),
    visits: new VisitService(),
    dashboard: new DashboardService(settings),
    invoices: new InvoiceService(settings, options.now),
    clients: new ClientService(),
    helpers: new HelperService(),
    messages: new MessageService(),
    publicContent: new PublicContentService(),
    roleRequests: new RoleRequestService(),
    jobs: new JobService(options.now),
    timeEntries: new TimeEntryService(settings, options.now),
    audit: new AuditService(),
    twoFactor: new TwoFactorService(settings, options.now),
  };
}
