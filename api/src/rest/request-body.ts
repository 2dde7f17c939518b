import type { Request } from 'express';
import type { z } from 'zod';
import { badInput } from '../shared/errors.js';
import { MAX_CENTS } from '../shared/money.js';

/** The JSON body as an object (an absent or non-object body reads as empty; GraphQL then names what is missing). */
export function jsonBody(req: Request): Record<string, unknown> {
  const { body } = req;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** Picks the named keys that are present, so absent fields stay absent rather than becoming null. */
export function pick(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
}

/** Picks the present fields a body schema documents, so the fields read are the fields documented. */
export const pickFields = (source: Record<string, unknown>, schema: z.ZodObject) => pick(source, Object.keys(schema.shape));

/**
 * Converts a dollar amount (number or numeric string, as a form sends it) to integer cents, rounding half up on
 * the decimal digits themselves so 19.99 is 1999 and 0.1 + 0.2 style float noise cannot leak in. Only REST needs
 * it: `POST /api/auth/profile` documents the helper's own hourly rate in dollars; every other wire is in cents.
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

/** A dollar amount from a form; blank means "not given". */
export function optionalDollarsToCents(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return dollarsToCents(value, field);
}
