import { registerEnumType } from 'type-graphql';

/** Stored lower-case (as the REST contract shows it); GraphQL names the values ADMIN, HELPER, CLIENT. */
export enum Role {
  ADMIN = 'admin',
  HELPER = 'helper',
  CLIENT = 'client',
}

registerEnumType(Role, { name: 'Role', description: 'What a signed-in user may do.' });

export const ALL_ROLES = [Role.ADMIN, Role.HELPER, Role.CLIENT] as const;
