import { formatDay, formatDayAndTime } from '../../../lib/businessTime';
import { formatCents } from '../../../lib/money';

/** Words for fields whose names do not read well split apart. */
const FIELD_LABELS: Record<string, string> = {
  hourlyRateCents: 'Hourly rate',
  maxHoursPerWeek: 'Max hours/week',
  subtotalCents: 'Subtotal',
  taxAmountCents: 'Tax',
  totalCents: 'Total',
  unitPriceCents: 'Unit price',
  bonusCents: 'Bonus',
  defaultTaxRateBasisPoints: 'Default tax rate',
  servicePricesCents: 'Service prices',
  passwordHash: 'Password',
  tokenHash: 'Token',
  secretCiphertext: 'Authenticator secret',
  enabledAt: 'Turned on',
  adminFeedback: 'Feedback to the client',
  requireAdminTwoFactor: 'Two-factor required for admins',
  approvedMinutes: 'Approved minutes',
  user: 'Account',
};

/** 'hourlyRateCents' → 'Hourly rate', 'displayName' → 'Display name'. */
export function fieldLabel(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const words = field
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A recorded value as a person reads it: money in dollars, instants in Naples time, yes or no, or as recorded. */
export function valueText(field: string, value: string | null): string {
  if (value === null || value === '') return 'empty';
  if (/Cents$/.test(field) && /^-?\d+$/.test(value)) return formatCents(Number(value));
  if (field === 'defaultTaxRateBasisPoints' && /^\d+$/.test(value)) return `${Number(value) / 100}%`;
  if (ISO_INSTANT.test(value)) return formatDayAndTime(value);
  if (ISO_DATE.test(value)) return formatDay(value);
  // A related record (the account a client is linked to, who approved a period): its id, shortened as the app shows ids.
  if (UUID.test(value)) return `#${value.slice(0, 8)}`;
  if (value === 'true') return 'yes';
  if (value === 'false') return 'no';
  return value;
}

export const ACTION_WORDS = { CREATED: 'created', UPDATED: 'changed', DELETED: 'deleted' } as const;
