import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './apollo/client';
import { keepInlinedViewer, onHelperConfirmed } from './apollo/offline/dayCache';
import { App } from './App';
import { AppProviders } from './providers';
import { primeViewer } from './viewerData';
import { appViewerQuery } from './viewerQuery';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const client = createApolloClient();
primeViewer(client);
// A helper's queue of changes made without a signal (loaded for helpers only).
onHelperConfirmed((helperId, live) => {
  void import('./apollo/offline/offlineQueue').then(({ offlineQueue }) => offlineQueue.attach(client, helperId, live));
});
keepInlinedViewer(client.readQuery({ query: appViewerQuery }));
registerServiceWorker();

/** The installed app's service worker (web/src/sw.ts): the app shell for a start without a signal. */
function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}

// A transition: React renders the first screen in slices, yielding to the browser every few milliseconds, instead of
// one long task that holds off input (Lighthouse's total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders client={client}>
        <App />
      </AppProviders>
    </StrictMode>,
  );
});
