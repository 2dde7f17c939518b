import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from './apollo/client';
import { APP_FIRST_PAGE_DATA_ID, APP_VIEWER_DATA_ID, primeViewer } from './viewerData';
import { appViewerQuery } from './viewerQuery';

/** The App_Viewer answer as the server inlines it. */
const viewer = {
  __typename: 'User',
  id: 'VXNlcjox',
  role: 'ADMIN',
  needsProfileSetup: false,
  firstName: 'Olivia',
  lastName: 'Sunshine',
  name: 'Olivia Sunshine',
  profileImageUrl: null,
  email: 'olivia@example.com',
  emailVerified: true,
};

/** The whole answer, as the server inlines it (a signed-in session owes no sign-in step). */
const answer = { signInStepOwed: null, viewer };

describe('primeViewer', () => {
  it('starts the cache with the viewer the server inlined, once, and ignores what it cannot read', () => {
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${APP_VIEWER_DATA_ID}">${JSON.stringify(answer)}</script>`;
    const client = createApolloClient();
    primeViewer(client);
    expect(client.readQuery({ query: appViewerQuery })).toMatchObject({ viewer: { id: 'VXNlcjox', role: 'ADMIN' } });
    expect(document.getElementById(APP_VIEWER_DATA_ID)).toBeNull();

    document.body.innerHTML = `<script type="application/json" id="${APP_VIEWER_DATA_ID}">{not json</script>`;
    const other = createApolloClient();
    expect(() => primeViewer(other)).not.toThrow();
    expect(other.readQuery({ query: appViewerQuery })).toBeNull();
  });

  it("restores the first page's normalized answer beside the viewer, once, and ignores what it cannot read", () => {
    // parse, not a gql tag: codegen would type a tagged document into src/gql.
    const page = parse('query Page { users(first: 1) { edges { node { id name } } } }');
    const server = createApolloClient();
    const data = {
      users: {
        __typename: 'UserConnection',
        edges: [{ __typename: 'UserEdge', node: { __typename: 'User', id: 'VXNlcjoy', name: 'Ana' } }],
      },
    };
    server.writeQuery({ query: page, data });
    document.body.innerHTML =
      `<script type="application/json" id="${APP_VIEWER_DATA_ID}">${JSON.stringify(answer)}</script>` +
      `<script type="application/json" id="${APP_FIRST_PAGE_DATA_ID}">${JSON.stringify(server.cache.extract())}</script>`;
    const client = createApolloClient();
    primeViewer(client);
    expect(client.readQuery({ query: page })).toMatchObject({ users: { edges: [{ node: { id: 'VXNlcjoy', name: 'Ana' } }] } });
    expect(client.readQuery({ query: appViewerQuery })).toMatchObject({ viewer: { id: 'VXNlcjox' } });
    expect(document.getElementById(APP_FIRST_PAGE_DATA_ID)).toBeNull();

    document.body.innerHTML = `<script type="application/json" id="${APP_FIRST_PAGE_DATA_ID}">{not json</script>`;
    const other = createApolloClient();
    expect(() => primeViewer(other)).not.toThrow();
    expect(other.readQuery({ query: page })).toBeNull();
  });
});
