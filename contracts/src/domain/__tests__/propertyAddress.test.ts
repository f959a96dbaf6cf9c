import { describe, expect, it } from 'vitest';
import { matchProperty, normaliseAddress, normalisePropertyName, propertyKeys, sameAddress } from '../propertyAddress';

// Spellings of one property each, as members and GHL forms write them: every spelling of a group
// must match every other of its group and none of another group.
const SAME_PROPERTY: Record<string, string[]> = {
  'suffix, direction, unit, state name, ZIP+4': [
    '123 North Main Street, Suite 200, Springfield, Illinois 62701',
    '123 N. Main St., Springfield, IL 62701',
    '123 N Main St #200, Springfield IL 62701-1234',
    '123 n main st ste 200 springfield il',
    '123 NORTH MAIN STREET, SPRINGFIELD, IL',
    '123 N Main Street Unit 4B, Springfield, Illinois',
  ],
  'ordinal word, avenue abbreviations, no commas': [
    '350 Fifth Avenue, New York, NY 10118',
    '350 5th Ave, New York, New York 10118',
    '350 5th Av. New York NY 10118',
    '350 Fifth Ave., Floor 34, New York, NY',
    '350 5th Avenue, New York, NY, USA',
  ],
  'direction after the street, District of Columbia': [
    '1600 Pennsylvania Avenue NW, Washington, DC 20500',
    '1600 Pennsylvania Ave N.W., Washington, D.C. 20500',
    '1600 pennsylvania ave northwest washington dc 20500',
  ],
  'house number as a word, plaza': [
    'One Market Plaza, San Francisco, CA 94105',
    '1 Market Plz, San Francisco, California 94105',
    '1 Market Plaza, Bldg A, San Francisco, CA',
  ],
  'boulevard, saint in the city, accents': [
    '4500 Saint Charles Boulevard, St. Louis, MO 63110',
    '4500 St Charles Blvd, Saint Louis, Missouri',
    '4500 St. Charles Blvd. Suite 12, St Louis, MO 63110',
  ],
  'parkway, highway and fort': [
    '2200 Airport Freeway, Fort Worth, TX 76111',
    '2200 Airport Fwy, Ft. Worth, Texas 76111',
    '2200 AIRPORT FWY FT WORTH TX 76111-2202',
  ],
  'apostrophe and ampersand in the street, apartment': [
    "88 O'Farrell Street, Apt. 5, San Francisco, CA",
    '88 OFarrell St, San Francisco, California 94102',
  ],
  'a street without a suffix, written with and without commas': [
    '12 Broadway, New York, NY 10004',
    '12 Broadway New York NY 10004',
  ],
  'court, southeast, a separate unit part': [
    '77 Southeast Harbor Court, Building 3, Miami, FL 33131',
    '77 SE Harbor Ct, Miami, Florida 33131',
  ],
  'drive and lane, a space in the ZIP part': [
    '901 Lakeshore Drive, Austin, TX 78746',
    '901 Lakeshore Dr., Austin , Texas  78746',
  ],
};

// Look-alikes that are other properties.
const DIFFERENT: [string, string][] = [
  ['123 Main St, Springfield, IL 62701', '125 Main St, Springfield, IL 62701'],
  ['123 Main St, Springfield, IL', '123 Main St, Springfield, MO'],
  ['123 Main St, Springfield, IL 62701', '123 Main St, Springfield, IL 62704'],
  ['123 Main St, Springfield, IL', '123 Main St, Peoria, IL'],
  ['123 Main Street, Dallas, TX', '123 Main Avenue, Dallas, TX'],
  ['123 N Main St, Dallas, TX', '123 S Main St, Dallas, TX'],
  ['1600 Pennsylvania Ave NW, Washington, DC', '1600 Pennsylvania Ave SE, Washington, DC'],
  ['12 Broadway, New York, NY', '12 Broadway, Albany, NY'],
  ['Main St, Springfield, IL', 'Main St, Springfield, IL'],
];

describe('normaliseAddress', () => {
  it('reads street, city, state and ZIP, leaving the unit out', () => {
    expect(normaliseAddress('123 North Main Street, Suite 200, Springfield, Illinois 62701-1234')).toEqual({
      street: '123 n main st',
      city: 'springfield',
      state: 'IL',
      zip: '62701',
    });
    expect(normaliseAddress('350 Fifth Avenue New York NY 10118')).toEqual({
      street: '350 5th ave',
      city: 'new york',
      state: 'NY',
      zip: '10118',
    });
  });

  it('keeps words that only look like units or directions when they are part of the name', () => {
    expect(normaliseAddress('40 Main Office Road, Reno, NV').street).toBe('40 main office rd');
    expect(normaliseAddress('15 West End Avenue, New York, NY').street).toBe('15 w end ave');
    expect(normaliseAddress('700 North Street, Boston, MA').street).toBe('700 n st');
    expect(normaliseAddress('10 Court Square, Long Island City, NY').street).toBe('10 ct sq');
  });

  it('keeps house-number ranges and answers nulls for nothing', () => {
    expect(normaliseAddress('123-125 Main St, Boise, ID').street).toBe('123-125 main st');
    expect(normaliseAddress('')).toEqual({ street: null, city: null, state: null, zip: null });
    expect(normaliseAddress(null)).toEqual({ street: null, city: null, state: null, zip: null });
    expect(normaliseAddress('Texas')).toEqual({ street: null, city: null, state: 'TX', zip: null });
  });
});

describe('sameAddress on a table of real-world spellings', () => {
  const groups = Object.entries(SAME_PROPERTY);
  const spellings = groups.flatMap(([group, list]) => list.map((text) => ({ group, text })));

  it('holds at least forty spellings', () => {
    expect(spellings.length + DIFFERENT.length * 2).toBeGreaterThanOrEqual(40);
    expect(spellings.length).toBeGreaterThanOrEqual(30);
  });

  for (const [group, list] of groups) {
    it(`matches every spelling of one property: ${group}`, () => {
      for (const a of list) {
        for (const b of list) {
          expect(sameAddress(normaliseAddress(a), normaliseAddress(b)), `${a} ≟ ${b}`).toBe(true);
        }
      }
    });
  }

  it('never matches spellings of different groups', () => {
    for (const a of spellings) {
      for (const b of spellings) {
        if (a.group === b.group) continue;
        expect(sameAddress(normaliseAddress(a.text), normaliseAddress(b.text)), `${a.text} ≟ ${b.text}`).toBe(false);
      }
    }
  });

  it.each(DIFFERENT)('tells %s from %s', (a, b) => {
    expect(sameAddress(normaliseAddress(a), normaliseAddress(b))).toBe(false);
  });
});

describe('property names', () => {
  it('normalises articles, punctuation and common words', () => {
    expect(normalisePropertyName('The Oaks Apartments')).toBe('oaks apts');
    expect(normalisePropertyName('Oaks Apts.')).toBe('oaks apts');
    expect(normalisePropertyName('Harbor Point Shopping Center')).toBe('harbor point shopping ctr');
    expect(normalisePropertyName('Harbor Point Shopping Centre')).toBe('harbor point shopping ctr');
    expect(normalisePropertyName('Mill & Main Lofts')).toBe('mill main lofts');
  });

  it('leaves out names too short to tell properties apart', () => {
    expect(normalisePropertyName('The Inn')).toBeNull();
    expect(normalisePropertyName('  ')).toBeNull();
    expect(normalisePropertyName(null)).toBeNull();
  });
});

describe('matchProperty', () => {
  it('matches by address whatever the names', () => {
    expect(
      matchProperty(
        { propertyName: 'Lakeshore', propertyAddress: '901 Lakeshore Drive, Austin, TX 78746' },
        { propertyName: 'Something else', propertyAddress: '901 Lakeshore Dr, Austin, Texas' },
      ),
    ).toBe('address');
  });

  it('matches by name only within one known state and city', () => {
    const oaks = { propertyName: 'The Oaks Apartments', propertyAddress: 'Oak Lane, Tulsa, OK' };
    expect(matchProperty(oaks, { propertyName: 'Oaks Apts', propertyAddress: null, propertyState: 'Oklahoma' })).toBe(
      'name',
    );
    expect(matchProperty(oaks, { propertyName: 'Oaks Apts', propertyAddress: 'Norman, OK' })).toBeNull();
    expect(matchProperty(oaks, { propertyName: 'Oaks Apts', propertyState: 'TX' })).toBeNull();
    expect(matchProperty({ propertyName: 'Oaks Apts' }, { propertyName: 'Oaks Apts' })).toBeNull();
  });

  it('uses the deal’s own state field over the address', () => {
    expect(
      matchProperty(
        { propertyAddress: '10 Elm St, Dover', propertyState: 'DE' },
        { propertyAddress: '10 Elm Street, Dover', propertyState: 'NH' },
      ),
    ).toBeNull();
  });
});

describe('propertyKeys', () => {
  it('gives two matching deals a key in common, and different properties none', () => {
    const pairs: [string, string, boolean][] = [
      ['12 Broadway New York NY 10004', '12 Broadway, New York, NY 10004', true],
      ['123 N Main St #200, Springfield IL', '123 North Main Street, Springfield, Illinois', true],
      ['123 Main St, Springfield, IL', '125 Main St, Springfield, IL', false],
    ];
    for (const [a, b, shared] of pairs) {
      const keysA = propertyKeys({ propertyAddress: a });
      const keysB = new Set(propertyKeys({ propertyAddress: b }));
      expect(
        keysA.some((key) => keysB.has(key)),
        `${a} / ${b}`,
      ).toBe(shared);
    }
    expect(propertyKeys({ propertyName: 'The Oaks Apartments', propertyState: 'OK' })).toEqual(['name:oaks apts|OK']);
    expect(propertyKeys({ propertyName: 'The Oaks Apartments' })).toEqual([]);
  });
});
