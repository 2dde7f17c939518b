import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, gql, TEST_PASSWORD, type TestApp } from '../test/harness.js';
import { Role } from './auth/role.enum.js';
import { Client } from './modules/client/client.entity.js';
import { ServiceRequest } from './modules/service-request/service-request.entity.js';
import { User } from './modules/user/user.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captureLogs: true, now: () => new Date('2026-11-22T15:00:00Z') });
});
afterAll(() => t.close());

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Lopez',
  email: t.uniqueEmail('ctl'),
  password: 'long-enough-pw',
  ...overrides,
});

describe('control characters (NUL and friends) are refused as 400 BAD_USER_INPUT naming the field, on both transports', () => {
  it.each([
    ['firstName', { firstName: 'a\u0000' }],
    ['lastName', { lastName: 'b\u0007c' }],
    ['email', { email: 'x\u001b@test.local' }],
    ['password', { password: 'long-enough\u0000-pw' }],
  ])('POST /api/signup with one in %s', async (field, overrides) => {
    const before = await t.em().count(User);
    const response = await t.request().post('/api/signup').send(signUpBody(overrides));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: `${field} must not contain control characters`, code: 'BAD_USER_INPUT', field });
    expect(await t.em().count(User)).toBe(before);
  });

  /** A valid booking, to which each case adds its one field. */
  const serviceRequestBody = {
    service: 'deep',
    date: '2026-12-03',
    time: 'morning',
    phoneNumber: '239-555-0142',
    recurring: 'onetime',
    address: '1 Palm Ave',
  };

  it('keeps tab, newline and carriage return, which people do type', async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    const response = await agent.post('/api/service-requests').send({ ...serviceRequestBody, notes: 'Gate:\t1234\r\nDogs: 2' });
    expect(response.status).toBe(201);
    expect(response.body.notes).toBe('Gate:\t1234\r\nDogs: 2');
  });

  it.each([
    ['notes', { notes: 'side door\u0000' }],
    ['address', { address: '1 Palm\u0000 Ave' }],
    ['phoneNumber', { phoneNumber: '239\u0085555 0142' }],
  ])('POST /api/service-requests with one in %s', async (field, overrides) => {
    const { agent } = await t.signInAs(Role.CLIENT);
    const before = await t.em().count(ServiceRequest);
    const response = await agent.post('/api/service-requests').send({ ...serviceRequestBody, ...overrides });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await t.em().count(ServiceRequest)).toBe(before);
  });

  it('?search=a%00b on a REST list, and the same search through GraphQL', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const rest = await agent.get('/api/clients?search=a%00b');
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ message: 'search must not contain control characters', code: 'BAD_USER_INPUT', field: 'search' });
    const graphql = await agent
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: 'query($s: String) { clients(first: 5, search: $s) { totalCount } }', variables: { s: 'a\u0000b' } });
    expect(graphql.status).toBe(400);
    expect(graphql.body.errors[0]).toMatchObject({
      message: 'search must not contain control characters',
      extensions: { code: 'BAD_USER_INPUT', field: 'search' },
    });
  });

  it('who may call comes first: the wrong role is refused (401/403) before its query string or body is judged', async () => {
    const { agent: client } = await t.signInAs(Role.CLIENT);
    expect((await client.get('/api/clients?search=a%00b')).status).toBe(403);
    expect((await t.request().get('/api/clients?search=a%00b')).status).toBe(401);
    const { agent: helper } = await t.signInAs(Role.HELPER);
    const wrongType = await helper.post('/api/clients').set('Content-Type', 'text/plain').send('displayName=x');
    expect(wrongType.status).toBe(403);
    const broken = await helper.post('/api/clients').set('Content-Type', 'application/json').send('{"displayName":');
    expect(broken.status).toBe(403);
    const { agent: admin } = await t.signInAs(Role.ADMIN);
    const adminWrongType = await admin.post('/api/clients').set('Content-Type', 'text/plain').send('displayName=x');
    expect(adminWrongType.status).toBe(415);
    const adminBroken = await admin.post('/api/clients').set('Content-Type', 'application/json').send('{"displayName":');
    expect(adminBroken.status).toBe(400);
    expect(adminBroken.body).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('a literal in the GraphQL document, nested in an input object', async () => {
    const before = await t.em().count(User);
    const result = await gql(
      t.request(),
      `mutation { signUp(input: { firstName: "a\\u0000", lastName: "b", email: "${t.uniqueEmail('lit')}", password: "long-enough-pw" }) { message } }`,
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'firstName' });
    expect(await t.em().count(User)).toBe(before);
  });

  it('a query string parameter that no operation reads (caption, returnTo) and a path id', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const caption = await agent.post('/api/gallery-photos?caption=x%01y').set('Content-Type', 'image/png').send(Buffer.alloc(10));
    expect(caption.status).toBe(400);
    expect(caption.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'caption' });
    const login = await t.request().get('/api/login?returnTo=/x%00');
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'returnTo' });
    const path = await agent.patch('/api/clients/abc%00def').send({ displayName: 'x' });
    expect(path.status).toBeGreaterThanOrEqual(400);
    expect(path.status).toBeLessThan(500);
  });
});

describe('malformed percent-encoding in a path is 400, never 500, before anything else is judged', () => {
  /** Each router that takes a path parameter: the REST rows, the calendar feed, the gallery, the unsubscribe links. */
  const paths: [string, string][] = [
    ['get', '/api/clients/%E0%A4%A'],
    ['patch', '/api/clients/%E0%A4%A'],
    ['delete', '/api/clients/%ff'],
    ['patch', '/api/service-requests/%E0%A4%A'],
    ['patch', '/api/invoices/%C0'],
    ['delete', '/api/invoices/%E0%A4%A'],
    ['patch', '/api/helpers/%ff'],
    ['delete', '/api/helpers/%E0%A4%A'],
    ['get', '/api/calendar/%ff.ics'],
    ['get', '/api/gallery-photos/%E0%A4%A'],
  ];

  it.each(paths)('%s %s, signed out and as the admin', async (method, path) => {
    const { agent: admin } = await t.signInAs(Role.ADMIN);
    for (const agent of [t.request(), admin]) {
      const response = await agent[method as 'get' | 'patch' | 'delete'](path).set('Content-Type', 'application/json').send('{}');
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(response.body).toEqual({ message: 'The address holds malformed percent-encoding', code: 'BAD_REQUEST' });
    }
  });
});

describe('a lone UTF-16 surrogate in a JSON string is 400 BAD_USER_INPUT naming the field, and changes nothing', () => {
  const LONE = 'a\ud800b';
  /** Rows of every table these cases could write, and the audit trail every accepted change writes to. */
  const rowCounts = () =>
    t
      .em()
      .getConnection()
      .execute(
        `select (select count(*) from users) u, (select count(*) from clients) c, (select count(*) from service_requests) r,
                (select count(*) from messages) m, (select count(*) from testimonials) ts, (select count(*) from audit_events) a`,
      );

  it.each([
    [
      'createClient',
      'displayName',
      'mutation($input: CreateClientInput!) { createClient(input: $input) { __typename } }',
      { displayName: LONE },
    ],
    [
      'sendMessageToBusiness',
      'body',
      'mutation($input: SendMessageToBusinessInput!) { sendMessageToBusiness(input: $input) { __typename } }',
      { body: LONE },
    ],
    [
      'saveTestimonial',
      'name',
      'mutation($input: SaveTestimonialInput!) { saveTestimonial(input: $input) { __typename } }',
      { name: LONE, text: 'Great', rating: 5, yearsOfService: 1 },
    ],
    [
      'updateBusinessSettings',
      'businessName',
      'mutation($input: UpdateBusinessSettingsInput!) { updateBusinessSettings(input: $input) { __typename } }',
      { businessName: LONE },
    ],
  ])('GraphQL %s with one in %s', async (name, field, query, input) => {
    const role = name === 'sendMessageToBusiness' ? Role.CLIENT : Role.ADMIN;
    const { agent } = await t.signInAs(role);
    const before = await rowCounts();
    const response = await agent.post('/graphql').set('Content-Type', 'application/json').send({ query, variables: { input } });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toMatchObject({
      message: `${field} must be valid Unicode text`,
      extensions: { code: 'BAD_USER_INPUT', field },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['/api/clients', Role.ADMIN, 'displayName', { displayName: LONE }],
    [
      '/api/service-requests',
      Role.CLIENT,
      'notes',
      {
        service: 'deep',
        date: '2026-12-03',
        time: 'morning',
        phoneNumber: '239-555-0142',
        recurring: 'onetime',
        address: '1 Palm Ave',
        notes: LONE,
      },
    ],
    [
      '/api/signup',
      null,
      'firstName',
      { firstName: LONE, lastName: 'Lopez', email: 'lone@test.local', password: 'long-enough-pw' },
    ],
  ])('REST POST %s with one in its body', async (path, role, field, body) => {
    const agent = role ? (await t.signInAs(role)).agent : t.request();
    const before = await rowCounts();
    const response = await agent.post(path).set('Content-Type', 'application/json').send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: `${field} must be valid Unicode text`, code: 'BAD_USER_INPUT', field });
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps characters outside the Basic Multilingual Plane, whose surrogates come in pairs', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const response = await agent.post('/api/clients').send({ displayName: 'Sparkle 🧽✨ Co' });
    expect(response.status).toBe(201);
    expect(response.body.displayName).toBe('Sparkle 🧽✨ Co');
  });
});

describe('text that is not well-formed UTF-16', () => {
  it('a lone surrogate in a validated field is bad input, not a 500 (found by the hostile-input test)', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const result = await gql(
      agent,
      'mutation($input: LinkClientAccountInput!) { linkClientAccount(input: $input) { __typename } }',
      { input: { clientId: '41ba2f90-fffd-8fff-b765-c809356fe329', email: '\ud800' } },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('logs never carry SQL parameter values, password hashes, tokens or cookies', () => {
  it('a request that fails inside the database logs the failure without the SQL values', async () => {
    const database = t.orm.config.get('dbName');
    const admin = new pg.Client({ connectionString: `${inject('pgBaseUrl')}/${database}` });
    await admin.connect();
    // A rule the app does not know about makes the insert fail in PostgreSQL itself, as a real fault would.
    await admin.query(`alter table users add constraint reject_sentinel check (first_name <> 'Sentinel Name')`);
    try {
      const email = t.uniqueEmail('sentinel');
      const response = await t
        .request()
        .post('/api/signup')
        .set('Cookie', 'sid=s%3Asecret-cookie-value')
        .send(signUpBody({ firstName: 'Sentinel Name', email, password: 'sentinel-password-123' }));
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });

      const logs = t.logs();
      expect(logs).toContain('23514'); // the failure is logged, by its SQLSTATE
      expect(logs).toContain('reject_sentinel'); // and the constraint it broke
      for (const secret of ['Sentinel Name', email, 'sentinel-password-123', '$argon2id', 'secret-cookie-value', 'insert into']) {
        expect(logs).not.toContain(secret);
      }
    } finally {
      await admin.query('alter table users drop constraint reject_sentinel');
      await admin.end();
    }
  });

  it('a signed-in request and a bearer token request log neither the cookie nor the token', async () => {
    const { agent, user } = await t.signInAs(Role.ADMIN);
    const created = await gql(agent, 'mutation { createApiToken(input: { name: "log test" }) { token } }');
    const token = created.data.createApiToken.token as string;
    await t.request().post('/graphql').set('Authorization', `Bearer ${token}`).send({ query: '{ viewer { id } }' });
    const login = await t.request().post('/api/login').send({ email: user.email, password: TEST_PASSWORD });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    await agent.get('/api/auth/user');
    const logs = t.logs();
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(cookie);
    expect(logs).not.toContain(TEST_PASSWORD);
  });
});

/** The documented error body of each transport. */
const errorBody = (path: string, message: string, code: string) =>
  path === '/graphql' ? { errors: [{ message, extensions: { code } }] } : { message, code };

describe('body-parser failures answer the documented JSON error, never 500', () => {
  for (const path of ['/api/signup', '/graphql']) {
    it(`${path}: an unknown charset is 415`, async () => {
      const response = await t
        .request()
        .post(path)
        .set('Content-Type', 'application/json; charset=foo-bar')
        .send(JSON.stringify(signUpBody()));
      expect(response.status).toBe(415);
      expect(response.body).toEqual(errorBody(path, 'Unsupported charset "FOO-BAR"', 'UNSUPPORTED_MEDIA_TYPE'));
    });

    it(`${path}: an unknown Content-Encoding is 415`, async () => {
      const response = await t
        .request()
        .post(path)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'xyz')
        .send(JSON.stringify(signUpBody()));
      expect(response.status).toBe(415);
      expect(response.body).toEqual(errorBody(path, 'Unsupported content encoding "xyz"', 'UNSUPPORTED_MEDIA_TYPE'));
    });

    it(`${path}: a body that is not the gzip it claims is 400`, async () => {
      const response = await t
        .request()
        .post(path)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .send(Buffer.from('definitely not gzip'));
      expect(response.status).toBe(400);
      expect(response.body).toEqual(errorBody(path, 'The request body could not be decoded', 'BAD_REQUEST'));
    });
  }

  it('a real gzip body is still read', async () => {
    const before = await t.em().count(Client);
    const { agent } = await t.signInAs(Role.ADMIN);
    const response = await agent
      .post('/api/clients')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize((body: unknown) => body as string)
      .send(gzipSync(JSON.stringify({ displayName: 'Zipped Client' })));
    expect(response.body).toMatchObject({ displayName: 'Zipped Client' });
    expect(response.status).toBe(201);
    expect(await t.em().count(Client)).toBe(before + 1);
  });
});
