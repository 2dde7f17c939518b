import type { Recurrence, ServiceRequestStatus, ServiceType, TimeSlot, VisitStatus } from '../gql/graphql';
import type { BadgeTone } from '../ui/Badge';

/**
 * The one table of service names, in the spec's words (its public page says "Deep Cleaning" and "Move-In/Move-Out"):
 * every screen, the request form, prices and invoice lines read them from here. The API's own table
 * (api/src/modules/service-request/service-names.ts) holds the same words for emails and invoice lines.
 */
export const SERVICE_NAMES: Record<ServiceType, string> = {
  STANDARD: 'Standard Cleaning',
  DEEP: 'Deep Cleaning',
  MOVEOUT: 'Move-Out Cleaning',
  MOVEIN: 'Move-In Cleaning',
  POST_CONSTRUCTION: 'Post-Construction Cleaning',
  COMMERCIAL: 'Commercial Cleaning',
};

/** Every service type a request may name, in the order the prices are listed. */
export const SERVICE_TYPES = Object.keys(SERVICE_NAMES) as ServiceType[];

/** Spec §9 time-slot labels. */
export const TIME_SLOT_LABELS: Record<TimeSlot, string> = {
  MORNING: 'Morning 8AM-12PM',
  AFTERNOON: 'Afternoon 12PM-4PM',
  EVENING: 'Evening 4PM-7PM',
  FLEXIBLE: 'Flexible',
};

export const RECURRING_LABELS: Record<Recurrence, string> = {
  ONETIME: 'One-time',
  WEEKLY: 'Weekly',
  BIWEEKLY: 'Bi-weekly',
  MONTHLY: 'Monthly',
  CUSTOM: 'Custom',
};

export const REQUEST_STATUS: Record<ServiceRequestStatus, { label: string; tone: BadgeTone }> = {
  PENDING: { label: 'Pending', tone: 'warning' },
  ACCEPTED: { label: 'Accepted', tone: 'success' },
  SCHEDULED: { label: 'Scheduled', tone: 'info' },
  DECLINED: { label: 'Declined', tone: 'danger' },
  CANCELLED: { label: 'Cancelled', tone: 'neutral' },
};

export const VISIT_STATUS: Record<VisitStatus, { label: string; tone: BadgeTone }> = {
  SCHEDULED: { label: 'Scheduled', tone: 'info' },
  IN_PROGRESS: { label: 'In progress', tone: 'warning' },
  COMPLETED: { label: 'Completed', tone: 'success' },
  CANCELED: { label: 'Canceled', tone: 'neutral' },
  SKIPPED: { label: 'Skipped', tone: 'neutral' },
};

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

export const SERVICE_OPTIONS = options(SERVICE_NAMES);
export const TIME_SLOT_OPTIONS = options(TIME_SLOT_LABELS);
export const RECURRING_OPTIONS = options(RECURRING_LABELS);

export const WEEKDAYS = [
  { key: 'sunday', label: 'Sunday' },
  { key: 'monday', label: 'Monday' },
  { key: 'tuesday', label: 'Tuesday' },
  { key: 'wednesday', label: 'Wednesday' },
  { key: 'thursday', label: 'Thursday' },
  { key: 'friday', label: 'Friday' },
  { key: 'saturday', label: 'Saturday' },
] as const;

export type Weekday = (typeof WEEKDAYS)[number]['key'];
export type CustomDaysValue = Record<Weekday, boolean>;

export const NO_DAYS: CustomDaysValue = {
  sunday: false,
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  saturday: false,
};

/** "Weekly", or "Custom: Mon, Wed, Fri" for a custom schedule. */
export function describeRecurrence(recurring: Recurrence, customDays?: Partial<CustomDaysValue> | null): string {
  if (recurring !== 'CUSTOM' || !customDays) return RECURRING_LABELS[recurring];
  const days = WEEKDAYS.filter(({ key }) => customDays[key]).map(({ label }) => label.slice(0, 3));
  return days.length ? `Custom: ${days.join(', ')}` : RECURRING_LABELS.CUSTOM;
}
