import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PLACEHOLDER = '<!--site-head-->';

/**
 * The app (index.html) and the public page (public.html) share their whole <head>: charset, viewport, colours, title,
 * description and the social-card tags. It is written once in build/site-head.html and put in place of
 * `<!--site-head-->` in both, before Vite reads the pages (dev server and build alike).
 */
export function siteHead(): Plugin {
  const file = path.join(import.meta.dirname, 'site-head.html');
  return {
    name: 'site-head',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`An HTML entry has no ${PLACEHOLDER} for the shared head`);
        const head = readFileSync(file, 'utf8').trimEnd().split('\n').join('\n    ');
        return html.replace(PLACEHOLDER, head);
      },
    },
  };
}
