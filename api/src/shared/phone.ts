import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { badInput } from './errors.js';

/**
 * Phone numbers are stored in E.164 (+12395550123) whatever the punctuation typed, so search and linking compare
 * digits; numbers without a country code are read as US numbers.
 */
export function normalizePhone(input: string, field = 'phone'): string {
  const parsed = parsePhoneNumberFromString(input.trim(), 'US');
  if (!parsed || !parsed.isPossible()) throw badInput(field, 'Enter a valid phone number, e.g. (239) 555-0123');
  return parsed.number;
}

/** Optional phone: blank becomes null. */
export function normalizeOptionalPhone(input: string | null | undefined, field = 'phone'): string | null {
  return input?.trim() ? normalizePhone(input, field) : null;
}

/** A stored (E.164) number as people write it: (239) 555-0123 for US numbers. */
export function displayPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164, 'US');
  return parsed ? (parsed.country === 'US' ? parsed.formatNational() : parsed.formatInternational()) : e164;
}
