import type { SecretTokens } from '../../shared/secret-tokens.js';
import type { NotificationCategory } from './notification.enums.js';

export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/** A link that turns one category's email off for one person, without signing in (signed, so it cannot be forged). */
export function unsubscribeUrl(base: string, tokens: SecretTokens, userId: string, category: NotificationCategory): string {
  const params = new URLSearchParams({ u: userId, c: category, t: tokens.sign('unsubscribe', `${userId}:${category}`) });
  return `${base}${UNSUBSCRIBE_PATH}?${params.toString()}`;
}
