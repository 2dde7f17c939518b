import { dollarsToCents } from '../../../lib/money';

export { dollarsToCents };

/** 15000 → '150', 15050 → '150.50': what a dollar field starts from. */
export function centsToDollarsInput(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(dollars) : `${dollars}.${String(rest).padStart(2, '0')}`;
}

const PLAIN_DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * A tax rate typed in percent ('6.5', '7', '6.75', '6.5%') to basis points (650, 700, 675), rounding half up on the
 * exact decimal digits (no binary floating point). Empty → null (no default tax). Anything else → NaN.
 */
export function percentToBasisPoints(input: string): number | null {
  const text = input.trim().replace(/%$/, '').trim();
  if (!text) return null;
  const match = PLAIN_DECIMAL.exec(text);
  if (!match || (!match[1] && !match[2])) return Number.NaN;
  const whole = match[1] || '0';
  const fraction = (match[2] ?? '').padEnd(3, '0');
  const points = Number(whole) * 100 + Number(fraction.slice(0, 2));
  return fraction[2]! >= '5' ? points + 1 : points;
}

/** 650 → '6.5', 700 → '7', 675 → '6.75', null → '': what the tax field starts from. */
export function basisPointsToPercentInput(basisPoints: number | null | undefined): string {
  if (basisPoints === null || basisPoints === undefined) return '';
  const whole = Math.floor(basisPoints / 100);
  const rest = basisPoints % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** The API's limit for a default tax rate: 50% (5000 basis points). */
export const MAX_TAX_BASIS_POINTS = 5000;
