import type { EntityManager } from '@mikro-orm/postgresql';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { normalizeEmail } from '../../auth/auth.service.js';
import { hashPassword } from '../../auth/passwords.js';
import { consumeOrRefuse, limitKey, type RateLimitStore } from '../../auth/rate-limit.js';
import { conflict, DomainError } from '../../shared/errors.js';
import { hashToken, type SecretTokens } from '../../shared/secret-tokens.js';
import type { Enqueuer } from '../../jobs/queue.js';
import type { BookingLinesData } from '../notification/notification.events.js';
import type { NotificationService } from '../notification/notification.service.js';
import { promptApiTokenReview, retireOldPasswordLinks } from '../user/password-links.js';
import { ServiceRequest } from '../service-request/service-request.entity.js';
import { User } from '../user/user.entity.js';
import { AccountToken, AccountTokenPurpose } from './account-token.entity.js';

export const RESET_TOKEN_HOURS = 1;
export const VERIFICATION_TOKEN_DAYS = 7;

export interface AccountEmailLimits {
  /** Reset requests per IP address per hour: beyond, 429. */
  resetPerIp: number;
  /** Reset emails per account per hour: beyond, nothing more is sent (and the answer is unchanged). */
  resetPerAccount: number;
  /** Verification emails a signed-in person may ask for per hour. */
  verificationPerUser: number;
}

export const DEFAULT_ACCOUNT_EMAIL_LIMITS: AccountEmailLimits = { resetPerIp: 10, resetPerAccount: 3, verificationPerUser: 3 };

export const INVALID_LINK = 'This link is invalid or has expired. Please ask for a new one.';

/**
 * Password reset and email verification by emailed single-use links. The token in a link is an HMAC of its row's
 * random id; the row keeps its SHA-256, its expiry and when it was used.
 */
export class AccountTokenService {
  private readonly limiters: Record<'resetIp' | 'resetAccount' | 'verification', RateLimiterAbstract>;

  /** `rateLimits` is the app's store (PostgreSQL): every instance counts these limits together. */
  constructor(
    private readonly notifications: NotificationService,
    private readonly queue: Enqueuer,
    private readonly tokens: SecretTokens,
    rateLimits: RateLimitStore,
    limits: AccountEmailLimits = DEFAULT_ACCOUNT_EMAIL_LIMITS,
    private readonly now: () => Date = () => new Date(),
  ) {
    const hourly = (name: string, points: number) => rateLimits.limiter({ name, points, durationSeconds: 3_600 });
    this.limiters = {
      resetIp: hourly('reset-ip', limits.resetPerIp),
      resetAccount: hourly('reset-account', limits.resetPerAccount),
      verification: hourly('verify-user', limits.verificationPerUser),
    };
  }

  /**
   * "Forgot password?": one answer whether or not the address has an account (the caller always says the same thing),
   * and the same work: past the per-IP limit (429) the request only queues a job with the address. The job
   * (sendPasswordReset) looks the account up and writes its link, so neither the answer nor its time tells whether
   * the account exists.
   */
  async requestPasswordReset(em: EntityManager, rawEmail: string, ip: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    await consumeOrRefuse(this.limiters.resetIp, limitKey(ip));
    await this.queue.enqueuePasswordReset(em, email);
  }

  /**
   * The reset request's job: a link and its email for an existing account, limited per account (silently: the
   * requester was already answered); nothing for an unknown address.
   */
  async sendPasswordReset(em: EntityManager, email: string): Promise<void> {
    const user = await em.findOne(User, { email: normalizeEmail(email) });
    if (!user) return;
    try {
      await this.limiters.resetAccount.consume(limitKey(user.id));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return;
      throw rejection;
    }
    await em.transactional(async (tx) => {
      const token = this.create(tx, user, AccountTokenPurpose.PASSWORD_RESET, RESET_TOKEN_HOURS * 3_600_000);
      await tx.flush();
      await this.notifications.raise(tx, {
        event: 'account.password-reset',
        recipientUserId: user.id,
        dedupeKey: token.id,
        data: { tokenId: token.id },
      });
    });
  }

  /**
   * Sets a new password from a reset link. The link works once; every session of the account ends (sessionVersion),
   * every other reset link of the account dies, the calendar feed gets a new URL, the owner is asked to review their
   * API tokens, and following the emailed link also proves the address.
   */
  async resetPassword(em: EntityManager, token: string, newPassword: string): Promise<User> {
    const passwordHash = await hashPassword(newPassword);
    return em.transactional(async (tx) => {
      const row = await this.take(tx, token, AccountTokenPurpose.PASSWORD_RESET);
      const user = row.user;
      user.passwordHash = passwordHash;
      user.sessionVersion += 1;
      user.emailVerifiedAt ??= this.now();
      await retireOldPasswordLinks(tx, user.id, this.now());
      await tx.flush();
      await this.notifications.raise(tx, {
        event: 'account.password-changed',
        recipientUserId: user.id,
        dedupeKey: `reset:${row.id}`,
        data: { how: 'reset' },
      });
      await promptApiTokenReview(tx, this.notifications, user, `reset:${row.id}`);
      return user;
    });
  }

  /**
   * Writes a verification link for a new account, in the caller's transaction (sign-up). An account made while
   * booking online gets it with the booking's itemized price.
   */
  async sendVerification(em: EntityManager, user: User, online?: { booking: BookingLinesData }): Promise<void> {
    const token = this.create(em, user, AccountTokenPurpose.EMAIL_VERIFICATION, VERIFICATION_TOKEN_DAYS * 86_400_000);
    await em.flush();
    const fields = { recipientUserId: user.id, dedupeKey: token.id } as const;
    if (online) {
      await this.notifications.raise(em, {
        event: 'booking.confirm-email',
        ...fields,
        data: { tokenId: token.id, booking: online.booking },
      });
      return;
    }
    await this.notifications.raise(em, { event: 'account.verify-email', ...fields, data: { tokenId: token.id } });
  }

  /** Someone signed up with an address that has an account: its owner is told (in the caller's transaction). */
  async tellOfSignUpAttempt(em: EntityManager, owner: User): Promise<void> {
    await this.notifications.raise(em, { event: 'account.sign-up-attempt', recipientUserId: owner.id, data: {} });
  }

  /** "Resend": a fresh link (the older ones keep working until they expire), a few an hour. */
  async resendVerification(em: EntityManager, viewer: User): Promise<void> {
    if (viewer.emailVerifiedAt) throw conflict('Your email address is already verified');
    await consumeOrRefuse(this.limiters.verification, limitKey(viewer.id));
    await em.transactional(async (tx) => this.sendVerification(tx, await tx.findOneOrFail(User, viewer.id)));
  }

  async verifyEmail(em: EntityManager, token: string): Promise<User> {
    return em.transactional(async (tx) => {
      const row = await this.take(tx, token, AccountTokenPurpose.EMAIL_VERIFICATION);
      row.user.emailVerifiedAt ??= this.now();
      await tx.flush();
      // Requests booked online before the address was confirmed stop saying so to the owner.
      await tx.nativeUpdate(
        ServiceRequest,
        { requestedBy: row.user.id, awaitingEmailConfirmation: true },
        { awaitingEmailConfirmation: false },
      );
      return row.user;
    });
  }

  private create(em: EntityManager, user: User, purpose: AccountTokenPurpose, lifetimeMs: number): AccountToken {
    const row = em.create(AccountToken, { user, purpose, tokenHash: '', expiresAt: new Date(this.now().getTime() + lifetimeMs) });
    row.tokenHash = hashToken(this.tokens.sign(purpose, row.id));
    return row;
  }

  /** The unused, unexpired token row of this purpose, locked and marked used; anything else is one error. */
  private async take(em: EntityManager, token: string, purpose: AccountTokenPurpose): Promise<AccountToken> {
    const invalid = new DomainError('BAD_USER_INPUT', INVALID_LINK, { field: 'token' });
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw invalid;
    const [claimed] = await em.execute<{ id: string }[]>(
      `update account_tokens set used_at = ? where token_hash = ? and purpose = ? and used_at is null and expires_at > ? returning id`,
      [this.now(), hashToken(token), purpose, this.now()],
    );
    if (!claimed) throw invalid;
    const row = await em.findOneOrFail(AccountToken, claimed.id, { populate: ['user'], refresh: true });
    if (!this.tokens.verify(purpose, row.id, token)) throw invalid;
    return row;
  }
}
