import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountToken, AccountTokenPurpose } from '../account-token/account-token.entity.js';
import { ApiToken } from '../api-token/api-token.entity.js';
import { CalendarFeed } from '../calendar-feed/calendar-feed.entity.js';
import type { NotificationService } from '../notification/notification.service.js';
import { Role } from '../../auth/role.enum.js';
import type { User } from './user.entity.js';

/**
 * What a new password (changed, or reset by link) retires with the old one, in the caller's transaction: every
 * outstanding reset link, and the calendar feed's URL (whoever had it sees the visits and addresses; the next ask
 * makes a new one). Sessions end through the account's sessionVersion, which the caller bumps.
 */
export async function retireOldPasswordLinks(em: EntityManager, userId: string, now: Date): Promise<void> {
  await em.nativeUpdate(
    AccountToken,
    { user: userId, purpose: AccountTokenPurpose.PASSWORD_RESET, usedAt: null },
    { usedAt: now },
  );
  await em.nativeDelete(CalendarFeed, { user: userId });
}

/**
 * After the owner's password was reset by link (someone may have had the account), the API tokens still acting for
 * them are listed in a notification (the bell at the next sign-in, and an email), with a prompt to review them.
 */
export async function promptApiTokenReview(em: EntityManager, notifications: NotificationService, user: User, key: string) {
  if (user.role !== Role.ADMIN) return;
  const tokens = await em.find(ApiToken, { createdBy: user.id, revokedAt: null }, { orderBy: { createdAt: 'asc' } });
  if (tokens.length === 0) return;
  await notifications.raise(em, {
    event: 'account.review-api-tokens',
    recipientUserId: user.id,
    dedupeKey: key,
    data: { tokens: tokens.map((token) => ({ name: token.name, prefix: token.prefix })) },
  });
}
