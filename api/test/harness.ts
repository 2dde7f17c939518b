import type { QuoteLimits } from '../src/modules/pricing/quote.service.js';
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import supertest from 'supertest';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../src/app.js';
import { type AccountLimits, postgresRateLimits, type SignInLimits } from '../src/auth/rate-limit.js';
import { Role } from '../src/auth/role.enum.js';
import { type Config, loadConfig } from '../src/config.js';
import { initOrm, timeoutsOf } from '../src/db/orm.js';
import { createLogger } from '../src/logger.js';
import type { User } from '../src/modules/user/user.entity.js';
import { createServices, type Services } from '../src/services.js';
import { startJobs, type JobRuntime } from '../src/jobs/runtime.js';
import type { AccountEmailLimits } from '../src/modules/account-token/account-token.service.js';
import type { BookingLimits } from '../src/modules/booking/booking.service.js';
import { createFileStorage } from '../src/integrations/storage/create-file-storage.js';
import { createFactories, TEST_PASSWORD, type UserFields } from './factories.js';
import { createCardGateway } from '../src/integrations/stripe/client.js';
import { createTextGateway } from '../src/integrations/twilio/client.js';

export { TEST_PASSWORD };

/** A fresh database cloned from the migrated template: this file's own, isolated from parallel files. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = inject('pgBaseUrl');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('templateDatabase')}"`);
  } finally {
    await admin.end();
  }
  return {
    url: `${base}/${name}`,
    async drop() {
      const client = new pg.Client({ connectionString: `${base}/postgres` });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
    DATA_DIR: '/tmp/sunshine-test-data',
    WEB_DIST: '/nonexistent-web-dist',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    MAIL_RETRY_LIMIT: '3',
    MAIL_RETRY_DELAY_SECONDS: '1',
    ...overrides,
  });
}

/** Generous by default so a file's many sign-ins are not throttled; rate-limit tests pass their own. */
export const LENIENT_LIMITS: SignInLimits = {
  perIp: 10_000,
  perAccountAndSource: 10_000,
  freeAccountFailures: 10_000,
  firstDelaySeconds: 1,
  maxDelaySeconds: 60,
  perAccountPerDay: 10_000,
  windowSeconds: 60,
};
export const LENIENT_ACCOUNT_LIMITS: AccountLimits = { signUpsPerIpPerHour: 10_000, passwordChecksPerAccount: 10_000 };

export interface TestAppOptions {
  config?: Record<string, string>;
  signInLimits?: SignInLimits;
  accountLimits?: AccountLimits;
  /** A fixed clock for the domain services (dates of service, "today"). */
  now?: () => Date;
  /** Keep the app's log lines (at LOG_LEVEL info) for the test to read: `t.logs()`. */
  captureLogs?: boolean;
  /** Called with every SQL statement the ORM sends, for tests that count queries. */
  onQuery?: (sql: string) => void;
  /** Limits of the reset and verification emails (generous unless a test is about them). */
  accountEmailLimits?: AccountEmailLimits;
  /** Online booking's per-IP limits (generous unless a test is about them). */
  bookingLimits?: BookingLimits;
  /** Public quotes per IP (the app's default unless a test is about them). */
  quoteLimits?: QuoteLimits;
}

/** Generous by default so a file's many resets are not limited; rate-limit tests pass their own. */
export const LENIENT_ACCOUNT_EMAIL_LIMITS: AccountEmailLimits = {
  resetPerIp: 10_000,
  resetPerAccount: 10_000,
  verificationPerUser: 10_000,
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The app for one test file: started (with `options`, or what the function returns when the file's tests begin) before
 * the file's tests, closed after them. What it returns stands for that app from then on, so a file writes
 * `const t = useTestApp(...)` rather than its own let, beforeAll and afterAll; touched before the app has started
 * (outside a test or hook) it throws.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(() => app?.close());
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!app) throw new Error('The test app starts in beforeAll: use it inside a test or a hook.');
      return Reflect.get(app, key) as unknown;
    },
  });
}

/**
 * useTestApp serving a stand-in web build: `files` (a path inside web/dist and its text) are written to a temporary
 * folder the app serves as WEB_DIST, removed after the file's tests.
 */
export function useTestAppServing(files: Record<string, string>): TestApp {
  let dist = '';
  beforeAll(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'sunshine-web-dist-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
      writeFileSync(path.join(dist, name), text);
    }
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return useTestApp(() => ({ config: { WEB_DIST: dist } }));
}

/**
 * Counts the SELECT statements an action sends: pass `onQuery` to createTestApp, then `await selects.during(...)`.
 * For tests that prove a list costs the same number of statements whatever its page size.
 */
export function selectCounter() {
  let statements: string[] | null = null;
  return {
    onQuery: (message: string) => {
      // MikroORM colours its log lines; without the colour codes a line reads `[query] select ...`.
      statements?.push(stripVTControlCharacters(message));
    },
    async during(action: () => Promise<unknown>): Promise<number> {
      statements = [];
      try {
        await action();
        const selects = statements.filter((sql) => /^\[query\] select\b/i.test(sql)).length;
        // A counter that sees nothing proves nothing: fail loudly rather than compare two zeros.
        if (selects === 0) throw new Error(`No SELECT seen among ${statements.length} logged statements`);
        return selects;
      } finally {
        statements = null;
      }
    },
  };
}

/** The real app on a real database, for one test file: `const t = await createTestApp()` in beforeAll. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await createTestDatabase();
  const config = testConfig(options.config);
  const orm: MikroORM = await initOrm(
    database.url,
    {
      pool: { min: 0, max: 5 },
      ...(options.onQuery && { debug: ['query'], logger: (message: string) => options.onQuery!(message) }),
    },
    timeoutsOf(config),
  );
  const services: Services = createServices({
    rateLimits: postgresRateLimits(orm.em.getConnection().getKnex()),
    now: options.now,
    signInLimits: options.signInLimits ?? LENIENT_LIMITS,
    accountLimits: options.accountLimits ?? LENIENT_ACCOUNT_LIMITS,
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
    // Quick retries, so a test of a failing SMTP server sees them within seconds.
    mailRetry: { retryLimit: config.mail.retryLimit, retryDelaySeconds: config.mail.retryDelaySeconds },
    mailMode: config.mail.smtpUrl ? 'smtp' : 'kept',
    accountEmailLimits: options.accountEmailLimits ?? LENIENT_ACCOUNT_EMAIL_LIMITS,
    bookingLimits: options.bookingLimits ?? { bookingsPerIpPerHour: 10_000, leadsPerIpPerHour: 10_000 },
    quoteLimits: options.quoteLimits,
    // Stripe only when the file points the app at its fake (test/fake-stripe.ts, fakeStripeEnv).
    cardGateway: createCardGateway(config.stripe),
    // Texts only when the file points the app at its fake (test/fake-twilio.ts, fakeTwilioEnv).
    textGateway: createTextGateway(config.twilio),
    storage: createFileStorage(config.storage),
  });
  const logLines: string[] = [];
  const logger = options.captureLogs
    ? createLogger('info', { write: (line: string) => void logLines.push(line) })
    : createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const built = await createApp({ orm, config, logger, services });
  const app = built.app;

  const factories = createFactories(orm, services);

  /** A supertest agent (it keeps cookies) signed in as this account. */
  async function signIn(user: Pick<User, 'email'>) {
    const agent = supertest.agent(app);
    const response = await agent.post('/api/login').send({ email: user.email, password: TEST_PASSWORD });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
    return agent;
  }

  /** An agent signed in as a new account of the role (see buildUser for the fields). */
  async function signInAs(role: Role, fields: UserFields = {}) {
    const user = await factories.buildUser({ ...fields, role });
    return { agent: await signIn(user), user };
  }

  let jobs: JobRuntime | undefined;

  return {
    app,
    orm,
    config,
    services,
    /**
     * Runs the job worker for this file's database, sending through the app's SMTP_URL (pass it in `config`), with no
     * cron: tests call the scheduled jobs themselves (services.scheduledNotifications).
     */
    async startWorker() {
      jobs ??= await startJobs({
        orm,
        config,
        services,
        logger,
        worker: true,
        schedule: false,
      });
      return jobs;
    },
    /** A fresh EntityManager for assertions against the database. */
    em: () => orm.em.fork(),
    request: () => supertest(app),
    agent: () => supertest.agent(app),
    /** The log lines written so far (captureLogs only). */
    logs: () => logLines.join(''),
    ...factories,
    signIn,
    signInAs,
    async close() {
      await jobs?.stop();
      await built.close();
      await orm.close();
      await database.drop();
    },
  };
}

type Agent = ReturnType<typeof supertest.agent> | ReturnType<typeof supertest>;

/** What a parsed response body is typed as by default: whatever JSON.parse gives, for tests to reach into. */
type ParsedJson = ReturnType<typeof JSON.parse>;

export interface GraphQLResult<T = ParsedJson> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; field?: string; [key: string]: unknown } }[];
}

/** Posts one GraphQL operation as a browser would (JSON, which also satisfies Apollo's CSRF prevention). */
export async function gql<T = ParsedJson>(agent: Agent, query: string, variables?: Record<string, unknown>) {
  const response = await agent.post('/graphql').set('Content-Type', 'application/json').send({ query, variables });
  return response.body as GraphQLResult<T>;
}

export const errorCode = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;

export const ROLES = [Role.ADMIN, Role.HELPER, Role.CLIENT] as const;
