import type { TypedDocumentNode } from '@apollo/client';
import { InMemoryCache } from '@apollo/client/cache';
import { sentDocumentText, withTypenames } from './apollo/sentDocument';
import { typePolicies } from './apollo/type-policies';
import { AdminDashboardPage_Query, DASHBOARD_PAGE_SIZE } from './features/admin/dashboard/AdminDashboardPage';
import { scriptSafeJson } from './features/public/publicPageHtml';
import type { Role } from './gql/graphql';
import { APP_FIRST_PAGE_DATA_ID, APP_VIEWER_DATA_ID } from './viewerData';
import { appViewerQuery } from './viewerQuery';

/**
 * The server's part of the SPA's first load for a signed-in viewer (api/src/http/app-page.ts): index.html with the
 * viewer's App_Viewer answer inlined (the client's cache starts with it, so the root route does not wait a round trip)
 * and `modulepreload` links for the chunks of the app shell, so they download beside the entry instead of after it.
 */

/** App_Viewer as the client's cache reads it (with `__typename`, so the viewer is normalized like a fetched one). */
export const appViewerDocument = sentDocumentText(appViewerQuery);

/** A page's query that the server answers into index.html, so the page renders as soon as its chunk has loaded. */
export interface FirstPageQuery {
  document: string;
  variables: Record<string, unknown>;
}

interface PageQuery {
  node: TypedDocumentNode<unknown, Record<string, unknown>>;
  document: string;
  variables: Record<string, unknown>;
}

function pageQuery<Variables extends Record<string, unknown>>(
  node: TypedDocumentNode<unknown, Variables>,
  variables: Variables,
): PageQuery {
  // The cache reads the answer with `node`; the server runs what Apollo Client would send.
  return {
    node: withTypenames(node) as TypedDocumentNode<unknown, Record<string, unknown>>,
    document: sentDocumentText(node),
    variables,
  };
}

// The admin's home: its query otherwise starts only once the dashboard's chunk has loaded and rendered, and its
// answer then re-renders the page in one long task (Lighthouse's blocking time); inlined, the page's first render has
// its data (sliced like the rest of the first load: it is a lazy component's retry, not a store update).
const ADMIN_DASHBOARD = pageQuery(AdminDashboardPage_Query, { pageSize: DASHBOARD_PAGE_SIZE });
const ADMIN_DASHBOARD_PATHS = new Set(['/', '/admin']);

/** The query of the page at `pathname` whose answer is inlined for this viewer, if any (the admin's dashboard). */
export function firstPageQuery(viewer: AppViewer, pathname: string): FirstPageQuery | null {
  if (viewer.role !== 'ADMIN' || !ADMIN_DASHBOARD_PATHS.has(pathname.replace(/(.)\/$/, '$1'))) return null;
  return { document: ADMIN_DASHBOARD.document, variables: ADMIN_DASHBOARD.variables };
}

/**
 * The page query's answer as the client's cache holds it (normalized by the same type policies), for
 * `cache.restore` (viewerData.ts): no document needed in the entry to write it.
 */
function pageCache(query: FirstPageQuery, data: unknown): unknown {
  if (query.document !== ADMIN_DASHBOARD.document) return null;
  const cache = new InMemoryCache({ typePolicies });
  cache.writeQuery({ query: ADMIN_DASHBOARD.node, variables: query.variables, data });
  return cache.extract();
}

export const SHELL_MODULE = 'src/screens.tsx';
const PROFILE_SETUP_MODULE = 'src/features/auth/ProfileSetupPage.tsx';

interface AppViewer {
  role: Role;
  needsProfileSetup: boolean;
}

/**
 * The route module the app loads first for this viewer (see App.tsx): profile setup, or the shell. Not the screen's
 * page: on Lighthouse's slow 4G its chunks took bandwidth from the entry and the shell, which paint first (the
 * dashboard's first paint came 0.5 s later with them, FCP 2.9-3.3 s against 2.4-2.5 s); the shell asks for the
 * page as soon as it runs.
 */
export function firstModules(viewer: AppViewer): string[] {
  return viewer.needsProfileSetup && viewer.role !== 'ADMIN' ? [PROFILE_SETUP_MODULE] : [SHELL_MODULE];
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
 * security policy allows no inline script), the first route's chunks preloaded, and `page`, the answer to
 * `firstPageQuery`, as a normalized cache.
 */
export function renderAppPage(
  template: string,
  manifest: BuildManifest,
  data: { viewer: AppViewer },
  page?: { query: FirstPageQuery; data: unknown },
): string {
  const links = preloadFiles(manifest, firstModules(data.viewer))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  const cache = page ? pageCache(page.query, page.data) : null;
  const json =
    `<script type="application/json" id="${APP_VIEWER_DATA_ID}">${scriptSafeJson(data)}</script>` +
    (cache ? `<script type="application/json" id="${APP_FIRST_PAGE_DATA_ID}">${scriptSafeJson(cache)}</script>` : '');
  return template.replace('</head>', () => `${links}</head>`).replace('</body>', () => `${json}</body>`);
}
