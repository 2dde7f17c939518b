import { Role } from '../../auth/role.enum.js';
import { definePolicy, type Viewer } from '../../shared/policy.js';
import { OutboxEmail } from './notification-delivery.entity.js';
import { Notification } from './notification.entity.js';
import { NotificationCategory } from './notification.enums.js';

// Email-only notifications (inApp false) are the outbox's, not the bell's; account notices (a password changed, API
// tokens to review) are the person's, not an integration's.
const own = (viewer: Viewer) => ({
  recipient: viewer.id,
  inApp: true,
  ...(viewer.viaApiToken ? { category: { $ne: NotificationCategory.ACCOUNT } } : {}),
});
const isRecipient = (viewer: Viewer, notification: Notification) =>
  notification.recipient?.id === viewer.id && notification.inApp;

/** A notification is its recipient's alone (the owner included: they see the Outbox, not others' notifications). */
export const notificationPolicy = definePolicy(Notification, {
  label: 'Notification',
  read: { [Role.ADMIN]: own, [Role.HELPER]: own, [Role.CLIENT]: own },
  actions: {
    markRead: { [Role.ADMIN]: isRecipient, [Role.HELPER]: isRecipient, [Role.CLIENT]: isRecipient },
  },
});

/**
 * The outbox is the owner's: what was sent to whom, and Retry on a failed email. Account-security emails (reset,
 * verification, two-factor) hold links that take over an account: no API token reads them, read-only or not.
 */
export const outboxEmailPolicy = definePolicy(OutboxEmail, {
  label: 'Email',
  read: {
    [Role.ADMIN]: (viewer) => (viewer.viaApiToken ? { notification: { category: { $ne: NotificationCategory.ACCOUNT } } } : {}),
  },
  actions: { retry: { [Role.ADMIN]: true } },
});
