/** The fifty states, the District of Columbia and Puerto Rico: a deal's property state and a program's states are these codes. */
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;

export type UsStateCode = (typeof US_STATES)[number]['code'];

/** The codes alone, in the list's order. */
export const US_STATE_CODES: readonly UsStateCode[] = US_STATES.map((state) => state.code);

const NAME_BY_CODE = new Map<string, string>(US_STATES.map((s) => [s.code, s.name]));
const CODE_BY_NAME = new Map<string, UsStateCode>(US_STATES.map((s) => [s.name.toLowerCase(), s.code]));

/** Whether the text is a two-letter state code, in capitals. */
export function isUsStateCode(text: unknown): text is UsStateCode {
  return typeof text === 'string' && NAME_BY_CODE.has(text);
}

/** A state's name from its code ('TX' → 'Texas'), null for anything else. */
export function usStateName(code: string | null | undefined): string | null {
  return (code && NAME_BY_CODE.get(code.toUpperCase())) || null;
}

/**
 * A state code from a code or a name in any case ('tx', 'Texas', 'D.C.' → 'DC'); null when the
 * whole text is neither.
 */
export function normaliseUsState(text: string | null | undefined): UsStateCode | null {
  if (!text) return null;
  const cleaned = text.replace(/\./g, '').replace(/\s+/g, ' ').trim();
  const upper = cleaned.toUpperCase();
  if (NAME_BY_CODE.has(upper)) return upper as UsStateCode;
  return CODE_BY_NAME.get(cleaned.toLowerCase()) ?? null;
}

// Longest names first, so "West Virginia" is read before "Virginia".
const NAMES = US_STATES.map((s) => s.name.toLowerCase().replace(/ /g, '\\s+')).sort((a, b) => b.length - a.length);
const NAME_OR_CODE = `(${NAMES.join('|')}|[a-z]{2})`;
const ZIP = '\\d{5}(?:-\\d{4})?';
const BEFORE_ZIP = new RegExp(`\\b${NAME_OR_CODE}(?:\\s*,\\s*|\\s+)${ZIP}\\b`, 'gi');
const AT_END = new RegExp(`(?:^|[\\s])${NAME_OR_CODE}$`, 'i');
// Anywhere: names in any case, codes only in capitals (so "in" or "or" in a sentence is no state).
const ANYWHERE = new RegExp(`\\b(?:(${NAMES.join('|')})|([A-Z]{2}))\\b`, 'gi');
// "Washington Ave" is a street and "Kansas City" a city, not the state.
const NOT_A_STATE_AFTER =
  /^\s+(?:st|street|ave|avenue|blvd|boulevard|rd|road|dr|drive|ln|lane|way|pl|place|ct|court|pkwy|parkway|hwy|highway|sq|square|cir|circle|ter|terrace|trl|trail|city|beach)\b/i;
const COUNTRY = /^(?:usa|us|united states(?: of america)?)$/i;
const ZIP_ONLY = new RegExp(`^${ZIP}$`);
const TRAILING_ZIP = new RegExp(`\\s*${ZIP}$`);

/** The one state among the candidates, null when there are none or they disagree. */
function single(codes: (UsStateCode | null)[]): UsStateCode | null | undefined {
  let found: UsStateCode | null = null;
  for (const code of codes) {
    if (code === null) continue;
    if (found !== null && found !== code) return null;
    found = code;
  }
  return found ?? undefined;
}

/**
 * The state a free-text US address names ("12 Main St, Austin, TX 78701", "…, Austin, Texas"), as
 * a two-letter code; null when it names none or more than one. Read in order of confidence: a state
 * just before a ZIP code; else a state ending the last part of the address (after commas, leaving
 * out a trailing ZIP or country); else a state named anywhere, not as a street name, with codes
 * only in capitals.
 */
export function stateFromAddress(address: string | null | undefined): UsStateCode | null {
  if (!address) return null;
  const text = address
    .replace(/\./g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
  if (!text) return null;

  const beforeZip = single([...text.matchAll(BEFORE_ZIP)].map((m) => normaliseUsState(m[1])));
  if (beforeZip !== undefined) return beforeZip;

  const parts = text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter((part) => part && !COUNTRY.test(part) && !ZIP_ONLY.test(part));
  const last = parts.at(-1)?.replace(TRAILING_ZIP, '');
  const atEnd = last ? AT_END.exec(last) : null;
  const endState = atEnd ? normaliseUsState(atEnd[1]) : null;
  if (last && atEnd && endState) {
    // "Texas and Oklahoma" names two; a code before it ("… St NE Atlanta GA") is too often a direction.
    const before = statesNamedIn(last.slice(0, atEnd.index), false);
    return single([...before, endState]) ?? null;
  }
  return single(statesNamedIn(text, true)) ?? null;
}

/** The states named in the text, leaving out streets and cities; codes only in capitals, if at all. */
function statesNamedIn(text: string, withCodes: boolean): (UsStateCode | null)[] {
  const found: (UsStateCode | null)[] = [];
  for (const m of text.matchAll(ANYWHERE)) {
    if (NOT_A_STATE_AFTER.test(text.slice((m.index ?? 0) + m[0].length))) continue;
    if (m[1]) found.push(normaliseUsState(m[1]));
    else if (withCodes && m[2] && m[2] === m[2].toUpperCase()) found.push(normaliseUsState(m[2]));
  }
  return found;
}
