import type { AuthChecker } from 'type-graphql';
import { forbidden, unauthenticated } from '../shared/errors.js';
import type { AppContext } from './context.js';
import type { Role } from './role.enum.js';

export const INACTIVE_HELPER = 'Your helper account is inactive. Ask the owner to reactivate it.';

/**
 * The role gate behind `@Auth(...)`: signed out is UNAUTHENTICATED, a signed-in user without one of the roles (or a
 * deactivated helper, whatever the operation) is FORBIDDEN. Object-level rules (a client sees only its own data) live
 * in the policies.
 */
export const authChecker: AuthChecker<AppContext, Role> = ({ context }, roles) => requireRole(context, roles);

/**
 * The same gate called directly, for a field resolved once per row of a long list: type-graphql's `@Authorized`
 * wraps each call in async middleware (several promises a row), this check is synchronous.
 */
export function requireRole(context: Pick<AppContext, 'viewer' | 'viewerInactive'>, roles: readonly Role[]): true {
  if (!context.viewer) throw unauthenticated();
  if (context.viewerInactive) throw forbidden(INACTIVE_HELPER);
  if (roles.length > 0 && !roles.includes(context.viewer.role)) throw forbidden();
  return true;
}
