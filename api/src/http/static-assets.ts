import { existsSync } from 'node:fs';
import path from 'node:path';
import type express from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Brotli first, then gzip: the .br and .gz files the web build writes beside each text file. */
const PRECOMPRESSED = { enableBrotli: true, orderPreference: ['br', 'gz'], index: false };

/**
 * The built SPA, sending the build's precompressed .br/.gz files to browsers that accept them (ETag and Last-Modified
 * kept, per file, so each encoding revalidates on its own):
 * - /assets/* have content hashes in their names: cached for a year as immutable; a missing one is a 404;
 * - other files of the build (favicon, icons): cached for an hour; the service worker (sw.js) `no-cache`;
 * - every other GET path is the app: index.html, `no-cache` so a new release is seen at once (for a signed-in viewer,
 *   `appPage` answers first with its own copy, the viewer inlined: app-page.ts).
 */
export function serveWebClient(app: express.Express, webDist: string, appPage?: express.RequestHandler) {
  const indexHtml = path.join(webDist, 'index.html');
  app.use(
    '/assets',
    expressStaticGzip(path.join(webDist, 'assets'), {
      ...PRECOMPRESSED,
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false, index: false },
    }),
  );
  app.use(
    expressStaticGzip(webDist, {
      ...PRECOMPRESSED,
      serveStatic: {
        maxAge: '1h',
        index: false,
        // The service worker is checked on every start, so a new release replaces the cached app shell at once.
        setHeaders: (res, file) => {
          if (/^sw\.js(\.br|\.gz)?$/.test(path.basename(file))) res.setHeader('Cache-Control', 'no-cache');
        },
      },
    }),
  );
  const sendIndex = expressStaticGzip(webDist, { ...PRECOMPRESSED, serveStatic: { cacheControl: false, index: false } });
  if (appPage) app.get(/.*/, appPage);
  app.get(/.*/, (req, res, next) => {
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    req.url = '/index.html';
    sendIndex(req, res, next);
  });
}
