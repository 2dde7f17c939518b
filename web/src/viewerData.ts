import type { ApolloClient } from '@apollo/client';
import type { App_ViewerQuery } from './gql/graphql';
import { appViewerQuery } from './viewerQuery';

/** The element of index.html holding the server's App_Viewer answer for a signed-in viewer (api/src/http/app-page.ts). */
export const APP_VIEWER_DATA_ID = 'app-viewer';

/**
 * Starts the cache with the viewer the server inlined, if it did, so the root route renders the viewer's screen
 * without waiting for the App_Viewer round trip. The element is removed: a later sign-in must not read it again.
 */
export function primeViewer(client: ApolloClient, doc: Document = document) {
  const element = doc.getElementById(APP_VIEWER_DATA_ID);
  if (!element?.textContent) return;
  element.remove();
  try {
    client.writeQuery({ query: appViewerQuery, data: JSON.parse(element.textContent) as App_ViewerQuery });
  } catch {
    // Unreadable: the query simply runs as it would without it.
  }
}
