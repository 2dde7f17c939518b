import type { Role } from '../../gql/graphql';

export interface NavItem {
  label: string;
  to: string;
}

export interface Sidebar {
  title: string;
  items: NavItem[];
}

/** Spec §2: one sidebar per role. */
export const SIDEBARS: Record<Role, Sidebar> = {
  ADMIN: {
    title: 'Admin Console',
    items: [
      { label: 'Dashboard', to: '/' },
      { label: 'Calendar', to: '/calendar' },
      { label: 'Clients', to: '/clients' },
      { label: 'Helpers', to: '/helpers' },
      { label: 'Invoices', to: '/invoices' },
      { label: 'Payroll', to: '/payroll' },
      { label: 'Reports', to: '/reports' },
      { label: 'Messages', to: '/messages' },
      { label: 'Settings', to: '/settings' },
    ],
  },
  HELPER: {
    title: 'Helper Portal',
    items: [
      { label: "Today's Jobs", to: '/today' },
      { label: 'My Jobs', to: '/my-jobs' },
      { label: 'Payouts', to: '/payouts' },
      { label: 'Availability', to: '/availability' },
      { label: 'Messages', to: '/messages' },
    ],
  },
  CLIENT: {
    title: 'Client Menu',
    items: [
      { label: 'Portal', to: '/portal' },
      { label: 'Request Service', to: '/request-service' },
      { label: 'Invoices', to: '/client-invoices' },
      { label: 'Messages', to: '/messages' },
    ],
  },
};

export interface ScreenInfo {
  title: string;
  description: string;
  /** Who may open the screen; absent: every signed-in role. Others see the 'Not allowed here' page. */
  roles?: readonly Role[];
}

const ADMIN_ONLY: readonly Role[] = ['ADMIN'];
const HELPER_ONLY: readonly Role[] = ['HELPER'];
const CLIENT_ONLY: readonly Role[] = ['CLIENT'];

/** The screens behind the shell (spec §2 routes), each with the roles that may use it. */
export const SCREENS = {
  adminDashboard: { title: 'Dashboard', description: 'Revenue, pending approvals and the jobs coming up.', roles: ADMIN_ONLY },
  calendar: { title: 'Calendar', description: 'Accepted and scheduled cleanings by month, week and day.', roles: ADMIN_ONLY },
  clients: { title: 'Clients', description: 'Everyone you clean for, with their contact details.', roles: ADMIN_ONLY },
  helpers: { title: 'Helpers', description: 'Your cleaning team, their rates and hours.', roles: ADMIN_ONLY },
  invoices: { title: 'Invoices', description: 'Bills to clients: drafts, sent, paid and overdue.', roles: ADMIN_ONLY },
  payroll: {
    title: 'Payroll',
    description: "Every helper's hours and pay for a period: review, approve, export.",
    roles: ADMIN_ONLY,
  },
  reports: {
    title: 'Reports',
    description: 'Revenue earned and collected, money owed, payroll against revenue, clients won and lost.',
    roles: ADMIN_ONLY,
  },
  settings: {
    title: 'Settings',
    description: 'How the business runs: its card, prices, public page, team requests and integrations.',
    roles: ADMIN_ONLY,
  },
  activity: {
    title: 'Activity',
    description: 'Who changed what and when: the audit trail of every change, with filters.',
    roles: ADMIN_ONLY,
  },
  outbox: {
    title: 'Outbox',
    description: 'Every email the app sends: waiting, sent, kept or failed, with Retry.',
    roles: ADMIN_ONLY,
  },
  today: { title: "Today's Jobs", description: 'Where you are cleaning today, and your clock in and out.', roles: HELPER_ONLY },
  myJobs: { title: 'My Jobs', description: 'Every job assigned to you.', roles: HELPER_ONLY },
  job: {
    title: 'Job',
    description: 'One job: where, how to get in, the checklist and notes.',
    roles: HELPER_ONLY,
  },
  payouts: { title: 'Payouts', description: 'Your approved hours, bonuses and pay.', roles: HELPER_ONLY },
  availability: {
    title: 'Availability',
    description: 'When you usually work, and your time off.',
    roles: HELPER_ONLY,
  },
  timeOff: {
    title: 'Time off',
    description: "Helpers' time off requests: approve or decline, seeing the visits they touch.",
    roles: ADMIN_ONLY,
  },
  portal: { title: 'Portal', description: 'Your upcoming cleanings and recent requests.', roles: CLIENT_ONLY },
  requestService: {
    title: 'Request Service',
    description: 'Ask for a cleaning on the day and time that suits you.',
    roles: CLIENT_ONLY,
  },
  clientInvoices: { title: 'Invoices', description: 'Your bills from Sunshine Clean.', roles: CLIENT_ONLY },
  invoiceRun: {
    title: 'Invoice run',
    description: 'Bill every completed visit of a period: one invoice per client, sent.',
    roles: ADMIN_ONLY,
  },
  invoicePrint: { title: 'Invoice', description: 'One invoice, ready to print, with how to pay it.', roles: ['ADMIN', 'CLIENT'] },
  messages: { title: 'Messages', description: 'Messages from Sunshine Clean to you.' },
  accountSettings: { title: 'Account Settings', description: 'Your profile and security.' },
  requestHelper: { title: 'Request Helper Access', description: 'Apply to join the Sunshine Clean team.' },
} satisfies Record<string, ScreenInfo>;

export type ScreenKey = keyof typeof SCREENS;

/** Spec §2: `/` is the admin dashboard for the admin, today's jobs for a helper, the client portal otherwise. */
export const HOME_SCREEN: Record<Role, ScreenKey> = {
  ADMIN: 'adminDashboard',
  HELPER: 'today',
  CLIENT: 'portal',
};

/** Every path of the route table and its screen; the table is the same for all roles (spec §2). */
export const SCREEN_ROUTES: { path: string; screen: ScreenKey }[] = [
  { path: '/admin', screen: 'adminDashboard' },
  { path: '/admin/calendar', screen: 'calendar' },
  { path: '/calendar', screen: 'calendar' },
  { path: '/admin/clients', screen: 'clients' },
  { path: '/clients', screen: 'clients' },
  { path: '/admin/helpers', screen: 'helpers' },
  { path: '/helpers', screen: 'helpers' },
  { path: '/admin/invoices', screen: 'invoices' },
  { path: '/invoices', screen: 'invoices' },
  // Beyond the spec's table: Invoices → Invoice run (issue 25).
  { path: '/invoices/run', screen: 'invoiceRun' },
  { path: '/settings', screen: 'settings' },
  // Beyond the spec's table: Settings → Activity, the audit trail (issue 12).
  { path: '/settings/activity', screen: 'activity' },
  // Beyond the spec's table: Settings → Outbox, the emails (issue 14).
  { path: '/settings/outbox', screen: 'outbox' },
  // Beyond the spec's table: the admin's payroll (issue 7).
  { path: '/payroll', screen: 'payroll' },
  { path: '/admin/payroll', screen: 'payroll' },
  // Beyond the spec's table: the owner's reports (issue 26).
  { path: '/reports', screen: 'reports' },
  { path: '/today', screen: 'today' },
  { path: '/my-jobs', screen: 'myJobs' },
  // Beyond the spec's table: one job's page, from Today's Jobs and My Jobs (issue 27).
  { path: '/helper/jobs/:visitId', screen: 'job' },
  { path: '/payouts', screen: 'payouts' },
  // Beyond the spec's table: a helper's week and time off, and the owner's time off list (issue 28).
  { path: '/availability', screen: 'availability' },
  { path: '/helpers/time-off', screen: 'timeOff' },
  { path: '/admin/helpers/time-off', screen: 'timeOff' },
  { path: '/portal', screen: 'portal' },
  { path: '/request-service', screen: 'requestService' },
  { path: '/client-invoices', screen: 'clientInvoices' },
  // Beyond the spec's table: the printable invoice (admin, and the invoice's own client; Pay Now opens it).
  { path: '/invoices/:id/print', screen: 'invoicePrint' },
  // Beyond the spec's table: every signed-in person reads their messages here (issue 5).
  { path: '/messages', screen: 'messages' },
  { path: '/account-settings', screen: 'accountSettings' },
  { path: '/request-helper', screen: 'requestHelper' },
];

/** The roles that may open a screen (every signed-in role when the screen names none). */
export function screenRoles(screen: ScreenKey): readonly Role[] {
  return (SCREENS[screen] as ScreenInfo).roles ?? ['ADMIN', 'HELPER', 'CLIENT'];
}

export function canOpenScreen(screen: ScreenKey, role: Role): boolean {
  return screenRoles(screen).includes(role);
}
