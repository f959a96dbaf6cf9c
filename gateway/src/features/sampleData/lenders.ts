import type {
  LenderContactCreateRequest,
  LenderCreateRequest,
  LenderProgramCreateRequest,
  LenderTypeValue,
  ProgramPropertyType,
} from '@portal/contracts';
import { PROGRAM_PROPERTY_TYPES } from '@portal/contracts';

/**
 * The sample book's lender directory: forty fictional lenders, five of each type, with about a
 * hundred programs whose credit boxes fit the sample deals (docs/sample-data.md). Regional
 * lenders name the states of the book's cities and their neighbours; the others lend nationwide.
 * Fixed data, so every load is the same directory.
 */

export type SampleLender = {
  lender: LenderCreateRequest;
  programs: LenderProgramCreateRequest[];
  contacts: LenderContactCreateRequest[];
};

type State = NonNullable<LenderProgramCreateRequest['states']>[number];

const REGIONS: Record<string, State[]> = {
  southeast: ['GA', 'FL', 'NC', 'SC', 'TN', 'AL'],
  midwest: ['OH', 'IN', 'IL', 'MO', 'MI', 'KS'],
  southwest: ['TX', 'AZ', 'CO', 'NM', 'OK', 'UT'],
  west: ['ID', 'UT', 'CO', 'NV', 'WA', 'OR'],
};

const ALL_TYPES: ProgramPropertyType[] = [...PROGRAM_PROPERTY_TYPES];
const COMMERCIAL: ProgramPropertyType[] = ['Office', 'Retail', 'Industrial', 'Self Storage', 'Mixed-Use', 'Other'];

/** A program as its type offers it; each lender's copy adjusts the rate and the loan range. */
type Template = Omit<LenderProgramCreateRequest, 'states' | 'nationwide'>;

const MILLION = 1_000_000;

const TEMPLATES: Record<LenderTypeValue, Template[]> = {
  bank: [
    { name: 'Commercial Mortgage', loanPurposes: ['purchase', 'refinance', 'cash-out-refinance'], propertyTypes: COMMERCIAL, minLoan: 1 * MILLION, maxLoan: 25 * MILLION, maxLtv: 75, minDscr: 1.2, termMinMonths: 60, termMaxMonths: 120, indicativeRate: 6.25, recourse: 'full' },
    { name: 'Multifamily Term Loan', loanPurposes: ['purchase', 'refinance'], propertyTypes: ['Multifamily'], minLoan: 1 * MILLION, maxLoan: 30 * MILLION, maxLtv: 75, minDscr: 1.15, termMinMonths: 60, termMaxMonths: 120, indicativeRate: 6, recourse: 'partial' },
    { name: 'Construction Loan', loanPurposes: ['construction'], propertyTypes: ['Multifamily', 'Industrial', 'Retail', 'Self Storage', 'Office'], minLoan: 2 * MILLION, maxLoan: 40 * MILLION, maxLtc: 75, maxLtv: 70, termMinMonths: 12, termMaxMonths: 36, indicativeRate: 8, recourse: 'full' },
  ],
  'credit-union': [
    { name: 'Member Business Mortgage', loanPurposes: ['purchase', 'refinance'], propertyTypes: COMMERCIAL, minLoan: 500_000, maxLoan: 8 * MILLION, maxLtv: 75, minDscr: 1.2, termMinMonths: 60, termMaxMonths: 120, indicativeRate: 6.4, recourse: 'full' },
    { name: 'Small Balance Multifamily', loanPurposes: ['purchase', 'refinance', 'cash-out-refinance'], propertyTypes: ['Multifamily'], minLoan: 500_000, maxLoan: 6 * MILLION, maxLtv: 75, minDscr: 1.15, termMinMonths: 60, termMaxMonths: 120, indicativeRate: 6.2, recourse: 'full' },
    { name: 'Owner-User Loan', loanPurposes: ['purchase'], propertyTypes: ['Industrial', 'Office', 'Retail', 'Other'], minLoan: 500_000, maxLoan: 5 * MILLION, maxLtv: 80, minDscr: 1.25, termMinMonths: 60, termMaxMonths: 120, indicativeRate: 6.5, recourse: 'full' },
  ],
  'debt-fund': [
    { name: 'Bridge Loan', loanPurposes: ['bridge', 'purchase', 'refinance'], propertyTypes: ALL_TYPES, minLoan: 5 * MILLION, maxLoan: 75 * MILLION, maxLtv: 75, minDebtYield: 7, termMinMonths: 12, termMaxMonths: 36, indicativeRate: 9.25, recourse: 'non-recourse' },
    { name: 'Transitional Lending', loanPurposes: ['bridge', 'cash-out-refinance'], propertyTypes: ['Office', 'Retail', 'Hospitality', 'Industrial', 'Multifamily'], minLoan: 10 * MILLION, maxLoan: 100 * MILLION, maxLtv: 70, termMinMonths: 12, termMaxMonths: 48, indicativeRate: 10, recourse: 'non-recourse' },
    { name: 'Construction Senior Loan', loanPurposes: ['construction'], propertyTypes: ['Multifamily', 'Industrial', 'Hospitality', 'Self Storage'], minLoan: 10 * MILLION, maxLoan: 80 * MILLION, maxLtc: 80, termMinMonths: 24, termMaxMonths: 48, indicativeRate: 10.5, recourse: 'partial' },
  ],
  cmbs: [
    { name: 'Conduit Fixed Rate', loanPurposes: ['purchase', 'refinance', 'cash-out-refinance'], propertyTypes: ['Office', 'Retail', 'Industrial', 'Hospitality', 'Self Storage', 'Multifamily', 'Mixed-Use'], minLoan: 3 * MILLION, maxLoan: 75 * MILLION, maxLtv: 75, minDscr: 1.25, minDebtYield: 8, termMinMonths: 60, termMaxMonths: 120, indicativeRate: 6.5, recourse: 'non-recourse' },
    { name: 'Hospitality Conduit', loanPurposes: ['purchase', 'refinance'], propertyTypes: ['Hospitality'], minLoan: 5 * MILLION, maxLoan: 60 * MILLION, maxLtv: 70, minDscr: 1.4, minDebtYield: 10, termMinMonths: 60, termMaxMonths: 120, indicativeRate: 7.25, recourse: 'non-recourse' },
    { name: 'Small Balance Conduit', loanPurposes: ['purchase', 'refinance'], propertyTypes: ['Retail', 'Office', 'Industrial', 'Self Storage', 'Other'], minLoan: 1 * MILLION, maxLoan: 10 * MILLION, maxLtv: 70, minDscr: 1.3, termMinMonths: 60, termMaxMonths: 120, indicativeRate: 6.75, recourse: 'non-recourse' },
  ],
  agency: [
    { name: 'Fixed Rate Multifamily', loanPurposes: ['purchase', 'refinance', 'cash-out-refinance'], propertyTypes: ['Multifamily'], minLoan: 1 * MILLION, maxLoan: 100 * MILLION, maxLtv: 80, minDscr: 1.25, termMinMonths: 60, termMaxMonths: 120, indicativeRate: 5.6, recourse: 'non-recourse' },
    { name: 'Small Balance Multifamily', loanPurposes: ['purchase', 'refinance'], propertyTypes: ['Multifamily'], minLoan: 1 * MILLION, maxLoan: 9 * MILLION, maxLtv: 80, minDscr: 1.2, termMinMonths: 60, termMaxMonths: 120, indicativeRate: 5.9, recourse: 'non-recourse' },
    { name: 'Green Financing', loanPurposes: ['purchase', 'refinance'], propertyTypes: ['Multifamily'], minLoan: 5 * MILLION, maxLoan: 100 * MILLION, maxLtv: 80, minDscr: 1.2, termMinMonths: 60, termMaxMonths: 120, indicativeRate: 5.4, recourse: 'non-recourse' },
  ],
  'life-company': [
    { name: 'Core Permanent Loan', loanPurposes: ['purchase', 'refinance'], propertyTypes: ['Multifamily', 'Industrial', 'Retail', 'Office', 'Self Storage'], minLoan: 5 * MILLION, maxLoan: 100 * MILLION, maxLtv: 65, minDscr: 1.3, minDebtYield: 9, termMinMonths: 60, termMaxMonths: 240, indicativeRate: 5.75, recourse: 'non-recourse' },
    { name: 'Industrial and Storage', loanPurposes: ['purchase', 'refinance'], propertyTypes: ['Industrial', 'Self Storage'], minLoan: 3 * MILLION, maxLoan: 50 * MILLION, maxLtv: 65, minDscr: 1.35, termMinMonths: 60, termMaxMonths: 180, indicativeRate: 5.9, recourse: 'non-recourse' },
    { name: 'Low Leverage Permanent', loanPurposes: ['purchase', 'refinance'], propertyTypes: ALL_TYPES, minLoan: 10 * MILLION, maxLoan: 150 * MILLION, maxLtv: 60, minDscr: 1.5, termMinMonths: 84, termMaxMonths: 300, indicativeRate: 5.5, recourse: 'non-recourse' },
  ],
  'sba-lender': [
    { name: 'SBA 504', loanPurposes: ['purchase', 'construction'], propertyTypes: ['Office', 'Retail', 'Industrial', 'Hospitality', 'Self Storage', 'Other', 'Mixed-Use'], minLoan: 500_000, maxLoan: 15 * MILLION, maxLtv: 85, maxLtc: 85, termMinMonths: 24, termMaxMonths: 300, indicativeRate: 6.9, recourse: 'full' },
    { name: 'SBA 7(a) Real Estate', loanPurposes: ['purchase', 'refinance'], propertyTypes: ['Hospitality', 'Retail', 'Other', 'Office', 'Industrial', 'Self Storage'], minLoan: 350_000, maxLoan: 5 * MILLION, maxLtv: 85, minDscr: 1.15, termMinMonths: 60, termMaxMonths: 300, indicativeRate: 8.5, recourse: 'full' },
    { name: 'Owner-Occupied Refinance', loanPurposes: ['refinance', 'cash-out-refinance'], propertyTypes: COMMERCIAL, minLoan: 250_000, maxLoan: 5 * MILLION, maxLtv: 80, minDscr: 1.2, termMinMonths: 60, termMaxMonths: 300, indicativeRate: 7.75, recourse: 'full' },
  ],
  private: [
    { name: 'Value-Add Bridge', loanPurposes: ['bridge', 'purchase'], propertyTypes: ['Multifamily', 'Retail', 'Office', 'Other', 'Mixed-Use'], minLoan: 250_000, maxLoan: 10 * MILLION, maxLtv: 75, termMinMonths: 6, termMaxMonths: 36, indicativeRate: 11, recourse: 'full' },
    { name: 'Hard Money Bridge', loanPurposes: ['bridge', 'cash-out-refinance', 'refinance'], propertyTypes: ALL_TYPES, minLoan: 500_000, maxLoan: 20 * MILLION, maxLtv: 65, termMinMonths: 6, termMaxMonths: 36, indicativeRate: 12, recourse: 'full' },
    { name: 'Ground-Up Construction', loanPurposes: ['construction'], propertyTypes: ['Multifamily', 'Retail', 'Self Storage', 'Other'], minLoan: 1 * MILLION, maxLoan: 15 * MILLION, maxLtc: 85, termMinMonths: 12, termMaxMonths: 36, indicativeRate: 12, recourse: 'full' },
  ],
}; // prettier-ignore

/** Five lenders of each type: name, web domain and region (none: nationwide). */
const LENDERS: Record<LenderTypeValue, [string, string, string | null][]> = {
  bank: [
    ['Harborline Community Bank', 'harborline-bank', 'southeast'],
    ['Prairie Stone Bank', 'prairiestone-bank', 'midwest'],
    ['Red Mesa National Bank', 'redmesa-bank', 'southwest'],
    ['Summit Ridge Bank', 'summitridge-bank', 'west'],
    ['Cardinal Trust Bank', 'cardinaltrust-bank', null],
  ],
  'credit-union': [
    ['Bluewater Members Credit Union', 'bluewater-cu', 'southeast'],
    ['Keystone Teachers Credit Union', 'keystone-teachers-cu', 'midwest'],
    ['Canyon Federal Credit Union', 'canyon-federal-cu', 'southwest'],
    ['Evergreen Valley Credit Union', 'evergreen-valley-cu', 'west'],
    ['Lakefront Members Credit Union', 'lakefront-cu', 'midwest'],
  ],
  'debt-fund': [
    ['Ironbridge Credit Partners', 'ironbridge-credit', null],
    ['Northgate Real Estate Debt Fund', 'northgate-debt', null],
    ['Alder Point Capital', 'alderpoint-capital', 'southeast'],
    ['Meridian Yield Partners', 'meridian-yield', null],
    ['Sablewood Lending Fund', 'sablewood-lending', 'southwest'],
  ],
  cmbs: [
    ['Crestline Conduit Capital', 'crestline-conduit', null],
    ['Lantern Securitized Lending', 'lantern-securitized', null],
    ['Beacon Street Commercial Mortgage', 'beacon-street-cm', null],
    ['Granite Arch Conduit', 'granite-arch', null],
    ['Pinecrest Commercial Mortgage Trust', 'pinecrest-cmt', null],
  ],
  agency: [
    ['Fieldstone Agency Lending', 'fieldstone-agency', null],
    ['Willowbrook Multifamily Finance', 'willowbrook-mf', null],
    ['Copperline Agency Capital', 'copperline-agency', null],
    ['Riverbend Housing Finance', 'riverbend-housing', null],
    ['Stonehaven Agency Partners', 'stonehaven-agency', null],
  ],
  'life-company': [
    ['Northstar Mutual Life Mortgage', 'northstar-mutual', null],
    ['Old Harbor Life Real Estate', 'oldharbor-life', null],
    ['Sequoia Life Lending', 'sequoia-life', 'west'],
    ['Kingsport Life Capital', 'kingsport-life', null],
    ['Bellwether Life Investments', 'bellwether-life', null],
  ],
  'sba-lender': [
    ['Mainstreet SBA Capital', 'mainstreet-sba', null],
    ['Liberty Small Business Lending', 'liberty-sbl', null],
    ['Hometown 504 Partners', 'hometown-504', 'midwest'],
    ['Anchor Point SBA Lending', 'anchorpoint-sba', 'southeast'],
    ['Open Road SBA Finance', 'openroad-sba', null],
  ],
  private: [
    ['Quarry Hill Private Lending', 'quarryhill-lending', null],
    ['Blackfern Private Capital', 'blackfern-capital', 'southwest'],
    ['Tidewater Bridge Lenders', 'tidewater-bridge', 'southeast'],
    ['Copper Canyon Hard Money', 'coppercanyon-lending', 'west'],
    ['Westmark Private Credit', 'westmark-credit', null],
  ],
};

const CONTACTS: [string, string][] = [
  ['Alicia Moreno', 'Originator'], ['Ben Hollis', 'Credit Officer'], ['Carmen Diaz', 'Managing Director'],
  ['Derek Chu', 'Originator'], ['Erin Castillo', 'Closing Manager'], ['Frank Osei', 'Vice President, Lending'],
  ['Gwen Park', 'Originator'], ['Hugo Lind', 'Underwriter'], ['Iris Novak', 'Director, Originations'],
  ['Jonah Reyes', 'Loan Officer'], ['Kara Whitfield', 'Credit Analyst'], ['Leo Brandt', 'Principal'],
]; // prettier-ignore

/** Rounds a loan limit to a tidy figure ($50,000 steps). */
const tidy = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? amount : Math.round(amount / 50_000) * 50_000;

/**
 * The directory: lender `k` of a type offers every program of its type when `k` is even, two
 * when odd (104 programs); each copy's rate is an eighth of a point higher per lender and its
 * maximum loan a little different, so lenders of one type do not read alike.
 */
export function sampleLenders(): SampleLender[] {
  const lenders: SampleLender[] = [];
  let contact = 0;
  for (const [type, entries] of Object.entries(LENDERS) as [LenderTypeValue, [string, string, string | null][]][]) {
    for (const [k, [name, domain, region]] of entries.entries()) {
      const templates = TEMPLATES[type].filter((_, j) => k % 2 === 0 || j !== 2 - (k % 3));
      const programs = templates.map((template) => ({
        ...template,
        maxLoan: tidy(template.maxLoan ? template.maxLoan * (0.8 + k * 0.1) : template.maxLoan),
        indicativeRate: template.indicativeRate ? template.indicativeRate + k * 0.125 : template.indicativeRate,
        ...(region ? { states: REGIONS[region]!, nationwide: false } : { states: [], nationwide: true }),
        notes: region ? `Lends in ${REGIONS[region]!.join(', ')}.` : 'Lends nationwide.',
      }));
      const people = CONTACTS.slice(contact % CONTACTS.length, (contact % CONTACTS.length) + 1 + (k % 2));
      contact += people.length;
      lenders.push({
        lender: {
          name,
          type,
          website: `https://www.${domain}.example`,
          notes: 'Sample lender for a first look at the portal.',
        },
        programs,
        contacts: people.map(([person, role], i) => ({
          name: person,
          role,
          email: `${person.toLowerCase().replace(/[^a-z]+/g, '.')}@${domain}.example`,
          phone: `+1 555 02${String(lenders.length).padStart(2, '0')} ${String(1000 + contact * 7 + i).slice(-4)}`,
        })),
      });
    }
  }
  return lenders;
}
