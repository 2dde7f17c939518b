import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { verifyPassword } from '../../auth/passwords.js';
import { Role } from '../../auth/role.enum.js';
import { badInput, conflict, DomainError, forbidden, tooManyRequests } from '../../shared/errors.js';
import { settingsPolicy } from '../settings/settings.policy.js';
import type { SettingsService } from '../settings/settings.service.js';
import { User } from '../user/user.entity.js';
import { userPolicy } from '../user/user.policy.js';
import { SecretBox, UnreadableSecretError } from './secret-box.js';
import { SignInStep } from './sign-in-step.js';
import { RecoveryCode, TwoFactorCredential } from './two-factor.entity.js';

export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_LENGTH = 10;
/** One 30-second step either side of now, for phones whose clocks drift a little. */
const CLOCK_TOLERANCE_SECONDS = 30;

export interface CodeLimits {
  /** Wrong codes (or passwords, when turning two-factor off) per account in the window. */
  attempts: number;
  windowSeconds: number;
}

export const DEFAULT_CODE_LIMITS: CodeLimits = { attempts: 5, windowSeconds: 15 * 60 };

/** What changed, for whoever must be told (an email through the notification outbox, once there is one). */
export type TwoFactorChange = 'enabled' | 'disabled' | 'recovery-codes-replaced' | 'recovery-code-used' | 'reset-by-admin';

/**
 * The hook point for notifications: called inside the transaction of the change (so an outbox row written here
 * commits or rolls back with it), with the account it concerns.
 */
export type TwoFactorListener = (em: EntityManager, user: User, change: TwoFactorChange) => Promise<void> | void;

export interface TwoFactorSetup {
  /** Base32, for typing into an app by hand; shown during setup only. */
  secret: string;
  otpauthUri: string;
  /** The otpauth URI as a QR code, an SVG data URL. */
  qrCodeDataUrl: string;
  /**
   * Names this pending secret (a hash of its sealed form; never sent to the browser): the session that began the
   * set-up keeps it, and confirming asks for it, so another session of the account cannot finish the set-up.
   */
  setupId: string;
}

const setupIdOf = (sealed: string) => createHash('sha256').update(sealed).digest('base64url');

function sameSetup(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

const UNREADABLE_SECRET_MESSAGE =
  "Two-factor codes for this account cannot be checked: the app's two-factor key (TWO_FACTOR_KEY) has changed since it was set up. Restore the previous key, or have the owner reset two-factor sign-in for this account.";

const wrongCode = () => badInput('code', 'That code is not right. Check your authenticator app and try again.');

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and ten single-use recovery codes. Secrets are
 * encrypted at rest and shown only while setting up; codes are limited per account (counted in PostgreSQL, so every
 * app instance shares the count) and each TOTP code works once.
 */
export class TwoFactorService {
  private box: SecretBox | null = null;

  constructor(
    private readonly settings: SettingsService,
    private readonly now: () => Date = () => new Date(),
    private readonly limits: CodeLimits = DEFAULT_CODE_LIMITS,
    /** Told of every change; see TwoFactorListener. Replace it to send notifications. */
    public listener: TwoFactorListener = () => undefined,
  ) {}

  /** The app gives the key from its configuration (TWO_FACTOR_KEY, else SESSION_SECRET) before serving. */
  useKey(keyMaterial: string): void {
    this.box = new SecretBox(keyMaterial);
  }

  private get secrets(): SecretBox {
    if (!this.box) throw new Error('Two-factor sign-in has no key: createApp gives it one from the configuration');
    return this.box;
  }

  private enabledCredential(em: EntityManager, userId: string) {
    return em.findOne(TwoFactorCredential, { user: userId, enabledAt: { $ne: null } });
  }

  async status(em: EntityManager, userId: string): Promise<TwoFactorStatus> {
    const enabled = (await this.enabledCredential(em, userId)) !== null;
    const recoveryCodesLeft = enabled ? await em.count(RecoveryCode, { user: userId, usedAt: null }) : 0;
    return { enabled, recoveryCodesLeft };
  }

  /** After a right password: signed in, or which second step is owed. */
  async signInStep(em: EntityManager, user: User): Promise<SignInStep> {
    if (await this.enabledCredential(em, user.id)) return SignInStep.TWO_FACTOR_CODE;
    if (user.role === Role.ADMIN && (await this.settings.get(em)).requireAdminTwoFactor) return SignInStep.TWO_FACTOR_SETUP;
    return SignInStep.SIGNED_IN;
  }

  /**
   * True for an admin without two-factor while the owner requires it: their session must set it up before anything
   * else. The setting is read first (once per request, cached), so the credential is looked up only while required.
   */
  async owesSetup(em: EntityManager, user: User): Promise<boolean> {
    if (user.role !== Role.ADMIN || !(await this.settings.get(em)).requireAdminTwoFactor) return false;
    return (await this.enabledCredential(em, user.id)) === null;
  }

  /** A new secret waiting for its first code (replacing any earlier unfinished setup). */
  async beginSetup(em: EntityManager, user: User): Promise<TwoFactorSetup> {
    if (await this.enabledCredential(em, user.id)) throw conflict('Two-factor sign-in is already on');
    const secret = generateSecret();
    const sealed = this.secrets.encrypt(secret, user.id);
    const existing = await em.findOne(TwoFactorCredential, { user: user.id });
    if (existing) {
      existing.secretCiphertext = sealed;
      existing.lastUsedStep = null;
    } else {
      em.create(TwoFactorCredential, { user: em.getReference(User, user.id), secretCiphertext: sealed });
    }
    await em.flush();
    const { businessName } = await this.settings.get(em);
    const otpauthUri = generateURI({ issuer: businessName, label: user.email, secret });
    const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return {
      secret,
      otpauthUri,
      qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      setupId: setupIdOf(sealed),
    };
  }

  /**
   * The first code from the app proves the setup: two-factor turns on and the ten recovery codes are made, returned
   * this once. Signs out the account's other sessions (the caller keeps its own). A request from a person passes the
   * `setupId` its session kept from beginSetup: a pending secret begun elsewhere (or since replaced) is refused before
   * the code is even checked.
   */
  async confirmSetup(em: EntityManager, user: User, code: string, setupId?: string): Promise<string[]> {
    const pending = await em.findOne(TwoFactorCredential, { user: user.id }, { populate: ['secretCiphertext'] });
    if (!pending) throw badInput('code', 'Start setting up two-factor sign-in first');
    if (pending.enabledAt) throw conflict('Two-factor sign-in is already on');
    if (setupId !== undefined && !sameSetup(setupIdOf(pending.secretCiphertext), setupId)) {
      throw badInput('code', 'This set-up was started in another session. Start setting up two-factor sign-in again here.');
    }
    await this.checkTotp(em, pending, this.openSecret(pending, user.id), code);
    return em.transactional(async (tx) => {
      const credential = await tx.findOneOrFail(TwoFactorCredential, pending.id);
      credential.enabledAt = this.now();
      const account = await tx.findOneOrFail(User, user.id);
      account.sessionVersion += 1;
      const codes = await this.replaceRecoveryCodes(tx, user.id);
      await tx.flush();
      await this.listener(tx, account, 'enabled');
      return codes;
    });
  }

  /**
   * The second step of a sign-in: a code from the app, or one of the recovery codes (which is then used up).
   * Wrong answers count against the account's limit.
   */
  async verifySignIn(
    em: EntityManager,
    user: User,
    rawCode: string,
  ): Promise<{ usedRecoveryCode: boolean; recoveryCodesLeft: number }> {
    const credential = await em.findOne(
      TwoFactorCredential,
      { user: user.id, enabledAt: { $ne: null } },
      { populate: ['secretCiphertext'] },
    );
    if (!credential) throw new DomainError('UNAUTHENTICATED', 'Two-factor sign-in is not on for this account; sign in again');
    // Opened first: when the key changed, recovery codes (hashed with the same key) cannot match either.
    const secret = this.openSecret(credential, user.id);
    const code = rawCode.replace(/\s/g, '');
    if (/^\d{6}$/.test(code)) {
      await this.checkTotp(em, credential, secret, code);
      return { usedRecoveryCode: false, recoveryCodesLeft: await this.recoveryCodesLeft(em, user.id) };
    }
    await this.consumeAttempt(em, credential.id);
    const used = await em.transactional(async (tx) => {
      const rows: unknown[] = await tx.execute(
        `update two_factor_recovery_codes set used_at = ? where user_id = ? and code_hash = ? and used_at is null returning id`,
        [this.now(), user.id, this.secrets.hash(normalizeRecoveryCode(code), user.id)],
      );
      if (rows.length > 0) await this.listener(tx, user, 'recovery-code-used');
      return rows.length > 0;
    });
    if (!used) throw wrongCode();
    await this.resetAttempts(em, credential.id);
    return { usedRecoveryCode: true, recoveryCodesLeft: await this.recoveryCodesLeft(em, user.id) };
  }

  /** Ten new recovery codes replace the old ones; the password is asked first. */
  async regenerateRecoveryCodes(em: EntityManager, user: User, password: string): Promise<string[]> {
    const credential = await this.enabledCredential(em, user.id);
    if (!credential) throw conflict('Turn on two-factor sign-in first');
    await this.checkPassword(em, credential, user, password);
    return em.transactional(async (tx) => {
      const codes = await this.replaceRecoveryCodes(tx, user.id);
      await this.listener(tx, user, 'recovery-codes-replaced');
      return codes;
    });
  }

  /** Turning it off needs the password, and is refused for an admin while the owner requires it. */
  async disable(em: EntityManager, user: User, password: string): Promise<void> {
    const credential = await this.enabledCredential(em, user.id);
    if (!credential) throw conflict('Two-factor sign-in is already off');
    if (user.role === Role.ADMIN && (await this.settings.get(em)).requireAdminTwoFactor) {
      throw forbidden('Two-factor sign-in is required for admin accounts. Turn off the requirement first.');
    }
    await this.checkPassword(em, credential, user, password);
    await this.remove(em, user.id, 'disabled');
  }

  /** The admin turns it off for someone who lost both their phone and their recovery codes. */
  async resetFor(em: EntityManager, admin: User, userId: string): Promise<User> {
    if (userId === admin.id) throw badInput('userId', 'Turn off your own two-factor sign-in in Account Settings');
    const user = await userPolicy.load(em, admin, 'resetTwoFactor', userId);
    if (!(await this.enabledCredential(em, userId))) throw conflict('Two-factor sign-in is not on for this account');
    await this.remove(em, userId, 'reset-by-admin');
    return user;
  }

  /** Requiring it for admin accounts needs it on for your own first; dropping the requirement needs the password. */
  async setAdminRequirement(em: EntityManager, admin: User, required: boolean, password?: string | null) {
    const settings = settingsPolicy.authorize(admin, 'update', await this.settings.get(em));
    const credential = await this.enabledCredential(em, admin.id);
    if (required && !credential) {
      throw badInput('required', 'Turn on two-factor sign-in for your own account first, so you are not locked out');
    }
    if (!required && settings.requireAdminTwoFactor) {
      if (!password) throw badInput('password', 'Enter your password to stop requiring two-factor sign-in');
      if (credential) await this.checkPassword(em, credential, admin, password);
      else await this.checkPasswordWithoutCredential(em, admin, password);
    }
    settings.requireAdminTwoFactor = required;
    await em.flush();
    return settings;
  }

  private async remove(em: EntityManager, userId: string, change: TwoFactorChange) {
    await em.transactional(async (tx) => {
      const credential = await tx.findOneOrFail(TwoFactorCredential, { user: userId });
      tx.remove(credential);
      await tx.nativeDelete(RecoveryCode, { user: userId });
      const account = await tx.findOneOrFail(User, userId);
      account.sessionVersion += 1;
      await tx.flush();
      await this.listener(tx, account, change);
    });
  }

  private recoveryCodesLeft(em: EntityManager, userId: string) {
    return em.count(RecoveryCode, { user: userId, usedAt: null });
  }

  private async replaceRecoveryCodes(tx: EntityManager, userId: string): Promise<string[]> {
    await tx.nativeDelete(RecoveryCode, { user: userId });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    for (const code of codes) {
      tx.create(RecoveryCode, {
        user: tx.getReference(User, userId),
        codeHash: this.secrets.hash(normalizeRecoveryCode(code), userId),
      });
    }
    await tx.flush();
    return codes;
  }

  /** A six-digit code from the app, once: a code already used (or older) is refused even within its 30 seconds. */
  /** The authenticator secret; a clear refusal (not a server error) when the configured key cannot open it. */
  private openSecret(credential: TwoFactorCredential, userId: string): string {
    try {
      return this.secrets.decrypt(credential.secretCiphertext, userId);
    } catch (error) {
      if (!(error instanceof UnreadableSecretError)) throw error;
      throw new DomainError('SERVICE_UNAVAILABLE', UNREADABLE_SECRET_MESSAGE);
    }
  }

  private async checkTotp(em: EntityManager, credential: TwoFactorCredential, secret: string, rawCode: string) {
    const code = rawCode.replace(/\s/g, '');
    await this.consumeAttempt(em, credential.id);
    if (!/^\d{6}$/.test(code)) throw wrongCode();
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(this.now().getTime() / 1000),
      epochTolerance: CLOCK_TOLERANCE_SECONDS,
      afterTimeStep: credential.lastUsedStep ?? undefined,
    });
    if (!result.valid || !('timeStep' in result)) throw wrongCode();
    // Conditional, so two requests racing with the same code cannot both pass.
    const claimed = await em.nativeUpdate(
      TwoFactorCredential,
      { id: credential.id, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: result.timeStep } }] },
      { lastUsedStep: result.timeStep },
    );
    if (claimed === 0) throw wrongCode();
    await this.resetAttempts(em, credential.id);
  }

  private async checkPassword(em: EntityManager, credential: TwoFactorCredential, user: User, password: string) {
    await this.consumeAttempt(em, credential.id);
    await this.checkPasswordWithoutCredential(em, user, password);
    await this.resetAttempts(em, credential.id);
  }

  private async checkPasswordWithoutCredential(em: EntityManager, user: User, password: string) {
    const account = await em.findOneOrFail(User, user.id, { populate: ['passwordHash'] });
    if (!(await verifyPassword(account.passwordHash, password))) throw badInput('password', 'The password is not right');
  }

  /**
   * Counts an attempt before it is checked (so parallel guesses count too) and refuses once the window's attempts
   * are spent, with how long to wait.
   */
  private async consumeAttempt(em: EntityManager, credentialId: string) {
    const rows: { failed_attempts: number; failed_window_started_at: Date }[] = await em.execute(
      `update two_factor_credentials
          set failed_attempts = case when failed_window_started_at > ?::timestamptz - make_interval(secs => ?) then failed_attempts + 1 else 1 end,
              failed_window_started_at = case when failed_window_started_at > ?::timestamptz - make_interval(secs => ?) then failed_window_started_at else ?::timestamptz end
        where id = ?
        returning failed_attempts, failed_window_started_at`,
      [this.now(), this.limits.windowSeconds, this.now(), this.limits.windowSeconds, this.now(), credentialId],
    );
    const [row] = rows;
    if (row && row.failed_attempts > this.limits.attempts) {
      const endsAt = new Date(row.failed_window_started_at).getTime() + this.limits.windowSeconds * 1000;
      throw tooManyRequests(Math.max(1, Math.ceil((endsAt - this.now().getTime()) / 1000)));
    }
  }

  private async resetAttempts(em: EntityManager, credentialId: string) {
    await em.nativeUpdate(TwoFactorCredential, { id: credentialId }, { failedAttempts: 0, failedWindowStartedAt: null });
  }
}
