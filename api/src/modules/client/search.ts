/**
 * Server-side search terms for the client and helper lists. Names match case-insensitively anywhere; a search that
 * looks like a phone number ("(239) 555-01", "239.555", "+1 239") matches the digits of the stored number whatever
 * punctuation was typed, because phones are stored in E.164 (`+` and digits only).
 */
export interface SearchTerms {
  /** `%text%` for ILIKE, with LIKE wildcards in the text escaped; null for a blank search. */
  pattern: string | null;
  /** `%digits%` for LIKE against the stored phone, or null when the search is not phone-like. */
  digitsPattern: string | null;
}

const PHONE_LIKE = /^[\d\s()+.-]+$/;
export const SEARCH_MAX = 100;

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function searchTerms(search: string | null | undefined): SearchTerms {
  const text = (search ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX);
  if (!text) return { pattern: null, digitsPattern: null };
  const digits = text.replace(/\D/g, '');
  return {
    pattern: `%${escapeLike(text)}%`,
    digitsPattern: digits && PHONE_LIKE.test(text) ? `%${digits}%` : null,
  };
}
