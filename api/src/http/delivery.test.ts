import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../test/harness.js';
import { loadConfig } from '../config.js';

const ASSET = 'assets/app-3f9a1c2b.js';
const assetSource = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const indexSource = `<!doctype html><html><head><title>Sunshine Clean</title></head><body><div id="root"></div>${'<!-- pad -->'.repeat(200)}</body></html>`;

/** A built web client as `vite build` leaves it: each text file beside its .br and .gz. */
function writeWebDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'sunshine-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [file, content] of [
    [ASSET, assetSource],
    ['index.html', indexSource],
  ] as const) {
    writeFileSync(path.join(dist, file), content);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content));
  }
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

/** Any answer's bytes, whatever its type (supertest has already undone its brotli or gzip). */
const rawBody = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};
const text = (response: Response) => (response.body as Buffer).toString('utf8');

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = writeWebDist();
  t = await createTestApp({ config: { WEB_DIST: dist, PUBLIC_URL: 'https://sunshine.example/' } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding: string) =>
  t.request().get(url).set('Accept-Encoding', acceptEncoding).buffer(true).parse(rawBody);

describe('hashed assets', () => {
  it('sends the precompressed brotli file to a browser that takes it, cached for a year as immutable', async () => {
    const response = await get(`/${ASSET}`, 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers.etag).toBeTruthy();
    expect(text(response)).toBe(assetSource);
  });

  it('sends the .gz file to a gzip-only client and the file itself to one that takes neither', async () => {
    const gzip = await get(`/${ASSET}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(text(gzip)).toBe(assetSource);
    const plain = await get(`/${ASSET}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(text(plain)).toBe(assetSource);
  });

  it('keeps ETags, one per encoding, and answers a matching revalidation with 304', async () => {
    const brotli = await get(`/${ASSET}`, 'br');
    const gzip = await get(`/${ASSET}`, 'gzip');
    expect(brotli.headers.etag).not.toBe(gzip.headers.etag);
    const again = await t.request().get(`/${ASSET}`).set('Accept-Encoding', 'br').set('If-None-Match', brotli.headers.etag);
    expect(again.status).toBe(304);
  });

  it('answers a missing asset with a 404, not the app', async () => {
    const response = await t.request().get('/assets/gone-00000000.js');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });
});

describe('the app page', () => {
  it('sends index.html on every app path, compressed and never cached without revalidation', async () => {
    for (const url of ['/', '/calendar', '/clients?search=ana']) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBeTruthy();
      expect(text(response)).toBe(indexSource);
    }
  });

  it('revalidates index.html by its ETag', async () => {
    const first = await get('/', 'gzip');
    const again = await t.request().get('/').set('Accept-Encoding', 'gzip').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
  });
});

describe('JSON answers', () => {
  const schemaQuery = { query: '{ __schema { types { name description } } }' };

  it('compresses /graphql with brotli, or gzip for a client without it', async () => {
    const brotli = await t
      .request()
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse(rawBody)
      .send(schemaQuery);
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(text(brotli)).data.__schema.types.length).toBeGreaterThan(10);

    const gzip = await t.request().post('/graphql').set('Accept-Encoding', 'gzip').send(schemaQuery);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.data.__schema.types.length).toBeGreaterThan(10);
  });

  it('compresses /api answers', async () => {
    const response = await get('/api/openapi.json', 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(text(response)).openapi).toMatch(/^3\.1/);
  });

  it('sends answers under 1 KB as they are, where compressing costs more than it saves', async () => {
    const response = await get('/healthz', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(text(response))).toEqual({ status: 'ok' });
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('serves a real robots.txt pointing at the sitemap on the public URL', async () => {
    const response = await t.request().get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).not.toMatch(/<html/i);
    expect(response.text).toMatch(/^User-agent: \*$/m);
    expect(response.text).toMatch(/^Disallow: \/api\/$/m);
    expect(response.text).toMatch(/^Disallow: \/graphql$/m);
    expect(response.text).toMatch(/^Sitemap: https:\/\/sunshine\.example\/sitemap\.xml$/m);
  });

  it('serves a sitemap listing the public page at the public URL', async () => {
    const response = await t.request().get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(response.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...response.text.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])).toEqual(['https://sunshine.example/']);
  });

  it('takes the public URL from PUBLIC_URL, else this host and port; a bad one stops the start', () => {
    expect(testConfig({ PUBLIC_URL: 'https://clean.example/site/' }).publicUrl).toBe('https://clean.example/site');
    expect(testConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(() => loadConfig({ PUBLIC_URL: 'sunshine.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://sunshine.example/?a=1' })).toThrow(/PUBLIC_URL/);
  });
});
