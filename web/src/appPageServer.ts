import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { HOME_SCREEN, SCREEN_ROUTES, type ScreenKey } from './features/shell/navigation';
import { scriptSafeJson } from './features/public/publicPageHtml';
import type { Role } from './gql/graphql';
import { APP_VIEWER_DATA_ID } from './viewerData';
import { appViewerQuery } from './viewerQuery';

/**
 * The server's part of the SPA's first load for a signed-in viewer (api/src/http/app-page.ts): index.html with the
 * viewer's App_Viewer answer inlined (the client's cache starts with it, so the root route does not wait a round trip)
 * and `modulepreload` links for the chunks the viewer's route will load (the shell and its page), so they download
 * beside the entry instead of after it.
 */

/** App_Viewer as the client's cache reads it (with `__typename`, so the viewer is normalized like a fetched one). */
export const appViewerDocument = print(addTypenameToDocument(appViewerQuery));

/** The module of each screen's page, as the build manifest names it: the same modules web/src/screens.tsx imports. */
export const SCREEN_MODULES: Record<ScreenKey, string> = {
  adminDashboard: 'src/features/admin/dashboard/AdminDashboardPage.tsx',
  calendar: 'src/features/admin/calendar/CalendarPage.tsx',
  portal: 'src/features/requests/PortalPage.tsx',
  invoices: 'src/features/invoices/InvoicesPage.tsx',
  invoicePrint: 'src/features/invoices/InvoicePrintPage.tsx',
  clientInvoices: 'src/features/client-invoices/ClientInvoicesPage.tsx',
  requestService: 'src/features/requests/RequestServicePage.tsx',
  clients: 'src/features/clients/ClientsPage.tsx',
  helpers: 'src/features/helpers/HelpersPage.tsx',
  messages: 'src/features/messages/MessagesPage.tsx',
  today: 'src/features/helper/TodayPage.tsx',
  myJobs: 'src/features/helper/MyJobsPage.tsx',
  payouts: 'src/features/helper/PayoutsPage.tsx',
  accountSettings: 'src/features/account/AccountSettingsPage.tsx',
  requestHelper: 'src/features/account/RequestHelperPage.tsx',
  settings: 'src/features/admin/settings/SettingsPage.tsx',
  activity: 'src/features/admin/activity/ActivityPage.tsx',
  payroll: 'src/features/admin/payroll/PayrollPage.tsx',
};
export const SHELL_MODULE = 'src/screens.tsx';
const PROFILE_SETUP_MODULE = 'src/features/auth/ProfileSetupPage.tsx';

interface AppViewer {
  role: Role;
  needsProfileSetup: boolean;
}

/** The screen the shell shows at a path (as AppShell's routes match it), or null (not found, or a path outside). */
export function screenAt(role: Role, pathname: string): ScreenKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return HOME_SCREEN[role];
  const segments = path.split('/');
  const route = SCREEN_ROUTES.find((candidate) => {
    const pattern = candidate.path.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part.toLowerCase() === segments[i].toLowerCase()))
    );
  });
  return route?.screen ?? null;
}

/** The route modules the app loads first for this viewer at this path, in order (see App.tsx and screens.tsx). */
export function firstModules(viewer: AppViewer, pathname: string): string[] {
  if (viewer.needsProfileSetup && viewer.role !== 'ADMIN') return [PROFILE_SETUP_MODULE];
  const screen = screenAt(viewer.role, pathname);
  return screen ? [SHELL_MODULE, SCREEN_MODULES[screen]] : [SHELL_MODULE];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The files of the modules and of everything they import statically, less what index.html already loads. */
export function preloadFiles(manifest: BuildManifest, modules: string[]): string[] {
  const loaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  collect('index.html', loaded);
  const files = new Set<string>();
  for (const module of modules) collect(module, files);
  return [...files].filter((file) => !loaded.has(file) && file.endsWith('.js'));
}

/**
 * index.html for a signed-in viewer: `data` is App_Viewer's answer, inlined as JSON (not a script: the content
 * security policy allows no inline script), and the first route's chunks preloaded.
 */
export function renderAppPage(template: string, manifest: BuildManifest, data: { viewer: AppViewer }, pathname: string): string {
  const links = preloadFiles(manifest, firstModules(data.viewer, pathname))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  const json = `<script type="application/json" id="${APP_VIEWER_DATA_ID}">${scriptSafeJson(data)}</script>`;
  return template
    .replace('</head>', () => `${links}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root"></div>${json}`);
}
