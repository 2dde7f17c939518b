import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PublicApp } from './features/public/PublicApp';
import { PUBLIC_DATA_ID } from './features/public/publicPageHtml';
import type { PublicSiteData } from './features/public/publicPageQuery';

// The page arrives rendered (api/src/http/public-page.ts); this makes it interactive with the content it was rendered
// from, inlined beside it, so the first client render matches the server's.
const root = document.getElementById('root');
const data = document.getElementById(PUBLIC_DATA_ID);
if (!root || !data?.textContent) throw new Error('The public page has no server-rendered content');

// Hydrated in a transition: in slices that yield to the browser, not one long task (the page is already painted).
const site = JSON.parse(data.textContent) as PublicSiteData;
startTransition(() => {
  hydrateRoot(root, <PublicApp site={site} />);
});
