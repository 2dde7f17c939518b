/**
 * Control characters other than tab, line feed and carriage return (C0, DEL and C1) have no place in anything a
 * person types, and PostgreSQL refuses NUL outright. Nor does half of a UTF-16 surrogate pair (`"a\ud800b"` in
 * JSON): it is no character at all, and PostgreSQL's jsonb (the audit trail, notifications) refuses it. Input
 * carrying either is refused at the edge, naming the field.
 */
const UNFIT = /[^\P{Cc}\t\n\r]|\p{Cs}/u;
const CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;

export type TextFault = 'control character' | 'lone surrogate';

const faultOf = (text: string): TextFault | null =>
  UNFIT.test(text) ? (CONTROL_CHARACTER.test(text) ? 'control character' : 'lone surrogate') : null;

/** Where in a value the first unfit string is (its dotted path), and what is wrong with it. */
export interface UnfitText {
  path: string;
  fault: TextFault;
}

/**
 * The first string in `value` (any nesting of objects and arrays) that holds a control character or a lone
 * surrogate, with its dotted path (`prefix` itself for a string at the top), or null when there is none.
 */
export function findUnfitText(value: unknown, prefix = ''): UnfitText | null {
  if (typeof value === 'string') {
    const fault = faultOf(value);
    return fault ? { path: prefix, fault } : null;
  }
  if (!value || typeof value !== 'object') return null;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    // A key can carry one too (a JSON body's field name); the path names it as far as it can be written.
    const keyFault = faultOf(key);
    if (keyFault) return { path: prefix || 'body', fault: keyFault };
    const found = findUnfitText(item, prefix ? `${prefix}.${key}` : key);
    if (found) return found;
  }
  return null;
}

export const unfitTextMessage = (field: string, fault: TextFault) =>
  fault === 'control character' ? `${field} must not contain control characters` : `${field} must be valid Unicode text`;
