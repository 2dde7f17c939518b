/**
 * `npm run size`: the JavaScript each route needs before it can show anything, gzip'd, from the Vite build manifest,
 * against the budgets (public page ≤ 100 KB, every app route ≤ 250 KB). A route's initial JS is the entry chunk, the
 * chunks its code-split route modules load (the app shell, then the page) and every chunk those import statically,
 * each counted once. Prints the table and exits 0; `--enforce` makes a route over budget fail the run.
 *
 * Run it after `npm run build` (which writes dist/.vite/manifest.json).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const KB = 1024;
const PUBLIC_BUDGET = 100 * KB;
const APP_BUDGET = 250 * KB;

/** The signed-in app: the route table and the shell, one lazily loaded module. */
const SHELL = 'src/screens.tsx';
const page = (name: string) => `src/features/${name}.tsx`;

/**
 * Each route: its HTML entry (index.html, the SPA, unless said) and the modules that load, in order, before it renders.
 * `/` and `/public` for a signed-out visitor are public.html, rendered on the server and hydrated; other signed-out
 * paths, and `/public` signed in, show the SPA's public page.
 */
const ROUTES: { path: string; entry?: string; modules: string[]; budget: number }[] = [
  { path: '/, /public (signed out)', entry: 'public.html', modules: [], budget: PUBLIC_BUDGET },
  { path: '/public (signed in)', modules: [page('public/PublicPage')], budget: APP_BUDGET },
  { path: '/signin', modules: [page('auth/SignInPage')], budget: APP_BUDGET },
  // The booking flow a visitor opens from the public page's Book online (no app shell).
  { path: '/book (signed out)', modules: [page('booking/BookingPage')], budget: APP_BUDGET },
  { path: '/ (admin dashboard)', modules: [SHELL, page('admin/dashboard/AdminDashboardPage')], budget: APP_BUDGET },
  { path: '/calendar', modules: [SHELL, page('admin/calendar/CalendarPage')], budget: APP_BUDGET },
  { path: '/clients', modules: [SHELL, page('clients/ClientsPage')], budget: APP_BUDGET },
  { path: '/helpers', modules: [SHELL, page('helpers/HelpersPage')], budget: APP_BUDGET },
  { path: '/invoices', modules: [SHELL, page('invoices/InvoicesPage')], budget: APP_BUDGET },
  { path: '/payroll', modules: [SHELL, page('admin/payroll/PayrollPage')], budget: APP_BUDGET },
  { path: '/reports', modules: [SHELL, page('admin/reports/ReportsPage')], budget: APP_BUDGET },
  { path: '/settings', modules: [SHELL, page('admin/settings/SettingsPage')], budget: APP_BUDGET },
  { path: '/messages', modules: [SHELL, page('messages/MessagesPage')], budget: APP_BUDGET },
  { path: '/today (helper)', modules: [SHELL, page('helper/TodayPage')], budget: APP_BUDGET },
  { path: '/portal (client)', modules: [SHELL, page('requests/PortalPage')], budget: APP_BUDGET },
  { path: '/request-service', modules: [SHELL, page('requests/RequestServicePage')], budget: APP_BUDGET },
];

let manifest: Record<string, ManifestChunk>;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('web/dist/.vite/manifest.json is missing: run `npm run build` first.');
  process.exit(1);
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** The files of a manifest entry and of everything it imports statically. */
function closure(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: update ROUTES in web/scripts/size.ts`);
  if (files.has(chunk.file)) return files;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const enforce = process.argv.includes('--enforce');
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
let over = 0;
console.log('Initial JS per route (gzip -9, each chunk once):\n');
console.log(`  ${'route'.padEnd(30)} ${'gzip'.padStart(9)} ${'raw'.padStart(10)}  budget`);
for (const route of ROUTES) {
  const files = new Set<string>();
  for (const key of [route.entry ?? 'index.html', ...route.modules]) closure(key, files);
  const gzip = [...files].reduce((total, file) => total + gzipSize(file), 0);
  const raw = [...files].reduce((total, file) => total + readFileSync(path.join(dist, file)).length, 0);
  const fits = gzip <= route.budget;
  if (!fits) over += 1;
  console.log(
    `  ${route.path.padEnd(30)} ${kb(gzip).padStart(9)} ${kb(raw).padStart(10)}  ≤ ${kb(route.budget)} ${fits ? 'ok' : 'OVER'}`,
  );
}
console.log(`
${over === 0 ? 'Every route fits its budget.' : `${over} route(s) over budget.`}
Not counted: CSS, fonts, images, the HTML and the GraphQL answers; chunks a route loads later (dialogs, 'Load more');
what the browser caches between routes. The bytes a browser is sent are the precompressed .br files, smaller still.`);
if (enforce && over > 0) process.exit(1);
