import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, call, sessionCookieOf, startAppProcess } from '../test/app-process.js';
import { createTestDatabase } from '../test/harness.js';
import { linkIn, type MailServer, startMailServer } from '../test/mail-server.js';

/**
 * Two app processes on one database, as behind a load balancer: everything they must share lives in PostgreSQL
 * (sessions, rate limits, idempotency keys, the job queue), so a session made on one works on the other, the
 * sign-in limit counts attempts on both, and each email goes out once although both run a worker.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let mail: MailServer;
let one: AppProcess | undefined;
let two: AppProcess | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
  mail = await startMailServer();
  const env = {
    DATABASE_URL: database.url,
    ADMIN_EMAIL: 'owner@two.test',
    ADMIN_PASSWORD: 'owner-password',
    // Both run the job worker (RUN_WORKER's default) and send to this server.
    SMTP_URL: mail.url,
    PUBLIC_URL: 'http://two.test',
    // As behind the scale profile's proxy: the client address comes from X-Forwarded-For (sign-ups are limited per IP).
    TRUST_PROXY: 'true',
  };
  // Started together, as a scaled-out deployment starts: they take turns to migrate and create the admin account.
  [one, two] = await Promise.all([startAppProcess(env), startAppProcess(env)]);
});
afterAll(async () => {
  one?.kill();
  two?.kill();
  await Promise.all([one?.exited, two?.exited]);
  await mail?.stop();
  await database.drop();
});

/** Follows the verification link emailed to `email`, on the given instance. */
async function verify(app: AppProcess, email: string, cookie: string) {
  const received = await mail.waitFor((m) => m.to.includes(email) && /Confirm your email/.test(m.subject));
  const token = new URL(linkIn(received, 'http://two.test/verify-email?token=')).searchParams.get('token');
  const answer = await call(app.port, '/graphql', {
    body: { query: 'mutation($token: String!) { verifyEmail(input: { token: $token }) { verified } }', variables: { token } },
    cookie,
  });
  expect(JSON.parse(answer.body).data.verifyEmail.verified).toBe(true);
}

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
    expect(signUp.status).toBe(202);
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
    expect(signUp.status).toBe(202);
    // Signing up signs nobody in (its answer is the same for a taken address): the new account signs in.
    const signIn = await call(one!.port, '/api/login', { body: { email: 'idem@two.test', password: 'right-password' } });
    const cookie = sessionCookieOf(signIn);
    expect((await call(one!.port, '/api/auth/profile', { body: { displayName: 'Idem P.' }, cookie })).status).toBe(200);
    // Booking needs a verified address: the link mailed by one instance's sign-up works on the other.
    await verify(two!, 'idem@two.test', cookie);
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
    // One request, so the owner hears of it once.
    await mail.waitFor((m) => m.to.includes('owner@two.test') && /^New service request from Idem P\./.test(m.subject));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(mail.to('owner@two.test').filter((m) => m.subject.startsWith('New service request'))).toHaveLength(1);
  });

  it('sends each email once although both instances run a worker on the one job queue', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `once-${i}@two.test`);
    await Promise.all(
      emails.map(async (email, i) => {
        const answer = await call((i % 2 === 0 ? one! : two!).port, '/api/signup', {
          body: { firstName: 'Once', lastName: `Only ${i}`, email, password: 'right-password' },
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        expect(answer.status).toBe(202);
      }),
    );
    const verifications = () => mail.received.filter((m) => m.to.some((to) => to.startsWith('once-')));
    await mail.waitFor(() => verifications().length >= emails.length, 30_000);
    // Both workers poll every half second: a job taken twice would show within a few polls.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(
      verifications()
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual([...emails].sort());
  });
});
