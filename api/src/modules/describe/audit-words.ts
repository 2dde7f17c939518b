import { isCalendarDate } from '../../shared/calendar-date.js';
import type { AuditAction, AuditFieldChange } from '../audit/audit-event.entity.js';
import { SERVICE_NAMES } from '../service-request/service-names.js';
import {
  customDaysWords,
  dayWords,
  enumWords,
  instantWords,
  isServiceType,
  isTimeSlot,
  listWords,
  moneyWords,
  RECURRING_LABELS,
  recurrenceWords,
  TIME_SLOT_LABELS,
} from './words.js';

/**
 * The audit trail in the owner's words: each field's name, each value, and one sentence for the whole change
 * ("assigned Carlos Rivera to the visit on Wed, Dec 9"). The trail keeps raw values; these words are made when it is
 * read, so old entries read as well as new ones. Ids become names through a NameBook (audit-names.ts).
 */

/** Names of the records the trail points at, by database id. */
export type NameBook = ReadonlyMap<string, string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Words for fields whose names do not read well split apart. */
const FIELD_WORDS: Record<string, string> = {
  hourlyRateCents: 'Hourly rate',
  maxHoursPerWeek: 'Max hours/week',
  subtotalCents: 'Subtotal',
  taxAmountCents: 'Tax',
  totalCents: 'Total',
  unitPriceCents: 'Unit price',
  priceCents: 'Price',
  priceCentsOverride: 'Price',
  bonusCents: 'Bonus',
  defaultTaxRateBasisPoints: 'Default tax rate',
  servicePricesCents: 'Service prices',
  priceList: 'Price list',
  passwordHash: 'Password',
  tokenHash: 'Token',
  secretCiphertext: 'Authenticator secret',
  enabledAt: 'Turned on',
  adminFeedback: 'Feedback to the client',
  requireAdminTwoFactor: 'Two-factor required for admins',
  approvedMinutes: 'Approved minutes',
  user: 'Account',
  service: 'Service',
  serviceOverride: 'Service',
  addressOverride: 'Address',
  time: 'Time slot',
  timeSlot: 'Time slot',
  proposedTimeSlot: 'Proposed time slot',
  recurring: 'Repeats',
  recurrenceRule: 'Schedule',
  customDays: 'Days',
  statusReason: 'Reason',
  helpers: 'Helpers',
  preferredHelpers: 'Preferred helpers',
  neverSendHelpers: 'Never send',
  neverSendNote: 'Never-send note',
  sameHelpers: 'Same helpers every visit',
  neverSendOverride: 'Sent despite never-send',
  previousRequest: 'Follows the request',
};

/** 'hourlyRateCents' → 'Hourly rate', 'displayName' → 'Display name'. */
export function fieldWords(field: string): string {
  if (FIELD_WORDS[field]) return FIELD_WORDS[field];
  const words = field
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Fields holding a list of helpers (by id), said as their names. */
const HELPER_LISTS = new Set(['helpers', 'preferredHelpers', 'neverSendHelpers']);

/** Fields of a client's helper preferences (client-preferences.service.ts). */
const PREFERENCE_FIELDS = new Set(['preferredHelpers', 'neverSendHelpers', 'neverSendNote', 'sameHelpers']);

/** Fields holding one of a few stored words (an enum): said as a word, never as the stored value. */
const ENUM_FIELDS = new Set(['status', 'kind', 'role', 'purpose', 'action', 'category', 'channel']);

const nameOf = (id: string, names: NameBook) => names.get(id) ?? 'a record no longer on file';

/**
 * A recorded value as the owner reads it, or null when there is none: services and time slots by their labels, a
 * rule as a schedule, dates and instants in Naples time, money in dollars, ids as the names of what they point at.
 */
export function valueWords(field: string, value: unknown, names: NameBook): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (HELPER_LISTS.has(field) && Array.isArray(value)) {
    return value.length ? listWords(value.map((id) => (isUuid(id) ? nameOf(id, names) : String(id)))) : null;
  }
  if (Array.isArray(value)) return value.map((item) => valueWords(field, item, names) ?? '').join(', ') || null;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (field === 'customDays') return customDaysWords(value as Record<string, boolean>);
    if (entries.every(([key, amount]) => isServiceType(key) && typeof amount === 'number')) {
      return entries
        .map(([key, amount]) => `${SERVICE_NAMES[key as keyof typeof SERVICE_NAMES]} ${moneyWords(amount as number)}`)
        .join('; ');
    }
    return entries.map(([key, item]) => `${fieldWords(key)}: ${valueWords(key, item, names) ?? 'none'}`).join('; ');
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') {
    if (/Cents(Override)?$/.test(field)) return moneyWords(value);
    if (field.endsWith('BasisPoints')) return `${value / 100}%`;
    return String(value);
  }
  const text = String(value);
  if ((field === 'service' || field === 'serviceOverride') && isServiceType(text)) return SERVICE_NAMES[text];
  if (/^(time|timeSlot|proposedTimeSlot)$/.test(field) && isTimeSlot(text)) return TIME_SLOT_LABELS[text];
  if (field === 'recurring' && text in RECURRING_LABELS) return RECURRING_LABELS[text as keyof typeof RECURRING_LABELS];
  if (field === 'recurrenceRule' || text.startsWith('DTSTART:') || /^RRULE:/m.test(text)) return recurrenceWords(text);
  if (ENUM_FIELDS.has(field)) return enumWords(text);
  if (isUuid(text)) return nameOf(text, names);
  if (ISO_INSTANT.test(text)) return instantWords(text);
  if (isCalendarDate(text)) return dayWords(text);
  return text;
}

/** The ids a change points at, whose names the words need. */
export function idsIn(changes: readonly AuditFieldChange[]): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown) => {
    if (isUuid(value)) ids.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
  };
  for (const change of changes) if (!change.redacted) [change.from, change.to].forEach(visit);
  return [...ids];
}

const CHANGE_KIND_WORDS: Record<string, string> = { skip: 'Skip', move: 'Move', 'end-plan': 'End of the plan' };

/**
 * How an object was named, in words: labels written before the trail spoke them ('movein on 2026-12-09', 'Visit on
 * 2026-12-09', 'skip of the visit on …') read as new ones do.
 */
export function labelWords(subjectType: string, label: string | null): string | null {
  if (!label) return label;
  let words = label.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (date) => (isCalendarDate(date) ? dayWords(date) : date));
  if (subjectType === 'ServiceRequest') {
    words = words.replace(/^([a-z_-]+)(?= on )/, (service) => (isServiceType(service) ? SERVICE_NAMES[service] : service));
  }
  if (subjectType === 'VisitChangeRequest') {
    words = words.replace(/^([a-z-]+)(?= of )/, (kind) => CHANGE_KIND_WORDS[kind] ?? kind);
  }
  return words;
}

export interface DescribedEvent {
  subjectType: string;
  title: string;
  action: AuditAction;
  label: string | null;
  changes: readonly AuditFieldChange[];
}

const ACTION_WORDS: Record<string, string> = { created: 'created', updated: 'changed', deleted: 'deleted' };

const STATUS_VERBS: Record<string, string> = {
  completed: 'completed',
  'in-progress': 'started',
  canceled: 'canceled',
  skipped: 'skipped',
};

/** 'Visit on Wed, Dec 9' → 'the visit on Wed, Dec 9'. */
const theObject = (title: string, label: string | null) =>
  label && label.toLowerCase().startsWith(title.toLowerCase())
    ? `the ${label.charAt(0).toLowerCase()}${label.slice(1)}`
    : `${title.toLowerCase()}${label ? ` “${label}”` : ''}`;

/**
 * One sentence for a change, to follow who made it: 'assigned Carlos Rivera to the visit on Wed, Dec 9',
 * 'completed the visit on Wed, Dec 9', 'moved the visit from Wed, Dec 9 to Thu, Dec 10', else
 * 'changed service request “Move-In Cleaning on Wed, Dec 9”'.
 */
export function summaryWords(event: DescribedEvent, names: NameBook): string {
  const object = theObject(event.title, event.label);
  const change = (field: string) => event.changes.find((item) => item.field === field && !item.redacted);
  if (event.subjectType === 'Visit' && event.action === 'updated') {
    // A code shown on the job page (job-page.service.ts revealCode): which code, never its value.
    const override = change('neverSendOverride');
    if (override && typeof override.to === 'string') {
      // Written as "<names>: <reason>" when the owner sent a never-send helper anyway (job.service.ts).
      const split = override.to.indexOf(': ');
      const [who, why] = split < 0 ? [override.to, ''] : [override.to.slice(0, split), override.to.slice(split + 2)];
      return `sent ${who} to ${object} though the client asked never to send them${why ? ` (reason: ${why})` : ''}`;
    }
    const revealed = change('accessCodeRevealed');
    if (revealed && typeof revealed.to === 'string') return `revealed the ${revealed.to} for ${object}`;
    const helpers = change('helpers');
    if (helpers) {
      const ids = (value: unknown) => (Array.isArray(value) ? value.filter(isUuid) : []);
      const before = new Set(ids(helpers.from));
      const after = new Set(ids(helpers.to));
      const added = [...after].filter((id) => !before.has(id)).map((id) => nameOf(id, names));
      const removed = [...before].filter((id) => !after.has(id)).map((id) => nameOf(id, names));
      if (added.length && removed.length) return `assigned ${listWords(added)} and removed ${listWords(removed)} on ${object}`;
      if (added.length) return `assigned ${listWords(added)} to ${object}`;
      if (removed.length) return `removed ${listWords(removed)} from ${object}`;
    }
    const status = change('status');
    const to = typeof status?.to === 'string' ? status.to : null;
    if (to && STATUS_VERBS[to]) return `${STATUS_VERBS[to]} ${object}`;
    if (to === 'scheduled' && (status?.from === 'canceled' || status?.from === 'skipped')) return `restored ${object}`;
    if (to === 'scheduled' && (status?.from === 'completed' || status?.from === 'in-progress')) return `reopened ${object}`;
    const date = change('date');
    if (
      date &&
      typeof date.from === 'string' &&
      typeof date.to === 'string' &&
      isCalendarDate(date.from) &&
      isCalendarDate(date.to)
    ) {
      return `moved the visit from ${dayWords(date.from)} to ${dayWords(date.to)}`;
    }
  }
  if (
    event.subjectType === 'Client' &&
    event.action === 'updated' &&
    event.changes.length > 0 &&
    event.changes.every((item) => PREFERENCE_FIELDS.has(item.field))
  ) {
    return `changed the helper preferences of ${object}`;
  }
  if (event.subjectType === 'ServiceRequest' && event.action === 'updated') {
    const status = change('status');
    if (status?.to === 'accepted') return `approved ${object}`;
    if (status?.to === 'declined') return `declined ${object}`;
  }
  return `${ACTION_WORDS[event.action] ?? event.action} ${object}`;
}
