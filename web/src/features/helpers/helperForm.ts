import { dollarsToCents } from '../../lib/money';

export interface HelperFormValues {
  hourlyRate: string;
  maxHoursPerWeek: string;
  phone: string;
  notes: string;
}

export type HelperFormErrors = Partial<Record<keyof HelperFormValues, string>>;

export interface HelperFormInput {
  hourlyRateCents: number;
  maxHoursPerWeek: number | null;
  phone: string | null;
  notes: string | null;
}

/**
 * Spec §5: the hourly rate is required, entered in dollars (step 0.01) and sent in cents, on create and on edit
 * alike; max hours is an optional whole number (1 to 168), empty meaning unlimited (null).
 */
export function readHelperForm(values: HelperFormValues): { input: HelperFormInput } | { errors: HelperFormErrors } {
  const errors: HelperFormErrors = {};
  const hourlyRateCents = dollarsToCents(values.hourlyRate);
  if (hourlyRateCents === null) errors.hourlyRate = 'Hourly rate is required';
  else if (Number.isNaN(hourlyRateCents)) errors.hourlyRate = 'Enter an amount in dollars, like 25 or 25.50';
  else if (hourlyRateCents > 100_000_000) errors.hourlyRate = 'That hourly rate is too large';

  const hoursText = values.maxHoursPerWeek.trim();
  const maxHoursPerWeek = hoursText === '' ? null : Number(hoursText);
  if (maxHoursPerWeek !== null && (!/^\d+$/.test(hoursText) || maxHoursPerWeek < 1 || maxHoursPerWeek > 168)) {
    errors.maxHoursPerWeek = 'Enter whole hours from 1 to 168, or leave it empty for unlimited';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      hourlyRateCents: hourlyRateCents!,
      maxHoursPerWeek,
      phone: values.phone.trim() || null,
      notes: values.notes.trim() || null,
    },
  };
}
