import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './apollo/client';
import { App } from './App';
import { AppProviders } from './providers';
import { primeViewer } from './viewerData';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const client = createApolloClient();
primeViewer(client);

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
