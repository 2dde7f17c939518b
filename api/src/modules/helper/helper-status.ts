import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * True when the account is a helper whose record the owner deactivated: the role gate then refuses them every
 * operation (auth/auth-checker.ts) and their calendar feed stops. One fixed statement, read once per helper request.
 */
export async function isInactiveHelper(em: EntityManager, userId: string): Promise<boolean> {
  const rows = await em
    .getConnection()
    .execute<unknown[]>('select 1 from helpers where user_id = ? and active = false', [userId]);
  return rows.length > 0;
}
