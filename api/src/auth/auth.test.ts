import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  errorCode,
  gql,
  LENIENT_ACCOUNT_LIMITS,
  LENIENT_LIMITS,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/harness.js';
import { User } from '../modules/user/user.entity.js';
import { INVALID_CREDENTIALS } from './auth.service.js';
import { Role } from './role.enum.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionCookie = (response: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((response.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('sid='));

describe('POST /api/signup', () => {
  it('creates a client who must complete their profile, who then signs in', async () => {
    const agent = t.agent();
    const email = t.uniqueEmail('New.Person').replace('new', 'NEW');
    const response = await agent
      .post('/api/signup')
      .send({ firstName: 'Ana', lastName: 'Lopez', email, password: 'long-enough-pw' });
    expect(response.status).toBe(202);
    expect(response.body.message).toMatch(/We sent an email/);
    // Signing up signs nobody in: the answer must not differ for an address that already had an account.
    expect(sessionCookie(response)).toBeUndefined();
    const signedIn = await agent.post('/api/login').send({ email, password: 'long-enough-pw' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: email.toLowerCase(),
      role: 'client',
      needsProfileSetup: true,
    });
    const cookie = sessionCookie(signedIn);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect((await agent.get('/api/auth/user')).body.email).toBe(email.toLowerCase());
    const stored = await t.em().findOneOrFail(User, { email: email.toLowerCase() }, { populate: ['passwordHash'] });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers a duplicate email, whatever its case, as a new one and writes no account', async () => {
    const existing = await t.buildUser();
    const before = await t.em().count(User);
    const response = await t
      .request()
      .post('/api/signup')
      .send({ firstName: 'Dup', lastName: 'User', email: existing.email.toUpperCase(), password: 'long-enough-pw' });
    expect(response.status).toBe(202);
    expect(response.body.message).toMatch(/We sent an email/);
    expect(await t.em().count(User)).toBe(before);
  });

  it.each([
    ['email', { firstName: 'A', lastName: 'B', email: 'not-an-email', password: 'long-enough-pw' }],
    ['password', { firstName: 'A', lastName: 'B', email: 'short@test.local', password: 'short' }],
    ['firstName', { firstName: '', lastName: 'B', email: 'blank@test.local', password: 'long-enough-pw' }],
  ])('refuses an invalid %s with a 400 naming it, and writes nothing', async (field, body) => {
    const before = await t.em().count(User);
    const response = await t.request().post('/api/signup').send(body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_USER_INPUT');
    expect(response.body.field).toBe(field);
    expect(await t.em().count(User)).toBe(before);
  });

  it('refuses a missing field', async () => {
    const response = await t.request().post('/api/signup').send({ firstName: 'A', email: 'x@test.local' });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/lastName|password/);
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password (any email case) and regenerates the session id', async () => {
    const user = await t.buildUser({ role: Role.HELPER });
    const agent = t.agent();
    // A session that exists before sign-in (e.g. planted by an attacker) must not survive it.
    await agent.post('/api/login').send({ email: user.email, password: 'wrong-password' });
    const first = await agent.post('/api/login').send({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: user.id, role: 'helper' });
    const firstCookie = sessionCookie(first);
    const second = await agent.post('/api/login').send({ email: user.email, password: TEST_PASSWORD });
    const secondCookie = sessionCookie(second);
    expect(firstCookie).toBeTruthy();
    expect(secondCookie).toBeTruthy();
    expect(secondCookie!.split(';')[0]).not.toBe(firstCookie!.split(';')[0]);
    expect((await agent.get('/api/auth/user')).body.id).toBe(user.id);
  });

  it('gives one generic message for a wrong password and an unknown email', async () => {
    const user = await t.buildUser();
    const wrong = await t.request().post('/api/login').send({ email: user.email, password: 'not-the-password' });
    const unknown = await t.request().post('/api/login').send({ email: 'nobody@test.local', password: 'whatever-pw' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: INVALID_CREDENTIALS, code: 'UNAUTHENTICATED' });
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it('works through GraphQL too, with the same generic error', async () => {
    const user = await t.buildUser();
    const agent = t.agent();
    const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { user { email } } }';
    const bad = await gql(agent, SIGN_IN, { input: { email: user.email, password: 'nope-nope' } });
    expect(bad.errors?.[0]).toMatchObject({ message: INVALID_CREDENTIALS, extensions: { code: 'UNAUTHENTICATED' } });
    const good = await gql(agent, SIGN_IN, { input: { email: user.email, password: TEST_PASSWORD } });
    expect(good.data.signIn.user.email).toBe(user.email);
    expect((await gql(agent, '{ viewer { email } }')).data.viewer.email).toBe(user.email);
  });
});

describe('sign-in rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      signInLimits: { ...LENIENT_LIMITS, perIp: 6, perAccountAndSource: 3, windowSeconds: 600 },
    });
  });
  afterAll(() => limited.close());

  it('locks an account after repeated failures (429 with Retry-After), even with the right password', async () => {
    const user = await limited.buildUser();
    for (let i = 0; i < 3; i++) {
      expect((await limited.request().post('/api/login').send({ email: user.email, password: 'bad-guess' })).status).toBe(401);
    }
    const locked = await limited.request().post('/api/login').send({ email: user.email, password: TEST_PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('limits attempts per IP across accounts, also on GraphQL', async () => {
    // The first test used 4 of this IP's 6 attempts.
    const other = await limited.buildUser();
    expect((await limited.request().post('/api/login').send({ email: other.email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await limited.request().post('/api/login').send({ email: 'x@test.local', password: 'guess-one' })).status).toBe(401);
    const blocked = await limited.request().post('/api/login').send({ email: other.email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    const viaGraphQL = await limited
      .request()
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: `mutation { signIn(input: { email: "${other.email}", password: "${TEST_PASSWORD}" }) { user { id } } }` });
    expect(viaGraphQL.status).toBe(429);
    expect(viaGraphQL.headers['retry-after']).toBeTruthy();
    expect(viaGraphQL.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('an attacker elsewhere can neither lock the owner out nor keep guessing', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Behind a proxy, so each request may say which address it comes from.
    app = await createTestApp({
      config: { TRUST_PROXY: 'true' },
      signInLimits: {
        ...LENIENT_LIMITS,
        perAccountAndSource: 3,
        freeAccountFailures: 4,
        firstDelaySeconds: 60,
        maxDelaySeconds: 900,
        perAccountPerDay: 50,
      },
    });
  });
  afterAll(() => app.close());

  const attempt = (ip: string, email: string, password: string, agent = app.agent()) =>
    agent.post('/api/login').set('X-Forwarded-For', ip).send({ email, password });

  it('counts failures per account and source, holds the account back for unknown sources only, and lets the known device in', async () => {
    const owner = await app.buildUser({ role: Role.ADMIN });
    // The owner signs in once from their own browser, which then keeps a device cookie.
    const ownerBrowser = app.agent();
    const first = await attempt('203.0.113.7', owner.email, TEST_PASSWORD, ownerBrowser);
    expect(first.status).toBe(200);
    expect(String(first.headers['set-cookie'])).toMatch(/sc_device=[\w-]{22,}; .*HttpOnly/);

    // One attacker address: three failures, then that address is refused for this account, right password or not.
    for (let i = 0; i < 3; i++) expect((await attempt('198.51.100.1', owner.email, `guess-${i}`)).status).toBe(401);
    const held = await attempt('198.51.100.1', owner.email, TEST_PASSWORD);
    expect(held.status).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);

    // Another address is a new source: its failures push the account past its 4 free failures into a delay.
    expect((await attempt('198.51.100.2', owner.email, 'guess-a')).status).toBe(401);
    expect((await attempt('198.51.100.2', owner.email, 'guess-b')).status).toBe(401); // the 5th: a 60 s delay starts
    expect((await attempt('198.51.100.2', owner.email, 'guess-c')).status).toBe(429);
    // While the delay runs, no unknown source gets to try, not even with the right password: guessing is stopped.
    const fresh = await attempt('198.51.100.3', owner.email, TEST_PASSWORD);
    expect(fresh.status).toBe(429);
    expect(fresh.body.code).toBe('TOO_MANY_REQUESTS');

    // The owner's own browser, even from a new network, is not held back by what happened elsewhere.
    const mine = await attempt('192.0.2.44', owner.email, TEST_PASSWORD, ownerBrowser);
    expect(mine.status).toBe(200);
    expect(mine.body.email).toBe(owner.email);
  });

  it('the delay grows with every failure from unknown sources', async () => {
    const user = await app.buildUser();
    const limits = app.services.auth.throttle;
    for (let i = 0; i < 7; i++) await limits.recordFailure(user.email, { ip: `198.51.100.${10 + i}` });
    // 7 failures, 4 free: the last one set a 60 × 2^(3-1) = 240 s delay.
    const refused = await attempt('198.51.100.99', user.email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(230);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(240);
  });
});

describe('sign-up and current-password checks are limited', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      accountLimits: { ...LENIENT_ACCOUNT_LIMITS, signUpsPerIpPerHour: 3, passwordChecksPerAccount: 2 },
    });
  });
  afterAll(() => app.close());

  it('refuses a burst of sign-ups from one address with 429 and writes nothing more', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await app
        .request()
        .post('/api/signup')
        .send({ firstName: 'Burst', lastName: 'Signup', email: app.uniqueEmail('burst'), password: 'long-enough-pw' });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(await app.em().count(User, { firstName: 'Burst' })).toBe(3);
  });

  it('stops guesses at the current password through changePassword, even the right one, until the window passes', async () => {
    const { agent } = await app.signInAs(Role.CLIENT);
    const CHANGE = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { changed } }';
    const change = (currentPassword: string) =>
      gql(agent, CHANGE, { input: { currentPassword, newPassword: 'brand-new-password' } });
    expect(errorCode(await change('wrong-one'))).toBe('BAD_USER_INPUT');
    expect(errorCode(await change('wrong-two'))).toBe('BAD_USER_INPUT');
    const limited = await agent
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: CHANGE, variables: { input: { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-password' } } });
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 when signed out', async () => {
    const response = await t.request().get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it("answers the spec's user fields when signed in", async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT, { displayName: 'Ana L.', phone: '+12395550111' });
    const response = await agent.get('/api/auth/user');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: 'client',
      profileImageUrl: null,
      needsProfileSetup: false,
      displayName: 'Ana L.',
      phone: '+12395550111',
    });
  });
});

describe('sign-out', () => {
  it('GET /api/logout ends the session and redirects home', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    // The header's button: a same-origin navigation.
    const response = await agent.get('/api/logout').set('Sec-Fetch-Site', 'same-origin');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/');
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  it('the signOut mutation ends the session too', async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    expect((await gql(agent, 'mutation { signOut { signedOut } }')).data.signOut.signedOut).toBe(true);
    expect((await gql(agent, '{ viewer { id } }')).data.viewer).toBeNull();
  });

  it('a stolen cookie is useless after sign-out', async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT);
    const login = await t.request().post('/api/login').send({ email: user.email, password: TEST_PASSWORD });
    const cookie = sessionCookie(login)!.split(';')[0];
    await supertest(t.app).get('/api/logout').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin');
    expect((await supertest(t.app).get('/api/auth/user').set('Cookie', cookie)).status).toBe(401);
    expect((await agent.get('/api/auth/user')).status).toBe(200); // other sessions are separate
  });
});

describe('sign-out cannot be forced from another site', () => {
  const expectSignedIn = async (agent: ReturnType<typeof t.agent>) =>
    expect((await agent.get('/api/auth/user')).status).toBe(200);

  it.each([
    ['a cross-site navigation', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a same-site (other subdomain) navigation', { 'Sec-Fetch-Site': 'same-site' }],
    ['a typed address or bookmark', { 'Sec-Fetch-Site': 'none' }],
    ['a request that says nothing of where it came from', {}],
    ['an old browser coming from another site', { Referer: 'https://evil.example/page' }],
  ])('%s shows a "Sign out?" page whose button POSTs, and keeps the session', async (_case, headers) => {
    const { agent } = await t.signInAs(Role.CLIENT);
    const response = await agent.get('/api/logout').set(headers);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toContain('<h1>Sign out?</h1>');
    expect(response.text).toMatch(/<form method="post" action="\/api\/logout">\s*<button type="submit">Sign out<\/button>/);
    await expectSignedIn(agent);
  });

  it("an old browser's same-origin navigation (Referer, no Sec-Fetch-Site) still signs out at once", async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    const response = await agent
      .get('/api/logout')
      .set('Host', 'sunshine.example')
      .set('Referer', 'http://sunshine.example/portal');
    expect(response.status).toBe(302);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  it("the page's button (a same-origin form POST) signs out and goes home", async () => {
    const { agent } = await t.signInAs(Role.HELPER);
    const response = await agent
      .post('/api/logout')
      .set('Host', 'sunshine.example')
      .set('Origin', 'http://sunshine.example')
      .type('form')
      .send('');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/');
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  it('a cross-site POST is refused and signs no one out', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const response = await agent.post('/api/logout').set('Origin', 'https://evil.example').type('form').send('');
    expect(response.status).toBe(403);
    await expectSignedIn(agent);
  });

  it('signed out already: straight home, no page', async () => {
    const response = await t.request().get('/api/logout').set('Sec-Fetch-Site', 'cross-site');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});

describe('GET /api/login', () => {
  it('shows the sign-in page, keeping a same-origin returnTo', async () => {
    const plain = await t.request().get('/api/login');
    expect(plain.status).toBe(302);
    expect(plain.headers.location).toBe('/signin');
    const withReturn = await t.request().get('/api/login').query({ returnTo: '/invoices?x=1' });
    expect(withReturn.headers.location).toBe('/signin?returnTo=%2Finvoices%3Fx%3D1');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example'])('drops an off-site returnTo %s', async (target) => {
    const response = await t.request().get('/api/login').query({ returnTo: target });
    expect(response.headers.location).toBe('/signin');
  });
});

describe('session lifetimes', () => {
  it('ends a session past its absolute lifetime even while it is in use', async () => {
    const short = await createTestApp({ config: { SESSION_ABSOLUTE_DAYS: '1' } });
    try {
      const { agent } = await short.signInAs(Role.CLIENT);
      expect((await agent.get('/api/auth/user')).status).toBe(200);
      const realNow = Date.now;
      Date.now = () => realNow() + 2 * 86_400_000;
      try {
        expect((await agent.get('/api/auth/user')).status).toBe(401);
      } finally {
        Date.now = realNow;
      }
    } finally {
      await short.close();
    }
  });

  it('sets the idle lifetime as a rolling cookie max-age', async () => {
    const user = await t.buildUser();
    const response = await t.request().post('/api/login').send({ email: user.email, password: TEST_PASSWORD });
    const expires = /Expires=([^;]+)/.exec(sessionCookie(response)!)![1];
    const hours = (new Date(expires).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71);
    expect(hours).toBeLessThanOrEqual(72);
  });
});

describe('error codes', () => {
  it('maps validation through GraphQL to BAD_USER_INPUT without echoing the password', async () => {
    const result = await gql(t.request(), 'mutation($input: SignUpInput!) { signUp(input: $input) { message } }', {
      input: { firstName: 'A', lastName: 'B', email: 'x@test.local', password: 'tiny' },
    });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(result)).not.toContain('tiny');
  });
});
