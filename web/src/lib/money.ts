const PLAIN_DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * A decimal typed by a person in hundredths ("25.5" → 2550), rounding half up on the exact decimal digits (no binary
 * floating point: 1.005 → 101, not 100). Empty input → null. Anything else (negative, "abc", "1e3") → NaN.
 */
function toHundredths(text: string): number | null {
  if (!text) return null;
  const match = PLAIN_DECIMAL.exec(text);
  if (!match || (!match[1] && !match[2])) return Number.NaN;
  const whole = match[1] || '0';
  const fraction = (match[2] ?? '').padEnd(3, '0');
  const hundredths = Number(whole) * 100 + Number(fraction.slice(0, 2));
  return fraction[2]! >= '5' ? hundredths + 1 : hundredths;
}

/** Dollars typed by a person ("25", "25.5", "1.005") to integer cents. Empty → null; not an amount → NaN. */
export const dollarsToCents = (input: string) => toHundredths(input.trim());

/** 15000 → '150', 15050 → '150.50': what a dollar field starts from. */
export function centsToDollarsInput(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(dollars) : `${dollars}.${String(rest).padStart(2, '0')}`;
}

/** 1999 → '19.99', 31000 → '310.00': an amount in dollars without the sign, as a read-only field shows it. */
export const centsToDecimal = (cents: number) => (cents / 100).toFixed(2);

/**
 * A tax rate typed in percent ('6.5', '7', '6.75', '6.5%') to basis points (650, 700, 675). Empty → null (no tax);
 * anything else → NaN.
 */
export const percentToBasisPoints = (input: string) => toHundredths(input.trim().replace(/%$/, '').trim());

/** 650 → '6.5', 700 → '7', 675 → '6.75', null → '': what the tax field starts from. */
export function basisPointsToPercentInput(basisPoints: number | null | undefined): string {
  if (basisPoints === null || basisPoints === undefined) return '';
  const whole = Math.floor(basisPoints / 100);
  const rest = basisPoints % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** 650 basis points → "6.5%". */
export const formatRate = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;

/** Tax at a rate in basis points, rounded to the cent as the server rounds it. */
export const taxAtRate = (subtotalCents: number, basisPoints: number | null | undefined) =>
  basisPoints ? Math.round((subtotalCents * basisPoints) / 10_000) : 0;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 2550 → "$25.50" */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
