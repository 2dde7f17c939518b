import { describe, expect, it } from 'vitest';
import { ROLES, useTestAppServing } from '../../test/harness.js';
import { Role } from '../auth/role.enum.js';
import { PUBLIC_PAGE_RENDERER } from './public-page.js';

const indexSource = `<!doctype html><html><head><title>App</title></head><body><div id="root"></div>${'<!-- pad -->'.repeat(200)}</body></html>`;
const manifest = { 'index.html': { file: 'assets/index-1.js', isEntry: true } };

/**
 * A stand-in for the server bundle (web/src/public-server.tsx re-exporting web/src/appPageServer.ts, whose own tests
 * cover the HTML; the browser tests run the real one): the same exports, echoing what the API hands it.
 */
const rendererSource = `
export const publicPageQuery = 'query PublicPage_Query { publicSite { businessName } }';
export function renderPublicPage(template) { return template; }
export const appViewerDocument = 'query App_Viewer { viewer { __typename id role email needsProfileSetup } }';
// An admin-only page query, asked for every viewer at /dashboard-test: only an answer without errors is inlined.
export function firstPageQuery(viewer, pathname) {
  return pathname === '/dashboard-test'
    ? { document: 'query Page($first: Int!) { adminDashboard { pendingApprovals } serviceRequests(first: $first) { totalCount } }', variables: { first: 1 } }
    : null;
}
export function renderAppPage(template, manifest, data, page) {
  return template.replace('<div id="root"></div>', () =>
    '<div id="root"></div><script type="application/json" id="app-viewer">' + JSON.stringify({ data, entry: manifest['index.html'].file, page: page ?? null }) + '</script>');
}
`;

interface Inlined {
  data: { viewer: { __typename: string; id: string; role: string; email: string } };
  entry: string;
  page: { query: { variables: unknown }; data: unknown } | null;
}
const inlined = (html: string): Inlined =>
  JSON.parse(/<script type="application\/json" id="app-viewer">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as Inlined;

const t = useTestAppServing({
  'index.html': indexSource,
  'public.html': indexSource,
  '.vite/manifest.json': JSON.stringify(manifest),
  [PUBLIC_PAGE_RENDERER]: rendererSource,
});

describe("the app's page for a signed-in viewer", () => {
  it('inlines that viewer, and no one else, on every app path, never stored by a cache', async () => {
    for (const role of ROLES) {
      const { agent, user } = await t.signInAs(role);
      for (const url of ['/', '/calendar', '/invoices/abc/print']) {
        const response = await agent.get(url).set('Accept-Encoding', 'gzip, deflate, br');
        expect(response.status, `${role} ${url}`).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control'], `${role} ${url}`).toBe('no-store');
        expect(response.headers.vary).toMatch(/Cookie/i);
        expect(response.headers['content-encoding']).toBe('br');
        const { data, entry } = inlined(response.text);
        expect(data.viewer, `${role} ${url}`).toMatchObject({ __typename: 'User', role: role.toUpperCase(), email: user.email });
        expect(entry).toBe(manifest['index.html'].file);
        expect(inlined(response.text).page, `${role} ${url}`).toBeNull();
      }
    }
  });

  it("inlines the first page's answer for a viewer allowed to read it, and nothing of it for the others", async () => {
    for (const role of ROLES) {
      const { agent } = await t.signInAs(role);
      const response = await agent.get('/dashboard-test');
      expect(response.status, role).toBe(200);
      const { data, page } = inlined(response.text);
      expect(data.viewer.role, role).toBe(role.toUpperCase());
      if (role === Role.ADMIN) {
        expect(page?.query.variables).toEqual({ first: 1 });
        expect(page?.data).toMatchObject({
          adminDashboard: { pendingApprovals: expect.any(Number) as number },
          serviceRequests: { totalCount: expect.any(Number) as number },
        });
      } else {
        // Refused (the role directive): the page asks for itself and gets the same refusal.
        expect(page, role).toBeNull();
      }
    }
  });

  it('is the static index.html, revalidated by its ETag, for a signed-out visitor', async () => {
    for (const url of ['/signin', '/calendar', '/public']) {
      const response = await t.request().get(url);
      expect(response.text, url).toBe(indexSource);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.etag, url).toBeTruthy();
    }
  });

  it('is the static index.html when the session is no longer valid', async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    await agent.post('/api/logout');
    const response = await agent.get('/calendar');
    expect(response.text).toBe(indexSource);
    expect(response.text).not.toContain('app-viewer');
  });
});
