import { normaliseUsState, stateFromAddress, type UsStateCode } from './usStates';

/**
 * Property addresses and names as duplicate detection compares them (docs/duplicates-and-fees.md).
 * Two spellings of one building ("123 North Main Street, Suite 200, Springfield, Illinois" and
 * "123 N. Main St #200, Springfield IL 62701-1234") give the same street line; a unit inside the
 * building is left out, since a deal finances the property, not a suite.
 */
export type NormalisedAddress = {
  /** House number, direction, street name and suffix in USPS abbreviations ("123 n main st"). */
  street: string | null;
  city: string | null;
  state: UsStateCode | null;
  /** The five-digit ZIP code (a ZIP+4's extension left out). */
  zip: string | null;
};

// USPS Publication 28 street suffixes (the common ones), each spelling to its abbreviation.
// prettier-ignore
const SUFFIXES: Record<string, string> = {
  alley: 'aly', aly: 'aly', avenue: 'ave', av: 'ave', ave: 'ave', aven: 'ave', avenu: 'ave',
  boulevard: 'blvd', boul: 'blvd', blvd: 'blvd', bypass: 'byp', byp: 'byp',
  causeway: 'cswy', cswy: 'cswy', center: 'ctr', centre: 'ctr', ctr: 'ctr', cntr: 'ctr',
  circle: 'cir', cir: 'cir', circ: 'cir', court: 'ct', ct: 'ct', cove: 'cv', cv: 'cv',
  crossing: 'xing', xing: 'xing', drive: 'dr', dr: 'dr', drv: 'dr', expressway: 'expy', expy: 'expy',
  freeway: 'fwy', fwy: 'fwy', heights: 'hts', hts: 'hts', highway: 'hwy', hwy: 'hwy', hiway: 'hwy',
  lane: 'ln', ln: 'ln', loop: 'loop', parkway: 'pkwy', pkwy: 'pkwy', pky: 'pkwy', pike: 'pike',
  place: 'pl', pl: 'pl', plaza: 'plz', plz: 'plz', point: 'pt', pt: 'pt', road: 'rd', rd: 'rd',
  route: 'rte', rte: 'rte', square: 'sq', sq: 'sq', street: 'st', str: 'st', st: 'st',
  terrace: 'ter', ter: 'ter', trail: 'trl', trl: 'trl', turnpike: 'tpke', tpke: 'tpke',
  way: 'way', wy: 'way',
};

// prettier-ignore
const DIRECTIONS: Record<string, string> = {
  north: 'n', n: 'n', south: 's', s: 's', east: 'e', e: 'e', west: 'w', w: 'w',
  northeast: 'ne', ne: 'ne', northwest: 'nw', nw: 'nw', southeast: 'se', se: 'se', southwest: 'sw', sw: 'sw',
};

// Words spelled more than one way inside street and city names.
// prettier-ignore
const WORDS: Record<string, string> = {
  saint: 'st', mount: 'mt', mt: 'mt', fort: 'ft', ft: 'ft',
  first: '1st', second: '2nd', third: '3rd', fourth: '4th', fifth: '5th', sixth: '6th', seventh: '7th',
  eighth: '8th', ninth: '9th', tenth: '10th', eleventh: '11th', twelfth: '12th',
};

// A house number written as a word ("One Market Plaza").
// prettier-ignore
const NUMBER_WORDS: Record<string, string> = {
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
};

/** Words that start a unit inside a building; the unit's own label follows them. */
// prettier-ignore
const UNIT_WORDS = new Set([
  'suite', 'ste', 'unit', 'apt', 'apartment', 'fl', 'floor', 'flr', 'bldg', 'building', 'rm', 'room',
  'dept', 'office', 'ofc', 'spc', 'space', '#',
]);

/** Whether words[i] starts a unit: a unit word followed by a label with a digit or a single letter ("Bldg A"). */
function isUnitAt(words: readonly string[], i: number): boolean {
  const word = words[i];
  const label = words[i + 1];
  if (word === undefined || !UNIT_WORDS.has(word) || label === undefined) return false;
  return word === '#' || /\d/.test(label) || /^[a-z]$/.test(label);
}

const ZIP = /^(\d{5})(?:-?\d{4})?$/;
const COUNTRY = /^(?:usa|us|united states(?: of america)?)$/;

/** Lower case, accents and punctuation gone, "&" as "and", "#" as a word of its own. */
function simplify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/#/g, ' # ')
    .replace(/['’.]/g, '')
    .replace(/(?<!\d)-|-(?!\d)/g, ' ') // a hyphen stays only in a number range ("123-125")
    .replace(/[^a-z0-9#,;\n-]+/g, ' ');
}

/** "2nd", "1st": an ordinal's suffix kept lower case; "fifth" → "5th". */
function normaliseWord(word: string): string {
  return WORDS[word] ?? word;
}

/** The street line's words with units left out and suffixes, directions and ordinals abbreviated. */
function normaliseStreet(words: string[]): string | null {
  const kept: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    if (kept.length >= 2 && isUnitAt(words, i)) {
      i += 1; // the unit's label ("200", "5b")
      continue;
    }
    if (i === 0 && NUMBER_WORDS[word]) {
      kept.push(NUMBER_WORDS[word]!);
      continue;
    }
    const isLast = i === words.length - 1 || isUnitAt(words, i + 1);
    // A direction before or after the name, a suffix after it: "N Main St", "Main St NW".
    if (DIRECTIONS[word] && (kept.length <= 1 || isLast || SUFFIXES[kept.at(-1)!] !== undefined)) {
      kept.push(DIRECTIONS[word]!);
      continue;
    }
    // Any suffix word after the house number: "Court Square" and "Ct Sq" are one street.
    if (SUFFIXES[word] && kept.length >= 1) {
      kept.push(SUFFIXES[word]!);
      continue;
    }
    kept.push(normaliseWord(word));
  }
  return kept.length > 0 ? kept.join(' ') : null;
}

/** Where a street line without commas ends: after its suffix (and a direction after that). */
function streetEnd(words: string[]): number {
  for (let i = 2; i < words.length; i += 1) {
    if (SUFFIXES[words[i]!] !== undefined) {
      let end = i + 1;
      if (end < words.length && DIRECTIONS[words[end]!]) end += 1;
      while (isUnitAt(words, end)) end += 2;
      return Math.min(end, words.length);
    }
  }
  return words.length;
}

/**
 * Reads a free-text US address into its parts, normalised for comparing: "123 North Main Street,
 * Suite 200, Springfield, Illinois 62701" → { street: '123 n main st', city: 'springfield', state:
 * 'IL', zip: '62701' }. Parts the text does not hold are null.
 */
export function normaliseAddress(address: string | null | undefined): NormalisedAddress {
  const empty: NormalisedAddress = { street: null, city: null, state: null, zip: null };
  if (!address || !address.trim()) return empty;
  const state = stateFromAddress(address);

  let segments = simplify(address)
    .split(/[,;\n]/)
    .map((segment) => segment.trim().split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0 && !COUNTRY.test(words.join(' ')));

  // The ZIP code ends the address, on its own or after the state.
  let zip: string | null = null;
  const lastWords = segments.at(-1);
  const zipMatch = lastWords ? ZIP.exec(lastWords.at(-1)!) : null;
  if (lastWords && zipMatch) {
    zip = zipMatch[1]!;
    lastWords.pop();
    if (lastWords.length === 0) segments = segments.slice(0, -1);
  }
  // The state ends what is left: a code, or a name of one to three words.
  if (state) {
    const last = segments.at(-1);
    if (last) {
      for (let take = Math.min(3, last.length); take >= 1; take -= 1) {
        if (normaliseUsState(last.slice(-take).join(' ')) === state) {
          last.splice(-take, take);
          break;
        }
      }
      if (last.length === 0) segments = segments.slice(0, -1);
    }
  }
  if (segments.length === 0) return { ...empty, state, zip };

  // A segment that is only a unit ("Suite 200") belongs to the street line before it.
  segments = segments.filter((words, index) => index === 0 || !(isUnitAt(words, 0) && words.length === 2));
  let streetWords: string[];
  let cityWords: string[];
  if (segments.length > 1) {
    streetWords = segments[0]!;
    cityWords = segments.slice(1).flat();
  } else {
    const words = segments[0]!;
    const end = streetEnd(words);
    // No house number and no suffix: a place alone ("Norman, OK"), not a street.
    const placeOnly = end === words.length && !/^\d/.test(words[0]!);
    streetWords = placeOnly ? [] : words.slice(0, end);
    cityWords = placeOnly ? words : words.slice(end);
  }
  const city = cityWords.length > 0 ? cityWords.map(normaliseWord).join(' ') : null;
  return { street: normaliseStreet(streetWords), city, state, zip };
}

/** A street line with a house number: the only kind two deals can share by chance too rarely to ignore. */
function hasHouseNumber(street: string | null): street is string {
  return street !== null && /^\d/.test(street) && street.includes(' ');
}

/** Whether two parts agree: equal when both are known, no objection when either is not. */
function agree(a: string | null, b: string | null): boolean {
  return a === null || b === null || a === b;
}

/** The street line followed by the city: where a street without a suffix ends is a guess without commas. */
function streetWithCity(address: NormalisedAddress): string | null {
  return address.street === null ? null : [address.street, address.city].filter(Boolean).join(' ');
}

/**
 * Whether two addresses name the same property: the same street line with a house number, in the
 * same place as far as both say (ZIP when both have one, else city; state always). "12 Broadway New
 * York NY" (no suffix, no commas) and "12 Broadway, New York, NY" agree on street and city together.
 */
export function sameAddress(a: NormalisedAddress, b: NormalisedAddress): boolean {
  if (!hasHouseNumber(a.street) || !hasHouseNumber(b.street)) return false;
  if (!agree(a.state, b.state)) return false;
  if (a.zip !== null && b.zip !== null && a.zip !== b.zip) return false;
  if (a.street === b.street) return a.zip !== null && b.zip !== null ? true : agree(a.city, b.city);
  return streetWithCity(a) === streetWithCity(b);
}

const NAME_FILLER = new Set(['the', 'and', 'of', 'at']);
// prettier-ignore
const NAME_WORDS: Record<string, string> = {
  apartments: 'apts', apartment: 'apts', apts: 'apts', apt: 'apts', center: 'ctr', centre: 'ctr',
  ctr: 'ctr', plaza: 'plz', plz: 'plz', building: 'bldg', bldg: 'bldg', tower: 'twr', towers: 'twr',
  twr: 'twr', saint: 'st', mount: 'mt',
};

/**
 * A property's name as compared ("The Oaks Apartments" and "Oaks Apts." → "oaks apts"); null when
 * too little is left to tell one property from another (fewer than six letters or digits).
 */
export function normalisePropertyName(name: string | null | undefined): string | null {
  if (!name) return null;
  const words = simplify(name)
    .replace(/[#,;\n]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !NAME_FILLER.has(word))
    .map((word) => NAME_WORDS[word] ?? word);
  const normalised = words.join(' ');
  return normalised.replace(/[^a-z0-9]/g, '').length >= 6 ? normalised : null;
}

/** What duplicate detection compares of a deal. */
export type PropertyIdentity = {
  propertyName?: string | null;
  propertyAddress?: string | null;
  /** The deal's own state field, when it has one (it wins over the address's). */
  propertyState?: string | null;
};

/** Why two deals may be one property: their addresses, their names in one state, or neither. */
export type PropertyMatch = 'address' | 'name' | null;

function identityOf(deal: PropertyIdentity): { address: NormalisedAddress; name: string | null } {
  const address = normaliseAddress(deal.propertyAddress);
  const state = normaliseUsState(deal.propertyState) ?? address.state;
  return { address: { ...address, state }, name: normalisePropertyName(deal.propertyName) };
}

/**
 * Whether two deals may be the same property (docs/duplicates-and-fees.md): the same address, or
 * the same property name in the same state (known for both) and not in different cities.
 */
export function matchProperty(a: PropertyIdentity, b: PropertyIdentity): PropertyMatch {
  const left = identityOf(a);
  const right = identityOf(b);
  if (sameAddress(left.address, right.address)) return 'address';
  if (
    left.name !== null &&
    left.name === right.name &&
    left.address.state !== null &&
    left.address.state === right.address.state &&
    agree(left.address.city, right.address.city)
  ) {
    return 'name';
  }
  return null;
}

/**
 * The keys a deal's possible duplicates are looked up by: two deals that `matchProperty` matches
 * always share one (its street line, the street line with the city, or its name with its state),
 * so a search reads only the deals holding one of these keys and `matchProperty` decides.
 */
export function propertyKeys(deal: PropertyIdentity): string[] {
  const { address, name } = identityOf(deal);
  const keys = new Set<string>();
  if (hasHouseNumber(address.street)) {
    keys.add(`street:${address.street}`);
    keys.add(`street:${streetWithCity(address)}`);
  }
  if (name !== null && address.state !== null) keys.add(`name:${name}|${address.state}`);
  return [...keys];
}
