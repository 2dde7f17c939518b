import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { ScreenLoader } from '../../ui/ScreenLoader';
import { UnreadMessagesBadge } from '../messages/UnreadMessagesBadge';
import { SCREENS, type ScreenKey } from './navigation';

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
 * A feature registers its route module here (one line, with `lazy` or `lazyScreen`); screens not listed show a placeholder.
 */
export const SCREEN_PAGES: Partial<Record<ScreenKey, LazyExoticComponent<ComponentType> | ComponentType>> = {
  // e.g. calendar: lazy(() => import('../admin/calendar/CalendarPage').then((m) => ({ default: m.CalendarPage }))),
  adminDashboard: lazyScreen('adminDashboard', () =>
    import('../admin/dashboard/AdminDashboardPage').then((m) => ({ default: m.AdminDashboardPage })),
  ),
  calendar: lazyScreen('calendar', () => import('../admin/calendar/CalendarPage').then((m) => ({ default: m.CalendarPage }))),
  portal: lazyScreen('portal', () => import('../requests/PortalPage').then((m) => ({ default: m.PortalPage }))),
  invoices: lazyScreen('invoices', () => import('../invoices/InvoicesPage').then((m) => ({ default: m.InvoicesPage }))),
  invoicePrint: lazyScreen('invoicePrint', () =>
    import('../invoices/InvoicePrintPage').then((m) => ({ default: m.InvoicePrintPage })),
  ),
  clientInvoices: lazyScreen('clientInvoices', () =>
    import('../client-invoices/ClientInvoicesPage').then((m) => ({ default: m.ClientInvoicesPage })),
  ),
  requestService: lazyScreen('requestService', () =>
    import('../requests/RequestServicePage').then((m) => ({ default: m.RequestServicePage })),
  ),
  clients: lazyScreen('clients', () => import('../clients/ClientsPage').then((m) => ({ default: m.ClientsPage }))),
  helpers: lazyScreen('helpers', () => import('../helpers/HelpersPage').then((m) => ({ default: m.HelpersPage }))),
  messages: lazyScreen('messages', () => import('../messages/MessagesPage').then((m) => ({ default: m.MessagesPage }))),
  today: lazyScreen('today', () => import('../helper/TodayPage').then((m) => ({ default: m.TodayPage }))),
  myJobs: lazyScreen('myJobs', () => import('../helper/MyJobsPage').then((m) => ({ default: m.MyJobsPage }))),
  payouts: lazyScreen('payouts', () => import('../helper/PayoutsPage').then((m) => ({ default: m.PayoutsPage }))),
  accountSettings: lazyScreen('accountSettings', () =>
    import('../account/AccountSettingsPage').then((m) => ({ default: m.AccountSettingsPage })),
  ),
  requestHelper: lazyScreen('requestHelper', () =>
    import('../account/RequestHelperPage').then((m) => ({ default: m.RequestHelperPage })),
  ),
  settings: lazyScreen('settings', () => import('../admin/settings/SettingsPage').then((m) => ({ default: m.SettingsPage }))),
  activity: lazyScreen('activity', () => import('../admin/activity/ActivityPage').then((m) => ({ default: m.ActivityPage }))),
  payroll: lazyScreen('payroll', () => import('../admin/payroll/PayrollPage').then((m) => ({ default: m.PayrollPage }))),
};

/** Small live counts shown beside a sidebar item, by the item's path (e.g. unread messages). */
export const SIDEBAR_BADGES: Partial<Record<string, ComponentType>> = {
  '/messages': UnreadMessagesBadge,
};
