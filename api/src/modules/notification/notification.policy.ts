import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { NotificationDelivery } from './notification-delivery.entity.js';
import { Notification } from './notification.entity.js';

/** A notification is its recipient's alone (the owner included: they see the Outbox, not others' notifications). */
export const notificationPolicy = definePolicy(Notification, {
  rules: {
    read: (viewer, notification) => notification.recipient.id === viewer.id && notification.inApp,
    update: (viewer, notification) => notification.recipient.id === viewer.id,
  },
});

/** The outbox is the owner's: what was sent to whom. */
export const notificationDeliveryPolicy = definePolicy(NotificationDelivery, {
  rules: { read: (viewer) => viewer.role === Role.ADMIN },
});
