import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { Role } from './auth/role.enum.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends a content security policy and the usual hardening headers', async () => {
    const response = await t.request().get('/healthz');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('cross-site protection of the /api routes', () => {
  it('refuses a state-changing request from another site, and accepts same-origin ones', async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    const crossOrigin = await agent.post('/api/role-request').set('Origin', 'https://evil.example').send({ phone: '2395550140' });
    expect(crossOrigin.status).toBe(403);
    const fetchMetadata = await agent.post('/api/role-request').set('Sec-Fetch-Site', 'cross-site').send({ phone: '2395550140' });
    expect(fetchMetadata.status).toBe(403);
    const sameOrigin = await agent
      .post('/api/role-request')
      .set('Host', 'sunshine.example')
      .set('Origin', 'http://sunshine.example')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ phone: '2395550140' });
    expect(sameOrigin.status).toBe(201);
  });

  it('needs a JSON body, which plain cross-site forms cannot send', async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    expect((await agent.post('/api/role-request').type('form').send('phone=2395550141')).status).toBe(415);
  });
});
