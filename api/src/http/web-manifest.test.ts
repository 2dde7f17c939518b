import { describe, expect, it } from 'vitest';
import { gql, useTestAppServing } from '../../test/harness.js';
import { Role } from '../auth/role.enum.js';
import { shortNameOf } from './web-manifest.js';

const SW = "self.addEventListener('fetch', () => {});";
const t = useTestAppServing({
  'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  'sw.js': SW,
  'icons/icon-192.png': 'png',
});

describe('the installable app', () => {
  it('serves a web app manifest named after the business, standalone, with 192, 512 and maskable icons', async () => {
    const response = await t.request().get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(response.text);
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone', theme_color: '#0b6e99' });
    expect(typeof manifest.name).toBe('string');
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', type: 'image/png' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );

    const { agent } = await t.signInAs(Role.ADMIN);
    await gql(
      agent,
      'mutation($input: UpdateBusinessSettingsInput!) { updateBusinessSettings(input: $input) { settings { businessName } } }',
      {
        input: { businessName: 'Gulf Breeze Cleaning Co' },
      },
    );
    const renamed = JSON.parse((await t.request().get('/manifest.webmanifest')).text);
    expect(renamed).toMatchObject({ name: 'Gulf Breeze Cleaning Co', short_name: 'Gulf' });
  });

  it('shortens a long name for the home screen', () => {
    expect(shortNameOf('Sunshine')).toBe('Sunshine');
    expect(shortNameOf('Sunshine Clean Naples')).toBe('Sunshine');
    expect(shortNameOf('Supercalifragilistic Cleaning')).toBe('Supercalifra');
  });

  it('serves the service worker uncached, so a new release reaches installed phones at once', async () => {
    const response = await t.request().get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toBe(SW);
    // Other files of the build keep their hour.
    expect((await t.request().get('/icons/icon-192.png')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('allows a same-origin worker and manifest, and nothing else, in the content security policy', async () => {
    const csp = (await t.request().get('/')).headers['content-security-policy'];
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
