/**
 * The words of deal search, shared by the gateway (what it stores and matches) and the front ends
 * (whether a typed text can be searched at all).
 *
 * A text becomes lowercase words of letters and digits, accents removed: 'Jane.Doe@Acme.com' →
 * ['jane', 'doe', 'acme', 'com']. A search matches a deal when every word of the search starts
 * one of the deal's words.
 */
export function searchWords(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** At most this many words of a search are used (a longer text gains nothing but cost). */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words to match for a typed search: its words, or — when the text has only digits and
 * separators such as a phone number ('555 0101', '(555) 555-0101') — its digits as one word, so it
 * finds the phone however it is spelled.
 */
export function searchTermsOf(query: string | null | undefined): string[] {
  const words = searchWords(query);
  if (words.length > 1 && words.every((word) => /^\d+$/.test(word))) return [words.join('')];
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}
