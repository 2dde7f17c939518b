import { DirectiveLocation, GraphQLDirective, type GraphQLEnumType, GraphQLList, GraphQLNonNull } from 'graphql';
import { Authorized, Directive } from 'type-graphql';
import { ALL_ROLES, Role } from './role.enum.js';

/**
 * `@Auth(Role.ADMIN)` gates an operation by role (enforced by the authChecker) and prints
 * `@auth(requires: [ADMIN])` into schema.graphql, so every reader of the schema sees who may call what.
 * `@Public()` marks an operation anyone may call, signed in or not. Every Query and Mutation field carries one of
 * the two; a test walks the schema to hold that.
 */
export function Auth(...roles: Role[]): MethodDecorator & PropertyDecorator {
  const required = roles.length > 0 ? roles : [...ALL_ROLES];
  const names = required.map((role) => roleName(role)).join(', ');
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    Authorized(...required)(target, key, descriptor as never);
    Directive(`@auth(requires: [${names}])`)(target, key, descriptor as never);
  };
}

export function Public(): MethodDecorator & PropertyDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    Directive('@public')(target, key, descriptor as never);
  };
}

function roleName(role: Role): string {
  const entry = Object.entries(Role).find(([, value]) => value === role);
  if (!entry) throw new Error(`Unknown role ${role}`);
  return entry[0];
}

/** The definitions of `@auth` and `@public`, typed with the schema's own `Role` enum. */
export function accessDirectives(roleEnum: GraphQLEnumType): GraphQLDirective[] {
  return [
    new GraphQLDirective({
      name: 'auth',
      description: 'Only signed-in users with one of these roles may call this operation.',
      locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT],
      args: { requires: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(roleEnum))) } },
    }),
    new GraphQLDirective({
      name: 'public',
      description: 'Anyone may call this operation, signed in or not.',
      locations: [DirectiveLocation.FIELD_DEFINITION],
    }),
  ];
}
