import { BUSINESS_TIME_ZONE } from '../../shared/calendar-date.js';
import { NotificationCategory } from '../notification/notification.enums.js';
import type { NotificationEvent } from '../notification/notification.events.js';

/** Carriers (and Twilio) cap a message at 1,600 characters; longer bodies are refused, not split. */
export const TEXT_BODY_MAX = 1600;

/** What a person may choose to get by text: every category but account security (reset links never go by text). */
export const TEXT_CATEGORIES: readonly NotificationCategory[] = [
  NotificationCategory.REQUESTS,
  NotificationCategory.SCHEDULE,
  NotificationCategory.INVOICES,
  NotificationCategory.MESSAGES,
];

/**
 * The notifications that may go by text, and whether they are urgent (sent through quiet hours: "on my way" at 7:45
 * AM is no use at 8). Others stay email and in-app only.
 */
export const TEXT_EVENTS: Partial<Record<NotificationEvent, { urgent: boolean }>> = {
  'visit.reminder': { urgent: false },
  'visit.on-my-way': { urgent: true },
  'visit.rescheduled': { urgent: false },
  'visit.canceled': { urgent: false },
  'visit.restored': { urgent: false },
  'invoice.sent': { urgent: false },
  'invoice.overdue': { urgent: false },
  'payment.receipt': { urgent: false },
  'request.created': { urgent: false },
  'visit-change.requested': { urgent: false },
  'message.received': { urgent: false },
};

export const isTextable = (event: string) => event in TEXT_EVENTS;
/** Urgent texts ignore quiet hours: "on my way", and a reply to someone who is texting the business right now. */
export const isUrgentText = (event: string, data: Record<string, unknown> = {}) =>
  (TEXT_EVENTS[event as NotificationEvent]?.urgent ?? false) || (event === 'message.received' && typeof data.textTo === 'string');

/**
 * A notification as a text: the business's name, the notification's one-line title and a link to the details, so
 * nothing private (an address, an access code) is ever in a text. A reply in a conversation is the message itself.
 */
export function textBody(
  notification: { event: string; title: string; link: string | null; data: Record<string, unknown> },
  businessName: string,
  publicUrl: string,
  /** False for a client without an account: a link into the app means nothing to someone who cannot sign in. */
  withLink = true,
): string {
  if (notification.event === 'message.received' && typeof notification.data.textTo === 'string') {
    return clipText(`${businessName}: ${String(notification.data.body ?? '')}`);
  }
  const link = withLink && notification.link ? ` ${publicUrl}${notification.link}` : '';
  // One segment (160 characters) where possible: the title gives way, never the link.
  const room = Math.max(20, 160 - businessName.length - 2 - link.length - 1);
  const title = notification.title.length > room ? `${notification.title.slice(0, room - 1)}…` : notification.title;
  return `${businessName}: ${title}.${link}`.replace('..', '.');
}

export const clipText = (text: string) => (text.length > TEXT_BODY_MAX ? `${text.slice(0, TEXT_BODY_MAX - 1)}…` : text);

const hourFormat = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

/** The hour (0-23) in New York. */
export const businessHour = (at: Date) => Number(hourFormat.format(at)) % 24;

/** Quiet from `start` to `end` (New York hours; 21 to 8 wraps midnight; equal hours: never quiet). */
export function isQuietHour(at: Date, start: number, end: number): boolean {
  const hour = businessHour(at);
  if (start === end) return false;
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/** The next moment the clock in New York reads `end`:00 (New York's offsets are whole hours). */
export function nextHourStart(at: Date, end: number): Date {
  const candidate = new Date(at);
  candidate.setUTCMinutes(0, 0, 0);
  for (let i = 0; i < 50; i++) {
    candidate.setUTCHours(candidate.getUTCHours() + 1);
    if (businessHour(candidate) === end) return candidate;
  }
  return new Date(at.getTime() + 12 * 3600_000);
}

/** The start of `at`'s day in New York, as an instant. */
export function businessDayStart(at: Date): Date {
  const candidate = new Date(at);
  candidate.setUTCMinutes(0, 0, 0);
  while (businessHour(candidate) !== 0) candidate.setUTCHours(candidate.getUTCHours() - 1);
  return candidate;
}

/** Carriers' opt-out and opt-in words (CTIA), matched on the whole message. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const START_WORDS = new Set(['START', 'YES', 'UNSTOP', 'OPTIN']);
const HELP_WORDS = new Set(['HELP', 'INFO']);

export type TextKeyword = 'stop' | 'start' | 'help' | null;

export function keywordOf(body: string): TextKeyword {
  const word = body
    .trim()
    .replace(/[\s.!]+$/, '')
    .replace(/[\s-]+/g, '')
    .toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  if (HELP_WORDS.has(word)) return 'help';
  return null;
}
