import type { Request } from 'express';
import { dollarsToCents } from '../shared/money.js';

/** The JSON body as an object (an absent or non-object body reads as empty; GraphQL then names what is missing). */
export function jsonBody(req: Request): Record<string, unknown> {
  const { body } = req;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** Picks the named keys that are present, so absent fields stay absent rather than becoming null. */
export function pick(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
}

/** A dollar amount from a form; blank means "not given". */
export function optionalDollarsToCents(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return dollarsToCents(value, field);
}
