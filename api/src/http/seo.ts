import express from 'express';

/** Short enough that a change of PUBLIC_URL or of the site reaches crawlers the same day. */
const CACHE = 'public, max-age=3600';

/**
 * /robots.txt and /sitemap.xml, real files rather than the SPA's HTML, with absolute links on the configured public
 * URL. Only the public page is listed: every other path is the signed-in app (or the same public page).
 */
export function seoRoutes(publicUrl: string): express.Router {
  const router = express.Router();
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /graphql',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ];
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    `  <url><loc>${escapeXml(`${publicUrl}/`)}</loc></url>`,
    '</urlset>',
    '',
  ];
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', CACHE).type('text/plain').send(robots.join('\n'));
  });
  router.get('/sitemap.xml', (_req, res) => {
    res.set('Cache-Control', CACHE).type('application/xml').send(sitemap.join('\n'));
  });
  return router;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
