import { badInput } from '../shared/errors.js';

/**
 * REST speaks the stored values ('post-construction'); GraphQL speaks the enum names (POST_CONSTRUCTION). This maps
 * a request's value to its name, refusing unknown values with a message naming the field (answers decode the other
 * way through answer.ts's storedEnum).
 */
export function enumNameOf<E extends Record<string, string>>(values: E, value: unknown, field: string): keyof E | undefined {
  if (value === undefined || value === null) return undefined;
  const entry = Object.entries(values).find(([, stored]) => stored === value);
  if (!entry) throw badInput(field, `${field} must be one of: ${Object.values(values).join(', ')}`);
  return entry[0] as keyof E;
}
