import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../modules/user/user.entity.js';
import type { SignInInput, SignUpInput } from '../modules/user/user.inputs.js';
import { badInput, conflict, DomainError, isUniqueViolation } from '../shared/errors.js';
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
   * A new account is a client who still has to complete their profile. Sign-ups are limited per IP address.
   * `onCreated` runs in the same transaction (the verification email's outbox row), so an account never exists
   * without it.
   */
  async signUp(
    em: EntityManager,
    input: SignUpInput,
    ip: string,
    onCreated?: (tx: EntityManager, user: User) => Promise<void>,
  ): Promise<User> {
    await this.accounts.beforeSignUp(ip);
    const email = normalizeEmail(input.email);
    if (await em.count(User, { email })) throw conflict('An account with this email already exists');
    const fields = {
      email,
      passwordHash: await hashPassword(input.password),
      firstName: requireName(input.firstName, 'firstName'),
      lastName: requireName(input.lastName, 'lastName'),
      role: Role.CLIENT,
      needsProfileSetup: true,
    };
    let id: string;
    try {
      id = await em.transactional(async (tx) => {
        const user = tx.create(User, fields);
        await tx.flush();
        await onCreated?.(tx, user);
        return user.id;
      });
    } catch (error) {
      // Two sign-ups racing for one address: the unique index decides.
      if (isUniqueViolation(error)) throw conflict('An account with this email already exists');
      throw error;
    }
    return em.findOneOrFail(User, id);
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
