import { describe, expect, it } from 'vitest';
import { gql, ROLES, useTestAppServing } from '../../test/harness.js';
import { Role } from '../auth/role.enum.js';
import { PUBLIC_PAGE_RENDERER, PUBLIC_PAGE_TEMPLATE } from './public-page.js';

const padding = '<!-- pad -->'.repeat(200);
const indexSource = `<!doctype html><html><head><title>App</title></head><body><div id="root"></div>${padding}</body></html>`;
const templateSource = `<!doctype html><html><head><title>T</title><!--public-head--></head><body><div id="root"><!--public-body--></div>${padding}</body></html>`;

/**
 * A stand-in for web/src/public-server.tsx as `npm run build` leaves it (the real one is exercised by the browser
 * tests against the real build): the same exports, rendering the answer of its query into the template.
 */
const rendererSource = `
export const publicPageQuery = 'query PublicPage_Query { publicSite { businessName phone services { title } } }';
export function renderPublicPage(template, site) {
  return template.replace('<!--public-body-->', '<h1>' + site.businessName + '</h1><p>' + site.services.map((s) => s.title).join(', ') + '</p>');
}
`;

const t = useTestAppServing({
  'index.html': indexSource,
  [PUBLIC_PAGE_TEMPLATE]: templateSource,
  [PUBLIC_PAGE_RENDERER]: rendererSource,
});

const renamed = async (businessName: string) => {
  const { agent } = await t.signInAs(Role.ADMIN);
  const result = await gql(
    agent,
    'mutation($input: UpdateBusinessSettingsInput!) { updateBusinessSettings(input: $input) { settings { businessName } } }',
    { input: { businessName } },
  );
  expect(result.errors).toBeUndefined();
};

describe('the public page at /', () => {
  it('is rendered on the server for a signed-out visitor, from the database, compressed, revalidated by ETag', async () => {
    const response = await t.request().get('/').set('Accept-Encoding', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The same URL is the app for a signed-in viewer.
    expect(response.headers.vary).toMatch(/Cookie/i);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers.etag).toBeTruthy();
    expect(response.text).toMatch(/<div id="root"><h1>[^<]+<\/h1><p>[^<]*<\/p><\/div>/);
    expect(response.text).not.toContain('<!--public-body-->');

    const again = await t.request().get('/').set('If-None-Match', response.headers.etag);
    expect(again.status).toBe(304);
  });

  it('changes, with its ETag, as soon as the owner edits the public content', async () => {
    await renamed('Gulf Coast Sparkle');
    const before = await t.request().get('/');
    expect(before.text).toContain('<h1>Gulf Coast Sparkle</h1>');

    await renamed('Naples Shine');
    const after = await t.request().get('/').set('If-None-Match', before.headers.etag);
    expect(after.status).toBe(200);
    expect(after.text).toContain('<h1>Naples Shine</h1>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('is the app for a signed-in viewer of every role, and on every other path', async () => {
    for (const role of ROLES) {
      const { agent } = await t.signInAs(role);
      const response = await agent.get('/');
      expect(response.status, role).toBe(200);
      expect(response.text, role).toBe(indexSource);
      expect(response.headers['cache-control'], role).toBe('no-cache');
    }
    for (const url of ['/signin', '/calendar', '/public/more']) {
      expect((await t.request().get(url)).text, url).toBe(indexSource);
    }
  });

  it('is also at /public, where the app links to the public site: rendered signed out, the app signed in', async () => {
    // Signed out, /public is the page / is, not the whole app (151 KB of script against 82 KB).
    const home = await t.request().get('/');
    const response = await t.request().get('/public').set('Accept-Encoding', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/Cookie/i);
    expect(response.text).toBe(home.text);
    expect(response.text).toMatch(/<div id="root"><h1>[^<]+<\/h1><p>[^<]*<\/p><\/div>/);
    expect((await t.request().get('/public').set('If-None-Match', response.headers.etag)).status).toBe(304);

    // Signed in, the app's own public page, with its way back ('Go back to Portal', 'Back to Dashboard').
    for (const role of ROLES) {
      const { agent } = await t.signInAs(role);
      const signedIn = await agent.get('/public');
      expect(signedIn.status, role).toBe(200);
      expect(signedIn.text, role).toBe(indexSource);
    }
  });

  it('does not serve its template as a page', async () => {
    const response = await t.request().get(`/${PUBLIC_PAGE_TEMPLATE}`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/');
  });

  it('does not serve the server renderer', async () => {
    const response = await t.request().get(`/${PUBLIC_PAGE_RENDERER}`);
    expect(response.text).not.toContain('renderPublicPage');
  });
});
