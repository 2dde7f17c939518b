import { ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import type { AccountLinkRequest } from './account-link.js';
import { User } from './user.entity.js';

@ObjectType()
export class UserConnection extends Connection(User) {}

/** The account a link input names: its global or database id (decoded here), or its email. */
export const accountOf = (input: AccountLinkRequest): AccountLinkRequest => ({
  userId: input.userId ? databaseIdOf(input.userId, 'User', 'Account') : null,
  email: input.email,
});
