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

describe('GraphQL errors in production', () => {
  it('do not rebuild the schema through field suggestions while introspection is off', async () => {
    const production = await createTestApp({ config: { NODE_ENV: 'production', SEED_DEMO: '' } });
    try {
      const response = await production.request().post('/graphql').send({ query: '{ viewer { emal } }' });
      expect(response.status).toBe(400);
      expect(response.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(response.body.errors[0].message).toMatch(/Cannot query field "emal"/);
      expect(JSON.stringify(response.body)).not.toMatch(/Did you mean|email/);
      const introspection = await production.request().post('/graphql').send({ query: '{ __schema { types { name } } }' });
      expect(introspection.status).toBe(400);
    } finally {
      await production.close();
    }
  });

  it('still suggest in development, where introspection shows the schema anyway', async () => {
    const response = await t.request().post('/graphql').send({ query: '{ viewer { emal } }' });
    expect(response.body.errors[0].message).toMatch(/Did you mean "email"/);
  });
});
