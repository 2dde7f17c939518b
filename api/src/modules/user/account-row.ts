import type { Role } from '../../auth/role.enum.js';
import type { Viewer } from '../../shared/policy.js';
import { User } from './user.entity.js';
import { userPolicy } from './user.policy.js';

/**
 * An account as plain data, read in the same statement as the record that links it (a client's or helper's row, a
 * calendar visit's helpers): the `User` type's stored fields (`name` and `emailVerified` are resolved from them).
 */
export interface AccountRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  profileImageUrl: string | null;
  needsProfileSetup: boolean;
  displayName: string | null;
  phone: string | null;
  emailVerifiedAt: Date | null;
  portalSeenAt: Date | null;
  createdAt: Date;
}

/** An AccountRow as `accountJson` sends it: its timestamps are JSON text. */
export type AccountJson = Omit<AccountRow, 'emailVerifiedAt' | 'portalSeenAt' | 'createdAt'> & {
  emailVerifiedAt: string | null;
  portalSeenAt: string | null;
  createdAt: string;
};

/** SQL for the account aliased `alias` as one JSON object with AccountRow's keys. */
export const accountJson = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'email', ${alias}.email, 'firstName', ${alias}.first_name,
    'lastName', ${alias}.last_name, 'role', ${alias}.role, 'profileImageUrl', ${alias}.profile_image_url,
    'needsProfileSetup', ${alias}.needs_profile_setup, 'displayName', ${alias}.display_name, 'phone', ${alias}.phone,
    'emailVerifiedAt', ${alias}.email_verified_at,
    'portalSeenAt', ${alias}.portal_seen_at, 'createdAt', ${alias}.created_at)`;

/**
 * The select column `name` holding, as `accountJson`, the account whose id is `userIdColumn` (null when none): a
 * record's account in the record's own row. Only for a viewer whose scope holds every account (none for anyone else,
 * whose `user` field then loads it through that scope).
 */
export const linkedAccountColumns = (viewer: Viewer, userIdColumn: string, name: string): string[] =>
  userPolicy.readsAll(viewer) ? [`(select ${accountJson('la')} from users la where la.id = ${userIdColumn}) as ${name}`] : [];

/** A record's `user` from its row: the account `linkedAccountColumns` read, else a reference to its id. */
export function linkedAccountOf(account: unknown, userId: unknown): AccountRow | { id: string } | null {
  if (account) return toAccountRow(account as AccountJson);
  return userId ? { id: userId as string } : null;
}

export const toAccountRow = (account: AccountJson): AccountRow => ({
  ...account,
  emailVerifiedAt: account.emailVerifiedAt === null ? null : new Date(account.emailVerifiedAt),
  portalSeenAt: account.portalSeenAt === null ? null : new Date(account.portalSeenAt),
  createdAt: new Date(account.createdAt),
});

/** Whether a record's `user` is the account read with it, not a reference or an entity to load. */
export const isAccountRow = (user: AccountRow | User | { id: string }): user is AccountRow =>
  !(user instanceof User) && 'email' in user;
