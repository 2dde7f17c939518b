import express from 'express';
import type { Request, Response } from 'express';
import type { AppContext } from '../auth/context.js';

/** The name a phone shows when the business's own cannot be read (no database). */
const FALLBACK_NAME = 'Sunshine Clean';
/** A renamed business reaches installed apps within the hour. */
const CACHE = 'public, max-age=3600';
/** The colours of the app's head (web/build/site-head.html `theme-color`) and of its light surface. */
const THEME_COLOR = '#0b6e99';
const BACKGROUND_COLOR = '#ffffff';

/** A home-screen label is cut at about 12 characters: the name itself when it fits, else its first word. */
export function shortNameOf(name: string): string {
  if (name.length <= 12) return name;
  const first = name.split(/\s+/)[0];
  return first.length <= 12 ? first : first.slice(0, 12);
}

export function webManifest(name: string) {
  return {
    name,
    short_name: shortNameOf(name),
    description: `${name}: your jobs, schedule and messages.`,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * /manifest.webmanifest, which makes the app installable on a phone's home screen: named after the business as the
 * owner wrote it in Settings (so it is served, not built), with the icons and colours of the web build.
 */
export function webManifestRoutes(buildContext: (req: Request, res: Response) => Promise<AppContext>): express.Router {
  const router = express.Router();
  router.get('/manifest.webmanifest', async (req, res) => {
    let name = FALLBACK_NAME;
    try {
      const { em, services } = await buildContext(req, res);
      name = (await services.settings.get(em)).businessName || FALLBACK_NAME;
    } catch {
      // The database is away: the app still installs, under the default name.
    }
    res
      .set('Cache-Control', CACHE)
      .type('application/manifest+json')
      .send(JSON.stringify(webManifest(name)));
  });
  return router;
}
