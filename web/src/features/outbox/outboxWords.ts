import type { BadgeTone } from '../../ui/Badge';
import type { DeliveryStatus } from '../../gql/graphql';

/** Each state of an email as the owner reads it, and its badge's tone. */
export const DELIVERY_STATUS: Record<DeliveryStatus, { label: string; tone: BadgeTone }> = {
  PENDING: { label: 'Waiting', tone: 'info' },
  SENDING: { label: 'Sending', tone: 'info' },
  RETRYING: { label: 'Retrying', tone: 'warning' },
  SENT: { label: 'Sent', tone: 'success' },
  KEPT: { label: 'Kept', tone: 'neutral' },
  FAILED: { label: 'Failed', tone: 'danger' },
};

/** The filter's choices: every state, or one. */
export const STATUS_FILTERS: { value: '' | DeliveryStatus; label: string }[] = [
  { value: '', label: 'All emails' },
  { value: 'FAILED', label: 'Failed' },
  { value: 'RETRYING', label: 'Retrying' },
  { value: 'PENDING', label: 'Waiting' },
  { value: 'KEPT', label: 'Kept' },
  { value: 'SENT', label: 'Sent' },
];

/** Where mail goes (OutboxStatus.mode), in a sentence. */
export function modeSentence(mode: string): string {
  if (mode === 'smtp') return 'Emails go out through your mail server. Failed ones can be sent again.';
  if (mode === 'kept') return 'No mail server is set up, so emails are kept here instead of sent: open one to see it.';
  return 'No mail server is set up (SMTP_URL): emails wait here until one is.';
}

/** 'invoice.sent' → 'Invoice sent'. */
export function eventLabel(event: string): string {
  const words = event.replace(/[.-]/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
