import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { User } from './modules/user/user.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { BODY_LIMIT: '2kb' } });
});
afterAll(() => t.close());

describe('bad requests at the HTTP edge', () => {
  it('answers malformed JSON with a 400 JSON error and writes nothing', async () => {
    const before = await t.em().count(User);
    const response = await t.request().post('/api/signup').set('Content-Type', 'application/json').send('{"email": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body is not valid JSON', code: 'BAD_REQUEST' });
    expect(await t.em().count(User)).toBe(before);
  });

  it('answers a body over the limit with a 413', async () => {
    const response = await t
      .request()
      .post('/api/signup')
      .send({ firstName: 'x'.repeat(5000), lastName: 'y', email: 'big@test.local', password: 'long-enough-pw' });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await t.em().count(User, { email: 'big@test.local' })).toBe(0);
  });

  it('applies the same limits to /graphql', async () => {
    const malformed = await t.request().post('/graphql').set('Content-Type', 'application/json').send('{"query":');
    expect(malformed.status).toBe(400);
    const large = await t
      .request()
      .post('/graphql')
      .send({ query: `{ viewer { id } }`, variables: { pad: 'x'.repeat(5000) } });
    expect(large.status).toBe(413);
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    const response = await t.request().get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('never sends stack traces', async () => {
    const response = await t.request().post('/graphql').send({ query: '{ nope }' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toMatch(/stacktrace|at .*\.ts:\d+/);
    expect(response.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it("refuses GraphQL requests a browser could send cross-site (Apollo's CSRF prevention)", async () => {
    const response = await t.request().get('/graphql').query({ query: '{ viewer { id } }' });
    expect(response.status).toBe(400);
    expect(response.text).toMatch(/CSRF|preflight/i);
  });

  it('limits aliases per operation, as a validation error', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: viewer { id }`).join(' ');
    const response = await t
      .request()
      .post('/graphql')
      .send({ query: `{ ${aliases} }` });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toMatch(/aliases limit/i);
    expect(response.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('disables query batching', async () => {
    const response = await t
      .request()
      .post('/graphql')
      .send([{ query: '{ viewer { id } }' }, { query: '{ viewer { id } }' }]);
    expect(response.status).toBe(400);
  });
});

describe('health', () => {
  it('reports liveness and database readiness', async () => {
    expect((await t.request().get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await t.request().get('/readyz')).body).toEqual({ status: 'ready' });
  });

  it('stays live but not ready while the database refuses connections, and is ready again when it is back', async () => {
    const app = await createTestApp();
    const name = app.orm.config.get('dbName');
    const admin = new pg.Client({ connectionString: `${inject('pgBaseUrl')}/postgres` });
    await admin.connect();
    try {
      // As good as a stopped server for this app: its connections are cut and new ones refused.
      await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      const down = await app.request().get('/readyz');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ status: 'unavailable' });
      expect((await app.request().get('/healthz')).status).toBe(200);

      await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`);
      const back = await app.request().get('/readyz');
      expect(back.status).toBe(200);
      expect(back.body).toEqual({ status: 'ready' });
    } finally {
      await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`).catch(() => undefined);
      await admin.end();
      await app.close();
    }
  });
});
