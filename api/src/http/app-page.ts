import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type express from 'express';
import type { AppContext } from '../auth/context.js';
import { PUBLIC_PAGE_RENDERER, REQUEST_CONTEXT } from './public-page.js';

/** What web/src/appPageServer.ts exports through the server bundle. */
interface AppPageRenderer {
  appViewerDocument: string;
  /** The query of the page at that path whose answer is inlined too (the admin's dashboard), if any. */
  firstPageQuery?(viewer: unknown, pathname: string): { document: string; variables: Record<string, unknown> } | null;
  renderAppPage(
    template: string,
    manifest: unknown,
    data: unknown,
    page?: { query: { document: string; variables: Record<string, unknown> }; data: unknown },
  ): string;
}

interface Loaded {
  renderer: AppPageRenderer;
  template: string;
  manifest: unknown;
}

interface AppPageOptions {
  webDist: string;
  apollo: ApolloServer<AppContext>;
  buildContext: (req: express.Request, res: express.Response) => Promise<AppContext>;
}

/**
 * index.html for a signed-in viewer, with the web app's App_Viewer answer inlined (and, for the admin's dashboard,
 * the page's own query answer) and the shell's chunks preloaded (web/src/appPageServer.ts): the app renders the
 * viewer's screen without a round trip first. Personal, so
 * `no-store` and `Vary: Cookie`. A signed-out visitor, a build without the renderer (the dev server) or any failure
 * falls through to the static index.html, which works as before.
 */
export function serveAppPage({ webDist, apollo, buildContext }: AppPageOptions): express.RequestHandler {
  let loading: Promise<Loaded | null> | undefined;
  const load = async (): Promise<Loaded | null> => {
    const rendererPath = path.join(webDist, PUBLIC_PAGE_RENDERER);
    const manifestPath = path.join(webDist, '.vite', 'manifest.json');
    const templatePath = path.join(webDist, 'index.html');
    if (![rendererPath, manifestPath, templatePath].every((file) => existsSync(file))) return null;
    const renderer = (await import(pathToFileURL(rendererPath).href)) as Partial<AppPageRenderer>;
    if (!renderer.renderAppPage || !renderer.appViewerDocument) return null;
    return {
      renderer: renderer as AppPageRenderer,
      template: readFileSync(templatePath, 'utf8'),
      manifest: JSON.parse(readFileSync(manifestPath, 'utf8')),
    };
  };

  return async (req, res, next) => {
    try {
      loading ??= load();
      const loaded = await loading;
      if (!loaded) return next();
      res.vary('Cookie');
      const context = (res.locals[REQUEST_CONTEXT] as AppContext | undefined) ?? (await buildContext(req, res));
      if (!context.viewer) return next();
      const response = await apollo.executeOperation({ query: loaded.renderer.appViewerDocument }, { contextValue: context });
      const result = response.body.kind === 'single' ? response.body.singleResult : undefined;
      if (!result?.data?.viewer || result.errors?.length) return next();
      const page = await answerFirstPage(loaded.renderer, result.data.viewer, req.path, context);
      const html = loaded.renderer.renderAppPage(loaded.template, loaded.manifest, result.data, page);
      res.set('Cache-Control', 'no-store').type('html').send(html);
    } catch (error) {
      req.log.warn({ err: error }, 'App page not rendered');
      next();
    }
  };

  /** The first page's query answered in-process with the viewer's own context; any error: not inlined (the page asks). */
  async function answerFirstPage(renderer: AppPageRenderer, viewer: unknown, pathname: string, context: AppContext) {
    const query = renderer.firstPageQuery?.(viewer, pathname);
    if (!query) return undefined;
    const response = await apollo.executeOperation(
      { query: query.document, variables: query.variables },
      { contextValue: context },
    );
    const result = response.body.kind === 'single' ? response.body.singleResult : undefined;
    if (!result?.data || result.errors?.length) return undefined;
    return { query, data: result.data };
  }
}
