import type { CreateServiceRequestInput, Recurrence, ServiceType, TimeSlot } from '../../gql/graphql';
import { addMonths, businessToday } from '../../lib/businessTime';
import { BOOKING_HORIZON_YEARS, serviceRequestRequired } from '../../lib/validation';
import { type CustomDaysValue, NO_DAYS, WEEKDAYS } from '../../lib/serviceLabels';

export interface RequestFormValues {
  service: ServiceType | '';
  date: string;
  time: TimeSlot | '';
  address: string;
  phoneNumber: string;
  notes: string;
  recurring: Recurrence;
  customDays: CustomDaysValue;
  /** The home, for the price: chosen from 0 to 20 (kept as the select's text). */
  bedrooms: string;
  bathrooms: string;
  /** Keys of the price list's extras. */
  extras: string[];
}

export type RequiredField = 'service' | 'date' | 'time' | 'address' | 'phoneNumber';

export const EMPTY_REQUEST_FORM: RequestFormValues = {
  service: '',
  date: '',
  time: '',
  address: '',
  phoneNumber: '',
  notes: '',
  recurring: 'ONETIME',
  customDays: NO_DAYS,
  bedrooms: '1',
  bathrooms: '1',
  extras: [],
};

export interface FormProblem {
  title: string;
  description: string;
  /** The fields to mark invalid. */
  fields: (RequiredField | 'customDays')[];
}

export const MISSING_INFORMATION = { title: 'Missing Information', description: 'Please fill in all required fields' };
/** Not in spec §5; the words are the API's, so the form and the server say the same thing. */
export const PAST_DATE = { title: 'Invalid Date', description: 'The date cannot be in the past' };
/** Not in spec §5 either; the API's words for a date past its booking horizon. */
export const FAR_DATE = {
  title: 'Invalid Date',
  description: `The date cannot be more than ${BOOKING_HORIZON_YEARS} years ahead`,
};
export const NO_DAYS_SELECTED = {
  title: 'No Days Selected',
  description: 'Please select at least one day for custom recurring schedule',
};

export type ValidationResult =
  { ok: true; input: Omit<CreateServiceRequestInput, 'idempotencyKey'> } | { ok: false; problem: FormProblem };

/** The last date of service the API takes, counted from Naples's today. */
export const lastBookableDay = (today: string) => addMonths(today, 12 * BOOKING_HORIZON_YEARS);

/**
 * Spec §5: service, date, time, phone number and address are required (`serviceRequestRequired`); a custom schedule
 * needs at least one day; customDays is null unless the schedule is custom; the date is today or later and at most
 * two years ahead (America/New_York). The API checks the same rules. Problems come one kind at a time, each with the spec's toast.
 */
export function validateRequestForm(values: RequestFormValues, today: string = businessToday()): ValidationResult {
  const required = serviceRequestRequired.safeParse(values);
  if (!required.success) {
    const fields = [...new Set(required.error.issues.map((issue) => issue.path[0] as RequiredField))];
    return { ok: false, problem: { ...MISSING_INFORMATION, fields } };
  }
  const service = values.service as ServiceType;
  const time = values.time as TimeSlot;

  // ISO calendar dates compare as strings; "today" is Naples's, as on the server.
  if (values.date < today) return { ok: false, problem: { ...PAST_DATE, fields: ['date'] } };
  if (values.date > lastBookableDay(today)) return { ok: false, problem: { ...FAR_DATE, fields: ['date'] } };

  const custom = values.recurring === 'CUSTOM';
  if (custom && !WEEKDAYS.some(({ key }) => values.customDays[key])) {
    return { ok: false, problem: { ...NO_DAYS_SELECTED, fields: ['customDays'] } };
  }

  return {
    ok: true,
    input: {
      service,
      date: values.date,
      time,
      address: required.data.address,
      phoneNumber: required.data.phoneNumber,
      notes: values.notes.trim() || null,
      recurring: values.recurring,
      customDays: custom ? { ...values.customDays } : null,
      bedrooms: Number(values.bedrooms),
      bathrooms: Number(values.bathrooms),
      extras: [...values.extras],
    },
  };
}

/**
 * The request form's resolver for react-hook-form: the rules above, with each problem field marked ('Required', or
 * the custom-days sentence). The form says the problem itself in a toast.
 */
export function requestFormResolver(today: () => string) {
  return (values: RequestFormValues) => {
    const result = validateRequestForm(values, today());
    if (result.ok) return { values: result.input, errors: {} };
    const { title, description, fields } = result.problem;
    const missing = title === MISSING_INFORMATION.title;
    const errors = Object.fromEntries(
      fields.map((field) => [field, { type: 'validate', message: missing ? 'Required' : description }]),
    );
    return { values: {}, errors };
  };
}

/**
 * A fresh key for one submission attempt. crypto.randomUUID needs a secure context (https or localhost); over plain
 * http it is missing, so fall back to a v4 UUID from getRandomValues, which works everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
