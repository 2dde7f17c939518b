import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../modules/user/user.entity.js';
import type { SignInInput, SignUpInput } from '../modules/user/user.inputs.js';
import { badInput, DomainError, isUniqueViolation } from '../shared/errors.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.js';
import type { AccountThrottle, SignInSource, SignInThrottle } from './rate-limit.js';
import { Role } from './role.enum.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

function requireName(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badInput(field, `${field} is required`);
  return trimmed;
}

export class AuthService {
  constructor(
    readonly throttle: SignInThrottle,
    private readonly accounts: AccountThrottle,
  ) {}

  /**
   * A new account is a client who still has to complete their profile; sign-ups are limited per IP address. The
   * answer never tells whether the address already has an account: the same work is done either way (the password
   * is hashed, one transaction writes an email to the outbox) and the caller answers the same. A new address gets its
   * account and, through `onCreated` in the same transaction, its verification email; a taken one gets nothing new,
   * and its owner is told through `onTaken` (an email saying someone tried to sign up with it).
   */
  async signUp(
    em: EntityManager,
    input: SignUpInput,
    ip: string,
    hooks: {
      onCreated: (tx: EntityManager, user: User) => Promise<void>;
      onTaken: (tx: EntityManager, owner: User) => Promise<void>;
    },
  ): Promise<void> {
    await this.accounts.beforeSignUp(ip);
    const email = normalizeEmail(input.email);
    const fields = {
      email,
      passwordHash: await hashPassword(input.password),
      firstName: requireName(input.firstName, 'firstName'),
      lastName: requireName(input.lastName, 'lastName'),
      role: Role.CLIENT,
      needsProfileSetup: true,
    };
    const tellOwner = () =>
      em.transactional(async (tx) => {
        const owner = await tx.findOne(User, { email });
        if (owner) await hooks.onTaken(tx, owner);
      });
    if (await em.count(User, { email })) return tellOwner();
    try {
      await em.transactional(async (tx) => {
        const user = tx.create(User, fields);
        await tx.flush();
        await hooks.onCreated(tx, user);
      });
    } catch (error) {
      // Two sign-ups racing for one address: the unique index decides, and the loser is a taken address.
      if (isUniqueViolation(error)) return tellOwner();
      throw error;
    }
  }

  /** One generic message for an unknown email and a wrong password, and the same work for both. */
  async signIn(em: EntityManager, input: SignInInput, source: SignInSource): Promise<User> {
    const email = normalizeEmail(input.email);
    await this.throttle.beforeAttempt(email, source);
    const user = await em.findOne(User, { email }, { populate: ['passwordHash'] });
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : (await burnPasswordCheck(input.password), false);
    if (!user || !valid) {
      await this.throttle.recordFailure(email, source);
      throw new DomainError('UNAUTHENTICATED', INVALID_CREDENTIALS);
    }
    await this.throttle.recordSuccess(email, source);
    return user;
  }

  /**
   * How a deployment gets its owner: ADMIN_EMAIL/ADMIN_PASSWORD create the admin account, or promote an existing
   * account of that email (whose password is then left as its owner set it).
   */
  async ensureAdmin(em: EntityManager, rawEmail: string, password: string): Promise<'created' | 'promoted' | 'unchanged'> {
    const email = normalizeEmail(rawEmail);
    const existing = await em.findOne(User, { email });
    if (existing) {
      if (existing.role === Role.ADMIN) return 'unchanged';
      existing.role = Role.ADMIN;
      existing.needsProfileSetup = false;
      await em.flush();
      return 'promoted';
    }
    const [localPart] = email.split('@');
    em.create(User, {
      email,
      passwordHash: await hashPassword(password),
      firstName: localPart || 'Owner',
      lastName: '',
      role: Role.ADMIN,
      needsProfileSetup: false,
    });
    await em.flush();
    return 'created';
  }
}
