import { searchTermsOf, searchWords } from '@portal/contracts';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { DealRecord } from './model';

/** The deal fields search reads (spec: deal id, client name, e-mail, phone, property name or address). */
export const SEARCHED_FIELDS = [
  'dealId',
  'contactFirstName',
  'contactLastName',
  'contactName',
  'contactEmail',
  'contactPhone',
  'propertyName',
  'propertyAddress',
  'applicationPropertyAddress',
] as const satisfies readonly (keyof DealRecord)[];

type Searched = Partial<Pick<DealRecord, (typeof SEARCHED_FIELDS)[number]>>;

/** Shortest tail of a phone's digits that is stored, so a number typed without its country code still matches. */
const MIN_PHONE_TAIL = 4;

/**
 * The deal's `search` field: every word of the searched fields (lowercase, accents removed), plus
 * the phone's digits and their tails ('+1 (555) 555-0101' → '15555550101', '5555550101', …) and
 * the deal number's digits with and without its padding ('DL-2026-000123' → '2026000123', '123').
 * A multikey index on it serves anchored prefix regexes on MongoDB (mongo-init).
 */
export function searchTokensOf(deal: Searched): string[] {
  const tokens = new Set<string>();
  for (const field of SEARCHED_FIELDS) for (const word of searchWords(deal[field])) tokens.add(word);
  const digits = (deal.contactPhone ?? '').replace(/\D/g, '');
  for (let start = 0; digits.length - start >= MIN_PHONE_TAIL; start++) tokens.add(digits.slice(start));
  const number = /^DL-(\d+)-(\d+)$/i.exec(deal.dealId ?? '');
  if (number) {
    tokens.add(`${number[1]}${number[2]}`);
    tokens.add(String(Number(number[2])));
  }
  return [...tokens].sort();
}

/** True when a write of these fields may change the deal's search tokens. */
export const touchesSearch = (changes: object) => SEARCHED_FIELDS.some((field) => field in changes);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The query condition "every term starts one of the deal's search tokens" (anchored, so an index range). */
export function searchCondition(terms: readonly string[]): Record<string, unknown> {
  return { $and: terms.map((term) => ({ search: { $regex: `^${escapeRegex(term)}` } })) };
}

export const SEARCH_NEEDS_WORD = 'Search must contain a letter or a digit';

/** The terms of a `q` parameter: none when blank, 400 when it has text but no letter or digit. */
export function parseSearch(q: string | undefined): Result<string[] | undefined, DomainError<'validation'>> {
  if (q === undefined || q.trim() === '') return ok(undefined);
  const terms = searchTermsOf(q);
  if (terms.length === 0)
    return fail('validation', SEARCH_NEEDS_WORD, [{ field: 'query.q', message: SEARCH_NEEDS_WORD }]);
  return ok(terms);
}
