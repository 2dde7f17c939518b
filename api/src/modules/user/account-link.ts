import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../../auth/role.enum.js';
import { badInput, conflict, isUniqueViolation, notFound } from '../../shared/errors.js';
import { isDatabaseId } from '../../shared/ids.js';
import { User } from './user.entity.js';

/** A business record (a client or a helper) that may belong to one user account. */
export interface AccountLinkable {
  user: User | null;
}

export interface AccountLinkRequest {
  /** The account's database id; wins over the email when both are given. */
  userId?: string | null;
  email?: string | null;
}

/**
 * Links an existing account of the record's role to a record entered by hand, e.g. when someone the admin added
 * signs up later, so messages reach them and their profile setup completes this record instead of a new one.
 * Linking the same account again is harmless; a record or account already linked elsewhere is a conflict.
 */
export async function linkRecordToAccount<T extends AccountLinkable & object>(
  em: EntityManager,
  record: T,
  recordClass: EntityClass<T>,
  role: Role,
  noun: 'client' | 'helper',
  request: AccountLinkRequest,
): Promise<T> {
  const email = request.email?.trim().toLowerCase();
  if (!request.userId && !email) throw badInput('email', 'Give the email (or id) of the account to link');
  const user = request.userId
    ? isDatabaseId(request.userId)
      ? await em.findOne(User, request.userId)
      : null
    : await em.findOne(User, { email });
  if (!user) throw notFound('Account');
  if (user.role !== role) {
    throw badInput(request.userId ? 'userId' : 'email', `Only a ${noun} account can be linked to a ${noun}`);
  }
  if (record.user) {
    if (record.user.id === user.id) return record;
    throw conflict(`This ${noun} is already linked to another account`);
  }
  const alreadyTaken = `This account already belongs to another ${noun}`;
  if (await em.count(recordClass, { user: user.id } as never)) throw conflict(alreadyTaken);
  record.user = user;
  try {
    await em.flush();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(alreadyTaken);
    throw error;
  }
  return record;
}
