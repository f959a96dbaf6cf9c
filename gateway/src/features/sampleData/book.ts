import type { DealCreateRequest, LoanPurpose } from '@portal/contracts';

/**
 * The sample book: about 150 deals that read like a real broker's book. Generated from a fixed
 * seed, so every load is the same book (only the dates follow the day it is loaded).
 */

/** A GHL stage and the status its mapping gives. */
export type SampleStep = { stage: string; status: string | null };

export type SampleDeal = {
  /** Index into the owners: 0 is whoever loads the book, 1… the sample members. */
  owner: number;
  /** Owned by the sandbox's demo member instead of its sample member, when the demo member is not the loader. */
  demoShare: boolean;
  request: DealCreateRequest;
  /** Days before the load when the deal was created. */
  createdDaysAgo: number;
  /** Where GHL has moved the deal since its creation (none: still new, Open in Qualification). */
  step: SampleStep | null;
  /** Whether the deal also gets a sandbox GHL opportunity. */
  inGhl: boolean;
  documents: { fileName: string; tags: string[] }[];
};

export type SampleMember = { username: string; name: string; email: string };

/** The sample members who own the deals the loader does not. */
export const SAMPLE_MEMBERS: SampleMember[] = [
  { username: 'maya.chen.capital', name: 'Maya Chen', email: 'maya.chen@sample-brokers.example' },
  { username: 'jordan.brooks.cre', name: 'Jordan Brooks', email: 'jordan.brooks@sample-brokers.example' },
  { username: 'elena.ruiz.lending', name: 'Elena Ruiz', email: 'elena.ruiz@sample-brokers.example' },
  { username: 'samuel.okafor', name: 'Samuel Okafor', email: 'samuel.okafor@sample-brokers.example' },
  { username: 'hannah.weiss.debt', name: 'Hannah Weiss', email: 'hannah.weiss@sample-brokers.example' },
];

export const SAMPLE_DEAL_COUNT = 150;

/**
 * The sandbox Discord's demo member (gateway/sandbox/discord.ts), as sign-in would create them,
 * and the auto-access list `npm start` admits them by. They own a share of the book, so a
 * newcomer signing in as them after an admin loaded it sees a filled portal.
 */
export const DEMO_MEMBER = { username: 'demo-member', name: 'Demo Member', email: 'demo-member@sandbox.example' };

/**
 * The GHL stages of the sandbox pipeline in order, each with the status its mapping gives (Site
 * Visit has no mapping: the status stays as it was). Stage names as the portal shows them.
 */
export const SAMPLE_STAGES: SampleStep[] = [
  { stage: 'Qualification', status: 'Under Review' },
  { stage: 'Needs Analysis', status: 'In Underwriting' },
  { stage: 'Site Visit', status: null },
  { stage: 'Lender Submission', status: 'LOE Sent' },
  { stage: 'Underwriting', status: 'No Show' },
  { stage: 'Proposal', status: 'Closed' },
  { stage: 'Signed Proposal', status: 'Signed Proposal' },
];

const FIRST_NAMES = [
  'Olivia', 'Liam', 'Ava', 'Noah', 'Sophia', 'Ethan', 'Isabella', 'Lucas', 'Mia', 'Mason', 'Amelia', 'Logan',
  'Harper', 'Elijah', 'Evelyn', 'James', 'Abigail', 'Benjamin', 'Emily', 'Daniel', 'Grace', 'Henry', 'Chloe',
  'Samuel', 'Priya', 'Arjun', 'Mei', 'Kenji', 'Fatima', 'Omar', 'Sofia', 'Mateo', 'Zara', 'Tariq', 'Ingrid',
]; // prettier-ignore
const LAST_NAMES = [
  'Anderson', 'Bennett', 'Carter', 'Delgado', 'Edwards', 'Fischer', 'Garcia', 'Hughes', 'Iyer', 'Jensen', 'Kim',
  'Lopez', 'Murphy', 'Nguyen', 'Ortiz', 'Patel', 'Quinn', 'Rossi', 'Sato', 'Thompson', 'Underwood', 'Vargas',
  'Walsh', 'Xu', 'Young', 'Zimmerman', 'Morales', 'Sullivan', 'Haddad', 'Lindqvist',
]; // prettier-ignore
const STREETS = [
  'Maple Avenue', 'Harbor Boulevard', 'Commerce Street', 'Lakeshore Drive', 'Industrial Parkway', 'Main Street',
  'Riverside Drive', 'Market Street', 'Oak Lane', 'Elm Street', 'Sunset Boulevard', 'Peachtree Road',
  'Congress Avenue', 'Camelback Road', 'Wacker Drive', 'Biscayne Boulevard', 'Pearl Street', 'Grant Avenue',
]; // prettier-ignore
const CITIES = [
  'Austin, TX 78701', 'Denver, CO 80202', 'Phoenix, AZ 85004', 'Atlanta, GA 30303', 'Charlotte, NC 28202',
  'Nashville, TN 37203', 'Tampa, FL 33602', 'Columbus, OH 43215', 'Salt Lake City, UT 84101',
  'Raleigh, NC 27601', 'Dallas, TX 75201', 'Miami, FL 33131', 'Chicago, IL 60606', 'Boise, ID 83702',
  'Indianapolis, IN 46204', 'Kansas City, MO 64105',
]; // prettier-ignore
const PROPERTY_TYPES = ['Multifamily', 'Office', 'Retail', 'Industrial', 'Hospitality', 'Self Storage', 'Other'];
const DEAL_TYPES = ['Acquisition', 'Refinance', 'New Construction'];
/** Typical loan sizes per property type, in millions (low, high). */
const LOAN_RANGE: Record<string, [number, number]> = {
  Multifamily: [2, 45],
  Office: [3, 60],
  Retail: [1, 25],
  Industrial: [2.5, 40],
  Hospitality: [4, 55],
  'Self Storage': [1, 18],
  Other: [0.75, 12],
};
const NOTES = [
  'Sponsor has closed three similar assets in the last five years.',
  'Seeking non-recourse; flexible on prepayment.',
  'Stabilised occupancy 94%; T-12 and rent roll available.',
  'Bridge to agency takeout once renovations finish.',
  'Construction budget and GC contract attached.',
  'Sponsor prefers a local or regional bank.',
  '',
];
const DOCUMENTS = [
  { fileName: 'Rent Roll.pdf', tags: ['Rent Roll'] },
  { fileName: 'T-12 Operating Statement.pdf', tags: ['Financials'] },
  { fileName: 'Personal Financial Statement.pdf', tags: ['Sponsor'] },
  { fileName: 'Purchase Agreement.pdf', tags: ['Legal'] },
  { fileName: 'Appraisal Summary.pdf', tags: ['Appraisal'] },
];

/** A small deterministic generator (mulberry32), so the book is the same on every load. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

/** Market cap rates per property type, in percent: value × cap rate = NOI. */
const CAP_RATE: Record<string, number> = {
  Multifamily: 5.5,
  Office: 7.75,
  Retail: 7,
  Industrial: 6,
  Hospitality: 8.5,
  'Self Storage': 6.25,
  Other: 7.5,
};

type UnderwritingRequest = Pick<
  DealCreateRequest,
  | 'propertyValue'
  | 'netOperatingIncome'
  | 'loanPurpose'
  | 'totalProjectCost'
  | 'termMonths'
  | 'amortisationMonths'
  | 'interestOnlyMonths'
>;

/**
 * A deal's underwriting figures, as a broker fills them in: a value at 55-78 % leverage, NOI at the
 * property type's cap rate (give or take), the purpose its deal type names (some refinances take
 * cash out, some are bridge loans), and terms typical of the purpose. Construction is sized on
 * cost, with no NOI yet. Some deals leave figures out, as real ones do: about one in seven gives
 * none at all, others lack the NOI or the value. `rng` is separate from the book's, so the rest of
 * each deal is as before. The state comes from the address.
 */
function underwritingOf(
  i: number,
  propertyType: string,
  dealType: string,
  millions: number,
  rng: ReturnType<typeof random>,
): UnderwritingRequest {
  const leverage = 0.55 + rng.next() * 0.23;
  const capRate = (CAP_RATE[propertyType] ?? 7) * (0.9 + rng.next() * 0.25);
  const termChoice = rng.pick([60, 84, 120]);
  const interestOnly = rng.pick([0, 0, 12, 24, 36]);
  const roll = rng.next();
  if (i % 7 === 3) return {};
  const loan = millions * 1e6;
  const round = (amount: number, step: number) => Math.round(amount / step) * step;
  if (dealType === 'New Construction') {
    const cost = round(loan / (0.6 + leverage * 0.2), 10_000);
    return given({
      loanPurpose: 'construction',
      totalProjectCost: cost,
      propertyValue: i % 11 === 5 ? undefined : round(cost * 1.2, 10_000),
      termMonths: rng.pick([24, 36]),
      interestOnlyMonths: 24,
      amortisationMonths: 300,
    });
  }
  const purpose: LoanPurpose =
    dealType === 'Acquisition' ? 'purchase' : roll < 0.3 ? 'cash-out-refinance' : roll < 0.45 ? 'bridge' : 'refinance';
  const value = round(loan / leverage, 10_000);
  const bridge = purpose === 'bridge';
  const term = bridge ? rng.pick([24, 36]) : termChoice;
  return given({
    loanPurpose: purpose,
    propertyValue: i % 13 === 6 ? undefined : value,
    netOperatingIncome: i % 11 === 5 ? undefined : round((value * capRate) / 100, 1_000),
    termMonths: term,
    amortisationMonths: bridge ? undefined : rng.pick([300, 360, 360]),
    interestOnlyMonths: bridge ? term : Math.min(interestOnly, term),
  });
}

/** The figures given, leaving out the ones a deal lacks (a form leaves them out, not null). */
function given(figures: Record<string, number | string | undefined>): UnderwritingRequest {
  return Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined)) as UnderwritingRequest;
}

/** "$4.25M" or "$850K", as brokers write a loan request. */
function loanText(millions: number): string {
  if (millions < 1) return `$${Math.round(millions * 1000)}K`;
  return `$${Number(millions.toFixed(2))}M`;
}

/**
 * The book for `memberCount` sample members plus the loader. Newer deals sit in earlier stages;
 * every stage and every status appears. The loader owns about a fifth of the deals.
 */
export function sampleBook(memberCount = SAMPLE_MEMBERS.length): SampleDeal[] {
  const rng = random(20_261_124);
  const figures = random(20_261_127);
  const deals: SampleDeal[] = [];
  for (let i = 0; i < SAMPLE_DEAL_COUNT; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const propertyType = PROPERTY_TYPES[i % PROPERTY_TYPES.length]!;
    const [low, high] = LOAN_RANGE[propertyType]!;
    const millions = Math.round((low + rng.next() * (high - low)) * 20) / 20;
    // Spread over about ten months, oldest first; older deals have gone further.
    const createdDaysAgo = Math.round(((SAMPLE_DEAL_COUNT - i) / SAMPLE_DEAL_COUNT) * 300) + rng.int(0, 4);
    const reach = Math.min(
      SAMPLE_STAGES.length,
      Math.floor((createdDaysAgo / 300) * SAMPLE_STAGES.length + rng.next() * 2),
    );
    // The first deals of the book take every stage in turn, so each stage and status is present.
    const stepCount = i < SAMPLE_STAGES.length + 1 ? i : reach;
    const network = rng.int(5, 60);
    const propertyAddress = `${rng.int(100, 9800)} ${rng.pick(STREETS)}, ${rng.pick(CITIES)}`;
    const dealType = rng.pick(DEAL_TYPES);
    deals.push({
      owner: i % 5 === 0 ? 0 : 1 + (i % memberCount),
      // 20 of the sample members' deals, across the stages (documents on all of them).
      demoShare: i % 5 !== 0 && i % 6 === 1,
      createdDaysAgo,
      step: stepCount > 0 ? SAMPLE_STAGES[stepCount - 1]! : null,
      // Only deals that have moved: GHL holds each in its stage with the status that stage maps to, as a
      // sync sets it; an unmoved deal's Open would read as a difference in GHL Compare.
      inGhl: i % 4 === 0 && stepCount > 0,
      documents: i % 6 === 1 ? DOCUMENTS.slice(i % 4, (i % 4) + 1 + (i % 2)) : [],
      request: {
        clientFirstName: first,
        clientLastName: last,
        clientEmail: `${first}.${last}.${i}@sample-clients.example`.toLowerCase(),
        clientPhone: `+1 555 01${String(i).padStart(2, '0').slice(-2)} ${String(1000 + i).slice(-4)}`,
        propertyAddress,
        propertyType,
        dealType,
        propertyVintage: String(rng.int(1965, 2024)),
        sponsorNetWorth: `$${network}M`,
        sponsorLiquidity: `$${Math.max(1, Math.round(network / rng.int(4, 8)))}M`,
        loanRequest: loanText(millions),
        anyAdditionalInformation: rng.pick(NOTES),
        ...underwritingOf(i, propertyType, dealType, millions, figures),
      },
    });
  }
  return deals;
}
