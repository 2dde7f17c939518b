const PLAIN_DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * Dollars typed by a person ("25", "25.5", "1.005") to integer cents, rounding half up on the exact decimal digits
 * (no binary floating point: 1.005 → 101, not 100). Empty input → null. Anything else (negative, "abc") → NaN.
 */
export function dollarsToCents(input: string): number | null {
  const text = input.trim();
  if (!text) return null;
  const match = PLAIN_DECIMAL.exec(text);
  if (!match || (!match[1] && !match[2])) return Number.NaN;
  const whole = match[1] || '0';
  const fraction = (match[2] ?? '').padEnd(3, '0');
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2));
  return fraction[2]! >= '5' ? cents + 1 : cents;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 2550 → "$25.50" */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
