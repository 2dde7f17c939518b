import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type express from 'express';
import type { DocumentNode } from 'graphql';
import type { AppContext } from '../auth/context.js';

/** Where `npm run build` leaves the public page's server renderer (web/src/public-server.tsx) and its template. */
export const PUBLIC_PAGE_RENDERER = path.join('.ssr', 'public-server.js');
export const PUBLIC_PAGE_TEMPLATE = 'public.html';
/** Where `/` (or `/public`) leaves the context it built in `res.locals` for the app's page (app-page.ts) when a viewer is signed in. */
export const REQUEST_CONTEXT = 'appContext';

/** What web/src/public-server.tsx exports. */
export interface PublicPageRenderer {
  publicPageQuery: DocumentNode | string;
  renderPublicPage(template: string, site: unknown): string;
}

interface Loaded {
  renderer: PublicPageRenderer;
  template: string;
}

interface PublicPageOptions {
  webDist: string;
  apollo: ApolloServer<AppContext>;
  buildContext: (req: express.Request, res: express.Response) => Promise<AppContext>;
}

/**
 * `/` and `/public` for a signed-out visitor: the public page as HTML with its content in it, rendered from the
 * database on each request (the web's own PublicPage_Query, run in-process with the visitor's context as the REST
 * routes do), then hydrated in the browser, so it paints before any JavaScript or query. `no-cache` with an ETag of
 * the body: an edit of the public content changes the page at once, an unchanged one costs a 304. `Vary: Cookie`,
 * since a signed-in viewer gets the app at the same URL (the next handler, index.html: at /public the SPA's public
 * page with its way back to the viewer's home), as does anyone when the web build has no renderer (the dev server)
 * or the content cannot be read (the SPA then shows its own error and retry).
 */
export function servePublicPage(app: express.Express, { webDist, apollo, buildContext }: PublicPageOptions) {
  let loading: Promise<Loaded | null> | undefined;
  // The content rarely changes between requests: render it again only when it does.
  let last: { json: string; html: string } | undefined;

  const load = async (): Promise<Loaded | null> => {
    const rendererPath = path.join(webDist, PUBLIC_PAGE_RENDERER);
    const templatePath = path.join(webDist, PUBLIC_PAGE_TEMPLATE);
    if (!existsSync(rendererPath) || !existsSync(templatePath)) return null;
    const renderer = (await import(pathToFileURL(rendererPath).href)) as PublicPageRenderer;
    return { renderer, template: readFileSync(templatePath, 'utf8') };
  };

  // The template itself is no page: its outlets are empty.
  app.get(`/${PUBLIC_PAGE_TEMPLATE}`, (_req, res) => {
    res.redirect(301, '/');
  });

  // /public is where the app links to the public site (the sidebar, Settings): signed out, it is the same page.
  app.get(['/', '/public'], async (req, res, next) => {
    try {
      loading ??= load();
      const loaded = await loading;
      if (!loaded) return next();
      res.vary('Cookie');
      const context = await buildContext(req, res);
      if (context.viewer) {
        // The app's page (app-page.ts) answers a signed-in viewer with the same context.
        res.locals[REQUEST_CONTEXT] = context;
        return next();
      }

      const response = await apollo.executeOperation({ query: loaded.renderer.publicPageQuery }, { contextValue: context });
      const result = response.body.kind === 'single' ? response.body.singleResult : undefined;
      const site = (result?.data as { publicSite?: unknown } | null | undefined)?.publicSite;
      if (!site || result?.errors?.length) {
        req.log.warn({ errors: result?.errors }, 'Public page not rendered: its content could not be read');
        return next();
      }
      const json = JSON.stringify(site);
      if (last?.json !== json) last = { json, html: loaded.renderer.renderPublicPage(loaded.template, site) };
      res.set('Cache-Control', 'no-cache').type('html').send(last.html);
    } catch (error) {
      // The app's page needs no database: a visitor still gets it, with its own error and retry.
      req.log.warn({ err: error }, 'Public page not rendered');
      next();
    }
  });
}
