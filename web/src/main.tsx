import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './apollo/client';
import { App } from './App';
import { AppProviders } from './providers';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders client={createApolloClient()}>
      <App />
    </AppProviders>
  </StrictMode>,
);
