import { ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import type { Loaders } from '../../graphql/loaders.js';
import type { AccountLinkRequest } from './account-link.js';
import { type AccountRow, isAccountRow } from './account-row.js';
import { User } from './user.entity.js';
import { userPolicy } from './user.policy.js';

@ObjectType()
export class UserConnection extends Connection(User) {}

/** The account a link input names: its global or database id (decoded here), or its email. */
export const accountOf = (input: AccountLinkRequest): AccountLinkRequest => ({
  userId: input.userId ? databaseIdOf(input.userId, 'User', 'Account') : null,
  email: input.email,
});

/**
 * The `user` field of a record linked to an account (a client, a helper): the account read with the record's row,
 * which the list reads only for a viewer whose scope holds every account, or else loaded through that scope.
 */
export function linkedAccount(
  user: AccountRow | User | { id: string } | null,
  loaders: Loaders,
): AccountRow | Promise<User | null> | null {
  if (!user) return null;
  return isAccountRow(user) ? user : loaders.read(userPolicy, user.id);
}
