import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../shared/errors.js';

/**
 * Sign-in throttling. One process serves the app, so in-memory counters are exact; a multi-instance deployment
 * would move these to PostgreSQL (rate-limiter-flexible has a store for it).
 */
export interface SignInLimits {
  /** Attempts per IP address in the window, successful or not. */
  perIp: number;
  /** Failed attempts per account (email) in the window. */
  perAccount: number;
  windowSeconds: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perIp: 30, perAccount: 5, windowSeconds: 15 * 60 };

export class SignInThrottle {
  private readonly byIp: RateLimiterMemory;
  private readonly byAccount: RateLimiterMemory;

  constructor(limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS) {
    this.byIp = new RateLimiterMemory({ keyPrefix: 'signin-ip', points: limits.perIp, duration: limits.windowSeconds });
    this.byAccount = new RateLimiterMemory({
      keyPrefix: 'signin-account',
      points: limits.perAccount,
      duration: limits.windowSeconds,
    });
  }

  /** Counts an attempt from this IP and refuses when this IP or this account is over its limit. */
  async beforeAttempt(ip: string, email: string): Promise<void> {
    try {
      await this.byIp.consume(ip);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyRequests(Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
    const account = await this.byAccount.get(email);
    if (account && account.remainingPoints <= 0) throw tooManyRequests(Math.ceil(account.msBeforeNext / 1000));
  }

  async recordFailure(email: string): Promise<void> {
    await this.byAccount.penalty(email, 1);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.byAccount.delete(email);
  }
}
