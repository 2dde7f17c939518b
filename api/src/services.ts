import { AuthService } from './auth/auth.service.js';
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { InvoiceService } from './modules/invoice/invoice.service.js';
import { ServiceRequestService } from './modules/service-request/service-request.service.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { UserService } from './modules/user/user.service.js';
import { VisitService } from './modules/visit/visit.service.js';
import { ClientService } from './modules/client/client.service.js';
import { HelperService } from './modules/helper/helper.service.js';
import { MessageService } from './modules/message/message.service.js';

/** The domain services, created once per app and reached by resolvers through the context. */
export interface Services {
  auth: AuthService;
  users: UserService;
  settings: SettingsService;
  serviceRequests: ServiceRequestService;
  visits: VisitService;
  dashboard: DashboardService;
  invoices: InvoiceService;
  clients: ClientService;
  helpers: HelperService;
  messages: MessageService;
}

export interface ServiceOptions {
  /** The clock, replaceable in tests. */
  now?: () => Date;
}

export function createServices(options: ServiceOptions = {}): Services {
  const settings = new SettingsService();
  return {
    auth: new AuthService(),
    users: new UserService(),
    settings,
    serviceRequests: new ServiceRequestService(options.now),
    visits: new VisitService(),
    dashboard: new DashboardService(settings),
    invoices: new InvoiceService(settings, options.now),
    clients: new ClientService(),
    helpers: new HelperService(),
    messages: new MessageService(),
  };
}
