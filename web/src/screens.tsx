import { lazy, Suspense, type ComponentType } from 'react';
import { AppShell, type ScreenPages, type SidebarBadges } from './features/shell/AppShell';
import { SCREENS, type ScreenKey } from './features/shell/navigation';
import { UnreadMessagesBadge } from './features/messages/UnreadMessagesBadge';
import { ScreenLoader } from './ui/ScreenLoader';

/**
 * A page loaded on demand that shows its screen's title (and a spinner) at once while its chunk loads, instead of
 * an empty main area: the heading is on screen in the same render as the shell.
 */
function lazyScreen(screen: ScreenKey, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  function ScreenPage() {
    return (
      <Suspense fallback={<ScreenLoader title={SCREENS[screen].title} />}>
        <Page />
      </Suspense>
    );
  }
  ScreenPage.displayName = `Screen(${screen})`;
  return ScreenPage;
}

/**
 * The page component behind each screen of the route table, loaded on demand so each route is its own chunk.
 * A feature registers its route module here (one line, with `lazyScreen`); screens not listed show a placeholder.
 * The table lives beside App, above the features, so the shell knows no other feature.
 */
const SCREEN_PAGES: ScreenPages = {
  adminDashboard: lazyScreen('adminDashboard', () =>
    import('./features/admin/dashboard/AdminDashboardPage').then((m) => ({ default: m.AdminDashboardPage })),
  ),
  calendar: lazyScreen('calendar', () =>
    import('./features/admin/calendar/CalendarPage').then((m) => ({ default: m.CalendarPage })),
  ),
  portal: lazyScreen('portal', () => import('./features/requests/PortalPage').then((m) => ({ default: m.PortalPage }))),
  invoices: lazyScreen('invoices', () => import('./features/invoices/InvoicesPage').then((m) => ({ default: m.InvoicesPage }))),
  invoiceRun: lazyScreen('invoiceRun', () =>
    import('./features/invoices/InvoiceRunPage').then((m) => ({ default: m.InvoiceRunPage })),
  ),
  invoicePrint: lazyScreen('invoicePrint', () =>
    import('./features/invoices/InvoicePrintPage').then((m) => ({ default: m.InvoicePrintPage })),
  ),
  clientInvoices: lazyScreen('clientInvoices', () =>
    import('./features/client-invoices/ClientInvoicesPage').then((m) => ({ default: m.ClientInvoicesPage })),
  ),
  requestService: lazyScreen('requestService', () =>
    import('./features/requests/RequestServicePage').then((m) => ({ default: m.RequestServicePage })),
  ),
  clients: lazyScreen('clients', () => import('./features/clients/ClientsPage').then((m) => ({ default: m.ClientsPage }))),
  helpers: lazyScreen('helpers', () => import('./features/helpers/HelpersPage').then((m) => ({ default: m.HelpersPage }))),
  messages: lazyScreen('messages', () => import('./features/messages/MessagesPage').then((m) => ({ default: m.MessagesPage }))),
  today: lazyScreen('today', () => import('./features/helper/TodayPage').then((m) => ({ default: m.TodayPage }))),
  myJobs: lazyScreen('myJobs', () => import('./features/helper/MyJobsPage').then((m) => ({ default: m.MyJobsPage }))),
  job: lazyScreen('job', () => import('./features/helper/JobPage').then((m) => ({ default: m.JobPage }))),
  payouts: lazyScreen('payouts', () => import('./features/helper/PayoutsPage').then((m) => ({ default: m.PayoutsPage }))),
  availability: lazyScreen('availability', () =>
    import('./features/availability/AvailabilityPage').then((m) => ({ default: m.AvailabilityPage })),
  ),
  timeOff: lazyScreen('timeOff', () => import('./features/time-off/TimeOffPage').then((m) => ({ default: m.TimeOffPage }))),
  accountSettings: lazyScreen('accountSettings', () =>
    import('./features/account/AccountSettingsPage').then((m) => ({ default: m.AccountSettingsPage })),
  ),
  requestHelper: lazyScreen('requestHelper', () =>
    import('./features/account/RequestHelperPage').then((m) => ({ default: m.RequestHelperPage })),
  ),
  settings: lazyScreen('settings', () =>
    import('./features/admin/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })),
  ),
  activity: lazyScreen('activity', () =>
    import('./features/admin/activity/ActivityPage').then((m) => ({ default: m.ActivityPage })),
  ),
  outbox: lazyScreen('outbox', () => import('./features/outbox/OutboxPage').then((m) => ({ default: m.OutboxPage }))),
  payroll: lazyScreen('payroll', () => import('./features/admin/payroll/PayrollPage').then((m) => ({ default: m.PayrollPage }))),
  reports: lazyScreen('reports', () => import('./features/admin/reports/ReportsPage').then((m) => ({ default: m.ReportsPage }))),
};

/** Small live counts shown beside a sidebar item, by the item's path (e.g. unread messages). */
const SIDEBAR_BADGES: SidebarBadges = {
  '/messages': UnreadMessagesBadge,
};

/** The signed-in app: the shell with every screen's page and the sidebar's badges. */
export function SignedInApp({ viewer }: { viewer: Parameters<typeof AppShell>[0]['viewer'] }) {
  return <AppShell viewer={viewer} pages={SCREEN_PAGES} badges={SIDEBAR_BADGES} />;
}
