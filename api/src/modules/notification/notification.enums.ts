import { registerEnumType } from 'type-graphql';

/** What a person may switch email on or off for (Account Settings → Notifications). */
export enum NotificationCategory {
  /** Sign-up verification, password reset and changes, two-factor changes: essential, always sent. */
  ACCOUNT = 'account',
  REQUESTS = 'requests',
  SCHEDULE = 'schedule',
  INVOICES = 'invoices',
  MESSAGES = 'messages',
}
registerEnumType(NotificationCategory, { name: 'NotificationCategory' });

export const ESSENTIAL_CATEGORIES: readonly NotificationCategory[] = [NotificationCategory.ACCOUNT];

export const CATEGORY_LABELS: Record<NotificationCategory, string> = {
  [NotificationCategory.ACCOUNT]: 'Account security',
  [NotificationCategory.REQUESTS]: 'Service requests',
  [NotificationCategory.SCHEDULE]: 'Schedule and reminders',
  [NotificationCategory.INVOICES]: 'Invoices',
  [NotificationCategory.MESSAGES]: 'Messages',
};

export enum DeliveryChannel {
  EMAIL = 'email',
  /** A text message through Twilio (issue 29). */
  SMS = 'sms',
}
registerEnumType(DeliveryChannel, { name: 'DeliveryChannel' });

/**
 * An outbox row's life: pending → sending → sent (or kept, when mail stays in the database offline); a failure goes
 * to retrying and back to sending until it succeeds or the retries run out (failed). Skipped: nothing to send to.
 */
export enum DeliveryStatus {
  PENDING = 'pending',
  SENDING = 'sending',
  RETRYING = 'retrying',
  SENT = 'sent',
  KEPT = 'kept',
  FAILED = 'failed',
}
registerEnumType(DeliveryStatus, {
  name: 'DeliveryStatus',
  valuesConfig: {
    KEPT: { description: 'Kept in the database instead of sent: no SMTP_URL outside production.' },
    FAILED: { description: 'Gave up (retries exhausted, or the address was refused); the owner may retry.' },
  },
});
