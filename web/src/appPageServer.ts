import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { scriptSafeJson } from './features/public/publicPageHtml';
import type { Role } from './gql/graphql';
import { APP_VIEWER_DATA_ID } from './viewerData';
import { appViewerQuery } from './viewerQuery';

/**
 * The server's part of the SPA's first load for a signed-in viewer (api/src/http/app-page.ts): index.html with the
 * viewer's App_Viewer answer inlined (the client's cache starts with it, so the root route does not wait a round trip)
 * and `modulepreload` links for the chunks of the app shell, so they download beside the entry instead of after it.
 */

/** App_Viewer as the client's cache reads it (with `__typename`, so the viewer is normalized like a fetched one). */
export const appViewerDocument = print(addTypenameToDocument(appViewerQuery));

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
 * security policy allows no inline script), and the first route's chunks preloaded.
 */
export function renderAppPage(template: string, manifest: BuildManifest, data: { viewer: AppViewer }): string {
  const links = preloadFiles(manifest, firstModules(data.viewer))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  const json = `<script type="application/json" id="${APP_VIEWER_DATA_ID}">${scriptSafeJson(data)}</script>`;
  return template.replace('</head>', () => `${links}</head>`).replace('</body>', () => `${json}</body>`);
}
