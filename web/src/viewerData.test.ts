import { describe, expect, it } from 'vitest';
import { createApolloClient } from './apollo/client';
import { APP_VIEWER_DATA_ID, primeViewer } from './viewerData';
import { appViewerQuery } from './viewerQuery';

describe('primeViewer', () => {
  it('starts the cache with the viewer the server inlined, once, and ignores what it cannot read', () => {
    const viewer = {
      __typename: 'User',
      id: 'VXNlcjox',
      role: 'ADMIN',
      needsProfileSetup: false,
      firstName: 'Olivia',
      name: 'Olivia Sunshine',
      profileImageUrl: null,
      email: 'olivia@example.com',
      emailVerified: true,
    };
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${APP_VIEWER_DATA_ID}">${JSON.stringify({ viewer })}</script>`;
    const client = createApolloClient();
    primeViewer(client);
    expect(client.readQuery({ query: appViewerQuery })).toMatchObject({ viewer: { id: 'VXNlcjox', role: 'ADMIN' } });
    expect(document.getElementById(APP_VIEWER_DATA_ID)).toBeNull();

    document.body.innerHTML = `<script type="application/json" id="${APP_VIEWER_DATA_ID}">{not json</script>`;
    const other = createApolloClient();
    expect(() => primeViewer(other)).not.toThrow();
    expect(other.readQuery({ query: appViewerQuery })).toBeNull();
  });
});
