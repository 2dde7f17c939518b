import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: api/src (or api/dist) is two levels below it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data')),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).optional(),
    DB_CONNECT_TIMEOUT_MS: positiveInt.default(5_000),
    DB_STATEMENT_TIMEOUT_MS: positiveInt.default(15_000),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TWO_FACTOR_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_IDLE_HOURS: positiveInt.default(72),
    SESSION_ABSOLUTE_DAYS: positiveInt.default(30),
    COOKIE_SECURE: booleanFlag.optional(),
    TRUST_PROXY: booleanFlag.default(false),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SEED_DEMO: booleanFlag.optional(),
    GRAPHQL_INTROSPECTION: booleanFlag.optional(),
    BODY_LIMIT: z
      .string()
      .regex(/^\d+(b|kb|mb)$/i, 'must look like 100kb or 1mb')
      .default('100kb'),
    WEB_DIST: z
      .string()
      .min(1)
      .default(path.join(REPO_ROOT, 'web', 'dist')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
    PUBLIC_URL: z
      .string()
      .regex(
        /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/,
        'must be an http:// or https:// URL without a query, like https://sunshine.example',
      )
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Sunshine Clean <no-reply@sunshine-clean.local>'),
    RUN_WORKER: booleanFlag.default(true),
    MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(8),
    MAIL_RETRY_DELAY_SECONDS: positiveInt.default(30),
    SIGN_IN_LIMIT_PER_IP: positiveInt.default(30),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_…)').optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
    STRIPE_API_BASE: z
      .string()
      .regex(/^https?:\/\/[^/?#\s]+\/?$/, 'must be an http:// or https:// address without a path, like https://api.stripe.com')
      .default('https://api.stripe.com'),
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC… and 32 hex digits)')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16, 'must be the account’s auth token').optional(),
    TWILIO_FROM: z
      .string()
      .regex(
        /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/,
        'must be a number in E.164 form (+12395550100) or a messaging service SID (MG…)',
      )
      .optional(),
    TWILIO_API_BASE: z
      .string()
      .regex(/^https?:\/\/[^/?#\s]+\/?$/, 'must be an http:// or https:// address without a path, like https://api.twilio.com')
      .default('https://api.twilio.com'),
    S3_ENDPOINT: z
      .string()
      .regex(/^https?:\/\/[^/?#\s]+\/?$/, 'must be an http:// or https:// URL of the store, like http://minio:9000')
      .optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    // Card payments need all three keys: half a configuration would take money it cannot confirm.
    const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
    const stripeSet = stripeKeys.filter((key) => env[key]);
    if (stripeSet.length > 0 && stripeSet.length < stripeKeys.length) {
      for (const key of stripeKeys.filter((name) => !env[name])) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required with the other STRIPE_ keys' });
      }
    }
    // Texts need all three: a number without the keys (or the reverse) could neither send nor verify a webhook.
    const twilioKeys = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
    const twilioSet = twilioKeys.filter((key) => env[key]);
    if (twilioSet.length > 0 && twilioSet.length < twilioKeys.length) {
      for (const key of twilioKeys.filter((name) => !env[name])) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required with the other TWILIO_ keys' });
      }
    }
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      });
    }
    if (env.NODE_ENV === 'production' && env.SEED_DEMO) {
      ctx.addIssue({ code: 'custom', path: ['SEED_DEMO'], message: 'demo data is never seeded in production' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  embeddedPgPort?: number;
  /** How long getting a database connection may take before the request answers 503. */
  dbConnectTimeoutMs: number;
  /** How long one SQL statement may run (PostgreSQL's statement_timeout). */
  dbStatementTimeoutMs: number;
  sessionSecret: string;
  /** Encrypts authenticator secrets and keys recovery-code hashes; defaults to the session secret. */
  twoFactorKey: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  cookieSecure: boolean;
  trustProxy: boolean;
  admin?: { email: string; password: string };
  seedDemo: boolean;
  introspection: boolean;
  bodyLimit: string;
  webDist: string;
  logLevel: Env['LOG_LEVEL'];
  mail: MailConfig;
  /** Where people reach the app, without a trailing slash: links in emails, feeds, robots.txt and sitemap.xml. */
  publicUrl: string;
  /** Run the job worker (mail delivery, reminders, digests) inside this process. */
  runWorker: boolean;
  /** Sign-in attempts one address may make in 15 minutes (an office behind one NAT may need more). */
  signInLimitPerIp: number;
  /** Where job photos are kept: a folder under DATA_DIR, or an S3-compatible bucket when S3_BUCKET is set. */
  storage: StorageConfig;
  /** Card payments through Stripe; absent without keys (Pay Now then shows the payment instructions). */
  stripe?: StripeConfig;
  /** Text messages through Twilio; absent without keys (the text channel is off and Settings says so). */
  twilio?: TwilioConfig;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a messaging service SID (MG…). */
  from: string;
  /** Twilio's API address; tests point it at their fake. */
  apiBase: string;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Stripe's API address; tests point it at their fake. */
  apiBase: string;
}

export type StorageConfig =
  | { kind: 'disk'; directory: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Unset: AWS itself; set: MinIO or another S3-compatible store (and the tests' fake). */
      endpoint?: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Bucket in the path (`http://minio:9000/bucket/key`), as MinIO wants; AWS takes either. */
      forcePathStyle: boolean;
    };

export interface MailConfig {
  /** Unset: outside production mail is kept in the database (Settings → Outbox); in production it waits, failing. */
  smtpUrl?: string;
  from: string;
  /** Deliveries that fail (SMTP down) are retried this many times, with exponential backoff from the delay. */
  retryLimit: number;
  retryDelaySeconds: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads a development session secret from the data folder, creating it once, so sessions survive restarts. */
function developmentSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses and validates every setting once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Treat empty strings as unset, as .env files and compose files often leave them blank.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);
  const sessionSecret = env.SESSION_SECRET ?? developmentSessionSecret(dataDir);
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    dbConnectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    sessionSecret,
    twoFactorKey: env.TWO_FACTOR_KEY ?? sessionSecret,
    sessionIdleMs: env.SESSION_IDLE_HOURS * 3_600_000,
    sessionAbsoluteMs: env.SESSION_ABSOLUTE_DAYS * 86_400_000,
    cookieSecure: env.COOKIE_SECURE ?? isProduction,
    trustProxy: env.TRUST_PROXY,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    seedDemo: env.SEED_DEMO ?? !isProduction,
    introspection: env.GRAPHQL_INTROSPECTION ?? !isProduction,
    bodyLimit: env.BODY_LIMIT,
    webDist: path.resolve(env.WEB_DIST),
    logLevel: env.LOG_LEVEL,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      retryLimit: env.MAIL_RETRY_LIMIT,
      retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    runWorker: env.RUN_WORKER,
    signInLimitPerIp: env.SIGN_IN_LIMIT_PER_IP,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE.replace(/\/+$/, ''),
          }
        : undefined,
    twilio:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? {
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
            apiBase: env.TWILIO_API_BASE.replace(/\/+$/, ''),
          }
        : undefined,
    storage:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3',
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'disk', directory: path.join(dataDir, 'files') },
  };
}
