import { badInput } from './errors.js';

/** The largest amount the app accepts anywhere: $1,000,000.00. */
export const MAX_CENTS = 100_000_000;

/**
 * Converts a dollar amount (number or numeric string, as a form sends it) to integer cents, rounding half up on
 * the decimal digits themselves so 19.99 is 1999 and 0.1 + 0.2 style float noise cannot leak in.
 */
export function dollarsToCents(value: unknown, field: string): number {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(6) : '') : String(value ?? '').trim();
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(text);
  if (!match) throw badInput(field, `${field} must be a dollar amount of 0 or more`);
  const [, whole, fraction = ''] = match;
  const digits = fraction.padEnd(3, '0');
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  if (cents > MAX_CENTS) throw badInput(field, `${field} is too large`);
  return cents;
}

export const centsToDollars = (cents: number) => cents / 100;
