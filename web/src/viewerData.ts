import type { ApolloClient } from '@apollo/client';
import type { App_ViewerQuery } from './gql/graphql';
import { appViewerQuery } from './viewerQuery';

/** The element of index.html holding the server's App_Viewer answer for a signed-in viewer (api/src/http/app-page.ts). */
export const APP_VIEWER_DATA_ID = 'app-viewer';
/** ...and the first page's query answer as a normalized cache (appPageServer.ts `firstPageQuery`), when inlined. */
export const APP_FIRST_PAGE_DATA_ID = 'app-first-page';

/**
 * Starts the cache with the viewer the server inlined, if it did, so the root route renders the viewer's screen
 * without waiting for the App_Viewer round trip, and with the first page's answer if the server inlined it too. The
 * elements are removed: a later sign-in must not read them again.
 */
export function primeViewer(client: ApolloClient, doc: Document = document) {
  restoreFirstPage(client, doc);
  const element = doc.getElementById(APP_VIEWER_DATA_ID);
  if (!element?.textContent) return;
  element.remove();
  try {
    client.writeQuery({ query: appViewerQuery, data: JSON.parse(element.textContent) as App_ViewerQuery });
  } catch {
    // Unreadable: the query simply runs as it would without it.
  }
}

/** The first page's answer, restored before the viewer is written (a restore replaces what the cache held). */
function restoreFirstPage(client: ApolloClient, doc: Document) {
  const element = doc.getElementById(APP_FIRST_PAGE_DATA_ID);
  if (!element?.textContent) return;
  element.remove();
  try {
    client.cache.restore(JSON.parse(element.textContent) as ReturnType<ApolloClient['cache']['extract']>);
  } catch {
    // Unreadable: the page's query runs as it would without it.
  }
}
