/** How the screens name people: clients, helpers and lists of them. */

/** Spec §8: a client without a name reads 'Unknown Client'. */
export function clientName(client: { displayName?: string | null } | null | undefined): string {
  return client?.displayName?.trim() || 'Unknown Client';
}

/** A helper is shown as 'Helper' plus the first 8 characters of its id (spec §2). */
export const helperLabel = (databaseId: string) => `Helper ${databaseId.slice(0, 8)}`;

/**
 * A helper by name: the server's `Helper.name` (the account's name, else the one the owner gave, else the spec's
 * label), else their account's name, else 'Helper' + the first 8 characters of the id.
 */
export function helperName(helper: { databaseId: string; name?: string | null; user?: { name: string } | null }): string {
  return helper.name?.trim() || helper.user?.name.trim() || helperLabel(helper.databaseId);
}

/** Spec §2: an empty max hours shows 'Unlimited'. */
export const maxHoursLabel = (maxHoursPerWeek: number | null | undefined) =>
  maxHoursPerWeek == null ? 'Unlimited' : String(maxHoursPerWeek);

/** 'Carlos Rivera', 'Carlos Rivera and Ana Gómez', 'Carlos Rivera, Ana Gómez and 1 more'. */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} more`;
}
