import { helperLabel } from '../../helpers/helperForm';

/** A helper by their account's name, else as the spec labels them ('Helper' + the first 8 characters of the id). */
export function helperName(helper: { databaseId: string; user?: { name: string } | null }): string {
  return helper.user?.name.trim() || helperLabel(helper.databaseId);
}

/** 'Carlos Rivera', 'Carlos Rivera and Ana Gómez', 'Carlos Rivera, Ana Gómez and 1 more'. */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} more`;
}
