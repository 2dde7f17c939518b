import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, call, sessionCookieOf, startAppProcess } from '../test/app-process.js';
import { createTestDatabase } from '../test/harness.js';

/**
 * Two app processes on one database, as behind a load balancer: everything they must share lives in PostgreSQL
 * (sessions, rate limits, idempotency keys), so a session made on one works on the other, and the sign-in limit
 * counts attempts on both.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let one: AppProcess | undefined;
let two: AppProcess | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
  const env = { DATABASE_URL: database.url, ADMIN_EMAIL: 'owner@two.test', ADMIN_PASSWORD: 'owner-password' };
  // Started together, as a scaled-out deployment starts: they take turns to migrate and create the admin account.
  [one, two] = await Promise.all([startAppProcess(env), startAppProcess(env)]);
});
afterAll(async () => {
  one?.kill();
  two?.kill();
  await Promise.all([one?.exited, two?.exited]);
  await database.drop();
});

describe('two instances, one database', () => {
  it('a session made on one instance works on the other, and signing out on that one ends it on both', async () => {
    const signedIn = await call(one!.port, '/api/login', { body: { email: 'owner@two.test', password: 'owner-password' } });
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookieOf(signedIn);
    const elsewhere = await call(two!.port, '/api/auth/user', { cookie });
    expect(elsewhere.status).toBe(200);
    expect(JSON.parse(elsewhere.body)).toMatchObject({ email: 'owner@two.test', role: 'admin' });

    expect((await call(two!.port, '/api/logout', { cookie, headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(302);
    expect((await call(one!.port, '/api/auth/user', { cookie })).status).toBe(401);
  });

  it('shares the sign-in limit: failures on both count together', async () => {
    const signUp = await call(one!.port, '/api/signup', {
      body: { firstName: 'Shared', lastName: 'Limit', email: 'limit@two.test', password: 'right-password' },
    });
    expect(signUp.status).toBe(201);
    const attempt = (app: AppProcess, password: string) =>
      call(app.port, '/api/login', { body: { email: 'limit@two.test', password } });
    // The default limit: 5 failures per account and source in 15 minutes; here they alternate between instances.
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt(i % 2 === 0 ? one! : two!, `wrong-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const app of [one!, two!]) {
      const held = await attempt(app, 'right-password');
      expect(held.status).toBe(429);
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('shares idempotency keys: a retry that lands on the other instance returns the same request', async () => {
    const signUp = await call(one!.port, '/api/signup', {
      body: { firstName: 'Idem', lastName: 'Potent', email: 'idem@two.test', password: 'right-password' },
    });
    const cookie = sessionCookieOf(signUp);
    expect((await call(one!.port, '/api/auth/profile', { body: { displayName: 'Idem P.' }, cookie })).status).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    const body = {
      service: 'standard',
      date: today,
      time: 'morning',
      phoneNumber: '239-555-0170',
      recurring: 'onetime',
      address: '2 Twin Ave, Naples, FL',
      idempotencyKey: 'two-instances-key',
    };
    const [first, retry] = await Promise.all([
      call(one!.port, '/api/service-requests', { body, cookie }),
      call(two!.port, '/api/service-requests', { body, cookie }),
    ]);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(JSON.parse(retry.body).id).toBe(JSON.parse(first.body).id);
  });
});
