/**
 * Control characters other than tab, line feed and carriage return (C0, DEL and C1) have no place in anything a
 * person types, and PostgreSQL refuses NUL outright. Input carrying one is refused at the edge, naming the field.
 */
const CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;

export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);

/**
 * The dotted path of the first string in `value` (any nesting of objects and arrays) that holds a control
 * character, `prefix` itself for a string at the top, or null when there is none.
 */
export function findControlCharacter(value: unknown, prefix = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? prefix : null;
  if (!value || typeof value !== 'object') return null;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    // A key can carry one too (a JSON body's field name); the path names it as far as it can be written.
    const path = prefix ? `${prefix}.${key}` : key;
    if (hasControlCharacter(key)) return prefix || 'body';
    const found = findControlCharacter(item, path);
    if (found !== null) return found;
  }
  return null;
}

export const controlCharacterMessage = (field: string) => `${field} must not contain control characters`;
