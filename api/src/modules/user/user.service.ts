import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { AccountThrottle } from '../../auth/rate-limit.js';
import { Role } from '../../auth/role.enum.js';
import { badInput, conflict, DomainError } from '../../shared/errors.js';
import { CREATED_AT_CURSOR, findPage, type Page, type PageArgs } from '../../shared/paging.js';
import { normalizeOptionalPhone, normalizePhone } from '../../shared/phone.js';
import type { Viewer } from '../../shared/policy.js';
import { Client } from '../client/client.entity.js';
import { Helper } from '../helper/helper.entity.js';
import { retireOldPasswordLinks } from './password-links.js';
import { User } from './user.entity.js';
import type { ChangePasswordInput, CompleteProfileInput, UpdateMyProfileInput } from './user.inputs.js';
import { userPolicy } from './user.policy.js';
import type { NotificationService } from '../notification/notification.service.js';

export class UserService {
  constructor(
    private readonly throttle: AccountThrottle,
    private readonly notifications?: NotificationService,
  ) {}

  /** Accounts the viewer may read, newest first, optionally of one role. */
  list(em: EntityManager, viewer: Viewer, args: PageArgs, role?: Role | null): Promise<Page<User>> {
    return findPage(em, User, userPolicy.where(viewer, role ? { role } : {}), args, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      shape: CREATED_AT_CURSOR,
    });
  }

  /**
   * Completes a client's or helper's profile and creates (or updates) the Client or Helper record linked to the
   * account, in one transaction. The admin has no profile to complete. Only once: a helper's own hourly rate is
   * taken at this first completion and is the admin's to change afterwards, so a completed profile is refused.
   */
  async completeProfile(em: EntityManager, viewer: User, input: CompleteProfileInput): Promise<User> {
    await em.transactional(async (tx) => {
      // The row lock makes two racing completions take turns: the second sees the profile complete.
      const user = await userPolicy.load(tx, viewer, 'completeProfile', viewer.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user.needsProfileSetup) throw conflict('Your profile is already complete');
      if (user.role === Role.CLIENT) {
        const displayName = input.displayName?.trim();
        if (!displayName) throw badInput('displayName', 'Display name is required');
        const phone = normalizeOptionalPhone(input.phone);
        user.displayName = displayName;
        user.phone = phone;
        const client = (await tx.findOne(Client, { user })) ?? tx.create(Client, { user, displayName });
        client.displayName = displayName;
        client.phone = phone ?? client.phone;
        // The account's email is the client's. Not when another active record already holds it (one the owner
        // entered by hand): the owner links the two, and until then emails to this client still go to the account.
        const taken = await tx.count(Client, { email: user.email, active: true, id: { $ne: client.id ?? null } });
        if (!taken) client.email = user.email;
      } else {
        if (!input.phone?.trim()) throw badInput('phone', 'Phone number is required');
        const phone = normalizePhone(input.phone);
        user.phone = phone;
        const helper = (await tx.findOne(Helper, { user })) ?? tx.create(Helper, { user });
        helper.phone = phone;
        helper.hourlyRateCents = input.hourlyRateCents ?? helper.hourlyRateCents;
      }
      user.needsProfileSetup = false;
    });
    await em.refresh(viewer);
    return viewer;
  }

  /**
   * Name, display name and phone; a client's customer record follows its display name and phone, and takes the
   * home address (a client's only: helpers and the owner have none here).
   */
  async updateProfile(em: EntityManager, viewer: User, input: UpdateMyProfileInput): Promise<User> {
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    if (!firstName) throw badInput('firstName', 'First name is required');
    if (!lastName) throw badInput('lastName', 'Last name is required');
    const phone = normalizeOptionalPhone(input.phone);
    if (input.address !== undefined && viewer.role !== Role.CLIENT) {
      throw badInput('address', 'Only a client has a home address to change');
    }
    await em.transactional(async (tx) => {
      const user = userPolicy.authorize(viewer, 'update', await tx.findOne(User, viewer.id));
      user.firstName = firstName;
      user.lastName = lastName;
      user.displayName = input.displayName?.trim() || null;
      user.phone = phone;
      if (user.role === Role.CLIENT) {
        const client = await tx.findOne(Client, { user });
        if (client) {
          if (user.displayName) client.displayName = user.displayName;
          client.phone = phone ?? client.phone;
          if (input.address !== undefined) client.address = input.address?.trim() || null;
        }
      }
    });
    await em.refresh(viewer);
    return viewer;
  }

  /** The first portal visit's time, kept: a second call (another tab, a reload) changes nothing. */
  async markPortalSeen(em: EntityManager, viewer: User): Promise<User> {
    userPolicy.authorize(viewer, 'markPortalSeen', viewer);
    await em.nativeUpdate(User, { id: viewer.id, portalSeenAt: null }, { portalSeenAt: new Date() });
    await em.refresh(viewer);
    return viewer;
  }

  /**
   * The viewer's own current password, asked before a change a stolen session must not make (turning two-factor on).
   * Wrong guesses count against the same per-account limit as changing the password.
   */
  async confirmPassword(em: EntityManager, viewer: User, password: string): Promise<void> {
    await this.checkPassword(em, viewer, password, 'password', 'The password is not right');
  }

  private async checkPassword(em: EntityManager, viewer: User, password: string, field: string, message: string) {
    // Guesses at the current password are limited: a borrowed or stolen session must not be able to test passwords.
    await this.throttle.beforePasswordCheck(viewer.id);
    const user = await userPolicy.load(em, viewer, 'update', viewer.id, { populate: ['passwordHash'] });
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.throttle.recordWrongPassword(viewer.id);
      throw new DomainError('BAD_USER_INPUT', message, { field });
    }
    await this.throttle.recordRightPassword(viewer.id);
    return user;
  }

  /**
   * Changes the password when the current one is right. Bumping the session version signs out every other
   * session (the caller keeps its own by adopting the new version); outstanding reset links and the calendar feed's URL
   * go with the old password.
   */
  async changePassword(em: EntityManager, viewer: User, input: ChangePasswordInput): Promise<User> {
    const user = await this.checkPassword(
      em,
      viewer,
      input.currentPassword,
      'currentPassword',
      'The current password is not right',
    );
    if (input.currentPassword === input.newPassword) {
      throw badInput('newPassword', 'Choose a new password different from the current one');
    }
    const passwordHash = await hashPassword(input.newPassword);
    await em.transactional(async (tx) => {
      // Through the unit of work, so the audit trail notes the change (and redacts the hash).
      const account = await tx.findOneOrFail(User, user.id);
      account.passwordHash = passwordHash;
      account.sessionVersion += 1;
      await retireOldPasswordLinks(tx, user.id, new Date());
      await tx.flush();
      await this.notifications?.raise(tx, {
        event: 'account.password-changed',
        recipientUserId: user.id,
        data: { how: 'changed' },
      });
    });
    await em.refresh(user);
    return user;
  }
}
