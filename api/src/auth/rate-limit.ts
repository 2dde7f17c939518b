import { createHash } from 'node:crypto';
import type { Knex } from '@mikro-orm/postgresql';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../shared/errors.js';

/** Where counters live. PostgreSQL in the app, so every instance on one database shares every limit. */
export interface RateLimitStore {
  limiter(options: { name: string; points: number; durationSeconds: number }): RateLimiterAbstract;
}

/** The table the rate_limits migration creates (rate-limiter-flexible's layout: key, points, expire in epoch ms). */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** Counters in PostgreSQL through the ORM's own connection pool. */
export function postgresRateLimits(knex: Knex): RateLimitStore {
  let first = true;
  return {
    limiter({ name, points, durationSeconds }) {
      // One limiter sweeping expired rows (every 5 minutes) is enough: they share the table.
      const clearExpiredByTimeout = first;
      first = false;
      return new RateLimiterPostgres({
        storeClient: knex,
        storeType: 'knex',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        clearExpiredByTimeout,
        keyPrefix: name,
        points,
        duration: durationSeconds,
      });
    },
  };
}

/** Counters in this process only: for scripts and benchmarks that run no server. */
export const memoryRateLimits: RateLimitStore = {
  limiter: ({ name, points, durationSeconds }) => new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }),
};

/** Keys are hashed: fixed length for the key column, and no email or address sits in the table in clear. */
export const limitKey = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex');

const retryAfter = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Consumes one point, turning a refusal into TOO_MANY_REQUESTS with its Retry-After. */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooManyRequests(retryAfter(rejection.msBeforeNext));
    throw rejection;
  }
}

/** Refuses while a failure counter has reached its limit, without counting this attempt. */
async function refuseWhenSpent(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const state = await limiter.get(key);
  if (state && state.consumedPoints >= limiter.points) throw tooManyRequests(retryAfter(state.msBeforeNext));
}

export interface SignInLimits {
  /** Attempts per IP address in the window, successful or not, whatever the account. */
  perIp: number;
  /** Failed attempts per account from one source (a known device, else an IP address) in the window. */
  perAccountAndSource: number;
  /**
   * Failed attempts per account, from sources it has never signed in from, before each further failure makes
   * everyone but its known devices wait: `firstDelaySeconds`, then twice as long each time, up to `maxDelaySeconds`.
   */
  freeAccountFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** The hard ceiling of failed attempts per account per day from unknown sources. */
  perAccountPerDay: number;
  windowSeconds: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perIp: 30,
  perAccountAndSource: 5,
  freeAccountFailures: 10,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  perAccountPerDay: 100,
  windowSeconds: 15 * 60,
};

const DAY_SECONDS = 86_400;
const KNOWN_DEVICE_DAYS = 365;

/** Where a sign-in attempt comes from: its IP address, and the device id its browser keeps (a cookie), if any. */
export interface SignInSource {
  ip: string;
  deviceId?: string;
}

/**
 * Sign-in throttling (OWASP's "device cookie" scheme): failures count per account and source, so guessing from one
 * place stops after a few tries; across sources an account's failures bring a growing delay and then a daily
 * ceiling, so guessing from many places stops too. A device that has signed in to the account before is exempt
 * from the account-wide delay and ceiling (not from its own count), so an attacker elsewhere cannot lock the owner
 * out. All counters live in the store (PostgreSQL): every instance sees the same ones.
 */
export class SignInThrottle {
  private readonly byIp: RateLimiterAbstract;
  private readonly bySource: RateLimiterAbstract;
  private readonly accountFailures: RateLimiterAbstract;
  private readonly accountDelay: RateLimiterAbstract;
  private readonly knownDevices: RateLimiterAbstract;

  constructor(
    store: RateLimitStore,
    private readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
  ) {
    const window = limits.windowSeconds;
    this.byIp = store.limiter({ name: 'signin-ip', points: limits.perIp, durationSeconds: window });
    this.bySource = store.limiter({ name: 'signin-source', points: limits.perAccountAndSource, durationSeconds: window });
    this.accountFailures = store.limiter({
      name: 'signin-account',
      points: limits.perAccountPerDay,
      durationSeconds: DAY_SECONDS,
    });
    this.accountDelay = store.limiter({ name: 'signin-delay', points: 1, durationSeconds: limits.maxDelaySeconds });
    this.knownDevices = store.limiter({ name: 'signin-device', points: 1, durationSeconds: KNOWN_DEVICE_DAYS * DAY_SECONDS });
  }

  private async isKnownDevice(email: string, source: SignInSource): Promise<boolean> {
    return Boolean(source.deviceId && (await this.knownDevices.get(limitKey(email, source.deviceId))));
  }

  private sourceKey(email: string, source: SignInSource, known: boolean): string {
    return known ? limitKey(email, 'device', source.deviceId!) : limitKey(email, 'ip', source.ip);
  }

  /** Counts an attempt from this IP and refuses when the IP, this account from this source, or the account is held back. */
  async beforeAttempt(email: string, source: SignInSource): Promise<void> {
    await consumeOrRefuse(this.byIp, limitKey(source.ip));
    const known = await this.isKnownDevice(email, source);
    await refuseWhenSpent(this.bySource, this.sourceKey(email, source, known));
    if (known) return;
    await refuseWhenSpent(this.accountDelay, limitKey(email));
    await refuseWhenSpent(this.accountFailures, limitKey(email));
  }

  async recordFailure(email: string, source: SignInSource): Promise<void> {
    const known = await this.isKnownDevice(email, source);
    await this.bySource.penalty(this.sourceKey(email, source, known), 1);
    if (known) return;
    const failures = (await this.accountFailures.penalty(limitKey(email), 1)).consumedPoints;
    const over = failures - this.limits.freeAccountFailures;
    if (over > 0) {
      const delay = Math.min(this.limits.firstDelaySeconds * 2 ** (over - 1), this.limits.maxDelaySeconds);
      await this.accountDelay.block(limitKey(email), delay);
    }
  }

  /** A success clears the source's and the account's failures and remembers the device for a year. */
  async recordSuccess(email: string, source: SignInSource): Promise<void> {
    const known = await this.isKnownDevice(email, source);
    await Promise.all([
      this.bySource.delete(this.sourceKey(email, source, known)),
      this.accountFailures.delete(limitKey(email)),
      this.accountDelay.delete(limitKey(email)),
      source.deviceId ? this.knownDevices.set(limitKey(email, source.deviceId), 1, KNOWN_DEVICE_DAYS * DAY_SECONDS) : null,
    ]);
  }
}

export interface AccountLimits {
  /** Sign-ups per IP address per hour. */
  signUpsPerIpPerHour: number;
  /** Wrong current passwords per account (changePassword) in 15 minutes. */
  passwordChecksPerAccount: number;
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = { signUpsPerIpPerHour: 10, passwordChecksPerAccount: 5 };

/** Sign-ups per IP, and guesses at the current password of a signed-in account (a stolen session must not test). */
export class AccountThrottle {
  private readonly signUps: RateLimiterAbstract;
  private readonly passwordChecks: RateLimiterAbstract;

  constructor(store: RateLimitStore, limits: AccountLimits = DEFAULT_ACCOUNT_LIMITS) {
    this.signUps = store.limiter({ name: 'signup-ip', points: limits.signUpsPerIpPerHour, durationSeconds: 3_600 });
    this.passwordChecks = store.limiter({
      name: 'password-check',
      points: limits.passwordChecksPerAccount,
      durationSeconds: 900,
    });
  }

  beforeSignUp(ip: string): Promise<void> {
    return consumeOrRefuse(this.signUps, limitKey(ip));
  }

  beforePasswordCheck(userId: string): Promise<void> {
    return refuseWhenSpent(this.passwordChecks, limitKey(userId));
  }

  async recordWrongPassword(userId: string): Promise<void> {
    await this.passwordChecks.penalty(limitKey(userId), 1);
  }

  async recordRightPassword(userId: string): Promise<void> {
    await this.passwordChecks.delete(limitKey(userId));
  }
}
