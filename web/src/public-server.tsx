import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { PublicApp } from './features/public/PublicApp';
import { publicPageTitle } from './features/public/PublicSite';
import { BODY_OUTLET, HEAD_OUTLET, PUBLIC_DATA_ID, scriptSafeJson } from './features/public/publicPageHtml';
import type { PublicSiteData } from './features/public/publicPageQuery';

/**
 * The server side of the public page, built by `vite build --ssr` into web/dist-ssr/public-server.js (self-contained)
 * and loaded by the API (api/src/http/public-page.ts), which runs `publicPageQuery` in-process and calls
 * `renderPublicPage` with the built public.html and the answer.
 */
export { publicPageQuery } from './features/public/publicPageQuery';
// The same server bundle also serves the SPA's first load for a signed-in viewer (api/src/http/app-page.ts).
export { appViewerDocument, firstPageQuery, renderAppPage } from './appPageServer';

export function renderPublicPage(template: string, site: PublicSiteData): string {
  const sheet = new ServerStyleSheet();
  try {
    const body = renderToString(sheet.collectStyles(<PublicApp site={site} />));
    const data = `<script type="application/json" id="${PUBLIC_DATA_ID}">${scriptSafeJson(site)}</script>`;
    return template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(publicPageTitle(site))}</title>`)
      .replace(HEAD_OUTLET, () => sheet.getStyleTags())
      .replace(BODY_OUTLET, () => body + data);
  } finally {
    sheet.seal();
  }
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
