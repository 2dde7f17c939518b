import { StrictMode } from 'react';
import { ThemeModeProvider } from '../../theme/ThemeModeProvider';
import type { PublicSiteData } from './publicPageQuery';
import { PublicSite } from './PublicSite';

/** The theme the server renders the public page in; the visitor's own mode applies once hydrated. */
const SERVER_MODE = 'light';

/**
 * The whole tree of the server-rendered public page, the same on both sides so hydration matches: the server renders
 * it (web/src/public-server.tsx) and the browser hydrates it (web/src/public-main.tsx). No Apollo Client, no router:
 * the content comes inlined in the HTML, and the page's links are plain ones.
 */
export function PublicApp({ site }: { site: PublicSiteData }) {
  return (
    <StrictMode>
      <ThemeModeProvider serverMode={SERVER_MODE}>
        <PublicSite site={site} />
      </ThemeModeProvider>
    </StrictMode>
  );
}
